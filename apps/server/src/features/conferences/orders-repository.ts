import {
  orderStatus,
  type TListQuery,
  type TMailState,
  type TOrderDetail,
  type TOrderRow,
  type TOrderState,
  ZOrderBillingSnapshot,
} from '@app/shared';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, conferences, countries, mailOutbox, orders } from '../../db/schema/index.ts';
import { listPage, type SortsOf } from '../../lib/list.ts';
import { openOrderFlags } from '../../lib/order-flags.ts';
import { loadParticipants } from '../../lib/order-participants.ts';
import { orderSearchCondition } from '../../lib/order-search.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The RF reference of the order's bank transfer: a confirmed one first, else the latest. */
const transferReference = sql<string | null>`(select mt.reference from manual_transfers mt
  where mt.order_id = ${orders.id} and mt.deleted_at is null and mt.reference is not null
  order by mt.confirmed desc, mt.id desc limit 1)`;

/**
 * The ordering company's name: the company's, else (a site booking without a member, whose company
 * lives only in the order's billing snapshot, docs/decisions/0023) the snapshot's.
 */
const companyName = sql<string | null>`coalesce(${companies.name}, ${orders.billing}->'company'->>'name')`;

/** The order's life as the wire carries it beside SPEC's status. */
const lifeColumns = {
  order_status: orders.status,
  due_date: orders.dueDate,
  reference: transferReference,
  payment_method: orders.paymentMethod,
  contact_email: orders.contactEmail,
  from_site: sql<boolean>`(${orders.publicToken} is not null)`,
};
const life = <T extends { order_status: string }>(r: T) => ({
  ...r,
  order_status: r.order_status as TOrderState,
});

/** The full booking (order, company, conference, participants), or null. */
export async function loadOrder(db: Db, orderId: number): Promise<TOrderDetail | null> {
  const [o] = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      price: orders.price,
      couponCode: orders.couponCode,
      discount: orders.discount,
      stampDuty: orders.stampDuty,
      conferenceId: conferences.id,
      conferenceTitle: conferences.title,
      companyName: companies.name,
      companyAddress: companies.address,
      companyCity: companies.city,
      companyProvince: companies.province,
      companyPostalCode: companies.postalCode,
      companyCountry: countries.name,
      snapshot: orders.billing,
      snapshotCountry: sql<string | null>`(select sc.name from countries sc
        where sc.id = (${orders.billing}->'company'->>'country')::int)`,
      ...lifeColumns,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)));
  if (!o) return null;

  return {
    order_id: o.id,
    created_at: iso(o.createdAt)!,
    paid_at: iso(o.paidAt),
    price: o.price,
    coupon_code: o.couponCode,
    discount: o.discount,
    stamp_duty: o.stampDuty,
    status: orderStatus(o.paidAt),
    ...life({
      order_status: o.order_status,
      due_date: o.due_date,
      reference: o.reference,
      payment_method: o.payment_method,
      contact_email: o.contact_email,
      from_site: o.from_site,
    }),
    company:
      o.companyName !== null
        ? {
            name: o.companyName,
            address: o.companyAddress,
            city: o.companyCity,
            province: o.companyProvince,
            postal_code: o.companyPostalCode,
            country: o.companyCountry,
          }
        : snapshotCompany(o.snapshot, o.snapshotCountry),
    conference: { id: o.conferenceId, title: o.conferenceTitle },
    partecipants: await loadParticipants(db, orderId),
    mails: await loadOrderMails(db, orderId),
    flags: await openOrderFlags(db, orderId),
  };
}

/** The company as booked, from the order's billing snapshot, when the order has no company record. */
function snapshotCompany(snapshot: unknown, country: string | null): TOrderDetail['company'] {
  const parsed = ZOrderBillingSnapshot.safeParse(snapshot);
  if (!parsed.success) return null;
  const c = parsed.data.company;
  return {
    name: c.name,
    address: c.address,
    city: c.city,
    province: c.province,
    postal_code: c.postal_code,
    country,
  };
}

export async function loadOrderMails(db: Db, orderId: number): Promise<TMailState[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.entity, 'order'), eq(mailOutbox.entityId, String(orderId))))
    .orderBy(desc(mailOutbox.id))
    .limit(20);
  return rows.map((m) => ({
    id: m.id,
    status: m.status as TMailState['status'],
    attempts: m.attempts,
    last_error: m.lastError,
    created_at: iso(m.createdAt)!,
    sent_at: iso(m.sentAt),
  }));
}

/** "name surname" of the order's first participant */
const firstParticipant = sql<string | null>`(select p.name || ' ' || p.surname from participants p
  where p.order_id = ${orders.id} order by p.position limit 1)`;

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const ORDER_SORTS = [
  'created_at',
  'paid_at',
  'price',
  'company',
  'participant',
  'order_id',
  'order_status',
  'due_date',
] as const;

/**
 * GET /api/conferences/booking/{id}: the conference's live orders, newest first; `paid` and
 * `order_status` filter; `q` finds an order as the palette does (lib/order-search.ts): by company,
 * any participant, contact, RF reference however typed, invoice number.
 */
export async function listOrders(
  db: Db,
  conferenceId: number,
  query: TListQuery & { paid?: boolean; order_status?: TOrderState; ids?: number[] },
): Promise<{ rows: TOrderRow[]; total: number }> {
  const { rows, total } = await listPage({
    query,
    rows: db
      .select({
        order_id: orders.id,
        created_at: orders.createdAt,
        company: companyName,
        participant: firstParticipant,
        price: orders.price,
        paid_at: orders.paidAt,
        ...lifeColumns,
      })
      .from(orders)
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .$dynamic(),
    count: db
      .select({ total: count() })
      .from(orders)
      .leftJoin(companies, eq(companies.id, orders.companyId))
      .$dynamic(),
    where: [
      eq(orders.conferenceId, conferenceId),
      isNull(orders.deletedAt),
      query.paid === undefined ? undefined : query.paid ? isNotNull(orders.paidAt) : isNull(orders.paidAt),
      query.order_status === undefined ? undefined : eq(orders.status, query.order_status),
      query.q ? orderSearchCondition(query.q, orders.id) : undefined,
    ],
    sorts: {
      created_at: orders.createdAt,
      paid_at: orders.paidAt,
      price: orders.price,
      company: sql`lower(${companyName})`,
      participant: sql`lower(${firstParticipant})`,
      order_id: orders.id,
      order_status: orders.status,
      due_date: orders.dueDate,
    } satisfies SortsOf<typeof ORDER_SORTS>,
    defaultSort: '-created_at',
    tiebreak: orders.id,
  });
  return {
    rows: rows.map((r) => ({
      ...life(r),
      created_at: r.created_at.toISOString(),
      paid_at: r.paid_at ? r.paid_at.toISOString() : null,
      status: orderStatus(r.paid_at),
    })),
    total,
  };
}

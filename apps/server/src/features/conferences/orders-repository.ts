import {
  orderStatus,
  type TListQuery,
  type TMailState,
  type TOrderDetail,
  type TOrderRow,
} from '@app/shared';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, conferences, countries, mailOutbox, orders } from '../../db/schema/index.ts';
import { listPage } from '../../lib/list.ts';
import { openOrderFlags } from '../../lib/order-flags.ts';
import { loadParticipants } from '../../lib/order-participants.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

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
      conferenceId: conferences.id,
      conferenceTitle: conferences.title,
      companyName: companies.name,
      companyAddress: companies.address,
      companyCity: companies.city,
      companyProvince: companies.province,
      companyPostalCode: companies.postalCode,
      companyCountry: countries.name,
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
    status: orderStatus(o.paidAt),
    company:
      o.companyName === null
        ? null
        : {
            name: o.companyName,
            address: o.companyAddress,
            city: o.companyCity,
            province: o.companyProvince,
            postal_code: o.companyPostalCode,
            country: o.companyCountry,
          },
    conference: { id: o.conferenceId, title: o.conferenceTitle },
    partecipants: await loadParticipants(db, orderId),
    mails: await loadOrderMails(db, orderId),
    flags: await openOrderFlags(db, orderId),
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

/** GET /api/conferences/booking/{id}: the conference's live orders, newest first; `paid` filters. */
export async function listOrders(
  db: Db,
  conferenceId: number,
  query: TListQuery & { paid?: boolean },
): Promise<{ rows: TOrderRow[]; total: number }> {
  const { rows, total } = await listPage({
    query,
    rows: db
      .select({
        order_id: orders.id,
        created_at: orders.createdAt,
        company: companies.name,
        participant: firstParticipant,
        price: orders.price,
        paid_at: orders.paidAt,
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
    ],
    sorts: {
      created_at: orders.createdAt,
      paid_at: orders.paidAt,
      price: orders.price,
      company: sql`lower(${companies.name})`,
      participant: sql`lower(${firstParticipant})`,
      order_id: orders.id,
    },
    defaultSort: '-created_at',
    tiebreak: orders.id,
    search: [companies.name, firstParticipant],
  });
  return {
    rows: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      paid_at: r.paid_at ? r.paid_at.toISOString() : null,
      status: orderStatus(r.paid_at),
    })),
    total,
  };
}

import { type TOrderBillingSnapshot, ZOrderBillingSnapshot } from '@app/shared';
import { addDays, subDays } from 'date-fns';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  companies,
  conferences,
  conferenceWorkshops,
  countries,
  coupons,
  orders,
  participants,
} from '../../db/schema/index.ts';
import { seatsTaken } from '../../lib/seats.ts';
import { newPublicToken } from '../../lib/tokens.ts';
import { DEMO_TODAY, type SeedContext } from '../context.ts';
import { companyBilling } from './company-billing.ts';
import { DEMO_COUPONS } from './orders-data.ts';
import { firstBy } from './people.ts';
import { refIds } from './transfers.ts';

const wire = (d: Date) => d.toISOString().slice(0, 10);
/** Days a booker has to pay by bank transfer (PAYMENT_DAYS' default). */
const PAYMENT_DAYS = 7;
/** Site bookings awaiting payment by bank transfer, per scale unit. */
const SITE_BOOKINGS = 4;
/** Seats left on the demo's nearly full workshop. */
const SEATS_LEFT = 2;

/** The customer as a booker would have typed it: the ordering company's own data, nothing else. */
function snapshotOf(c: typeof companies.$inferSelect, code: string): TOrderBillingSnapshot | null {
  const billing = companyBilling(c, code);
  if (!billing) return null;
  const company = {
    name: c.name,
    address: c.address,
    city: c.city,
    province: c.province,
    postal_code: c.postalCode,
    country: c.countryId,
    vat: c.vat,
  };
  return ZOrderBillingSnapshot.parse({ company, billing_information: billing });
}

/**
 * What the member site adds to the demo: the two coupons (and the orders that used them), every
 * order's billing snapshot (its own company's data), some site bookings awaiting payment by
 * bank transfer (the transfers part gives them their RF references), and a nearly full workshop.
 */
export async function seedBookingSite(ctx: SeedContext) {
  const { tx, refs } = ctx;
  const orderIds = refIds(refs.orderIds);
  const conferenceIds = refIds(refs.conferenceIds);
  if (orderIds.length === 0 || conferenceIds.length === 0) return;

  const [first] = await tx
    .select({ id: conferences.id, dateStart: conferences.dateStart })
    .from(conferences)
    .where(eq(conferences.id, conferenceIds[0]));
  for (const c of DEMO_COUPONS) {
    const used = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, orderIds), eq(orders.couponCode, c.code)));
    const [row] = await tx
      .insert(coupons)
      .values({
        code: c.code,
        discount: c.discount,
        percent: c.percent,
        conferenceId: c.firstConferenceOnly ? first.id : null,
        validUntil: c.firstConferenceOnly ? first.dateStart : wire(addDays(DEMO_TODAY, 60)),
        maxUses: c.maxUses === null ? null : c.maxUses * ctx.scale,
        uses: used.length,
      })
      .returning({ id: coupons.id });
    if (used.length) {
      await tx
        .update(orders)
        .set({ couponId: row.id })
        .where(
          inArray(
            orders.id,
            used.map((u) => u.id),
          ),
        );
    }
  }

  const rows = await tx
    .select({ order: orders, company: companies, code: countries.code })
    .from(orders)
    .leftJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(countries, eq(countries.id, companies.countryId))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id));
  for (const { order, company, code } of rows) {
    const snapshot = company && code ? snapshotOf(company, code) : null;
    if (snapshot) await tx.update(orders).set({ billing: snapshot }).where(eq(orders.id, order.id));
  }

  // site bookings: unpaid orders of conferences still to come, booked in the last days
  const active = await tx
    .select({ id: conferences.id })
    .from(conferences)
    .where(and(inArray(conferences.id, conferenceIds), eq(conferences.active, true)));
  const activeIds = new Set(active.map((c) => c.id));
  const unpaid = rows.filter(({ order }) => order.paidAt === null && activeIds.has(order.conferenceId));
  const site = unpaid.filter((_, k) => k % 2 === 1).slice(0, SITE_BOOKINGS * ctx.scale);
  const people = await tx
    .select({ key: participants.orderId, value: participants.email })
    .from(participants)
    .where(
      inArray(
        participants.orderId,
        site.map((s) => s.order.id),
      ),
    )
    .orderBy(asc(participants.position));
  const emailOf = firstBy(people);
  for (const [k, { order }] of site.entries()) {
    const createdAt = subDays(DEMO_TODAY, 1 + (k % 5));
    await tx
      .update(orders)
      .set({
        // drawn at random like a real booking's: a demo kept on an installation has no known links
        publicToken: newPublicToken(),
        contactEmail: emailOf.get(order.id) ?? null,
        paymentMethod: 'bank_transfer',
        dueDate: wire(addDays(createdAt, PAYMENT_DAYS)),
        createdAt,
        updatedAt: createdAt,
      })
      .where(eq(orders.id, order.id));
  }

  // the first conference's first workshop: two seats left
  const [workshop] = await tx
    .select({ id: conferenceWorkshops.id })
    .from(conferenceWorkshops)
    .where(eq(conferenceWorkshops.conferenceId, first.id))
    .orderBy(asc(conferenceWorkshops.position))
    .limit(1);
  if (workshop) {
    const taken = (await seatsTaken(tx, first.id)).workshops.get(workshop.id) ?? 0;
    await tx
      .update(conferenceWorkshops)
      .set({ seats: taken + SEATS_LEFT })
      .where(eq(conferenceWorkshops.id, workshop.id));
  }
  // the first conference's hall: plenty of room left
  await tx
    .update(conferences)
    .set({ seats: 150 * ctx.scale })
    .where(and(eq(conferences.id, first.id), isNull(conferences.deletedAt)));
}

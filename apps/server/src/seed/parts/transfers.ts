import { base, Faker } from '@faker-js/faker';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { generate } from 'node-iso11649';
import {
  companies,
  conferences,
  manualTransfers,
  orders,
  participants,
  payments,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { DEMO_TODAY, insertChunked, type SeedContext } from '../context.ts';
import { firstBy } from './people.ts';

const DAY = 24 * 60 * 60 * 1000;
const MEMBERSHIP_FEE = 50000;

/** Ids a part left in refs, as numbers or as { id } records; absent when that part did not run. */
export function refIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((v) => (typeof v === 'number' ? v : (v as { id?: unknown } | null)?.id))
    .filter((v): v is number => typeof v === 'number');
}

type Target = {
  id: number;
  email: string;
  reason: string;
  amount: number;
  settled: boolean;
  /** when the order was paid: a confirmed transfer for it was confirmed then */
  paidAt?: Date | null;
  /** a booking of the member site: its transfer has an RF reference and a due date */
  site?: { contact: string | null; dueDate: string | null; bookedAt: Date };
};

/**
 * RF references as the booking site makes them (RF, check digits, 12 digits), from a seeded source
 * of their own: the same every run, and the other parts' data stay as they were.
 */
function demoReferences() {
  const f = new Faker({ locale: [base] });
  f.seed(2026_11649);
  return () => generate(f.string.numeric(12));
}

/** The email of each key's first row (by `order`): an order's first participant, a company's first member. */
async function firstEmails(
  ctx: SeedContext,
  table: typeof participants | typeof users,
  key: PgColumn,
  keys: number[],
  order: PgColumn,
) {
  const rows = await ctx.tx
    .select({ key, value: table.email })
    .from(table)
    .where(inArray(key, keys))
    .orderBy(asc(order));
  return firstBy(rows as { key: number | null; value: string }[]);
}

async function conferenceTargets(ctx: SeedContext): Promise<Target[]> {
  const ids = refIds(ctx.refs.orderIds);
  if (ids.length === 0) return [];
  const rows = await ctx.tx
    .select({
      id: orders.id,
      price: orders.price,
      paidAt: orders.paidAt,
      title: conferences.title,
      token: orders.publicToken,
      contact: orders.contactEmail,
      dueDate: orders.dueDate,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(conferences, eq(conferences.id, orders.conferenceId))
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id));
  // an order's buyer: its first participant
  const emailOf = await firstEmails(ctx, participants, participants.orderId, ids, participants.position);
  const targets = rows.map((o) => ({
    id: o.id,
    email: o.contact ?? emailOf.get(o.id) ?? ctx.faker.internet.email().toLowerCase(),
    reason: `Ordine ${o.id} - ${o.title}`,
    amount: o.price > 0 ? o.price : 10000,
    settled: o.paidAt !== null,
    paidAt: o.paidAt,
    ...(o.token === null ? {} : { site: { contact: o.contact, dueDate: o.dueDate, bookedAt: o.createdAt } }),
  }));
  // the waiting transfers are picked from the end of the list: the site's bookings first, as
  // every one of them waits for its transfer
  return [...targets.filter((t) => !t.site), ...targets.filter((t) => t.site)];
}

async function membershipTargets(ctx: SeedContext): Promise<Target[]> {
  const ids = refIds(ctx.refs.subscriptionIds);
  if (ids.length === 0) return [];
  const rows = await ctx.tx
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      companyId: companies.id,
      name: companies.name,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(inArray(subscriptions.id, ids))
    .orderBy(asc(subscriptions.id));
  // a company's contact: its first member
  const emailOf = await firstEmails(
    ctx,
    users,
    users.companyId,
    [...new Set(rows.map((r) => r.companyId))],
    users.id,
  );
  const fees = await ctx.tx
    .select({ subscriptionId: payments.subscriptionId, amount: payments.amount })
    .from(payments)
    .where(inArray(payments.subscriptionId, ids))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  // the latest payment's amount is this membership's fee
  const feeOf = new Map(fees.filter((f) => f.amount > 0).map((f) => [f.subscriptionId, f.amount]));
  return rows.map((s) => ({
    id: s.id,
    email: emailOf.get(s.companyId) ?? ctx.faker.internet.email().toLowerCase(),
    reason: `Membership ${DEMO_TODAY.getUTCFullYear()} - ${s.name}`,
    amount: feeOf.get(s.id) ?? MEMBERSHIP_FEE,
    settled: s.status === 'active',
  }));
}

/** `confirmed` settled targets from the start of the list, `open` ones from its end, interleaved. */
function pick(targets: Target[], confirmed: number, open: number): { target: Target; confirmed: boolean }[] {
  const settled = targets.filter((t) => t.settled);
  const unsettled = targets.filter((t) => !t.settled);
  const picked: { target: Target; confirmed: boolean }[] = [];
  for (let i = 0; i < Math.max(confirmed, open) && targets.length > 0; i++) {
    if (i < confirmed) {
      const pool = settled.length ? settled : targets;
      picked.push({ target: pool[i % pool.length], confirmed: true });
    }
    if (i < open) {
      // unconfirmed ones from the other end of the list, away from the first demo records
      const pool = unsettled.length ? unsettled : targets;
      picked.push({ target: pool[pool.length - 1 - (i % pool.length)], confirmed: false });
    }
  }
  return picked;
}

/**
 * Manual transfers (× scale) pointing at the demo orders and memberships: for conferences 2
 * confirmed and 8 waiting (so confirming one can be tried many times), for memberships 2 and 2.
 * A confirmed conference transfer's order is paid; a type whose part did not run is skipped.
 */
export async function seedTransfers(ctx: SeedContext) {
  const { tx, faker, refs } = ctx;
  const n = ctx.scale;
  const rows: (typeof manualTransfers.$inferInsert)[] = [];
  const paidOrders: number[] = [];
  const nextReference = demoReferences();
  const plan = [
    ...pick(await conferenceTargets(ctx), 2 * n, 8 * n).map((p) => ({ ...p, type: 'CONFERENCE' as const })),
    ...pick(await membershipTargets(ctx), 2 * n, 2 * n).map((p) => ({ ...p, type: 'MEMBERSHIP' as const })),
  ];
  plan.forEach(({ target, confirmed, type }, i) => {
    const paidAt = confirmed ? target.paidAt : null;
    // a site booking's transfer is made with the booking
    const createdAt = paidAt
      ? new Date(paidAt.getTime() - 2 * DAY)
      : (target.site?.bookedAt ?? new Date(DEMO_TODAY.getTime() - (plan.length - i) * 2 * DAY));
    if (type === 'CONFERENCE' && confirmed && !target.settled) paidOrders.push(target.id);
    // a site booking's payer is asked to write its RF reference as the remittance reason
    const reference = target.site && !confirmed ? nextReference() : null;
    rows.push({
      email: target.email,
      type,
      orderId: type === 'CONFERENCE' ? target.id : null,
      subscriptionId: type === 'MEMBERSHIP' ? target.id : null,
      reason: reference ?? target.reason,
      reference,
      dueDate: reference ? target.site?.dueDate : null,
      amount: target.amount,
      confirmed,
      confirmedAt: paidAt
        ? paidAt
        : confirmed
          ? new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 36 }) * 3600_000)
          : null,
      confirmedBy: confirmed ? refs.adminId : null,
      createdAt,
      updatedAt: createdAt,
    });
  });
  if (paidOrders.length) {
    await tx
      .update(orders)
      .set({ paidAt: sql`${DEMO_TODAY.toISOString()}::timestamptz`, status: 'paid' })
      .where(inArray(orders.id, paidOrders));
  }
  const ids: number[] = [];
  await insertChunked(rows, 500, async (chunk) => {
    const inserted = await tx.insert(manualTransfers).values(chunk).returning({ id: manualTransfers.id });
    ids.push(...inserted.map((r) => r.id));
  });
  refs.transferIds = ids;
}

import {
  APP_TIME_ZONE,
  DASHBOARD_ACTIONS_MAX,
  DASHBOARD_CONFERENCES_MAX,
  DASHBOARD_HORIZON_DAYS,
} from '@app/shared';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arbitrators,
  auditLog,
  companies,
  conferences,
  mailOutbox,
  manualTransfers,
  orderFlags,
  orders,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { withRecordNames } from '../../lib/record-names.ts';

/** Each widget is one query; every figure counts exactly what the list it links to counts. */

const int = (expr: ReturnType<typeof sql>) => sql<number>`(${expr})::int`;
/** Today in Italy, not in the database session's time zone. */
const today = sql`(now() at time zone ${APP_TIME_ZONE})::date`;

/** Memberships per status, as GET /api/memberships?status=… counts them (live company and subscription). */
export async function membershipsByStatus(db: Db) {
  const rows = await db
    .select({ status: subscriptions.status, count: int(sql`count(*)`) })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(and(isNull(subscriptions.deletedAt), isNull(companies.deletedAt)))
    .groupBy(subscriptions.status)
    .orderBy(desc(sql`count(*)`), asc(subscriptions.status));
  return { by_status: rows.map((r) => ({ status: r.status, count: Number(r.count) })) };
}

/** Active memberships ending and trials ending within the horizon, from today. */
export async function renewals(db: Db) {
  const until = sql`${today} + ${DASHBOARD_HORIZON_DAYS}::int`;
  const [row] = await db
    .select({
      ending: int(
        sql`count(*) filter (where ${subscriptions.status} = 'active' and ${subscriptions.dateEnd} between ${today} and ${until})`,
      ),
      trials: int(
        sql`count(*) filter (where ${subscriptions.status} = 'trialing' and ${subscriptions.trialEnd} between ${today} and ${until})`,
      ),
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(and(isNull(subscriptions.deletedAt), isNull(companies.deletedAt)));
  return {
    ending: Number(row?.ending ?? 0),
    trials_ending: Number(row?.trials ?? 0),
    horizon_days: DASHBOARD_HORIZON_DAYS,
  };
}

/** Conferences not over yet, soonest first, with their orders (as GET /api/conferences/booking/{id}). */
export async function upcomingConferences(db: Db) {
  const rows = await db
    .select({
      id: conferences.id,
      title: conferences.title,
      date_start: conferences.dateStart,
      orders: int(sql`count(${orders.id})`),
      paid: int(sql`count(${orders.id}) filter (where ${orders.paidAt} is not null)`),
      revenue: int(sql`coalesce(sum(${orders.price}) filter (where ${orders.paidAt} is not null), 0)`),
    })
    .from(conferences)
    .leftJoin(orders, and(eq(orders.conferenceId, conferences.id), isNull(orders.deletedAt)))
    .where(and(isNull(conferences.deletedAt), gte(conferences.dateEnd, today)))
    .groupBy(conferences.id)
    .orderBy(asc(conferences.dateStart), asc(conferences.id))
    .limit(DASHBOARD_CONFERENCES_MAX);
  return {
    conferences: rows.map((r) => {
      const total = Number(r.orders);
      const paid = Number(r.paid);
      return { ...r, orders: total, paid, unpaid: total - paid, revenue: Number(r.revenue) };
    }),
  };
}

/** Manual transfers not confirmed yet (GET /api/manual-transfers?confirm=false). */
export async function pendingTransfers(db: Db) {
  const [row] = await db
    .select({
      pending: int(sql`count(*)`),
      amount: int(sql`coalesce(sum(${manualTransfers.amount}), 0)`),
    })
    .from(manualTransfers)
    .where(and(eq(manualTransfers.confirmed, false), isNull(manualTransfers.deletedAt)));
  return { pending: Number(row?.pending ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Order flags not yet settled (payments an order could not take) and the money they hold. */
export async function openOrderFlags(db: Db) {
  const [row] = await db
    .select({
      open: int(sql`count(*)`),
      amount: int(sql`coalesce(sum(${orderFlags.amount}), 0)`),
    })
    .from(orderFlags)
    .innerJoin(orders, eq(orders.id, orderFlags.orderId))
    .where(and(isNull(orderFlags.resolvedAt), isNull(orders.deletedAt)));
  return { open: Number(row?.open ?? 0), amount: Number(row?.amount ?? 0) };
}

/** Live orders awaiting payment, and those whose due date has passed in Italy, with their totals. */
export async function awaitingOrders(db: Db) {
  const overdue = sql`${orders.dueDate} < ${today}`;
  const [row] = await db
    .select({
      awaiting: int(sql`count(*)`),
      awaitingAmount: int(sql`coalesce(sum(${orders.price}), 0)`),
      overdue: int(sql`count(*) filter (where ${overdue})`),
      overdueAmount: int(sql`coalesce(sum(${orders.price}) filter (where ${overdue}), 0)`),
    })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), isNull(orders.deletedAt)));
  return {
    awaiting: Number(row?.awaiting ?? 0),
    awaiting_amount: Number(row?.awaitingAmount ?? 0),
    overdue: Number(row?.overdue ?? 0),
    overdue_amount: Number(row?.overdueAmount ?? 0),
  };
}

/** Applications awaiting a decision: neither approved nor rejected (GET /api/arbitrators?all=true&status=pending). */
export async function awaitingArbitrators(db: Db) {
  const [row] = await db
    .select({ awaiting: int(sql`count(*)`) })
    .from(arbitrators)
    .where(and(eq(arbitrators.approved, 0), isNull(arbitrators.rejectedAt), isNull(arbitrators.deletedAt)));
  return { awaiting: Number(row?.awaiting ?? 0) };
}

/** Mails the outbox gave up on. */
export async function failedMails(db: Db) {
  const [row] = await db
    .select({ failed: int(sql`count(*)`) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'));
  return { failed: Number(row?.failed ?? 0) };
}

/** The latest admin actions, newest first (the first page of GET /api/activity). */
export async function latestActions(db: Db) {
  const rows = await db
    .select({
      id: auditLog.id,
      actor_id: auditLog.actorId,
      actor_email: users.email,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
      created_at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(DASHBOARD_ACTIONS_MAX);
  return withRecordNames(
    db,
    rows.map((r) => ({ ...r, changes: r.changes ?? {}, created_at: r.created_at.toISOString() })),
  );
}

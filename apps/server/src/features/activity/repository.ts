import { auditEntitiesOf, type TActivityQuery, type TTimeline } from '@app/shared';
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  companies,
  mailOutbox,
  manualTransfers,
  payments,
  stripeEvents,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';
import { withHistoryLines } from './names.ts';

const entryColumns = {
  id: auditLog.id,
  actor_id: auditLog.actorId,
  actor_email: users.email,
  entity: auditLog.entity,
  entity_id: auditLog.entityId,
  action: auditLog.action,
  changes: auditLog.changes,
  created_at: auditLog.createdAt,
};

type EntryRow = {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  entity: string;
  entity_id: string;
  action: string;
  changes: Record<string, [unknown, unknown]> | null;
  created_at: Date;
};

const toEntry = (r: EntryRow) => ({
  ...r,
  id: Number(r.id),
  changes: r.changes ?? {},
  created_at: r.created_at.toISOString(),
});

const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const ACTIVITY_SORTS = ['created_at', 'entity', 'action', 'actor_email'] as const;

/**
 * Every admin action, newest first; filters: actor, entity (a record type of the registry: the
 * actions on any of its audit entity names), from/to (days, UTC, included).
 */
export async function listActivity(db: Db, query: TActivityQuery) {
  const actorJoin = eq(users.id, auditLog.actorId);
  const { rows, total } = await listPage({
    query,
    rows: db.select(entryColumns).from(auditLog).leftJoin(users, actorJoin).$dynamic(),
    count: db.select({ total: count() }).from(auditLog).leftJoin(users, actorJoin).$dynamic(),
    where: [
      ...equalsFilters([[auditLog.actorId, query.actor]]),
      query.entity ? inArray(auditLog.entity, [...auditEntitiesOf(query.entity)]) : undefined,
      query.from ? sql`${auditLog.createdAt} >= ${dayStart(query.from)}` : undefined,
      query.to ? sql`${auditLog.createdAt} < ${dayStart(query.to)} + interval '1 day'` : undefined,
    ],
    sorts: {
      created_at: auditLog.createdAt,
      entity: auditLog.entity,
      action: auditLog.action,
      actor_email: sql`lower(${users.email})`,
    } satisfies SortsOf<typeof ACTIVITY_SORTS>,
    defaultSort: '-created_at',
    tiebreak: auditLog.id,
    search: [auditLog.entityId, users.email],
  });
  return { activity: await withHistoryLines(db, (rows as EntryRow[]).map(toEntry)), total };
}

/** A membership by database id or Stripe id (sub_…), with what its history gathers. */
async function findSubscription(db: Db, key: string) {
  const [row] = await db
    .select({
      id: subscriptions.id,
      stripeId: subscriptions.stripeSubscriptionId,
      companyId: subscriptions.companyId,
    })
    .from(subscriptions)
    .where(
      /^\d{1,9}$/.test(key) ? eq(subscriptions.id, Number(key)) : eq(subscriptions.stripeSubscriptionId, key),
    );
  return row;
}

/**
 * Who touched the record and what else concerns it. A membership and its company share their
 * history (one editor shows both), with the bank transfers of an order or membership; payments and
 * Stripe events exist for memberships only.
 */
export async function timeline(db: Db, entity: string, id: string): Promise<TTimeline> {
  const keys: { entity: string; id: string }[] = [{ entity, id }];
  let subscriptionIds: number[] = [];
  let stripeIds: string[] = [];
  if (entity === 'subscription' || entity === 'company') {
    let companyId: number | undefined;
    if (entity === 'subscription') {
      const sub = await findSubscription(db, id);
      if (sub) {
        keys[0] = { entity, id: String(sub.id) };
        companyId = sub.companyId;
        subscriptionIds = [sub.id];
        stripeIds = [sub.stripeId];
        keys.push({ entity: 'company', id: String(sub.companyId) });
      }
    } else if (/^\d{1,9}$/.test(id)) {
      companyId = Number(id);
      const subs = await db
        .select({ id: subscriptions.id, stripeId: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, companyId));
      subscriptionIds = subs.map((s) => s.id);
      stripeIds = subs.map((s) => s.stripeId);
      for (const s of subs) keys.push({ entity: 'subscription', id: String(s.id) });
    }
    if (companyId !== undefined) {
      const [company] = await db
        .select({ customer: companies.stripeCustomerId })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (company?.customer) stripeIds.push(company.customer);
    }
  }
  // The bank transfers that paid an order or a membership belong to its history too.
  const transferOf =
    entity === 'order' && /^\d{1,9}$/.test(id)
      ? eq(manualTransfers.orderId, Number(id))
      : subscriptionIds.length
        ? inArray(manualTransfers.subscriptionId, subscriptionIds)
        : undefined;
  if (transferOf) {
    const transfers = await db.select({ id: manualTransfers.id }).from(manualTransfers).where(transferOf);
    for (const t of transfers) keys.push({ entity: 'manual_transfer', id: String(t.id) });
  }
  const entryWhere = or(...keys.map((k) => and(eq(auditLog.entity, k.entity), eq(auditLog.entityId, k.id))));
  const mailWhere = or(
    ...keys.map((k) => and(eq(mailOutbox.entity, k.entity), eq(mailOutbox.entityId, k.id))),
  );
  const [entries, mails, paymentRows] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(entryWhere)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(500),
    db
      .select()
      .from(mailOutbox)
      .where(mailWhere)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(200),
    subscriptionIds.length
      ? db
          .select()
          .from(payments)
          .where(inArray(payments.subscriptionId, subscriptionIds))
          .orderBy(desc(payments.createdAt), desc(payments.id))
      : Promise.resolve([]),
  ]);
  const invoiceIds = paymentRows.map((p) => p.stripeInvoiceId).filter((v): v is string => !!v);
  const objectIds = [...stripeIds, ...invoiceIds];
  const events = objectIds.length
    ? await db
        .select()
        .from(stripeEvents)
        .where(inArray(stripeEvents.objectId, objectIds))
        .orderBy(desc(stripeEvents.createdAt))
        .limit(200)
    : [];
  return {
    entries: await withHistoryLines(db, (entries as EntryRow[]).map(toEntry)),
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      subject: m.subject,
      recipients: m.recipients,
      status: m.status,
      attempts: m.attempts,
      last_error: m.lastError,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt ? m.sentAt.toISOString() : null,
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      status: p.status,
      amount: p.amount,
      paid_at: p.paidAt ? p.paidAt.toISOString() : null,
      created_at: p.createdAt.toISOString(),
    })),
    stripe_events: events.map((e) => ({
      id: e.id,
      type: e.type,
      created_at: e.createdAt.toISOString(),
      object_id: e.objectId,
    })),
  };
}

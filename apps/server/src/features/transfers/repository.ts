import type { TManualTransfer, TManualTransfersQuery } from '@app/shared';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { manualTransfers, subscriptions } from '../../db/schema/index.ts';
import { referenceSearchText } from '../../lib/creditor-reference.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';

/** The columns toWire() reads, for queries that join transfers to something else. */
export const transferColumns = {
  id: manualTransfers.id,
  email: manualTransfers.email,
  type: manualTransfers.type,
  orderId: manualTransfers.orderId,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
  reason: manualTransfers.reason,
  amount: manualTransfers.amount,
  confirmed: manualTransfers.confirmed,
  createdAt: manualTransfers.createdAt,
  confirmedAt: manualTransfers.confirmedAt,
  reference: manualTransfers.reference,
  dueDate: manualTransfers.dueDate,
  version: manualTransfers.version,
};

type Row = {
  id: number;
  email: string;
  type: string;
  orderId: number | null;
  stripeSubscriptionId: string | null;
  reason: string;
  amount: number;
  confirmed: boolean;
  createdAt: Date;
  confirmedAt: Date | null;
  reference: string | null;
  dueDate: string | null;
  version: number;
};

/** A row as the wire carries it (a pending manual transfer). */
export function toWire(r: Row): TManualTransfer {
  return {
    id: r.id,
    email: r.email,
    type: r.type as TManualTransfer['type'],
    data: {
      id: r.type === 'CONFERENCE' ? (r.orderId ?? 0) : (r.stripeSubscriptionId ?? ''),
      order: r.reason,
      amount: r.amount,
      confirm: r.confirmed,
    },
    created_at: r.createdAt.toISOString(),
    confirmed_at: r.confirmedAt ? r.confirmedAt.toISOString() : null,
    reference: r.reference,
    due_date: r.dueDate,
    version: r.version,
  };
}

const selectRows = (db: Db) =>
  db
    .select(transferColumns)
    .from(manualTransfers)
    .leftJoin(subscriptions, eq(subscriptions.id, manualTransfers.subscriptionId));

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const TRANSFER_SORTS = [
  'id',
  'email',
  'type',
  'order',
  'amount',
  'confirm',
  'created_at',
  'due_date',
  'reference',
  /** days since it was made: the youngest first */
  'age',
] as const;

export async function listTransfers(db: Db, query: TManualTransfersQuery) {
  const { rows, total } = await listPage({
    query: { ...query, q: query.q && referenceSearchText(query.q) },
    rows: selectRows(db).$dynamic(),
    count: db.select({ total: count() }).from(manualTransfers).$dynamic(),
    where: [
      isNull(manualTransfers.deletedAt),
      ...equalsFilters([
        [manualTransfers.type, query.type],
        [manualTransfers.confirmed, query.confirm],
      ]),
    ],
    sorts: {
      id: manualTransfers.id,
      email: sql`lower(${manualTransfers.email})`,
      type: manualTransfers.type,
      order: sql`lower(${manualTransfers.reason})`,
      amount: manualTransfers.amount,
      confirm: manualTransfers.confirmed,
      created_at: manualTransfers.createdAt,
      due_date: manualTransfers.dueDate,
      reference: manualTransfers.reference,
      age: sql`now() - ${manualTransfers.createdAt}`,
    } satisfies SortsOf<typeof TRANSFER_SORTS>,
    defaultSort: '-id',
    tiebreak: manualTransfers.id,
    search: [manualTransfers.email, manualTransfers.reason, manualTransfers.reference],
  });
  return { rows: rows.map(toWire), total };
}

export async function findTransfer(db: Db, id: number, ...extra: SQL[]) {
  const [row] = await selectRows(db).where(
    and(eq(manualTransfers.id, id), isNull(manualTransfers.deletedAt), ...extra),
  );
  return row ? toWire(row) : null;
}

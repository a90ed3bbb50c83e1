import { APP_TIME_ZONE } from '@app/shared';
import { and, asc, count, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { companies, payments, subscriptions } from '../../db/schema/index.ts';
import { sqlCell, sqlCents } from '../../lib/copy-csv.ts';

/** The calendar of the people using the export: a day is an Italian day. */
export const EXPORT_TIME_ZONE = APP_TIME_ZONE;

/** Paid payments whose paid_at falls on a day from `start` to `end` (both yyyy-MM-dd, inclusive). */
function paidInRange(start: string, end: string): SQL {
  return and(
    eq(payments.status, 'paid'),
    gte(payments.paidAt, sql`(${start}::date)::timestamp at time zone ${EXPORT_TIME_ZONE}`),
    lt(payments.paidAt, sql`(${end}::date + 1)::timestamp at time zone ${EXPORT_TIME_ZONE}`),
  )!;
}

export async function countPaid(db: Db, start: string, end: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(paidInRange(start, end));
  return Number(row?.total ?? 0);
}

export interface PaymentExportRow {
  id: number;
  paidOn: string;
  company: string;
  vat: string | null;
  subscription: string;
  invoice: string | null;
  amount: number;
  coupon: string | null;
  discount: number;
}

/** One keyset batch (by payment id) of the export, joined to its subscription and company. */
export function fetchPaidBatch(db: Db, start: string, end: string, afterId: number, limit: number) {
  return db
    .select({
      id: payments.id,
      paidOn: sql<string>`to_char(${payments.paidAt} at time zone ${EXPORT_TIME_ZONE}, 'DD/MM/YYYY')`,
      company: companies.name,
      vat: companies.vat,
      subscription: subscriptions.stripeSubscriptionId,
      invoice: payments.stripeInvoiceId,
      amount: payments.amount,
      coupon: payments.couponCode,
      discount: payments.discount,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(and(paidInRange(start, end), gt(payments.id, afterId)))
    .orderBy(asc(payments.id))
    .limit(limit) as Promise<PaymentExportRow[]>;
}

/**
 * The same rows as `fetchPaidBatch`, as one query whose cells are the CSV's (for COPY, which takes
 * no parameters: the dates, already validated as yyyy-MM-dd, are quoted as literals).
 */
export function paidCsvQuery(start: string, end: string): string {
  const [from, to, zone] = [start, end, EXPORT_TIME_ZONE].map((v) => pg.escapeLiteral(v));
  return `SELECT to_char(p.paid_at at time zone ${zone}, 'DD/MM/YYYY'),
      ${sqlCell('c.name')}, ${sqlCell('c.vat')}, ${sqlCell('s.stripe_subscription_id')},
      ${sqlCell('p.stripe_invoice_id')}, ${sqlCents('p.amount')}, ${sqlCell('p.coupon_code')},
      ${sqlCents('p.discount')}
    FROM payments p
    JOIN subscriptions s ON s.id = p.subscription_id
    JOIN companies c ON c.id = s.company_id
    WHERE p.status = 'paid'
      AND p.paid_at >= (${from}::date)::timestamp at time zone ${zone}
      AND p.paid_at < (${to}::date + 1)::timestamp at time zone ${zone}
    ORDER BY p.id`;
}

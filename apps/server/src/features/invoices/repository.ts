import {
  STAMP_DUTY_TAX_CODES,
  stampDutyDueBy,
  type TInvoice,
  type TInvoiceDetail,
  type TStampDutyQuarter,
  type ZInvoicesQuery,
} from '@app/shared';
import { and, count, eq, gt, gte, lt, ne, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { equalsFilters, listPage, type SortsOf } from '../../lib/list.ts';
import { creditable } from './issue.ts';

type Row = typeof invoices.$inferSelect;

const listed = {
  id: invoices.id,
  number: invoices.number,
  progressive: invoices.progressive,
  issuedOn: invoices.issuedOn,
  type: invoices.type,
  customer: invoices.customer,
  total: invoices.total,
  vat: invoices.vat,
  orderId: invoices.orderId,
  paymentId: invoices.paymentId,
  sdiStatus: invoices.sdiStatus,
  fileName: invoices.fileName,
  stampDuty: invoices.stampDuty,
};

const toInvoice = (r: Pick<Row, keyof typeof listed>): TInvoice => ({
  id: r.id,
  number: r.number,
  progressive: r.progressive,
  date: r.issuedOn,
  type: r.type as TInvoice['type'],
  customer: r.customer,
  total: r.total,
  vat: r.vat,
  order_id: r.orderId,
  payment_id: r.paymentId,
  sdi_status: r.sdiStatus as TInvoice['sdi_status'],
  file_name: r.fileName,
  stamp_duty: r.stampDuty,
});

/** What the list sorts by (`sort=field`, `-field`): its query schema admits these only. */
export const INVOICE_SORTS = ['date', 'number', 'customer', 'total'] as const;

/** GET /api/invoices: newest first by date then number. */
export async function listInvoices(db: Db, query: z.infer<typeof ZInvoicesQuery>) {
  const { rows, total } = await listPage({
    query,
    rows: db.select(listed).from(invoices).$dynamic(),
    count: db.select({ total: count() }).from(invoices).$dynamic(),
    where: [
      ...equalsFilters([
        [invoices.year, query.year],
        [invoices.type, query.type],
        [invoices.sdiStatus, query.sdi_status],
        [invoices.orderId, query.order_id],
      ]),
    ],
    sorts: {
      date: invoices.issuedOn,
      number: invoices.progressive,
      customer: sql`lower(${invoices.customer})`,
      total: invoices.total,
    } satisfies SortsOf<typeof INVOICE_SORTS>,
    defaultSort: '-date',
    tiebreak: invoices.id,
    search: [invoices.number, invoices.customer, invoices.fileName],
  });
  return { rows: (rows as Pick<Row, keyof typeof listed>[]).map(toInvoice), total };
}

export async function findInvoiceRow(db: Db, id: number): Promise<Row | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

export async function findInvoice(db: Db, id: number): Promise<TInvoiceDetail | null> {
  const row = await findInvoiceRow(db, id);
  if (!row) return null;
  return {
    ...toInvoice(row),
    lines: row.document.lines,
    related_invoice_id: row.relatedInvoiceId,
    sdi_updated_at: row.sdiUpdatedAt ? row.sdiUpdatedAt.toISOString() : null,
    sdi_errors: row.sdiErrors,
    creditable: row.type === 'TD01' ? await creditable(db, row.id, row.total) : 0,
    rounding: row.document.rounding ?? 0,
  };
}

const QUARTERS = [1, 2, 3, 4] as const;

/**
 * The imposta di bollo of a year's invoices and credit notes, per quarter: what the F24 pays.
 * A file SdI rejected is no invoice (until it is regenerated), so it does not count.
 */
export async function stampDutyByQuarter(db: Db, year: number): Promise<TStampDutyQuarter[]> {
  const quarter = sql<number>`extract(quarter from ${invoices.issuedOn})::int`;
  const rows = await db
    .select({ quarter, count: count(), amount: sum(invoices.stampDuty).mapWith(Number) })
    .from(invoices)
    .where(
      and(
        gt(invoices.stampDuty, 0),
        gte(invoices.issuedOn, `${year}-01-01`),
        lt(invoices.issuedOn, `${year + 1}-01-01`),
        ne(invoices.sdiStatus, 'rejected'),
      ),
    )
    .groupBy(quarter);
  return QUARTERS.map((q) => {
    const row = rows.find((r) => Number(r.quarter) === q);
    return {
      quarter: q,
      count: Number(row?.count ?? 0),
      amount: row?.amount ?? 0,
      tax_code: STAMP_DUTY_TAX_CODES[q - 1],
      due_by: stampDutyDueBy(year, q),
    };
  });
}

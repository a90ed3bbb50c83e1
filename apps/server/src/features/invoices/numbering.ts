import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceSequences } from '../../db/schema/index.ts';

/**
 * The next progressive of a year and series, moved in the caller's transaction: the row stays
 * locked until it commits, so concurrent issues queue up, and a failed issue rolls its number back.
 */
export async function nextProgressive(tx: Db, year: number, series: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, series, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.year, invoiceSequences.series],
      set: { last: sql`${invoiceSequences.last} + 1` },
    })
    .returning({ last: invoiceSequences.last });
  return row.last;
}

/** The number as printed: "2026/0001" without a series, "FE-2026-1" with one. */
export const printedNumber = (series: string, year: number, progressive: number) =>
  series ? `${series}-${year}-${progressive}` : `${year}/${String(progressive).padStart(4, '0')}`;

/** The next value for SdI file names: unique across years (a sequence may skip, never repeat). */
export async function nextFileSequence(tx: Db): Promise<number> {
  const result = await tx.execute(sql`select nextval('invoice_file_seq') as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
}

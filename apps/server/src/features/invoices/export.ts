import { and, asc, gte, lte } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';

/**
 * The XML files of the invoices dated in a range, as the ZIP an intermediary takes in. Files are
 * stored as sent (already compressed little by XML's nature, so deflated), named as SdI names them.
 */
export async function exportInvoices(db: Db, start: string, end: string): Promise<Uint8Array | null> {
  const rows = await db
    .select({ fileName: invoices.fileName, xml: invoices.xml })
    .from(invoices)
    .where(and(gte(invoices.issuedOn, start), lte(invoices.issuedOn, end)))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  if (rows.length === 0) return null;
  const encoder = new TextEncoder();
  return zipSync(Object.fromEntries(rows.map((r) => [r.fileName, encoder.encode(r.xml)])), { level: 6 });
}

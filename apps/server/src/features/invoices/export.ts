import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';

/**
 * The XML files of the invoices dated in a range, as the ZIP an intermediary takes in. Files are
 * stored as sent (already compressed little by XML's nature, so deflated), named as SdI names them.
 * With `toSendOnly` (the manual path: "solo da inviare") only those still to send go in, and they
 * become sent, dated by the export, in the caller's transaction: the ZIP is how they leave.
 */
export async function exportInvoices(
  tx: Db,
  audit: AuditRecorder,
  range: { start: string; end: string; toSendOnly: boolean },
): Promise<Uint8Array | null> {
  const inRange = and(gte(invoices.issuedOn, range.start), lte(invoices.issuedOn, range.end));
  const query = tx
    .select({ id: invoices.id, fileName: invoices.fileName, xml: invoices.xml })
    .from(invoices)
    .where(range.toSendOnly ? and(inRange, eq(invoices.sdiStatus, 'to_send')) : inRange)
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  const rows = range.toSendOnly ? await query.for('update') : await query;
  if (rows.length === 0) return null;
  if (range.toSendOnly) {
    const now = new Date();
    await tx
      .update(invoices)
      .set({ sdiStatus: 'sent', sdiUpdatedAt: now, updatedAt: now })
      .where(
        inArray(
          invoices.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) {
      audit.record({
        entity: 'invoice',
        entityId: r.id,
        action: 'export',
        before: { sdi_status: 'to_send' },
        after: { sdi_status: 'sent' },
      });
    }
  }
  const encoder = new TextEncoder();
  return zipSync(Object.fromEntries(rows.map((r) => [r.fileName, encoder.encode(r.xml)])), { level: 6 });
}

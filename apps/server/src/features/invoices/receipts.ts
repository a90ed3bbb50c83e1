import { SDI_STATUS_LABELS, type TSdiReceiptResult, type TSdiStatus } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { settleSendByNotification } from './pec-sends.ts';
import { parseSdiReceipts, SDI_RECEIPT_KIND_LABELS, type SdiReceipt } from './sdi-receipts-parse.ts';

/** A signed invoice travels as "….xml.p7m": SdI names it so in its notifications. */
const invoiceFile = (name: string | null) => (name ? name.replace(/\.p7m$/i, '') : null);

async function applyOne(tx: Db, audit: AuditRecorder, r: SdiReceipt): Promise<TSdiReceiptResult> {
  const fileName = invoiceFile(r.invoice_file_name);
  const base = { source: r.source, kind: r.kind, invoice_file_name: fileName };
  const [row] = fileName
    ? await tx.select().from(invoices).where(eq(invoices.fileName, fileName)).for('update')
    : [];
  const label = SDI_RECEIPT_KIND_LABELS[r.kind];
  if (!row) {
    const outcome = fileName
      ? `${label}: nessuna fattura con nome file ${fileName}`
      : `${label}: la notifica non indica il file della fattura`;
    return { ...base, invoice_id: null, number: null, status_before: null, status_after: null, outcome };
  }
  const before = row.sdiStatus as TSdiStatus;
  const found = { ...base, invoice_id: row.id, number: row.number, status_before: before };
  if (r.status === null) {
    return { ...found, status_after: before, outcome: `${label}: ${r.note ?? 'nessun cambio di stato'}` };
  }
  const errors =
    r.status === 'rejected' ? r.errors.map((e) => ({ code: e.code, description: e.description })) : [];
  if (before === r.status && JSON.stringify(row.sdiErrors) === JSON.stringify(errors)) {
    return { ...found, status_after: before, outcome: `${label}: già registrata` };
  }
  await tx
    .update(invoices)
    .set({
      sdiStatus: r.status,
      sdiId: r.sdi_id ?? row.sdiId,
      sdiErrors: errors,
      sdiUpdatedAt: r.at ? new Date(r.at) : new Date(),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id));
  audit.record({
    entity: 'invoice',
    entityId: row.id,
    action: 'sdi_receipt',
    before: { sdi_status: before },
    after: { sdi_status: r.status, notification: r.source, sdi_errors: errors },
  });
  return {
    ...found,
    status_after: r.status,
    outcome: `${label}: ${SDI_STATUS_LABELS[before]} → ${SDI_STATUS_LABELS[r.status]}`,
  };
}

/**
 * SdI's notifications matched to invoices by file name, each changing its invoice's status: the one
 * path of the receipts upload and of the notifications read from the PEC inbox. A notification
 * also proves its file reached SdI: a PEC send of that file still unsettled is settled.
 */
export async function applySdiReceipts(
  tx: Db,
  audit: AuditRecorder,
  receipts: SdiReceipt[],
): Promise<TSdiReceiptResult[]> {
  const results: TSdiReceiptResult[] = [];
  for (const r of receipts) {
    const result = await applyOne(tx, audit, r);
    if (result.invoice_file_name) await settleSendByNotification(tx, result.invoice_file_name);
    results.push(result);
  }
  return results;
}

/**
 * The receipts upload: an upload where nothing is a notification is a 400; where no notification
 * names a known invoice, a 404; otherwise each result says what happened.
 */
export async function applyReceipts(tx: Db, audit: AuditRecorder, bytes: Uint8Array, fileName: string) {
  const read = parseSdiReceipts(bytes, fileName);
  if (read.receipts.length === 0) {
    const why = read.problems
      .map((p) => `${p.file}: ${p.reason}`)
      .slice(0, 5)
      .join('; ');
    throw new AppError('validation', `Nessuna notifica SdI nel file${why ? ` (${why})` : ''}`);
  }
  const receipts = await applySdiReceipts(tx, audit, read.receipts);
  if (receipts.every((r) => r.invoice_id === null)) {
    throw new AppError(
      'not_found',
      `Nessuna fattura corrisponde alle notifiche: ${receipts.map((r) => r.invoice_file_name ?? r.source).join(', ')}`,
    );
  }
  return { receipts, problems: read.problems };
}

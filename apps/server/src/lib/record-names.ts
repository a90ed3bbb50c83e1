import { DOCUMENT_TYPE_LABELS, type TDocumentType } from '@app/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema/index.ts';

const isDbId = (id: string) => /^\d{1,9}$/.test(id);

/**
 * How the activity log names each entry's record where its type and id would mislead: an invoice
 * or credit note by its own type and number ("Nota di credito 2026/0033", not "Fattura 33").
 * `record` is null for the others, which read well as their type and id.
 */
export async function withRecordNames<E extends { entity: string; entity_id: string }>(
  db: Db,
  entries: E[],
): Promise<(E & { record: string | null })[]> {
  const ids = entries
    .filter((e) => e.entity === 'invoice' && isDbId(e.entity_id))
    .map((e) => Number(e.entity_id));
  const rows = ids.length
    ? await db
        .select({ id: invoices.id, type: invoices.type, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.id, [...new Set(ids)]))
    : [];
  const names = new Map(
    rows.map((r) => [String(r.id), `${DOCUMENT_TYPE_LABELS[r.type as TDocumentType]} ${r.number}`]),
  );
  return entries.map((e) => ({
    ...e,
    record: e.entity === 'invoice' ? (names.get(e.entity_id) ?? null) : null,
  }));
}

import { z } from 'zod';
import { ID_INVALID, ZId } from './ids.ts';

/**
 * Bulk actions on a list's rows (decision 0038): the rows an admin selected (`ids`) or every row
 * the list's filters select (`filter`, the list's own query), each row done in its own transaction.
 */

/** Rows one bulk request takes, by ids or by filter; more is a 400 (the web sends chunks). */
export const BULK_LIMIT = 500;
/** Rows the web sends per request, so that a long run shows its progress as it goes. */
export const BULK_CHUNK = 20;
/** Rows the web takes in one run of "all N matching the filter" (it reads their ids first). */
export const BULK_RUN_LIMIT = 5000;

/** The bulk texts of the back-office (Italian), exact: tests compare them. */
export const BULK_MSG = {
  tooMany: (limit: number) =>
    `Troppe righe: al massimo ${limit} per volta. Restringi il filtro o selezionane meno`,
  noRows: 'Nessuna riga selezionata',
  idsOrFilter: 'Indica le righe (ids) oppure il filtro della lista (filter), non entrambi',
  transferMissing: 'Bonifico non trovato',
  transferConfirmed: 'Il bonifico è già confermato',
  orderMissing: 'Ordine non trovato',
  arbitratorMissing: 'Arbitrator non trovato',
  arbitratorApproved: "L'arbitrator è già approvato",
  invoiceMissing: 'Fattura non trovata',
  zipMissingEntry: 'non-trovate.txt',
} as const;

/** Ids in a body: positive database ids, duplicates dropped (a row is done once). */
const ZIdList = z
  .array(ZId, { error: ID_INVALID })
  .min(1, BULK_MSG.noRows)
  .max(BULK_LIMIT, BULK_MSG.tooMany(BULK_LIMIT))
  .transform((ids) => [...new Set(ids)]);

/**
 * The body of every bulk action: `{ ids: [...] }`, or `{ filter: {...} }` with the list's query
 * (the same names and values as its query string, without page and pageSize).
 */
export function bulkBody<F extends z.ZodObject, E extends z.ZodRawShape = Record<never, never>>(
  filter: F,
  /** what the action takes beside the rows (the files a ZIP holds) */
  extra: E = {} as E,
) {
  const rows = filter.omit({ page: true, pageSize: true } as never);
  return z
    .strictObject({ ids: ZIdList.optional(), filter: rows.optional(), ...extra })
    .refine(
      (body: { ids?: unknown; filter?: unknown }) => (body.ids === undefined) !== (body.filter === undefined),
      {
        error: BULK_MSG.idsOrFilter,
        path: ['ids'],
      },
    );
}
export type TBulkBody = { ids?: number[]; filter?: Record<string, unknown> };

/** What a bulk action did: the rows done, and each row that failed with its reason (Italian). */
export const ZBulkResult = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type TBulkResult = z.infer<typeof ZBulkResult>;

/**
 * `?ids=3,5,8` on a list and its exports: only these rows (a selection exported). At most
 * BULK_LIMIT, so the address stays short.
 */
export const ZIdsParam = z
  .string()
  .regex(/^\d+(,\d+)*$/, ID_INVALID)
  .transform((text) => text.split(',').map(Number))
  .pipe(ZIdList)
  .optional();

/** The list queries of the lists with bulk actions take `ids` (the selection) beside their filters. */
export const ZSelectionQuery = z.object({ ids: ZIdsParam });

/** POST /api/invoices/bulk/zip: which files of each invoice go in the ZIP. */
export const INVOICE_ZIP_FILES = ['both', 'pdf', 'xml'] as const;
export const INVOICE_ZIP_LABELS: Record<(typeof INVOICE_ZIP_FILES)[number], string> = {
  both: 'PDF e XML',
  pdf: 'Solo PDF',
  xml: 'Solo XML (FatturaPA)',
};
export const ZInvoiceZipFiles = z.enum(INVOICE_ZIP_FILES).default('both');

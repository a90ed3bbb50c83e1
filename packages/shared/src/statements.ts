import { z } from 'zod';
import { ZIdText } from './ids.ts';
import { ZListQuery } from './lists.ts';
import { ZManualTransfer } from './transfers.ts';

/** Bank statement reconciliation of manual transfers (issue 9). */

/** A statement file is read as text: CAMT.053 XML or a bank's CSV export. */
export const STATEMENT_MAX_CHARS = 2 * 1024 * 1024;

/** Where each field of a line is, in a bank's CSV: column names of its header row. */
export const ZCsvMapping = z.object({
  bank: z.string().trim().min(1, 'Campo obbligatorio').max(80),
  date: z.string().trim().min(1, 'Campo obbligatorio').max(80),
  amount: z.string().trim().min(1, 'Campo obbligatorio').max(80),
  payer: z.string().trim().min(1, 'Campo obbligatorio').max(80),
  reference: z.string().trim().min(1, 'Campo obbligatorio').max(80),
  delimiter: z.enum([';', ',', '\t']).default(';'),
});
export type TCsvMapping = z.infer<typeof ZCsvMapping>;
export type TCsvMappingInput = z.input<typeof ZCsvMapping>;

/** POST /api/bank-statements/import: the file's text; a CSV needs its bank's column mapping. */
export const ZStatementImport = z.object({
  file_name: z.string().trim().min(1).max(200),
  content: z.string().min(1, 'Il file è vuoto').max(STATEMENT_MAX_CHARS, 'Il file supera 2 MiB'),
  csv: ZCsvMapping.optional(),
});
export type TStatementImport = z.infer<typeof ZStatementImport>;

export const LINE_STATUSES = [
  'matched',
  'ambiguous',
  'unmatched',
  'already_confirmed',
  'confirmed',
  'discarded',
] as const;
export const ZLineStatus = z.enum(LINE_STATUSES);
export type TLineStatus = z.infer<typeof ZLineStatus>;
export const LINE_STATUS_LABELS: Record<TLineStatus, string> = {
  matched: 'Abbinata',
  ambiguous: 'Ambigua',
  unmatched: 'Non abbinata',
  already_confirmed: 'Già confermata',
  confirmed: 'Confermata',
  discarded: 'Scartata',
};

/** An amount that differs from the one due: flagged, never confirmed without saying so. */
export const AMOUNT_ISSUES = ['short', 'over'] as const;
export const AMOUNT_ISSUE_LABELS = {
  short: 'Importo inferiore al dovuto',
  over: 'Importo superiore al dovuto',
};

/** Matches at or above this confidence, with the exact amount, are confirmed by "confirm all". */
export const HIGH_CONFIDENCE = 90;

export const ZStatementLine = z.object({
  id: z.number().int(),
  statement_id: z.number().int(),
  booked_on: z.string(),
  /** cents; credits only */
  amount: z.number().int(),
  payer: z.string(),
  reference: z.string(),
  status: ZLineStatus,
  confidence: z.number().int(),
  reason: z.string(),
  amount_issue: z.enum(AMOUNT_ISSUES).nullable(),
  note: z.string().nullable(),
  transfer: ZManualTransfer.nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZStatementLinesQuery = ZListQuery.extend({ status: ZLineStatus.optional() });

export const ZStatementImportResult = z.object({
  statement_id: z.number().int().nullable(),
  /** credit lines found in the file */
  lines: z.number().int(),
  /** of which new: a line already imported (same checksum) is not added again */
  added: z.number().int(),
  skipped_debits: z.number().int(),
  /** entries left out for another reason (a reversal, fractions of a cent…), one sentence each */
  notes: z.array(z.string()),
});

export const ZAssignLine = z.object({ transfer_id: ZIdText });
export const ZDiscardLine = z.object({ note: z.string().trim().min(1, 'Campo obbligatorio').max(500) });
/** A flagged amount is confirmed only when the admin says so. */
export const ZConfirmLine = z.object({ accept_amount_difference: z.boolean().default(false) });

export const STATEMENT_MSG = {
  notCamt: 'Il file XML non è un estratto conto CAMT.053',
  csvMappingRequired: 'Per un file CSV indica la banca e le colonne di data, importo, ordinante e causale',
  csvMissingColumn: (column: string) => `Colonna "${column}" assente nel file`,
  noMovements: 'Il file non contiene movimenti',
  noCredits: 'Il file non contiene accrediti: nessun pagamento da abbinare',
  badAmount: (row: number) => `Importo non leggibile alla riga ${row}`,
  badDate: (row: number) => `Data non leggibile alla riga ${row}`,
  amountDifference: "L'importo non corrisponde al dovuto: conferma indicando che la differenza è accettata",
  notConfirmable: 'Questa riga non ha un bonifico abbinato da confermare',
  decided: 'Questa riga è già stata confermata o scartata',
} as const;

import { z } from 'zod';
import { ZIdText } from './ids.ts';
import { ZListQuery } from './lists.ts';
import { formatCents } from './money.ts';
import { ONE_CONTENT, oneContent, ZCsvMapping, ZStatementFileFields } from './statement-csv.ts';
import { ZManualTransfer } from './transfers.ts';

/** Bank statement reconciliation of manual transfers. */

/** POST /api/bank-statements/import: the file; a CSV needs its bank's column mapping. */
export const ZStatementImport = ZStatementFileFields.extend({ csv: ZCsvMapping.optional() }).refine(
  oneContent,
  ONE_CONTENT,
);
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

/**
 * An amount that differs from the one due: flagged, never confirmed by "confirm all", only one by
 * one saying so.
 */
export const AMOUNT_ISSUES = ['short', 'over'] as const;
export type TAmountIssue = (typeof AMOUNT_ISSUES)[number];
export const AMOUNT_ISSUE_LABELS: Record<TAmountIssue, string> = {
  short: 'Pagamento parziale',
  over: 'Importo in eccesso',
};

/** Short or over, or null when the amount paid is the amount due (cents). */
export const amountIssueOf = (paid: number, due: number): TAmountIssue | null =>
  paid === due ? null : paid < due ? 'short' : 'over';

/** The difference as a person reads it: "Pagamento parziale: mancano € 50,00". */
export function amountDifferenceText(paid: number, due: number): string {
  const issue = amountIssueOf(paid, due);
  if (issue === null) return 'Importo corrispondente';
  const gap = formatCents(Math.abs(paid - due));
  return issue === 'short'
    ? `${AMOUNT_ISSUE_LABELS.short}: mancano ${gap}`
    : `${AMOUNT_ISSUE_LABELS.over}: ${gap} in più`;
}

/** Matches at or above this confidence, with the exact amount, are confirmed by "confirm all". */
export const HIGH_CONFIDENCE = 90;

export const ZStatementLine = z.object({
  id: z.number().int(),
  statement_id: z.number().int(),
  booked_on: z.string(),
  /** cents; credits only */
  amount: z.number().int(),
  /** ISO 4217; a line in another currency than EUR is shown but never matched */
  currency: z.string(),
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

/** What "Conferma abbinamenti sicuri" would confirm now: how many lines, and their total in cents. */
export const ZSureMatches = z.object({ count: z.number().int(), total: z.number().int() });
export type TSureMatches = z.infer<typeof ZSureMatches>;

export const ZStatementImportResult = z.object({
  statement_id: z.number().int().nullable(),
  /** credit lines found in the file */
  lines: z.number().int(),
  /** of which new: a line already imported is not added again */
  added: z.number().int(),
  already_imported: z.number().int(),
  /** of the new lines, those in another currency than EUR: shown, not matched */
  foreign_currency: z.number().int(),
  skipped_debits: z.number().int(),
  /** rows and entries left out as not payments or unreadable; each is in `notes` (up to 200) */
  excluded: z.number().int(),
  /** rows and entries left out for another reason (a total row, a reversal…), one sentence each */
  notes: z.array(z.string()),
});

export const ZAssignLine = z.object({ transfer_id: ZIdText });
export const ZDiscardLine = z.object({ note: z.string().trim().min(1, 'Campo obbligatorio').max(500) });
/** A flagged amount is confirmed only when the admin says so. */
export const ZConfirmLine = z.object({ accept_amount_difference: z.boolean().default(false) });

export const STATEMENT_MSG = {
  notCamt: 'Il file XML non è un estratto conto CAMT.053',
  csvMappingRequired: 'Per un file CSV indica la banca e le colonne di data, importo e causale',
  csvMissingColumn: (column: string) => `Colonna "${column}" assente nel file`,
  csvNoHeader: 'Riga di intestazione non trovata: indica la riga che contiene i nomi delle colonne',
  csvNothingReadable: (first: string) =>
    `Nessuna riga del file si legge come movimento: controlla le colonne. ${first}`,
  csvBadHeaderRow: (line: number) => `La riga ${line} non è nel file`,
  notDecodable: 'Il file non è un testo leggibile (né UTF-8, né UTF-16, né Windows-1252)',
  foreignCurrency: (currency: string) =>
    `Importo in ${currency}: i bonifici attesi sono in euro, riga non abbinabile`,
  noMovements: 'Il file non contiene movimenti',
  noCredits: 'Il file non contiene accrediti: nessun pagamento da abbinare',
  amountDifference: "L'importo non corrisponde al dovuto: conferma indicando che la differenza è accettata",
  notConfirmable: 'Questa riga non ha un bonifico abbinato da confermare',
  decided: 'Questa riga è già stata confermata o scartata',
} as const;

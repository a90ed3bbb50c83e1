import { z } from 'zod';

/** Bank CSV exports: how a file's columns are read, and what the import page previews. */

/** A statement file is read as text: CAMT.053 XML or a bank's CSV export (2 MiB). */
export const STATEMENT_MAX_CHARS = 2 * 1024 * 1024;
/** The same file sent as bytes, base64: 4 characters for every 3 bytes. */
const STATEMENT_MAX_BASE64 = Math.ceil(STATEMENT_MAX_CHARS / 3) * 4;
/** Lines of a CSV the preview shows, enough to see past a block of account details. */
export const PREVIEW_ROWS = 40;

export const CSV_DELIMITERS = [';', ',', '\t', '|'] as const;
export const ZCsvDelimiter = z.enum(CSV_DELIMITERS);
export type TCsvDelimiter = z.infer<typeof ZCsvDelimiter>;
export const CSV_DELIMITER_LABELS: Record<TCsvDelimiter, string> = {
  ';': 'Punto e virgola (;)',
  ',': 'Virgola (,)',
  '\t': 'Tabulazione',
  '|': 'Barra verticale (|)',
};

/** One signed amount column, or a debit ("Dare", "Uscite") and a credit ("Avere", "Entrate") column. */
export const AMOUNT_MODES = ['single', 'split'] as const;
export const AMOUNT_MODE_LABELS = {
  single: 'Una colonna (con segno)',
  split: 'Due colonne (Dare / Avere)',
} as const;

const required = z.string().trim().min(1, 'Campo obbligatorio').max(80);
/** A column the file may not have: empty means none. */
const optional = z.string().trim().max(80).default('');

/**
 * Where each field of a line is in a bank's CSV, by the names of its header row. Remembered per
 * bank: banks put a varying block of account details above the header, so the header is found by
 * these names; `header_row` (the file's line number) is for a header the admin had to point at.
 */
export const ZCsvMapping = z
  .object({
    bank: required,
    delimiter: ZCsvDelimiter.default(';'),
    header_row: z.number().int().min(1).max(100_000).nullable().default(null),
    date: required,
    amount_mode: z.enum(AMOUNT_MODES).default('single'),
    amount: optional,
    debit: optional,
    credit: optional,
    payer: optional,
    reference: required,
    currency: optional,
  })
  .superRefine((m, ctx) => {
    const need = (path: 'amount' | 'credit') => {
      if (!m[path]) ctx.addIssue({ code: 'custom', path: [path], message: 'Campo obbligatorio' });
    };
    if (m.amount_mode === 'single') need('amount');
    else need('credit');
  });
export type TCsvMapping = z.infer<typeof ZCsvMapping>;
export type TCsvMappingInput = z.input<typeof ZCsvMapping>;

/**
 * A statement file: its text, or its bytes in base64 so that the server reads the encoding
 * (UTF-8 with or without BOM, UTF-16, else Windows-1252 as Italian banks' exports often are).
 */
export const ZStatementFileFields = z.object({
  file_name: z.string().trim().min(1).max(200),
  content: z.string().min(1, 'Il file è vuoto').max(STATEMENT_MAX_CHARS, 'Il file supera 2 MiB').optional(),
  content_base64: z
    .string()
    .min(1, 'Il file è vuoto')
    .max(STATEMENT_MAX_BASE64, 'Il file supera 2 MiB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Contenuto non valido')
    .optional(),
});
/** Exactly one of the two contents. */
export const oneContent = (f: { content?: string; content_base64?: string }) =>
  (f.content === undefined) !== (f.content_base64 === undefined);
export const ONE_CONTENT = {
  message: 'Indica il contenuto del file (content o content_base64)',
  path: ['content'],
};
export const ZStatementFile = ZStatementFileFields.refine(oneContent, ONE_CONTENT);
export type TStatementFile = z.infer<typeof ZStatementFile>;

/** POST /api/bank-statements/preview: the file, and optionally the delimiter the admin chose. */
export const ZStatementPreviewBody = ZStatementFileFields.extend({
  delimiter: ZCsvDelimiter.optional(),
  bank: z.string().trim().max(80).optional(),
}).refine(oneContent, ONE_CONTENT);
export type TStatementPreviewBody = z.infer<typeof ZStatementPreviewBody>;

export const ZStatementPreview = z.object({
  format: z.enum(['camt053', 'csv']),
  encoding: z.enum(['UTF-8', 'UTF-16', 'Windows-1252']),
  delimiter: ZCsvDelimiter,
  /** the file's first lines as cells; `line` is the file's own line number */
  rows: z.array(z.object({ line: z.number().int(), cells: z.array(z.string()) })),
  /** the line holding the column names, when it could be found */
  header_row: z.number().int().nullable(),
  /** columns read from the header: the bank's remembered mapping, else a guess from the names */
  mapping: z
    .object({
      date: z.string(),
      amount_mode: z.enum(AMOUNT_MODES),
      amount: z.string(),
      debit: z.string(),
      credit: z.string(),
      payer: z.string(),
      reference: z.string(),
      currency: z.string(),
    })
    .nullable(),
});
export type TStatementPreview = z.infer<typeof ZStatementPreview>;

import { Readable } from 'node:stream';
import { centsToDecimal, formatDisplayDate, romeWireDate } from '@app/shared';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF, decimal comma (money as `csvAmount`),
 * dates dd/MM/yyyy (formatDisplayDate). A text cell that begins with = + - @ tab or CR is
 * neutralised with a leading apostrophe (OWASP CSV injection), except a phone number; numbers and
 * amounts are no text and stay numbers, negative ones too. lib/copy-csv.ts writes the same in SQL.
 */
export function neutralise(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvAmount) return centsToDecimal(value.cents);
  if (value instanceof CsvDate) return formatDisplayDate(value.day);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = String(value);
  if (isPhoneNumber(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** What a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * "+39 333 1234567": an optional leading +, then only digits and spaces (one digit at least).
 * Without an operator after the sign, a cell reference or a function it can compute nothing; so
 * "-1+1+1", "+39-1" or "+1 (A1)" are neutralised like any formula.
 */
export const isPhoneNumber = (text: string) => /^\+?[\d ]*\d[\d ]*$/.test(text);

/**
 * After neutralise, only a phone number still begins with +: it is written quoted, so a spreadsheet
 * importing quoted cells as text shows it as it is.
 */
const PHONE_QUOTED = /^\+/;

/** A money cell: cents written as euros with a decimal comma, a number for the spreadsheet. */
export class CsvAmount {
  constructor(readonly cents: number) {}
}
export const csvAmount = (cents: number) => new CsvAmount(cents);

/**
 * A date cell: dd/MM/yyyy in a CSV, a real date in a workbook (lib/xlsx.ts), so the treasurer's
 * spreadsheet sorts and filters it as a date. `day` is the wire's yyyy-MM-dd (an instant's Rome day).
 */
export class CsvDate {
  constructor(readonly day: string) {}
}
/** A date cell of a wire day or instant (an instant counts as its day in Rome); null stays empty. */
export function csvDate(value: string | Date | null | undefined): CsvDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new CsvDate(value);
  return new CsvDate(romeWireDate(new Date(value)));
}

export type CsvRow = unknown[];

/**
 * Streams rows to the client as they come from `rows` (an async iterable fed batch by batch from
 * the database), with back-pressure: memory does not grow with the number of rows.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: AsyncIterable<CsvRow>,
) {
  const csv = stringify({
    delimiter: ';',
    record_delimiter: '\r\n',
    bom: true,
    quoted_match: [/[";\r\n]/, PHONE_QUOTED],
  });
  const source = Readable.from(
    (async function* () {
      yield header.map(neutralise);
      for await (const row of rows) yield row.map(neutralise);
    })(),
  );
  source.on('error', (err) => csv.destroy(err));
  source.pipe(csv);
  return csvHeaders(reply, filename).send(csv);
}

/** The headers of every CSV download. */
export function csvHeaders(reply: FastifyReply, filename: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store');
}

/**
 * Reads a query in keyset-paginated batches (works on PGlite and PostgreSQL alike): `fetch(afterId)`
 * returns the next rows ordered by a unique increasing `id`; stops on an empty batch.
 */
export async function* batches<T extends { id: number }>(
  fetch: (afterId: number, limit: number) => Promise<T[]>,
  size = 2000,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length === 0) return;
    for (const row of rows) yield row;
    after = rows[rows.length - 1].id;
    if (rows.length < size) return;
  }
}

import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/**
 * CSV for Italian Excel: UTF-8 with BOM, `;` separator, CRLF, decimal comma (format money with
 * centsToDecimal), dates dd/MM/yyyy (formatDisplayDate). Cells that begin with = + - @ tab or CR
 * are neutralised with a leading apostrophe (OWASP CSV injection), except a phone number.
 */
export function neutralise(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (isPhoneLike(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * "+39 333 1234567", "-(02) 123.456/7": a sign, then only digits, spaces and + - ( ) . /, with at
 * least six digits as any phone number has. Without letters, a cell reference or a function it can
 * call nothing; the digits keep short sums such as "-1+1" neutralised. Written quoted (see
 * PHONE_QUOTED), so a spreadsheet importing quoted cells as text shows it as it is.
 */
function isPhoneLike(text: string): boolean {
  return /^[+-][\d ()./+-]*$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 6;
}

/** After neutralise, only a phone-like cell still begins with + or -. */
const PHONE_QUOTED = /^[+-]/;

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

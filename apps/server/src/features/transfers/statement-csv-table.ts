import { Readable } from 'node:stream';
import { CSV_DELIMITERS, PREVIEW_ROWS, type TCsvDelimiter, type TStatementPreview } from '@app/shared';
import { type Info, parse } from 'csv-parse';
import { AppError } from '../../lib/app-error.ts';
import { slicer } from '../../lib/event-loop.ts';
import { parseCsvAmount } from './statement-amount.ts';
import { parseStatementDate } from './statement-credit.ts';

/** A CSV record and the file line it starts on, as the admin sees it in a text editor. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Bytes of the file handed to the CSV parser at a time, the event loop getting a turn in between. */
const PARSE_CHUNK = 64 * 1024;

/** The file's records, read a piece at a time so a 2 MiB file never holds the event loop. */
export async function readCsvTable(text: string, delimiter: TCsvDelimiter): Promise<CsvRecord[]> {
  const bytes = Buffer.from(text);
  const pieces = function* () {
    for (let at = 0; at < bytes.length; at += PARSE_CHUNK) yield bytes.subarray(at, at + PARSE_CHUNK);
  };
  const parser = Readable.from(pieces()).pipe(
    parse({
      delimiter,
      info: true,
      relax_column_count: true,
      // descriptions hold stray quotes ("Bonifico da "Studio Rossi""): read them as text
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  const records: CsvRecord[] = [];
  const pause = slicer();
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: Info }>) {
      records.push({ line: info.lines - countNewlines(record), cells: record });
      await pause();
    }
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new AppError('validation', `File CSV non leggibile${line ? ` alla riga ${line}` : ''}`);
  }
  return records;
}
const countNewlines = (cells: string[]) => cells.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);

/** The delimiter that splits the first lines most evenly into the most columns. */
export function sniffDelimiter(text: string): TCsvDelimiter {
  const lines = text.split(/\r?\n/, PREVIEW_ROWS).filter((l) => l.trim() !== '');
  let best: TCsvDelimiter = ';';
  let bestScore = 0;
  for (const d of CSV_DELIMITERS) {
    const counts = lines.map((l) => l.split(d).length - 1).filter((n) => n > 0);
    const widest = Math.max(0, ...counts);
    // the header and movements share the widest count; a block of details above them does not
    const score = counts.filter((n) => n === widest).length * widest;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** Column names compared the way a person reads them: "Data  contabile" is "data contabile". */
export const columnKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

const DATE_NAME = /data|date/;
const AMOUNT_NAME = /importo|amount|dare|avere|entrate|uscite|accredit|addebit|movimento|debit|credit/;
const isValue = (cell: string) => parseStatementDate(cell) !== null || parseCsvAmount(cell) !== null;

/**
 * The header row: the first with the names the mapping expects, else the first that names a date
 * and an amount and holds no value itself. Its file line, or null when none is found.
 */
export function findHeader(records: CsvRecord[], names: string[] = []): number | null {
  const first = records.slice(0, PREVIEW_ROWS);
  const wanted = names.filter(Boolean).map(columnKey);
  if (wanted.length > 0) {
    const named = first.find((r) => {
      const keys = r.cells.map(columnKey);
      return wanted.every((w) => keys.includes(w));
    });
    if (named) return named.line;
  }
  const guessed = first.find((r) => {
    const keys = r.cells.map(columnKey).filter(Boolean);
    return (
      keys.length >= 2 &&
      keys.some((k) => DATE_NAME.test(k)) &&
      keys.some((k) => AMOUNT_NAME.test(k)) &&
      !r.cells.some(isValue)
    );
  });
  return guessed?.line ?? null;
}

type Guess = NonNullable<TStatementPreview['mapping']>;
const pick = (header: string[], ...patterns: RegExp[]) => {
  for (const p of patterns) {
    const found = header.find((h) => p.test(columnKey(h)));
    if (found) return found;
  }
  return '';
};

/** Columns guessed from the names banks give them (Intesa, UniCredit, Fineco, BancoPosta, …). */
export function guessColumns(header: string[], rows: CsvRecord[]): Guess {
  const debit = pick(header, /^dare$/, /uscite/, /addebit/, /^debit/);
  const credit = pick(header, /^avere$/, /entrate/, /accredit/, /^credit/);
  const currency = pick(header, /divisa/, /currency/, /^valuta$/);
  const at = header.indexOf(currency);
  // "Valuta" is the value date in many exports: a currency column holds codes, not dates
  const codes = !rows.slice(0, 5).some((r) => parseStatementDate(r.cells[at] ?? '') !== null);
  return {
    date: pick(
      header,
      /(data|date).*(contab|registr)/,
      /^(data|date)( operazione)?$/,
      /(data|date).*(operazione|booking)/,
      /data|date/,
    ),
    amount_mode: debit && credit ? 'split' : 'single',
    amount: debit && credit ? '' : pick(header, /importo|amount/, /movimento/),
    debit: debit && credit ? debit : '',
    credit: debit && credit ? credit : '',
    payer: pick(header, /ordinante/, /controparte|counterparty|mittente|payer/),
    reference: pick(
      header,
      /descrizione.?(estesa|completa)|dettagli/,
      /causale/,
      /descrizione|description|riferimento|reference|memo/,
    ),
    currency: currency && at >= 0 && codes ? currency : '',
  };
}

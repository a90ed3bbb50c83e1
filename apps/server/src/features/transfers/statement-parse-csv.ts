import { STATEMENT_MSG, type TCsvMapping } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';
import { creditorReferencesIn } from '../../lib/creditor-reference.ts';
import { slicer } from '../../lib/event-loop.ts';
import { parseCsvAmount } from './statement-amount.ts';
import {
  type CreditLine,
  type ParsedStatement,
  parseStatementDate,
  withChecksums,
} from './statement-credit.ts';
import { type CsvRecord, columnKey, findHeader, readCsvTable } from './statement-csv-table.ts';

const refuse = (message: string) => new AppError('validation', message, { errors: { csv: message } });

/** The header's line: the one the admin pointed at, else found by the mapping's column names. */
function headerOf(records: CsvRecord[], mapping: TCsvMapping): number {
  const names = [
    mapping.date,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.payer,
    mapping.reference,
  ];
  if (mapping.header_row !== null) {
    const at = records.findIndex((r) => r.line === mapping.header_row);
    if (at < 0) throw refuse(STATEMENT_MSG.csvBadHeaderRow(mapping.header_row));
    return at;
  }
  const line = findHeader(records, names);
  if (line === null) throw refuse(STATEMENT_MSG.csvNoHeader);
  return records.findIndex((r) => r.line === line);
}

/** Balance and total rows banks add around the movements: not payments. */
const SUMMARY_ROW =
  /^(saldo (iniziale|finale|contabile|disponibile|liquido|al\b)|totale?\b|totali\b|riepilogo)/i;

const quote = (cells: string[]) => {
  const text = cells.filter(Boolean).join(' · ');
  return `«${text.length > 60 ? `${text.slice(0, 60)}…` : text}»`;
};

type Amount = { credit: number } | { debit: true } | { refused: string };

function amountOf(cell: (name: string) => string, m: TCsvMapping): Amount {
  if (m.amount_mode === 'single') {
    const raw = cell(m.amount);
    if (!raw) return { refused: 'senza importo' };
    const cents = parseCsvAmount(raw);
    if (cents === null) return { refused: `importo «${raw}» non leggibile` };
    if (cents === 0) return { refused: 'importo zero' };
    return cents < 0 ? { debit: true } : { credit: cents };
  }
  const rawCredit = cell(m.credit);
  const rawDebit = m.debit ? cell(m.debit) : '';
  const credit = rawCredit ? parseCsvAmount(rawCredit) : 0;
  const debit = rawDebit ? parseCsvAmount(rawDebit) : 0;
  if (credit === null) return { refused: `importo «${rawCredit}» non leggibile` };
  if (debit === null) return { refused: `importo «${rawDebit}» non leggibile` };
  if (credit !== 0 && debit !== 0) return { refused: 'importi sia in dare sia in avere' };
  if (credit > 0) return { credit };
  if (credit < 0 || debit !== 0) return { debit: true };
  return { refused: 'senza importo' };
}

function currencyOf(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  if (code === '' || code === '€' || code === 'EURO') return 'EUR';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * A bank's CSV export. Rows that are not movements (balances, totals, a repeated header, a row
 * without a readable date or amount) are left out one by one, each with its line and reason, so
 * one odd row never stops the import of the others.
 */
/**
 * The causale as mapped, plus any RF creditor reference the row holds in another column: banks put
 * the payer's text in "Descrizione" or in "Causale", and the reference must be found either way.
 */
function withReferencesOfRow(reference: string, cells: string[]): string {
  const own = new Set(creditorReferencesIn(reference));
  // a bar between cells: a reference is never pieced together from two columns
  const elsewhere = creditorReferencesIn(cells.join(' | ')).filter((rf) => !own.has(rf));
  return elsewhere.length === 0 ? reference : [reference, ...elsewhere].filter(Boolean).join(' ');
}

export async function parseBankCsv(text: string, mapping: TCsvMapping): Promise<ParsedStatement> {
  const records = await readCsvTable(text, mapping.delimiter);
  if (records.length === 0) throw refuse(STATEMENT_MSG.noMovements);
  const headerAt = headerOf(records, mapping);
  const header = records[headerAt].cells.map(columnKey);
  const wanted = [
    mapping.date,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.payer,
    mapping.reference,
    mapping.currency,
  ];
  for (const column of wanted.filter(Boolean)) {
    if (!header.includes(columnKey(column))) throw refuse(STATEMENT_MSG.csvMissingColumn(column));
  }
  const rows = records.slice(headerAt + 1).filter((r) => r.cells.some(Boolean));
  if (rows.length === 0) throw refuse(STATEMENT_MSG.noMovements);
  const credits: CreditLine[] = [];
  const notes: string[] = [];
  let skipped = 0;
  /** the first row left out for a value that could not be read */
  let unreadable = '';
  const pause = slicer();
  for (const row of rows) {
    await pause();
    const cell = (name: string) => row.cells[header.indexOf(columnKey(name))] ?? '';
    const leave = (reason: string, unread = true) => {
      const note = `Riga ${row.line}: ${reason}, esclusa ${quote(row.cells)}`;
      notes.push(note);
      if (unread && !unreadable) unreadable = note;
    };
    const first = row.cells.find(Boolean) ?? '';
    if (row.cells.map(columnKey).join('|') === header.join('|')) {
      leave('intestazione ripetuta', false);
      continue;
    }
    const bookedOn = parseStatementDate(cell(mapping.date));
    if (SUMMARY_ROW.test(first)) {
      leave('saldo o totale, non è un movimento', false);
      continue;
    }
    if (!bookedOn) {
      leave(
        cell(mapping.date) ? `data «${cell(mapping.date)}» non leggibile` : 'senza data, non è un movimento',
      );
      continue;
    }
    const amount = amountOf(cell, mapping);
    if ('refused' in amount) {
      leave(amount.refused);
      continue;
    }
    if ('debit' in amount) {
      skipped++;
      continue;
    }
    const currency = mapping.currency ? currencyOf(cell(mapping.currency)) : 'EUR';
    if (!currency) {
      leave(`valuta «${cell(mapping.currency)}» non leggibile`);
      continue;
    }
    credits.push({
      bookedOn,
      amount: amount.credit,
      currency,
      payer: mapping.payer ? cell(mapping.payer) : '',
      reference: withReferencesOfRow(cell(mapping.reference), row.cells),
    });
  }
  if (credits.length === 0) {
    if (skipped > 0) throw refuse(STATEMENT_MSG.noCredits);
    // nothing reads as a movement: most likely the wrong columns, so the first reason is told
    throw refuse(unreadable ? STATEMENT_MSG.csvNothingReadable(unreadable) : STATEMENT_MSG.noMovements);
  }
  return { format: 'csv', credits: await withChecksums(credits), skipped, notes };
}

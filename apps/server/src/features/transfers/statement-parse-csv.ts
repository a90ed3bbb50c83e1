import { MAX_DB_INT, STATEMENT_MSG, type TCsvMapping } from '@app/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';
import {
  credit,
  type ParsedStatement,
  parseStatementDate,
  type StatementCredit,
} from './statement-credit.ts';

/**
 * A CSV amount as banks write it → cents, exactly (no floating point): "1.234,56", "1234,56",
 * "1,234.56", "-12,30", "12.5", "1 234,00 €". The last separator followed by one or two digits
 * is the decimal one; the others group thousands (Italian exports use both conventions). A
 * credit beyond the integer column that stores cents (21 million euro) is no amount.
 * Not for XML: there the dot is always the decimal point (see parseCamtAmount).
 */
export function parseCsvAmount(raw: string): number | null {
  const text = raw.replace(/[\s€]|EUR/gi, '');
  const m = /^([+-]?)([\d.,']*\d)$/.exec(text);
  if (!m) return null;
  const [, sign, body] = m;
  const decimal = /[.,](\d{1,2})$/.exec(body);
  const whole = (decimal ? body.slice(0, -decimal[0].length) : body).replace(/[.,']/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const cents = Number(whole) * 100 + (decimal ? Number(decimal[1].padEnd(2, '0')) : 0);
  if (!Number.isSafeInteger(cents)) return null;
  if (sign === '-') return -cents; // a debit: left out, never stored
  return cents > MAX_DB_INT ? null : cents;
}

const refuse = (message: string) => new AppError('validation', message, { errors: { csv: message } });

export function parseBankCsv(content: string, mapping: TCsvMapping): ParsedStatement {
  let header: string[] = [];
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(content.replace(/^\uFEFF/, ''), {
      // kept aside so that a file with a header and no rows is told apart from a wrong mapping
      columns: (names: string[]) => {
        header = names.map((h) => h.trim());
        return header;
      },
      delimiter: mapping.delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (err) {
    throw new AppError('validation', `File CSV non leggibile: ${(err as Error).message}`);
  }
  if (header.every((h) => h === '')) throw refuse(STATEMENT_MSG.noMovements);
  for (const column of [mapping.date, mapping.amount, mapping.payer, mapping.reference]) {
    if (!header.includes(column)) throw refuse(STATEMENT_MSG.csvMissingColumn(column));
  }
  if (rows.length === 0) throw refuse(STATEMENT_MSG.noMovements);
  const credits: StatementCredit[] = [];
  let skipped = 0;
  rows.forEach((row, i) => {
    const line = i + 2; // the header is line 1
    const amount = parseCsvAmount(row[mapping.amount] ?? '');
    if (amount === null) throw new AppError('validation', STATEMENT_MSG.badAmount(line));
    const bookedOn = parseStatementDate(row[mapping.date] ?? '');
    if (!bookedOn) throw new AppError('validation', STATEMENT_MSG.badDate(line));
    if (amount <= 0) {
      skipped++;
      return;
    }
    credits.push(
      credit({ bookedOn, amount, payer: row[mapping.payer] ?? '', reference: row[mapping.reference] ?? '' }),
    );
  });
  if (credits.length === 0) throw refuse(STATEMENT_MSG.noCredits);
  return { format: 'csv', credits, skipped, notes: [] };
}

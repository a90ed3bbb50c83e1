import { createHash } from 'node:crypto';
import { MAX_DB_INT, STATEMENT_MSG, type TCsvMapping } from '@app/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../lib/app-error.ts';

/** One credit booked on the account, as a statement says it. */
export interface StatementCredit {
  bookedOn: string;
  /** cents */
  amount: number;
  payer: string;
  reference: string;
  checksum: string;
}

export interface ParsedStatement {
  format: 'camt053' | 'csv';
  credits: StatementCredit[];
  /** debits and reversals: not payments to us */
  skipped: number;
}

/** Case, spaces and punctuation folded away: "ord-1042 / Rossi" → "ORD1042ROSSI". */
export const normalizeText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

const checksum = (c: Omit<StatementCredit, 'checksum'>) =>
  createHash('sha256')
    .update([c.bookedOn, c.amount, normalizeText(c.payer), normalizeText(c.reference)].join('|'))
    .digest('hex');

const credit = (c: Omit<StatementCredit, 'checksum'>): StatementCredit => ({ ...c, checksum: checksum(c) });

/**
 * "1.234,56", "1234.56", "-12,5", "1 234,00 €" → cents, exactly (no floating point). The last
 * separator followed by one or two digits is the decimal one; the others group thousands. A
 * credit beyond the integer column that stores cents (21 million euro) is no amount.
 */
export function parseAmountToCents(raw: string): number | null {
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

/** dd/MM/yyyy, dd-MM-yyyy, dd.MM.yyyy or yyyy-MM-dd (optionally with a time) → yyyy-MM-dd. */
export function parseStatementDate(raw: string): string | null {
  const text = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (m) return valid(m[1], m[2], m[3]);
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (m) return valid(m[3], m[2].padStart(2, '0'), m[1].padStart(2, '0'));
  return null;
}
function valid(y: string, mo: string, d: string): string | null {
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

// ---- CAMT.053 ------------------------------------------------------------------------------

const xml = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // entries and their details repeat; keep them arrays even when there is one
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd'].includes(name),
  processEntities: true,
  htmlEntities: false,
});

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML tree is walked by field names of ISO 20022
type Node = any;
const text = (n: Node): string =>
  (n === undefined || n === null ? '' : typeof n === 'object' ? String(n['#text'] ?? '') : String(n)).trim();

function amountOf(amt: Node): number | null {
  return amt === undefined ? null : parseAmountToCents(text(amt));
}

/** The payer: Dbtr/Nm (camt.053.001.02) or Dbtr/Pty/Nm (.08 and later), else the debtor account holder. */
function payerOf(tx: Node): string {
  const parties = tx?.RltdPties ?? {};
  return text(parties.Dbtr?.Nm) || text(parties.Dbtr?.Pty?.Nm) || text(parties.UltmtDbtr?.Nm) || '';
}

function referenceOf(tx: Node, entry: Node): string {
  const rmt = tx?.RmtInf ?? {};
  const parts = [
    ...(rmt.Ustrd ?? []).map(text),
    text(rmt.Strd?.CdtrRefInf?.Ref),
    text(tx?.Refs?.EndToEndId) === 'NOTPROVIDED' ? '' : text(tx?.Refs?.EndToEndId),
    text(entry.AddtlNtryInf),
  ];
  return parts.filter(Boolean).join(' ');
}

export function parseCamt053(content: string): ParsedStatement {
  // a bank statement declares no entities: refusing a DOCTYPE rules out entity expansion attacks
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) throw new AppError('validation', STATEMENT_MSG.notCamt);
  let doc: Node;
  try {
    doc = xml.parse(content, true);
  } catch {
    throw new AppError('validation', STATEMENT_MSG.notCamt);
  }
  const statements: Node[] = doc?.Document?.BkToCstmrStmt?.Stmt;
  if (!Array.isArray(statements)) throw new AppError('validation', STATEMENT_MSG.notCamt);
  const credits: StatementCredit[] = [];
  let skipped = 0;
  for (const stmt of statements) {
    for (const entry of stmt.Ntry ?? []) {
      const reversal = text(entry.RvslInd).toLowerCase() === 'true';
      if (text(entry.CdtDbtInd) !== 'CRDT' || reversal || text(entry.Sts?.Cd ?? entry.Sts) === 'PDNG') {
        skipped++;
        continue;
      }
      const bookedOn = parseStatementDate(
        text(entry.BookgDt?.Dt) || text(entry.BookgDt?.DtTm) || text(entry.ValDt?.Dt),
      );
      const txs: Node[] = (entry.NtryDtls ?? []).flatMap((d: Node) => d.TxDtls ?? []);
      // a batch booking lists each payment under its own TxDtls, each with its own amount
      const batch = txs.length > 1;
      for (const tx of txs.length ? txs : [{}]) {
        const amount = batch
          ? (amountOf(tx.AmtDtls?.TxAmt?.Amt) ?? amountOf(tx.Amt))
          : (amountOf(entry.Amt) ?? amountOf(tx.Amt));
        if (!bookedOn || amount === null || amount <= 0) {
          skipped++;
          continue;
        }
        credits.push(credit({ bookedOn, amount, payer: payerOf(tx), reference: referenceOf(tx, entry) }));
      }
    }
  }
  return { format: 'camt053', credits, skipped };
}

// ---- CSV -----------------------------------------------------------------------------------

export function parseBankCsv(content: string, mapping: TCsvMapping): ParsedStatement {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(content.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim()),
      delimiter: mapping.delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (err) {
    throw new AppError('validation', `File CSV non leggibile: ${(err as Error).message}`);
  }
  const header = rows.length ? Object.keys(rows[0]) : [];
  for (const column of [mapping.date, mapping.amount, mapping.payer, mapping.reference]) {
    if (!header.includes(column)) {
      throw new AppError('validation', STATEMENT_MSG.csvMissingColumn(column), {
        errors: { csv: STATEMENT_MSG.csvMissingColumn(column) },
      });
    }
  }
  const credits: StatementCredit[] = [];
  let skipped = 0;
  rows.forEach((row, i) => {
    const line = i + 2; // the header is line 1
    const amount = parseAmountToCents(row[mapping.amount] ?? '');
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
  return { format: 'csv', credits, skipped };
}

/** XML is CAMT.053; anything else needs a CSV mapping. */
export function parseStatement(content: string, mapping: TCsvMapping | undefined): ParsedStatement {
  if (
    content
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<')
  )
    return parseCamt053(content);
  if (!mapping) {
    throw new AppError('validation', STATEMENT_MSG.csvMappingRequired, {
      errors: { csv: STATEMENT_MSG.csvMappingRequired },
    });
  }
  return parseBankCsv(content, mapping);
}

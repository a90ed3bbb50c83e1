import { MAX_DB_INT, STATEMENT_MSG } from '@app/shared';
import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../lib/app-error.ts';
import { slicer } from '../../lib/event-loop.ts';
import {
  type CreditLine,
  type ParsedStatement,
  parseStatementDate,
  withChecksums,
} from './statement-credit.ts';

/** An amount in cents, or why it cannot be one. */
type Amount = { cents: number } | { refused: string };

/**
 * A CAMT.053 amount (xs:decimal, up to 5 decimals) → cents. The dot is always the decimal point
 * and nothing groups thousands: "8.850" is 8,85 €. Digits beyond the cent must be zeros: 8.855 €
 * cannot be paid in cents, and rounding it would invent money, so the entry is refused instead.
 */
export function parseCamtAmount(raw: string): Amount {
  const text = raw.trim();
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return { refused: `importo "${text}" non leggibile` };
  const [, whole, fraction = ''] = m;
  if (/[1-9]/.test(fraction.slice(2))) return { refused: `importo ${text} con frazioni di centesimo` };
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_DB_INT) return { refused: `importo ${text} troppo alto` };
  if (cents === 0) return { refused: 'importo zero' };
  return { cents };
}

const xml = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true, // <camt:Document xmlns:camt="…"> reads as <Document>
  parseTagValue: false,
  parseAttributeValue: false,
  // entries and their details repeat; keep them arrays even when there is one
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlRmtInf'].includes(name),
  processEntities: true,
  htmlEntities: false,
});

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML tree is walked by field names of ISO 20022
type Node = any;
const text = (n: Node): string =>
  (n === undefined || n === null ? '' : typeof n === 'object' ? String(n['#text'] ?? '') : String(n)).trim();
const list = (n: Node): Node[] => (Array.isArray(n) ? n.filter((x) => x && typeof x === 'object') : []);
/** SEPA's placeholder for a field the payer left empty ("NOTPROVIDED", "not provided"). */
const meaningful = (s: string) => (/^not ?provided$/i.test(s) ? '' : s);

/** The payer: Dbtr/Nm (camt.053.001.02/.04) or Dbtr/Pty/Nm (.08), else the ultimate debtor. */
function payerOf(tx: Node): string {
  const p = tx?.RltdPties ?? {};
  const names = [p.Dbtr?.Nm, p.Dbtr?.Pty?.Nm, p.UltmtDbtr?.Nm, p.UltmtDbtr?.Pty?.Nm];
  return names.map((n) => meaningful(text(n))).find(Boolean) ?? '';
}

/**
 * Remittance text, creditor references and end-to-end id, placeholders left out. A SEPA credit
 * transfer carries either unstructured lines (Ustrd) or structured blocks (Strd, repeatable), each
 * with the creditor's reference (CdtrRefInf/Ref: an RF…) and maybe additional text.
 */
function referenceOf(tx: Node): string {
  const rmt = tx?.RmtInf ?? {};
  const structured = (Array.isArray(rmt.Strd) ? rmt.Strd : []).flatMap((s: Node) => [
    text(s?.CdtrRefInf?.Ref),
    ...(Array.isArray(s?.AddtlRmtInf) ? s.AddtlRmtInf : []).map(text),
  ]);
  const parts = [
    ...(Array.isArray(rmt.Ustrd) ? rmt.Ustrd : []).map(text),
    ...structured,
    text(tx?.Refs?.EndToEndId),
  ];
  return parts.map(meaningful).filter(Boolean).join(' ');
}

/** Booking date, else value date, else the statement's own date: a credit is never lost for it. */
function dateOf(entry: Node, stmt: Node, root: Node): string | null {
  const candidates = [
    entry.BookgDt?.Dt,
    entry.BookgDt?.DtTm,
    entry.ValDt?.Dt,
    entry.ValDt?.DtTm,
    // the end of the period the entry belongs to, rather than the (later) day it was written
    stmt.FrToDt?.ToDtTm,
    stmt.CreDtTm,
    root.GrpHdr?.CreDtTm,
  ];
  for (const c of candidates) {
    const date = parseStatementDate(text(c));
    if (date) return date;
  }
  return null;
}

/** A batch booking lists each payment under its own TxDtls (.04+: TxDtls/Amt; .02: AmtDtls/TxAmt). */
const txAmountNode = (tx: Node): Node => tx.Amt ?? tx.AmtDtls?.TxAmt?.Amt;

/** An amount's currency (Amt@Ccy), else the account's, else euro. */
const currencyOf = (amount: Node, fallback: string): string => {
  const code = typeof amount === 'object' && amount ? text(amount['@_Ccy']).toUpperCase() : '';
  return /^[A-Z]{3}$/.test(code) ? code : fallback;
};

const money = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2).replace('.', ',')} ${currency === 'EUR' ? '€' : currency}`;

export async function parseCamt053(content: string): Promise<ParsedStatement> {
  // a bank statement declares no entities: refusing a DOCTYPE rules out entity expansion attacks
  if (/<!DOCTYPE|<!ENTITY/i.test(content)) throw new AppError('validation', STATEMENT_MSG.notCamt);
  let doc: Node;
  try {
    doc = xml.parse(content, true);
  } catch {
    throw new AppError('validation', STATEMENT_MSG.notCamt);
  }
  const root = doc?.Document?.BkToCstmrStmt;
  const statements = list(root?.Stmt);
  if (!root || typeof root !== 'object' || statements.length === 0) {
    throw new AppError('validation', STATEMENT_MSG.notCamt);
  }
  const credits: CreditLine[] = [];
  const notes: string[] = [];
  let skipped = 0;
  let entries = 0;
  let creditEntries = 0;
  const pause = slicer();
  for (const stmt of statements) {
    const accountCurrency = currencyOf({ '@_Ccy': stmt.Acct?.Ccy }, 'EUR');
    for (const entry of list(stmt.Ntry)) {
      await pause();
      entries++;
      const ref = text(entry.NtryRef) || text(entry.AcctSvcrRef);
      const label = `Movimento ${entries}${ref ? ` (${ref})` : ''}`;
      const indicator = text(entry.CdtDbtInd).toUpperCase();
      const status = text(entry.Sts?.Cd ?? entry.Sts);
      const entryAmount = parseCamtAmount(text(entry.Amt));
      const currency = currencyOf(entry.Amt, accountCurrency);
      const shown = 'cents' in entryAmount ? money(entryAmount.cents, currency) : text(entry.Amt);
      if (indicator === 'CRDT') creditEntries++;
      // a reversal undoes an earlier entry: never a payment to us, and a reversed credit may
      // already have been confirmed, so it is said, not only counted
      if (text(entry.RvslInd).toLowerCase() === 'true') {
        skipped++;
        notes.push(
          `${label}: storno di ${shown}, non è un pagamento ricevuto: escluso (se storna un accredito già confermato, va verificato)`,
        );
        continue;
      }
      if (indicator === 'DBIT') {
        skipped++;
        continue;
      }
      if (indicator !== 'CRDT') {
        notes.push(`${label}: non indica se è un accredito o un addebito: escluso`);
        continue;
      }
      if (status === 'PDNG' || status === 'INFO') {
        notes.push(`${label}: accredito di ${shown} non ancora contabilizzato: escluso`);
        continue;
      }
      if ('refused' in entryAmount) {
        notes.push(`${label}: ${entryAmount.refused}: escluso`);
        continue;
      }
      const bookedOn = dateOf(entry, stmt, root);
      if (!bookedOn) {
        notes.push(`${label}: accredito di ${shown} senza data leggibile: escluso`);
        continue;
      }
      const txs = list(entry.NtryDtls).flatMap((d: Node) => list(d.TxDtls));
      const own = txs.map((tx) => parseCamtAmount(text(txAmountNode(tx))));
      const split =
        txs.length > 1 &&
        txs.every((tx) => currencyOf(txAmountNode(tx), currency) === currency) &&
        own.every((a) => 'cents' in a) &&
        own.reduce((sum, a) => sum + ('cents' in a ? a.cents : 0), 0) === entryAmount.cents;
      if (split) {
        txs.forEach((tx, i) => {
          const amount = (own[i] as { cents: number }).cents;
          // the entry's own text describes the whole batch: left out of each payment
          credits.push({ bookedOn, amount, currency, payer: payerOf(tx), reference: referenceOf(tx) });
        });
        continue;
      }
      if (txs.length > 1) {
        // the details do not add up to what was booked: one line for the total, every payer and
        // reference kept, so the match sees them all and leaves the choice to a person
        notes.push(`${label}: i dettagli del lotto non corrispondono al totale ${shown}: una sola riga`);
      }
      const payer = [...new Set(txs.map(payerOf).filter(Boolean))].join(', ');
      const reference = [...txs.map(referenceOf), meaningful(text(entry.AddtlNtryInf))]
        .filter(Boolean)
        .join(' ');
      credits.push({ bookedOn, amount: entryAmount.cents, currency, payer, reference });
    }
  }
  if (entries === 0) throw new AppError('validation', STATEMENT_MSG.noMovements);
  if (creditEntries === 0) throw new AppError('validation', STATEMENT_MSG.noCredits);
  return { format: 'camt053', credits: await withChecksums(credits), skipped, notes };
}

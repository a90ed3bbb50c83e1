import { MAX_DB_INT } from '@app/shared';

/**
 * A CSV amount as banks write it → cents, exactly (no floating point): "1.234,56", "1234,56",
 * "1,234.56", "-12,30", "12.5", "1 234,00 €", "+250,00", "12,30-" and "(12,30)" (debits). The last
 * separator followed by one or two digits is the decimal one; the others group thousands (Italian
 * exports use both conventions). A credit beyond the integer column that stores cents (21 million
 * euro) is no amount. Not for XML: there the dot is always the decimal point (see parseCamtAmount).
 */
export function parseCsvAmount(raw: string): number | null {
  let text = raw.replace(/[\s\u00A0€]|EUR/gi, '');
  let negative = false;
  const wrapped = /^\((.*)\)$/.exec(text) ?? /^(.*)-$/.exec(text);
  if (wrapped) {
    negative = true;
    text = wrapped[1];
  }
  const m = /^([+-]?)([\d.,']*\d)$/.exec(text);
  if (!m) return null;
  const [, sign, body] = m;
  if (sign && negative) return null;
  const decimal = /[.,](\d{1,2})$/.exec(body);
  const grouped = decimal ? body.slice(0, -decimal[0].length) : body;
  // thousands come in groups of three: "1,2,3" is no amount
  if (!/^\d+$|^\d{1,3}([.,']\d{3})+$/.test(grouped)) return null;
  const whole = grouped.replace(/[.,']/g, '');
  const cents = Number(whole) * 100 + (decimal ? Number(decimal[1].padEnd(2, '0')) : 0);
  if (!Number.isSafeInteger(cents)) return null;
  if (sign === '-' || negative) return -cents; // a debit: left out, never stored
  return cents > MAX_DB_INT ? null : cents;
}

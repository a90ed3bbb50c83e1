import type { ChargedLine, InvoiceLine, InvoiceSummary } from './invoice-document.ts';
import { NATURE_CODES, type TNature } from './invoice-settings.ts';
import type { TVatTreatment } from './invoice-vat.ts';

/**
 * The amounts of an invoice from what the customer paid. Prices the community charges include
 * VAT where VAT applies; an accountant reads the invoice the other way round: per rate, the taxable
 * amount is the sum of the lines, and VAT is that amount × the rate rounded to the cent. So per rate
 * the taxable amount is the one whose VAT so rounded adds up to what was paid; the lines share it
 * out (each within a cent of its exact net), each unit price is its line total ÷ quantity (8
 * decimals, so quantity × unit price gives the line total); and when no taxable amount adds up to
 * the cent (about one total in six at 22 %), the cent left is the document's Arrotondamento.
 */

/** a / b rounded half away from zero, on integers. */
const divRound = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  const r = a % b;
  if (r * 2n >= b) return q + 1n;
  if (r * 2n <= -b) return q - 1n;
  return q;
};

/** Cents as euro with two decimals: 123456 → "1234.56", -50 → "-0.50". */
export const euroDecimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** VAT on a taxable amount: taxable × rate, rounded to the cent (half away from zero). */
export const vatOn = (taxable: number, rate: number) =>
  Number(divRound(BigInt(taxable) * BigInt(rate), 100n));

/** The taxable amount whose taxable + VAT is `gross` (the nearest below when none is). */
export function taxableOf(gross: number, rate: number): number {
  const guess = Number(divRound(BigInt(gross) * 100n, BigInt(100 + rate)));
  let best = guess;
  let gap = Number.POSITIVE_INFINITY;
  // taxable + VAT moves by 1 or 2 cents per cent of taxable: the answer is next to the guess
  for (let t = guess - 2; t <= guess + 2; t++) {
    const off = Math.abs(gross - t - vatOn(t, rate));
    if (off < gap) [best, gap] = [t, off];
  }
  return best;
}

/** `taxable` shared among lines of these gross amounts: each its exact net, rounded, the cents left to the nearest. */
function shareOut(grosses: number[], rate: number, taxable: number): number[] {
  const divisor = 100 + rate;
  const nets = grosses.map((g) => Number(divRound(BigInt(g) * 100n, BigInt(divisor))));
  let left = taxable - nets.reduce((sum, n) => sum + n, 0);
  while (left !== 0) {
    const step = Math.sign(left);
    let pick = -1;
    let pickGap = Number.POSITIVE_INFINITY;
    grosses.forEach((g, i) => {
      if (g === 0) return; // a free line stays free
      // how far the line would be from its exact net (in hundredths of a cent ÷ divisor)
      const gap = Math.abs((nets[i] + step) * divisor - g * 100);
      if (gap < pickGap || (gap === pickGap && Math.abs(g) > Math.abs(grosses[pick]))) {
        pick = i;
        pickGap = gap;
      }
    });
    if (pick < 0) break;
    nets[pick] += step;
    left -= step;
  }
  return nets;
}

/** euro × 10⁸ as FatturaPA's decimal: up to 8 decimals, at least 2. */
function decimal8(scaled: bigint): string {
  const sign = scaled < 0n ? '-' : '';
  const abs = scaled < 0n ? -scaled : scaled;
  const fraction = String(abs % 10n ** 8n)
    .padStart(8, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${sign}${abs / 10n ** 8n}.${fraction}`;
}

/**
 * A line's unit price (euro) that multiplies back to its total (cents): the net of the gross unit
 * price the customer saw (€ 25,00 at 22 % → 20.49180328) when it does, else total ÷ quantity.
 */
function unitPrice(totalCents: number, quantity: number, unitGross: number, rate: number): string {
  const q = BigInt(quantity);
  const fromGross = divRound(BigInt(unitGross) * 10n ** 8n, BigInt(100 + rate)); // euro × 10⁸
  if (divRound(fromGross * q, 10n ** 6n) === BigInt(totalCents)) return decimal8(fromGross);
  return decimal8(divRound(BigInt(totalCents) * 10n ** 6n, q));
}

interface Group {
  rate: number;
  nature: TNature | null;
  indexes: number[];
}

/**
 * The lines and the VAT summary of charged lines under one treatment: `vat_rate` (VAT included in
 * the gross amounts) or, with `nature`, no VAT; a line with a Natura of its own (the imposta di
 * bollo charged back) is without VAT under it. Taxable + VAT of every summary, plus `rounding`,
 * is the gross total exactly.
 */
export function invoiceAmounts(
  charged: ChargedLine[],
  treatment: TVatTreatment,
): { lines: InvoiceLine[]; summary: InvoiceSummary[]; total: number; vat: number; rounding: number } {
  const rateOf = (c: ChargedLine) => (c.nature ? 0 : 'vat_rate' in treatment ? treatment.vat_rate : 0);
  const natureOf = (c: ChargedLine) => c.nature ?? ('nature' in treatment ? treatment.nature : null);
  // one summary per rate or Natura, in the order the lines first name them
  const groups = new Map<string, Group>();
  charged.forEach((c, i) => {
    const key = `${rateOf(c)}|${natureOf(c) ?? ''}`;
    const group = groups.get(key) ?? { rate: rateOf(c), nature: natureOf(c), indexes: [] };
    group.indexes.push(i);
    groups.set(key, group);
  });
  const nets = charged.map((c) => c.gross);
  const summary = [...groups.values()].map((g): InvoiceSummary => {
    const gross = g.indexes.reduce((sum, i) => sum + charged[i].gross, 0);
    const taxable = g.rate ? taxableOf(gross, g.rate) : gross;
    if (g.rate) {
      const shared = shareOut(
        g.indexes.map((i) => charged[i].gross),
        g.rate,
        taxable,
      );
      g.indexes.forEach((i, k) => {
        nets[i] = shared[k];
      });
    }
    const reference =
      g.nature === null
        ? undefined
        : 'nature' in treatment && treatment.nature === g.nature && treatment.reference
          ? treatment.reference
          : NATURE_CODES[g.nature];
    return {
      vat_rate: g.rate,
      nature: g.nature,
      rounding: 0,
      taxable,
      vat: vatOn(taxable, g.rate),
      ...(reference ? { reference } : {}),
    };
  });
  const lines = charged.map((c, i): InvoiceLine => {
    const quantity = c.quantity > 0 && c.gross % c.quantity === 0 ? c.quantity : 1;
    return {
      number: i + 1,
      description: c.description,
      quantity,
      unit_price: unitPrice(nets[i], quantity, c.gross / quantity, rateOf(c)),
      total: nets[i],
      vat_rate: rateOf(c),
      nature: natureOf(c),
    };
  });
  const total = charged.reduce((sum, c) => sum + c.gross, 0);
  const vat = summary.reduce((sum, s) => sum + s.vat, 0);
  const taxed = summary.reduce((sum, s) => sum + s.taxable + s.vat, 0);
  return { lines, summary, total, vat, rounding: total - taxed };
}

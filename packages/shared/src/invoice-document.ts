import type { TInvoiceSettings, TNature } from './invoice-settings.ts';

/**
 * An electronic invoice as the product computes it, before it is written as FatturaPA XML or as
 * its PDF courtesy copy. Prices the community charges are what the customer pays, VAT included
 * where VAT applies: the net amounts are derived from them, so the document's total is always
 * the order's (or the payment's) total to the cent.
 */

export const DOCUMENT_TYPES = ['TD01', 'TD04'] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<TDocumentType, string> = {
  TD01: 'Fattura',
  TD04: 'Nota di credito',
};

/** The customer (CessionarioCommittente) as the invoice names it. */
export interface InvoiceCustomer {
  kind: 'company' | 'person';
  /** ISO 3166-1 alpha-2 */
  country_code: string;
  /** VAT number without its country prefix, or null */
  vat: string | null;
  fiscal_code: string | null;
  company_name: string | null;
  name: string | null;
  surname: string | null;
  address: string;
  postal_code: string;
  city: string;
  province: string | null;
  /** 7 characters: the customer's own code, "0000000" (then PEC or none) or "XXXXXXX" abroad */
  recipient_code: string;
  pec: string | null;
}

/** What is charged, VAT included where VAT applies: the input of the computation. */
export interface ChargedLine {
  description: string;
  quantity: number;
  /** cents the customer pays for the whole line (negative for a discount) */
  gross: number;
  /** a line outside the document's VAT treatment, without VAT under this Natura */
  nature?: TNature;
  /** the imposta di bollo charged to the customer (stamp-duty.ts) */
  stamp_duty?: boolean;
}

export interface InvoiceLine {
  number: number;
  description: string;
  quantity: number;
  /** net unit price in euro, 2 to 8 decimals, as FatturaPA writes it */
  unit_price: string;
  /** net line total, cents */
  total: number;
  vat_rate: number;
  nature: TNature | null;
}

export interface InvoiceSummary {
  vat_rate: number;
  nature: TNature | null;
  /** cents: the difference between the taxable amount and the sum of the rounded lines */
  rounding: number;
  taxable: number;
  vat: number;
}

export interface TInvoiceDocument {
  type: TDocumentType;
  /** as printed: "2026/0001" or "FE-2026-1" */
  number: string;
  date: string;
  file_name: string;
  issuer: TInvoiceSettings;
  customer: InvoiceCustomer;
  lines: InvoiceLine[];
  summary: InvoiceSummary[];
  /** cents, VAT included: ImportoTotaleDocumento */
  total: number;
  vat: number;
  /** MP05 bank transfer, MP08 card; the date the money arrived */
  payment: { method: 'MP05' | 'MP08'; date: string | null };
  /** the invoice a credit note corrects */
  related: { number: string; date: string } | null;
  causale: string | null;
  /** cents of imposta di bollo paid virtually (DatiBollo); absent on documents issued before it */
  stamp_duty?: number;
}

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

/** A net unit price from a gross one: 8 decimals, trailing zeros kept down to 2. */
function netUnit(grossCents: number, rate: number): string {
  const scaled = divRound(BigInt(grossCents) * 10n ** 8n, BigInt(100 + rate)); // euro × 10⁸
  const sign = scaled < 0n ? '-' : '';
  const abs = scaled < 0n ? -scaled : scaled;
  const fraction = String(abs % 10n ** 8n)
    .padStart(8, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${sign}${abs / 10n ** 8n}.${fraction}`;
}

/**
 * The lines and the VAT summary of charged lines under one treatment: `vat_rate` (VAT included in
 * the gross amounts) or, with `nature`, no VAT; a line with a Natura of its own (the imposta di
 * bollo charged back) is without VAT under it. Each line's net total is rounded to the cent; per
 * rate or Natura the taxable amount is derived from the gross total once, and the cents the
 * rounded lines miss go to that summary's rounding (Arrotondamento), so taxable + VAT is the gross
 * total exactly.
 */
export function invoiceAmounts(
  charged: ChargedLine[],
  treatment: { vat_rate: number } | { nature: TNature },
): { lines: InvoiceLine[]; summary: InvoiceSummary[]; total: number; vat: number } {
  const lines = charged.map((c, i): InvoiceLine => {
    const rate = c.nature ? 0 : 'vat_rate' in treatment ? treatment.vat_rate : 0;
    const quantity = c.quantity > 0 && c.gross % c.quantity === 0 ? c.quantity : 1;
    const unitGross = c.gross / quantity;
    return {
      number: i + 1,
      description: c.description,
      quantity,
      unit_price: rate ? netUnit(unitGross, rate) : euroDecimal(unitGross),
      total: rate ? Number(divRound(BigInt(c.gross) * 100n, BigInt(100 + rate))) : c.gross,
      vat_rate: rate,
      nature: c.nature ?? ('nature' in treatment ? treatment.nature : null),
    };
  });
  // one summary per rate or Natura, in the order the lines first name them
  const groups = new Map<string, { rate: number; nature: TNature | null; gross: number; net: number }>();
  lines.forEach((l, i) => {
    const key = `${l.vat_rate}|${l.nature ?? ''}`;
    const group = groups.get(key) ?? { rate: l.vat_rate, nature: l.nature, gross: 0, net: 0 };
    group.gross += charged[i].gross;
    group.net += l.total;
    groups.set(key, group);
  });
  const summary = [...groups.values()].map((g): InvoiceSummary => {
    const taxable = g.rate ? Number(divRound(BigInt(g.gross) * 100n, BigInt(100 + g.rate))) : g.gross;
    return { vat_rate: g.rate, nature: g.nature, rounding: taxable - g.net, taxable, vat: g.gross - taxable };
  });
  const total = charged.reduce((sum, c) => sum + c.gross, 0);
  return { lines, summary, total, vat: summary.reduce((sum, s) => sum + s.vat, 0) };
}

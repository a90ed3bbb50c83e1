import type { TPaymentMode } from './invoice-payment.ts';
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
  /** cents: the taxable amount less the sum of the lines (0 since lines add up to it; older documents) */
  rounding: number;
  taxable: number;
  /** round(taxable × rate) */
  vat: number;
  /** without VAT: the law that says why (RiferimentoNormativo); absent, the Natura's label */
  reference?: string;
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
  /** how the money came (MP01 cash, MP02 cheque, MP05 bank transfer, MP08 card or POS) and when */
  payment: { method: TPaymentMode; date: string | null };
  /** the invoice a credit note corrects */
  related: { number: string; date: string } | null;
  causale: string | null;
  /** cents of imposta di bollo paid virtually (DatiBollo); absent on documents issued before it */
  stamp_duty?: number;
  /**
   * cents: the total less the summaries' taxable amounts and VAT (DatiGeneraliDocumento/
   * Arrotondamento), when no taxable amount gives VAT rounded to the cent adding up to what was paid
   */
  rounding?: number;
}

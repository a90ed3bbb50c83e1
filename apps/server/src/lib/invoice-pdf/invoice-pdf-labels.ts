import type { TInvoiceDocument } from '@app/shared';
import { type MailKey, mailWords } from '../mail/words.ts';

/**
 * The courtesy copy's words, from the catalogue of ../mail/locales. The invoice is Italian (the
 * FatturaPA XML and its legal wording are, by law); the copy of a foreign customer (billing
 * country not Italy) carries the English beside each label ("Fattura / Invoice", "Totale
 * documento / Total") and under each sentence, so that it can be read. An Italian customer's copy
 * is Italian only.
 */

type InvoiceKey = MailKey extends infer K ? (K extends `invoice_pdf.${infer R}` ? R : never) : never;
type Values = Record<string, string | number>;

const italian = mailWords('it');
const english = mailWords('en');

export interface InvoiceLabels {
  /** the copy carries English beside the Italian */
  bilingual: boolean;
  /** the Italian text */
  it(key: InvoiceKey, values?: Values): string;
  /** the English text */
  en(key: InvoiceKey, values?: Values): string;
  /** a label: Italian, or "Italiano / English" (on two lines when the Italian has a slash of its own) */
  label(key: InvoiceKey, values?: Values): string;
  /** a sentence: Italian, or Italian with the English on a line of its own */
  sentence(key: InvoiceKey, values?: Values): string;
}

export function invoiceLabels(doc: Pick<TInvoiceDocument, 'customer'>): InvoiceLabels {
  const bilingual = doc.customer.country_code !== 'IT';
  const it = (key: InvoiceKey, values?: Values) => italian.t(`invoice_pdf.${key}` as MailKey, values);
  const en = (key: InvoiceKey, values?: Values) => english.t(`invoice_pdf.${key}` as MailKey, values);
  const both = (key: InvoiceKey, values: Values | undefined, separator: string) =>
    bilingual ? `${it(key, values)}${separator}${en(key, values)}` : it(key, values);
  return {
    bilingual,
    it,
    en,
    label: (key, values) => both(key, values, it(key, values).includes(' / ') ? '\n' : ' / '),
    sentence: (key, values) => both(key, values, '\n'),
  };
}

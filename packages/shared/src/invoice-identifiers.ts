import { checkCodiceFiscale, normalizeCode, normalizePartitaIva } from './billing.ts';
import type { InvoiceCustomer } from './invoice-document.ts';

/**
 * The customer's tax identifiers as an invoice carries them (FatturaPA IdFiscaleIVA and
 * CodiceFiscale), one rule for the XML and its PDF courtesy copy.
 */

/** SdI's IdCodice for a customer abroad without a VAT number (a private person). */
export const FOREIGN_NO_VAT = '99999999999';

/**
 * The prefixes a VAT number of a country may carry that are that country's own, to drop before
 * IdCodice (IdPaese says the country). Greece writes EL (ISO says GR); Northern Ireland XI; a
 * Swiss UID's "CHE" is part of the number itself, so nothing is dropped there.
 */
const OWN_PREFIXES: Record<string, string[]> = { GR: ['EL', 'GR'], GB: ['GB', 'XI'], CH: [] };

/** Words written after a VAT number that are no part of it: Swiss MWST/TVA/IVA/TPV, Norwegian MVA. */
const VAT_SUFFIX = /(?<=\d)(MWST|TVA|IVA|TPV|MVA)$/;

/**
 * A VAT number as IdCodice for a customer of `country` (ISO alpha-2): separators and a trailing
 * MWST/TVA/IVA dropped, the country's own prefix dropped ("DE 811 569 869" → "811569869",
 * "EL094014201" in Greece → "094014201"), an Italian one as its 11 digits. A Swiss UID keeps its
 * CHE ("CHE-116.281.710 MWST" → "CHE116281710"); a foreign prefix is kept, being no mistake of ours
 * to correct.
 */
export function vatIdCode(vat: string, country: string): string {
  if (country === 'IT') return normalizePartitaIva(vat);
  const code = vat
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(VAT_SUFFIX, '');
  if (country === 'CH' && /^\d{9}$/.test(code)) return `CHE${code}`;
  const own = (OWN_PREFIXES[country] ?? [country]).find((p) => code.startsWith(p) && code.length > p.length);
  return own ? code.slice(own.length) : code;
}

export interface CustomerIdentifiers {
  /** IdFiscaleIVA: country and code; 99999999999 for a customer abroad with neither identifier */
  vat: { country: string; code: string } | null;
  /** CodiceFiscale: an Italian one only (SdI looks it up in the Italian registry) */
  fiscal_code: string | null;
}

/**
 * IdFiscaleIVA and/or CodiceFiscale (SdI wants at least one). A foreign tax code that is no Italian
 * codice fiscale is left out, and a customer abroad with neither gets SdI's 99999999999.
 */
export function customerIdentifiers(customer: InvoiceCustomer): CustomerIdentifiers {
  const country = customer.country_code.toUpperCase();
  const vat = customer.vat ? normalizeCode(customer.vat) : '';
  const cf = customer.fiscal_code ? normalizeCode(customer.fiscal_code) : '';
  const fiscal = cf && (country === 'IT' || checkCodiceFiscale(cf).ok) ? cf : '';
  const code = vat || (country !== 'IT' && !fiscal ? FOREIGN_NO_VAT : '');
  return { vat: code ? { country, code } : null, fiscal_code: fiscal || null };
}

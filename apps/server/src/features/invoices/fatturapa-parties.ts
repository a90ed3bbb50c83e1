import {
  checkCodiceFiscale,
  customerIdentifiers,
  type InvoiceCustomer,
  normalizeCode,
  type TInvoiceDocument,
  type TInvoiceSettings,
} from '@app/shared';
import { el, latin, opt, required, text, type XmlElement } from './fatturapa-text.ts';

/** FatturaElettronicaHeader: who sends the file, who issues the invoice, who receives it. */

/** The customer has no SdI channel of its own (PEC or the tax drawer instead). */
const NO_RECIPIENT_CODE = '0000000';
/** SdI's code for a customer abroad: the invoice only goes to the Agenzia delle Entrate. */
const FOREIGN_RECIPIENT_CODE = 'XXXXXXX';

/** IdFiscaleType: a country and a code, as IdTrasmittente or IdFiscaleIVA. */
const idFiscale = (name: string, country: string, code: string) =>
  el(name, [el('IdPaese', country), el('IdCodice', code)]);

/** The 5 characters after the underscore of "IT<partita IVA>_<progressivo>.xml". */
function progressivoInvio(fileName: string): string {
  const match = /_([A-Za-z0-9]{5})\.xml$/.exec(fileName);
  if (!match) throw new Error(`FatturaPA: nome file non valido "${fileName}"`);
  return match[1];
}

/**
 * The customer's own code; abroad, without one, SdI's XXXXXXX, unless Italy knows the customer by
 * its codice fiscale alone (no VAT number): XXXXXXX is for customers identified abroad only.
 */
function recipientCode(customer: InvoiceCustomer): string {
  const code = normalizeCode(customer.recipient_code);
  if (customer.country_code.toUpperCase() === 'IT') return code || NO_RECIPIENT_CODE;
  if (code && code !== NO_RECIPIENT_CODE && code !== FOREIGN_RECIPIENT_CODE) return code;
  const italianOnly = !customer.vat && !!customer.fiscal_code && checkCodiceFiscale(customer.fiscal_code).ok;
  return italianOnly ? NO_RECIPIENT_CODE : FOREIGN_RECIPIENT_CODE;
}

/**
 * Sede: the schema's CAP is 5 digits and its Provincia an Italian one. A postal code abroad that
 * does not fit goes at the end of the address instead, with SdI's "00000" as CAP.
 */
function sede(country: string, address: string, postalCode: string, city: string, province: string | null) {
  const italian = country === 'IT';
  const postal = latin(postalCode);
  const cap = italian || /^\d{5}$/.test(postal) ? postal : '00000';
  const street =
    cap === postal || !postal
      ? text(address, 60)
      : `${text(address, 59 - postal.length)} ${postal}`.slice(0, 60);
  return el('Sede', [
    el('Indirizzo', required(street, 'indirizzo')),
    el('CAP', required(cap, 'CAP')),
    el('Comune', required(text(city, 60), 'comune')),
    opt('Provincia', italian ? province?.trim().toUpperCase() : null),
    el('Nazione', country),
  ]);
}

export function datiTrasmissione(doc: TInvoiceDocument): XmlElement {
  const code = recipientCode(doc.customer);
  return el('DatiTrasmissione', [
    idFiscale('IdTrasmittente', 'IT', required(doc.issuer.vat, "partita IVA dell'emittente")),
    el('ProgressivoInvio', progressivoInvio(doc.file_name)),
    el('FormatoTrasmissione', 'FPR12'),
    el('CodiceDestinatario', code),
    code === NO_RECIPIENT_CODE && opt('PECDestinatario', doc.customer.pec?.trim()),
  ]);
}

export function cedentePrestatore(issuer: TInvoiceSettings): XmlElement {
  return el('CedentePrestatore', [
    el('DatiAnagrafici', [
      idFiscale('IdFiscaleIVA', 'IT', required(issuer.vat, "partita IVA dell'emittente")),
      opt('CodiceFiscale', issuer.fiscal_code),
      el('Anagrafica', [
        el('Denominazione', required(text(issuer.name, 80), "denominazione dell'emittente")),
      ]),
      el('RegimeFiscale', issuer.tax_regime),
    ]),
    sede('IT', issuer.address, issuer.postal_code, issuer.city, issuer.province),
    issuer.pec ? el('Contatti', [el('Email', issuer.pec)]) : null,
  ]);
}

/** IdFiscaleIVA and/or CodiceFiscale, as the PDF prints them too (customerIdentifiers). */
function customerIds(customer: InvoiceCustomer) {
  const ids = customerIdentifiers(customer);
  if (!ids.vat && !ids.fiscal_code) {
    throw new Error('FatturaPA: cliente italiano senza partita IVA né codice fiscale');
  }
  return [
    ids.vat ? idFiscale('IdFiscaleIVA', ids.vat.country, ids.vat.code) : null,
    opt('CodiceFiscale', ids.fiscal_code),
  ];
}

function anagrafica(customer: InvoiceCustomer) {
  if (customer.kind === 'company') {
    return el('Anagrafica', [
      el('Denominazione', required(text(customer.company_name ?? '', 80), 'ragione sociale del cliente')),
    ]);
  }
  return el('Anagrafica', [
    el('Nome', required(text(customer.name ?? '', 60), 'nome del cliente')),
    el('Cognome', required(text(customer.surname ?? '', 60), 'cognome del cliente')),
  ]);
}

export function cessionarioCommittente(customer: InvoiceCustomer): XmlElement {
  const country = customer.country_code.toUpperCase();
  return el('CessionarioCommittente', [
    el('DatiAnagrafici', [customerIds(customer), anagrafica(customer)]),
    sede(country, customer.address, customer.postal_code, customer.city, customer.province),
  ]);
}

import {
  euroDecimal,
  type InvoiceLine,
  type InvoiceSummary,
  NATURE_CODES,
  paymentModeHasIban,
  statesPayment,
  type TInvoiceDocument,
} from '@app/shared';
import { cedentePrestatore, cessionarioCommittente, datiTrasmissione } from './fatturapa-parties.ts';
import { BASIC_LATIN, chunks, el, required, text, type XmlElement, xmlDocument } from './fatturapa-text.ts';

/**
 * An invoice document as FatturaPA 1.2.2 XML for private customers (FPR12), the file SdI receives.
 * Pure: the document already holds every amount to the cent; this only writes them in the
 * schema's order and formats, and maps free text to what the schema accepts.
 */

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
const SEQUENCE_MAX = 36 ** 5 - 1;

/** RateType: "22.00". */
const rate = (percent: number) => percent.toFixed(2);

/** QuantitaType: 2 to 8 decimals, "1.00" or "0.125". */
const quantity = (value: number) => value.toFixed(8).replace(/0{1,6}$/, '');

function datiGenerali(doc: TInvoiceDocument): XmlElement {
  return el('DatiGenerali', [
    el('DatiGeneraliDocumento', [
      el('TipoDocumento', doc.type),
      el('Divisa', 'EUR'),
      el('Data', doc.date),
      el('Numero', text(doc.number, 20, BASIC_LATIN)),
      // the imposta di bollo, paid virtually: the Agenzia lists these invoices for the quarterly F24
      doc.stamp_duty
        ? el('DatiBollo', [el('BolloVirtuale', 'SI'), el('ImportoBollo', euroDecimal(doc.stamp_duty))])
        : null,
      el('ImportoTotaleDocumento', euroDecimal(doc.total)),
      // the cent no taxable amount could give with VAT rounded: the total is what was paid
      doc.rounding ? el('Arrotondamento', euroDecimal(doc.rounding)) : null,
      doc.causale ? chunks(doc.causale, 200).map((piece) => el('Causale', piece)) : null,
    ]),
    doc.related
      ? el('DatiFattureCollegate', [
          el('IdDocumento', text(doc.related.number, 20, BASIC_LATIN)),
          el('Data', doc.related.date),
        ])
      : null,
  ]);
}

const dettaglioLinee = (line: InvoiceLine) =>
  el('DettaglioLinee', [
    el('NumeroLinea', String(line.number)),
    el('Descrizione', required(text(line.description, 1000), `descrizione della riga ${line.number}`)),
    el('Quantita', quantity(line.quantity)),
    el('PrezzoUnitario', line.unit_price),
    el('PrezzoTotale', euroDecimal(line.total)),
    el('AliquotaIVA', rate(line.vat_rate)),
    line.nature ? el('Natura', line.nature) : null,
  ]);

/**
 * Without VAT the summary names the Natura and its law (the document's wording: "inversione
 * contabile", the flat-rate regime's law; its Natura's label on documents issued before); with
 * VAT, VAT is due at once (I).
 */
const datiRiepilogo = (summary: InvoiceSummary) =>
  el('DatiRiepilogo', [
    el('AliquotaIVA', rate(summary.vat_rate)),
    summary.nature ? el('Natura', summary.nature) : null,
    summary.rounding !== 0 ? el('Arrotondamento', euroDecimal(summary.rounding)) : null,
    el('ImponibileImporto', euroDecimal(summary.taxable)),
    el('Imposta', euroDecimal(summary.vat)),
    summary.nature
      ? el('RiferimentoNormativo', text(summary.reference ?? NATURE_CODES[summary.nature], 100))
      : el('EsigibilitaIVA', 'I'),
  ]);

/**
 * Paid in full (TP02) as the money came: cash, cheque, card or POS name no IBAN, a bank transfer
 * the association's. A credit note states no payment.
 */
function datiPagamento(doc: TInvoiceDocument): XmlElement | null {
  if (!statesPayment(doc)) return null;
  const iban = paymentModeHasIban(doc.payment.method) && doc.issuer.iban ? el('IBAN', doc.issuer.iban) : null;
  return el('DatiPagamento', [
    el('CondizioniPagamento', 'TP02'),
    el('DettaglioPagamento', [
      el('ModalitaPagamento', doc.payment.method),
      el('ImportoPagamento', euroDecimal(doc.total)),
      iban,
    ]),
  ]);
}

export function toFatturaPaXml(doc: TInvoiceDocument): string {
  const root = el(
    'p:FatturaElettronica',
    [
      el('FatturaElettronicaHeader', [
        datiTrasmissione(doc),
        cedentePrestatore(doc.issuer),
        cessionarioCommittente(doc.customer),
      ]),
      el('FatturaElettronicaBody', [
        datiGenerali(doc),
        el('DatiBeniServizi', [doc.lines.map(dettaglioLinee), doc.summary.map(datiRiepilogo)]),
        datiPagamento(doc),
      ]),
    ],
    {
      versione: 'FPR12',
      'xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      'xmlns:p': NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    },
  );
  return xmlDocument(root);
}

/**
 * SdI's file name: "IT" + the issuer's partita IVA + "_" + a progressive of 5 letters/digits,
 * here the sequence in base 36 ("00001" … "ZZZZZ").
 */
export function sdiFileName(issuerVat: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > SEQUENCE_MAX) {
    throw new RangeError(`Progressivo di invio SdI fuori intervallo (1-${SEQUENCE_MAX}): ${sequence}`);
  }
  return `IT${issuerVat}_${sequence.toString(36).toUpperCase().padStart(5, '0')}.xml`;
}

import {
  customerIdentifiers,
  DOCUMENT_TYPE_LABELS,
  formatDisplayDate,
  type InvoiceCustomer,
  TAX_REGIMES,
  type TInvoiceDocument,
  type TInvoiceSettings,
} from '@app/shared';
import { groupIban, pdfText } from './invoice-pdf-format.ts';
import { COLORS, contentWidth, MARGIN, type Pdf } from './invoice-pdf-style.ts';

/** The top of the first page: the courtesy-copy notice, the title and the two parties. */

const cityLine = (p: { postal_code: string; city: string; province: string | null }) =>
  [p.postal_code, p.city, p.province ? `(${p.province})` : ''].filter(Boolean).join(' ');

function issuerLines(s: TInvoiceSettings): string[] {
  return [
    s.address,
    cityLine(s),
    s.vat && `P.IVA ${s.country_code}${s.vat}`,
    s.fiscal_code && `C.F. ${s.fiscal_code}`,
    `Regime fiscale: ${s.tax_regime} – ${TAX_REGIMES[s.tax_regime]}`,
    s.pec && `PEC: ${s.pec}`,
    s.iban && `IBAN: ${groupIban(s.iban)}`,
  ].filter(Boolean);
}

/** The identifiers the XML carries, no other: a foreign tax code it leaves out, SdI's 99999999999 it writes. */
function identifierLines(c: InvoiceCustomer): string[] {
  const { vat, fiscal_code } = customerIdentifiers(c);
  const vatLine = !vat
    ? ''
    : vat.country === 'IT'
      ? `P.IVA IT${vat.code}`
      : `Id. fiscale IVA: ${vat.country} ${vat.code}`;
  return [vatLine, fiscal_code ? `C.F. ${fiscal_code}` : ''];
}

function customerLines(c: InvoiceCustomer): string[] {
  // a customer without its own code receives through its PEC when it gave one
  const delivery =
    c.recipient_code === '0000000' && c.pec ? `PEC: ${c.pec}` : `Codice destinatario: ${c.recipient_code}`;
  return [
    c.address,
    cityLine(c),
    c.country_code !== 'IT' ? c.country_code : '',
    ...identifierLines(c),
    delivery,
  ].filter(Boolean);
}

const customerName = (c: InvoiceCustomer) =>
  (c.kind === 'company' && c.company_name) ||
  [c.name, c.surname].filter(Boolean).join(' ') ||
  c.company_name ||
  '';

/** A labelled block of party data at (x, y) in `width`; returns where it ends. */
function party(pdf: Pdf, label: string, name: string, lines: string[], x: number, y: number, width: number) {
  pdf.font('Helvetica-Bold').fontSize(8).fillColor(COLORS.accent).text(label, x, y, { width });
  pdf
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor(COLORS.text)
    .text(pdfText(name), x, pdf.y, { width });
  pdf.font('Helvetica').fontSize(9).fillColor(COLORS.text);
  for (const line of lines) pdf.text(pdfText(line), x, pdf.y + 1, { width });
  return pdf.y;
}

export function header(pdf: Pdf, doc: TInvoiceDocument) {
  const width = contentWidth(pdf);
  const notice =
    "Documento privo di valore fiscale: l'originale è la fattura elettronica trasmessa tramite il Sistema di Interscambio (SdI).";
  pdf.font('Helvetica').fontSize(8);
  const boxHeight = 14 + 4 + pdf.heightOfString(notice, { width: width - 20 }) + 12;
  pdf.rect(MARGIN, MARGIN, width, boxHeight).fill(COLORS.band);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(COLORS.accent)
    .text('Copia di cortesia', MARGIN + 10, MARGIN + 8);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(notice, MARGIN + 10, pdf.y + 3, { width: width - 20 });

  const title = `${DOCUMENT_TYPE_LABELS[doc.type]} n. ${doc.number} del ${formatDisplayDate(doc.date)}`;
  pdf
    .font('Helvetica-Bold')
    .fontSize(17)
    .fillColor(COLORS.text)
    .text(pdfText(title), MARGIN, MARGIN + boxHeight + 16, { width });
  if (doc.related) {
    const related = `Rettifica la fattura n. ${doc.related.number} del ${formatDisplayDate(doc.related.date)}`;
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(pdfText(related), MARGIN, pdf.y + 4, { width });
  }

  const top = pdf.y + 16;
  const half = (width - 24) / 2;
  const issuerEnd = party(pdf, 'Emittente', doc.issuer.name, issuerLines(doc.issuer), MARGIN, top, half);
  const c = doc.customer;
  const customerEnd = party(pdf, 'Cliente', customerName(c), customerLines(c), MARGIN + half + 24, top, half);
  pdf.x = MARGIN;
  pdf.y = Math.max(issuerEnd, customerEnd) + 18;
}

import {
  customerIdentifiers,
  formatDisplayDate,
  type InvoiceCustomer,
  TAX_REGIMES,
  type TInvoiceDocument,
  type TInvoiceSettings,
} from '@app/shared';
import { groupIban, pdfText } from './invoice-pdf-format.ts';
import type { InvoiceLabels } from './invoice-pdf-labels.ts';
import { COLORS, contentWidth, MARGIN, type Pdf } from './invoice-pdf-style.ts';

/** The top of the first page: the courtesy-copy notice, the title and the two parties. */

const cityLine = (p: { postal_code: string; city: string; province: string | null }) =>
  [p.postal_code, p.city, p.province ? `(${p.province})` : ''].filter(Boolean).join(' ');

function issuerLines(s: TInvoiceSettings, l: InvoiceLabels): string[] {
  return [
    s.address,
    cityLine(s),
    s.vat && `${l.label('vat_number')} ${s.country_code}${s.vat}`,
    s.fiscal_code && `${l.label('fiscal_code')} ${s.fiscal_code}`,
    `${l.label('tax_regime')}: ${s.tax_regime} – ${TAX_REGIMES[s.tax_regime]}`,
    s.pec && `PEC: ${s.pec}`,
    s.iban && `IBAN: ${groupIban(s.iban)}`,
  ].filter(Boolean);
}

/** The identifiers the XML carries, no other: a foreign tax code it leaves out, SdI's 99999999999 it writes. */
function identifierLines(c: InvoiceCustomer, l: InvoiceLabels): string[] {
  const { vat, fiscal_code } = customerIdentifiers(c);
  const vatLine = !vat
    ? ''
    : vat.country === 'IT'
      ? `${l.label('vat_number')} IT${vat.code}`
      : `${l.label('vat_id')}: ${vat.country} ${vat.code}`;
  return [vatLine, fiscal_code ? `${l.label('fiscal_code')} ${fiscal_code}` : ''];
}

function customerLines(c: InvoiceCustomer, l: InvoiceLabels): string[] {
  // a customer without its own code receives through its PEC when it gave one
  const delivery =
    c.recipient_code === '0000000' && c.pec
      ? `PEC: ${c.pec}`
      : `${l.label('recipient_code')}: ${c.recipient_code}`;
  return [
    c.address,
    cityLine(c),
    c.country_code !== 'IT' ? c.country_code : '',
    ...identifierLines(c, l),
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

/**
 * The title: "Fattura n. 7 del 15/03/2026"; on a bilingual copy "Fattura / Invoice n. 7" and the
 * date on a line of its own ("Data / Date: 15/03/2026").
 */
export function documentTitle(
  doc: TInvoiceDocument,
  l: InvoiceLabels,
): { title: string; date: string | null } {
  const date = formatDisplayDate(doc.date);
  if (!l.bilingual) {
    return {
      title: l.it('title', { type: l.it(`types.${doc.type}`), number: doc.number, date }),
      date: null,
    };
  }
  return {
    title: `${l.label(`types.${doc.type}`)} ${l.it('number', { number: doc.number })}`,
    date: `${l.label('date')}: ${date}`,
  };
}

export function header(pdf: Pdf, doc: TInvoiceDocument, l: InvoiceLabels) {
  const width = contentWidth(pdf);
  const notice = l.sentence('notice');
  pdf.font('Helvetica').fontSize(8);
  const boxHeight = 14 + 4 + pdf.heightOfString(notice, { width: width - 20 }) + 12;
  pdf.rect(MARGIN, MARGIN, width, boxHeight).fill(COLORS.band);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(COLORS.accent)
    .text(l.label('courtesy_copy'), MARGIN + 10, MARGIN + 8);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(notice, MARGIN + 10, pdf.y + 3, { width: width - 20 });

  const { title, date } = documentTitle(doc, l);
  pdf
    .font('Helvetica-Bold')
    .fontSize(17)
    .fillColor(COLORS.text)
    .text(pdfText(title), MARGIN, MARGIN + boxHeight + 16, { width });
  if (date) {
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(date, MARGIN, pdf.y + 4, { width });
  }
  if (doc.related) {
    const related = l.sentence('related', {
      number: doc.related.number,
      date: formatDisplayDate(doc.related.date),
    });
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(pdfText(related), MARGIN, pdf.y + 4, { width });
  }

  const top = pdf.y + 16;
  const half = (width - 24) / 2;
  const issuerEnd = party(
    pdf,
    l.label('issuer'),
    doc.issuer.name,
    issuerLines(doc.issuer, l),
    MARGIN,
    top,
    half,
  );
  const c = doc.customer;
  const customerEnd = party(
    pdf,
    l.label('customer'),
    customerName(c),
    customerLines(c, l),
    MARGIN + half + 24,
    top,
    half,
  );
  pdf.x = MARGIN;
  pdf.y = Math.max(issuerEnd, customerEnd) + 18;
}

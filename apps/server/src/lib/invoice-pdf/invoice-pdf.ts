import { formatDisplayDate, NATURE_CODES, statesPayment, type TInvoiceDocument } from '@app/shared';
import PDFDocument from 'pdfkit';
import { euro, pdfText, quantity, unitPrice, vatLabel } from './invoice-pdf-format.ts';
import { documentTitle, header } from './invoice-pdf-header.ts';
import { type InvoiceLabels, invoiceLabels } from './invoice-pdf-labels.ts';
import { CELL_PAD, COLORS, contentWidth, FOOTER_SPACE, MARGIN, type Pdf } from './invoice-pdf-style.ts';
import { drawTable, type TableRow } from './invoice-pdf-table.ts';

/**
 * The PDF courtesy copy (copia di cortesia) of an invoice or credit note: what the customer reads,
 * while the FatturaPA XML sent through SdI is the invoice in law. In Italian; a foreign customer's
 * copy has the English beside each label (invoice-pdf-labels.ts).
 */

export interface RenderInvoicePdfOptions {
  /** false writes readable content streams: tests look for the printed text */
  compress?: boolean;
}

/** Starts a new page unless `height` points fit above the footer. */
function ensureSpace(pdf: Pdf, height: number) {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

function linesTable(pdf: Pdf, doc: TInvoiceDocument, l: InvoiceLabels) {
  const rows: TableRow[] = doc.lines.map((l) => ({
    cells: [
      pdfText(l.description),
      quantity(l.quantity),
      unitPrice(l.unit_price),
      euro(l.total),
      vatLabel(l),
    ],
  }));
  drawTable(
    pdf,
    [
      { header: l.label('description') },
      { header: l.label('quantity'), width: 44, align: 'right' },
      { header: l.label('unit_price'), width: 84, align: 'right' },
      { header: l.label('taxable'), width: 84, align: 'right' },
      { header: l.label('vat_rate'), width: 46, align: 'right' },
    ],
    rows,
  );
}

function section(pdf: Pdf, title: string, next: number) {
  ensureSpace(pdf, 24 + next);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(COLORS.accent)
    .text(title, MARGIN, pdf.y + 14);
  pdf.y += 4;
}

function summaryTable(pdf: Pdf, doc: TInvoiceDocument, l: InvoiceLabels) {
  section(pdf, l.label('vat_summary'), 40);
  const rows = doc.summary.flatMap((s): TableRow[] => [
    {
      cells: [
        vatLabel(s),
        // the XML's RiferimentoNormativo, word for word
        s.nature ? (s.reference ?? NATURE_CODES[s.nature]) : l.label('vat_at', { rate: s.vat_rate }),
        euro(s.taxable),
        euro(s.vat),
      ],
    },
    ...(s.rounding ? [{ cells: ['', l.label('rounding'), euro(s.rounding), ''], muted: true }] : []),
  ]);
  drawTable(
    pdf,
    [
      { header: l.label('vat_or_nature'), width: 72 },
      { header: l.label('description') },
      { header: l.label('taxable'), width: 84, align: 'right' },
      { header: l.label('tax'), width: 84, align: 'right' },
    ],
    rows.map((r) => ({ ...r, cells: r.cells.map(pdfText) })),
  );
}

/**
 * Payment and causale on the left, the totals on the right, side by side. The payment is the XML's
 * (DatiPagamento): how the money came, and none on a credit note.
 */
function closing(pdf: Pdf, doc: TInvoiceDocument, l: InvoiceLabels) {
  const width = contentWidth(pdf);
  const totalsWidth = 230;
  // a bilingual label needs more room beside its amount
  const labelWidth = l.bilingual ? 140 : totalsWidth / 2;
  const notesWidth = width - totalsWidth - 30;
  const paid = doc.payment.date ? `, ${l.label('paid_on')} ${formatDisplayDate(doc.payment.date)}` : '';
  const mode = l.label(`payment_modes.${doc.payment.method}`);
  const notes = statesPayment(doc) ? [`${l.label('payment')}: ${mode}${paid}`] : [];
  if (doc.causale) notes.push(`${l.label('causale')}: ${doc.causale}`);
  if (doc.stamp_duty) {
    notes.push(
      `${l.it('stamp_duty')} (${euro(doc.stamp_duty)})${l.bilingual ? `\n${l.en('stamp_duty')}` : ''}`,
    );
  }
  const notesText = pdfText(notes.join('\n'));

  pdf.font('Helvetica').fontSize(9);
  const notesHeight = pdf.heightOfString(notesText, { width: notesWidth, paragraphGap: 4 });
  ensureSpace(pdf, 20 + Math.max(notesHeight, 70));
  const top = pdf.y + 18;

  const totalsX = MARGIN + width - totalsWidth;
  const amountRow = (label: string, amount: string, y: number, size: number, bold = false) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(COLORS.text);
    pdf.text(label, totalsX, y, { width: labelWidth, lineBreak: false });
    // inset like the table cells, so the amounts line up with the columns above
    pdf.text(amount, totalsX + labelWidth, y, {
      width: totalsWidth - labelWidth - CELL_PAD,
      align: 'right',
      lineBreak: false,
    });
  };
  const rows: [string, number][] = [
    [l.label('taxable'), doc.summary.reduce((sum, s) => sum + s.taxable, 0)],
    [l.label('vat'), doc.vat],
    ...(doc.rounding ? [[l.label('rounding'), doc.rounding] as [string, number]] : []),
  ];
  rows.forEach(([label, cents], i) => {
    amountRow(label, euro(cents), top + 16 * i, 9.5);
  });
  const rule = top + 16 * rows.length + 2;
  pdf
    .moveTo(totalsX, rule)
    .lineTo(totalsX + totalsWidth, rule)
    .lineWidth(0.8)
    .strokeColor(COLORS.text)
    .stroke();
  amountRow(l.label('total'), euro(doc.total), rule + 8, 11.5, true);
  const totalsEnd = rule + 26;

  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(COLORS.text)
    .text(notesText, MARGIN, top, { width: notesWidth, paragraphGap: 4 });
  pdf.x = MARGIN;
  pdf.y = Math.max(pdf.y, totalsEnd);
}

/** Written last, once the page count is known, in the bottom margin the content never reaches. */
function footers(pdf: Pdf, doc: TInvoiceDocument, l: InvoiceLabels) {
  const { start, count } = pdf.bufferedPageRange();
  const { title } = documentTitle(doc, l);
  const dated = l.bilingual ? `${title} – ${formatDisplayDate(doc.date)}` : title;
  const reference = pdfText(`${dated} – ${l.label('courtesy_footer')}`);
  const pageWidth = l.bilingual ? 130 : 100;
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const y = pdf.page.height - MARGIN + 4;
    const width = contentWidth(pdf);
    // no bottom margin while writing in it, or pdfkit would open a new page for the text
    pdf.page.margins.bottom = 0;
    pdf
      .moveTo(MARGIN, y - 8)
      .lineTo(MARGIN + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    pdf.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted);
    pdf.text(reference, MARGIN, y, { width: width - pageWidth, lineBreak: false });
    pdf.text(l.label('page', { page: i - start + 1, count }), MARGIN + width - pageWidth, y, {
      width: pageWidth,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = FOOTER_SPACE + MARGIN;
  }
}

export function renderInvoicePdf(
  doc: TInvoiceDocument,
  options: RenderInvoicePdfOptions = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    compress: options.compress ?? true,
    // the invoice's own date instead of now: the same document gives the same bytes
    info: {
      CreationDate: new Date(`${doc.date}T00:00:00Z`),
      Title: `${invoiceLabels(doc).it(`types.${doc.type}`)} ${doc.number}`,
      Author: doc.issuer.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const labels = invoiceLabels(doc);
  header(pdf, doc, labels);
  linesTable(pdf, doc, labels);
  summaryTable(pdf, doc, labels);
  closing(pdf, doc, labels);
  footers(pdf, doc, labels);
  pdf.end();
  return done;
}

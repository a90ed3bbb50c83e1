import {
  DOCUMENT_TYPE_LABELS,
  formatDisplayDate,
  NATURE_CODES,
  PAYMENT_MODE_LABELS,
  STAMP_DUTY_NOTE,
  statesPayment,
  type TInvoiceDocument,
} from '@app/shared';
import PDFDocument from 'pdfkit';
import { euro, pdfText, quantity, unitPrice, vatLabel } from './invoice-pdf-format.ts';
import { header } from './invoice-pdf-header.ts';
import { CELL_PAD, COLORS, contentWidth, FOOTER_SPACE, MARGIN, type Pdf } from './invoice-pdf-style.ts';
import { drawTable, type TableRow } from './invoice-pdf-table.ts';

/**
 * The PDF courtesy copy (copia di cortesia) of an invoice or credit note: what the customer reads,
 * while the FatturaPA XML sent through SdI is the invoice in law.
 */

export interface RenderInvoicePdfOptions {
  /** false writes readable content streams: tests look for the printed text */
  compress?: boolean;
}

/** Starts a new page unless `height` points fit above the footer. */
function ensureSpace(pdf: Pdf, height: number) {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

function linesTable(pdf: Pdf, doc: TInvoiceDocument) {
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
      { header: 'Descrizione' },
      { header: 'Q.tà', width: 44, align: 'right' },
      { header: 'Prezzo unitario', width: 84, align: 'right' },
      { header: 'Imponibile', width: 84, align: 'right' },
      { header: 'IVA %', width: 46, align: 'right' },
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

function summaryTable(pdf: Pdf, doc: TInvoiceDocument) {
  section(pdf, 'Riepilogo IVA', 40);
  const rows = doc.summary.flatMap((s): TableRow[] => [
    {
      cells: [
        vatLabel(s),
        // the XML's RiferimentoNormativo, word for word
        s.nature ? (s.reference ?? NATURE_CODES[s.nature]) : `IVA ${s.vat_rate}%`,
        euro(s.taxable),
        euro(s.vat),
      ],
    },
    ...(s.rounding ? [{ cells: ['', 'Arrotondamento', euro(s.rounding), ''], muted: true }] : []),
  ]);
  drawTable(
    pdf,
    [
      { header: 'IVA % / Natura', width: 72 },
      { header: 'Descrizione' },
      { header: 'Imponibile', width: 84, align: 'right' },
      { header: 'Imposta', width: 84, align: 'right' },
    ],
    rows.map((r) => ({ ...r, cells: r.cells.map(pdfText) })),
  );
}

/**
 * Payment and causale on the left, the totals on the right, side by side. The payment is the XML's
 * (DatiPagamento): how the money came, and none on a credit note.
 */
function closing(pdf: Pdf, doc: TInvoiceDocument) {
  const width = contentWidth(pdf);
  const totalsWidth = 230;
  const notesWidth = width - totalsWidth - 30;
  const paid = doc.payment.date ? `, pagato il ${formatDisplayDate(doc.payment.date)}` : '';
  const notes = statesPayment(doc) ? [`Pagamento: ${PAYMENT_MODE_LABELS[doc.payment.method]}${paid}`] : [];
  if (doc.causale) notes.push(`Causale: ${doc.causale}`);
  if (doc.stamp_duty) notes.push(`${STAMP_DUTY_NOTE} (${euro(doc.stamp_duty)})`);
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
    pdf.text(label, totalsX, y, { width: totalsWidth / 2, lineBreak: false });
    // inset like the table cells, so the amounts line up with the columns above
    pdf.text(amount, totalsX + totalsWidth / 2, y, {
      width: totalsWidth / 2 - CELL_PAD,
      align: 'right',
      lineBreak: false,
    });
  };
  const rows: [string, number][] = [
    ['Imponibile', doc.summary.reduce((sum, s) => sum + s.taxable, 0)],
    ['IVA', doc.vat],
    ...(doc.rounding ? [['Arrotondamento', doc.rounding] as [string, number]] : []),
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
  amountRow('Totale documento', euro(doc.total), rule + 8, 11.5, true);
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
function footers(pdf: Pdf, doc: TInvoiceDocument) {
  const { start, count } = pdf.bufferedPageRange();
  const reference = pdfText(
    `${DOCUMENT_TYPE_LABELS[doc.type]} n. ${doc.number} del ${formatDisplayDate(doc.date)} – copia di cortesia`,
  );
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
    pdf.text(reference, MARGIN, y, { width: width - 100, lineBreak: false });
    pdf.text(`Pagina ${i - start + 1} di ${count}`, MARGIN + width - 100, y, {
      width: 100,
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
      Title: `${DOCUMENT_TYPE_LABELS[doc.type]} ${doc.number}`,
      Author: doc.issuer.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  header(pdf, doc);
  linesTable(pdf, doc);
  summaryTable(pdf, doc);
  closing(pdf, doc);
  footers(pdf, doc);
  pdf.end();
  return done;
}

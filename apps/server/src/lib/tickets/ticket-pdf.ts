import QRCode from 'qrcode';
import { pdfText } from '../invoice-pdf/invoice-pdf-format.ts';
import { mailWords, textIn } from '../mail/words.ts';
import { pdfDocument } from './pdf-document.ts';
import type { TicketView } from './tickets.ts';

/** A phone-sized page (points): the ticket is read on a screen at the door more than printed. */
const PAGE = { width: 300, height: 520 };
const MARGIN = 24;
const ACCENT = '#1f3a5f';

/** How a participant attends, as the back-office's lists and exports say it (Italian). */
export const ATTENDANCE_LABELS = { in_person: 'In presenza', streaming: 'In streaming' } as const;

/** The QR code of a ticket's code, as SVG (the order page) or PNG bytes (the PDF). */
export const ticketQrSvg = (code: string) =>
  QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
const ticketQrPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });

/**
 * The ticket's PDF, in the order's language: association, conference, participant, what they
 * booked, the QR of the code.
 */
export async function renderTicketPdf(
  t: TicketView,
  association: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const w = mailWords(t.language);
  const title = textIn(w.locale, t.conference.title, t.conference.title_en);
  const { pdf, done } = pdfDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: pdfText(w.t('ticket_pdf.title', { title })), Author: pdfText(association) },
  });
  const width = PAGE.width - 2 * MARGIN;
  pdf.font('Helvetica').fontSize(9).fillColor('#555').text(pdfText(association), { width });
  pdf.moveDown(0.4);
  pdf.font('Helvetica-Bold').fontSize(15).fillColor(ACCENT).text(pdfText(title), { width });
  pdf.font('Helvetica').fontSize(10).fillColor('#222');
  pdf.text(pdfText(w.where(t.conference)), { width });
  pdf.moveDown(0.8);
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#000')
    .text(pdfText(`${t.name} ${t.surname}`), { width });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#222')
    .text(w.t(`ticket_pdf.${t.attendance}`), { width });
  if (t.workshops.length) {
    pdf.text(pdfText(w.t('ticket_pdf.workshops', { list: t.workshops.join(', ') })), { width });
  }
  const qrSize = 200;
  const top = Math.max(pdf.y + 12, 220);
  pdf.image(await ticketQrPng(t.code), (PAGE.width - qrSize) / 2, top, { width: qrSize, height: qrSize });
  pdf
    .font('Courier')
    .fontSize(10)
    .fillColor('#000')
    .text(t.code, MARGIN, top + qrSize + 8, { width, align: 'center' });
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(w.t('ticket_pdf.show_code', { order_id: t.orderId }), { width, align: 'center' });
  pdf.end();
  return done;
}

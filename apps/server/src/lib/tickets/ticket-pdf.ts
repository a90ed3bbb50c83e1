import { formatDisplayDate } from '@app/shared';
import QRCode from 'qrcode';
import { pdfText } from '../invoice-pdf/invoice-pdf-format.ts';
import { pdfDocument } from './pdf-document.ts';
import type { TicketView } from './tickets.ts';

/** A phone-sized page (points): the ticket is read on a screen at the door more than printed. */
const PAGE = { width: 300, height: 520 };
const MARGIN = 24;
const ACCENT = '#1f3a5f';

export const ATTENDANCE_LABELS = { in_person: 'In presenza', streaming: 'In streaming' } as const;

export const conferenceDays = (c: { date_start: string; date_end: string }) => {
  const start = formatDisplayDate(c.date_start);
  const end = formatDisplayDate(c.date_end);
  return start === end ? start : `dal ${start} al ${end}`;
};

/** The QR code of a ticket's code, as SVG (the order page) or PNG bytes (the PDF). */
export const ticketQrSvg = (code: string) =>
  QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
const ticketQrPng = (code: string) =>
  QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });

/** The ticket's PDF: association, conference, participant, what they booked, the QR of the code. */
export async function renderTicketPdf(
  t: TicketView,
  association: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { pdf, done } = pdfDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: pdfText(`Biglietto – ${t.conference.title}`), Author: pdfText(association) },
  });
  const width = PAGE.width - 2 * MARGIN;
  pdf.font('Helvetica').fontSize(9).fillColor('#555').text(pdfText(association), { width });
  pdf.moveDown(0.4);
  pdf.font('Helvetica-Bold').fontSize(15).fillColor(ACCENT).text(pdfText(t.conference.title), { width });
  pdf.font('Helvetica').fontSize(10).fillColor('#222');
  pdf.text(pdfText(`${t.conference.city}, ${conferenceDays(t.conference)}`), { width });
  pdf.moveDown(0.8);
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#000')
    .text(pdfText(`${t.name} ${t.surname}`), { width });
  pdf.font('Helvetica').fontSize(10).fillColor('#222').text(ATTENDANCE_LABELS[t.attendance], { width });
  if (t.workshops.length) pdf.text(pdfText(`Workshop: ${t.workshops.join(', ')}`), { width });
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
    .text(`Prenotazione n. ${t.orderId} – mostra questo codice all'ingresso`, { width, align: 'center' });
  pdf.end();
  return done;
}

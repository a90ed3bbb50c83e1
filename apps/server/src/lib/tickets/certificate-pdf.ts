import { formatDisplayDate } from '@app/shared';
import { pdfText } from '../invoice-pdf/invoice-pdf-format.ts';
import { pdfDocument } from './pdf-document.ts';
import { conferenceDays } from './ticket-pdf.ts';
import type { TicketView } from './tickets.ts';

const MARGIN = 64;
const ACCENT = '#1f3a5f';

/** "3", "1,5" */
const number = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 1 });

/** The credits sentence: "3 crediti formativi in materia di deontologia", null when none are stated. */
export function creditsText(c: TicketView['conference']): string | null {
  if (c.credits === null) return null;
  const what = c.credits === 1 ? 'credito formativo' : 'crediti formativi';
  return `${number(c.credits)} ${what}${c.credits_ethics ? ' in materia di deontologia (etica)' : ''}`;
}

/**
 * The attestato di partecipazione: who (with the codice fiscale when known), which conference,
 * where and when, how (in person, streaming), hours, credits and the accrediting body, then the
 * association and its signature line.
 */
export async function renderCertificatePdf(
  t: TicketView,
  association: { name: string; city: string },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { pdf, done } = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: pdfText(`Attestato di partecipazione – ${t.conference.title}`),
      Author: pdfText(association.name),
      CreationDate: new Date(`${t.conference.date_end}T00:00:00Z`),
    },
  });
  const width = pdf.page.width - 2 * MARGIN;
  const c = t.conference;
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text(pdfText(association.name), { width, align: 'center' });
  pdf.moveDown(2.5);
  pdf
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor('#000')
    .text('ATTESTATO DI PARTECIPAZIONE', { width, align: 'center' });
  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(12).text('Si attesta che', { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(`${t.name} ${t.surname}`), { width, align: 'center' });
  if (t.fiscalCode) {
    pdf
      .font('Helvetica')
      .fontSize(11)
      .text(pdfText(`Codice fiscale ${t.fiscalCode}`), { width, align: 'center' });
  }
  pdf.moveDown(0.8);
  const how = t.attendance === 'streaming' ? 'in streaming' : 'in presenza';
  pdf
    .font('Helvetica')
    .fontSize(12)
    .text(pdfText(`ha partecipato ${how} all'evento formativo`), { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(ACCENT)
    .text(pdfText(`"${c.title}"`), { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#000')
    .text(pdfText(`tenutosi a ${c.city}, ${conferenceDays(c)}.`), { width, align: 'center' });
  pdf.moveDown(1.5);
  const facts: string[] = [];
  if (c.hours !== null) facts.push(`Durata: ${number(c.hours)} ${c.hours === 1 ? 'ora' : 'ore'}`);
  const credits = creditsText(c);
  if (credits) facts.push(`Crediti riconosciuti: ${credits}`);
  if (c.accrediting_body) facts.push(`Evento accreditato da: ${c.accrediting_body}`);
  for (const f of facts) pdf.text(pdfText(f), { width, align: 'center' });
  const bottom = pdf.page.height - MARGIN - 150;
  pdf.font('Helvetica').fontSize(11);
  pdf.text(pdfText(`${association.city || c.city}, ${formatDisplayDate(c.date_end)}`), MARGIN, bottom, {
    width,
  });
  const signX = MARGIN + width / 2;
  pdf.text(pdfText(`Per ${association.name}`), signX, bottom + 40, { width: width / 2, align: 'center' });
  pdf
    .moveTo(signX + 20, bottom + 100)
    .lineTo(signX + width / 2 - 20, bottom + 100)
    .strokeColor('#000')
    .stroke();
  pdf.text('Il Presidente', signX, bottom + 106, { width: width / 2, align: 'center' });
  pdf.end();
  return done;
}

import { pdfText } from '../invoice-pdf/invoice-pdf-format.ts';
import { type MailWords, mailWords, textIn } from '../mail/words.ts';
import { pdfDocument } from './pdf-document.ts';
import type { TicketView } from './tickets.ts';

const MARGIN = 64;
const ACCENT = '#1f3a5f';

/** "3", "1,5" ("1.5" in English) */
const number = (w: MailWords, n: number) =>
  n.toLocaleString(w.locale === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 1 });

/** The credits sentence: "3 crediti formativi in materia di deontologia", null when none are stated. */
function creditsText(w: MailWords, c: TicketView['conference']): string | null {
  if (c.credits === null) return null;
  const count = number(w, c.credits);
  if (c.credits === 1) {
    return c.credits_ethics
      ? w.t('certificate_pdf.credit_one_ethics', { count })
      : w.t('certificate_pdf.credit_one', { count });
  }
  return c.credits_ethics
    ? w.t('certificate_pdf.credits_many_ethics', { count })
    : w.t('certificate_pdf.credits_many', { count });
}

/**
 * The attestato di partecipazione, in the order's language: who (with the codice fiscale when
 * known), which conference, where and when, how (in person, streaming), hours, credits and the
 * accrediting body, then the association and its signature line.
 */
export async function renderCertificatePdf(
  t: TicketView,
  association: { name: string; city: string },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const w = mailWords(t.language);
  const c = t.conference;
  const title = textIn(w.locale, c.title, c.title_en);
  const { pdf, done } = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: pdfText(w.t('certificate_pdf.title', { title })),
      Author: pdfText(association.name),
      CreationDate: new Date(`${c.date_end}T00:00:00Z`),
    },
  });
  const width = pdf.page.width - 2 * MARGIN;
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
    .text(w.t('certificate_pdf.heading'), { width, align: 'center' });
  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(12).text(w.t('certificate_pdf.certify'), { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(`${t.name} ${t.surname}`), { width, align: 'center' });
  if (t.fiscalCode) {
    pdf
      .font('Helvetica')
      .fontSize(11)
      .text(pdfText(w.t('certificate_pdf.fiscal_code', { code: t.fiscalCode })), { width, align: 'center' });
  }
  pdf.moveDown(0.8);
  const attended =
    t.attendance === 'streaming'
      ? w.t('certificate_pdf.attended_streaming')
      : w.t('certificate_pdf.attended_in_person');
  pdf.font('Helvetica').fontSize(12).text(pdfText(attended), { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(ACCENT)
    .text(pdfText(`"${title}"`), { width, align: 'center' });
  pdf.moveDown(0.6);
  pdf
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#000')
    .text(pdfText(w.t('certificate_pdf.held', { city: c.city, dates: w.days(c) })), {
      width,
      align: 'center',
    });
  pdf.moveDown(1.5);
  const facts: string[] = [];
  if (c.hours !== null) {
    const hours = number(w, c.hours);
    facts.push(
      c.hours === 1
        ? w.t('certificate_pdf.duration_one', { hours })
        : w.t('certificate_pdf.duration', { hours }),
    );
  }
  const credits = creditsText(w, c);
  if (credits) facts.push(w.t('certificate_pdf.credits', { credits }));
  if (c.accrediting_body) facts.push(w.t('certificate_pdf.accredited_by', { body: c.accrediting_body }));
  for (const f of facts) pdf.text(pdfText(f), { width, align: 'center' });
  const bottom = pdf.page.height - MARGIN - 150;
  pdf.font('Helvetica').fontSize(11);
  pdf.text(pdfText(`${association.city || c.city}, ${w.date(c.date_end)}`), MARGIN, bottom, {
    width,
  });
  const signX = MARGIN + width / 2;
  pdf.text(pdfText(w.t('certificate_pdf.on_behalf', { name: association.name })), signX, bottom + 40, {
    width: width / 2,
    align: 'center',
  });
  pdf
    .moveTo(signX + 20, bottom + 100)
    .lineTo(signX + width / 2 - 20, bottom + 100)
    .strokeColor('#000')
    .stroke();
  pdf.text(w.t('certificate_pdf.president'), signX, bottom + 106, { width: width / 2, align: 'center' });
  pdf.end();
  return done;
}

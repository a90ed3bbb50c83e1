import { describe, expect, it } from 'vitest';
import { extractText } from '../../test/pdf-text.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { renderTicketPdf } from './ticket-pdf.ts';
import type { TicketView } from './tickets.ts';

/** A participant's ticket and certificate are written in the order's language. */
const ticket = (over: Partial<TicketView> = {}): TicketView => ({
  id: 4,
  code: 'q7Xr2mVb9LpK3sTw8YzN1a',
  participantId: 11,
  orderId: 2051,
  orderStatus: 'paid',
  publicToken: 'tok',
  language: 'it',
  name: 'John',
  surname: 'Smith',
  email: 'john.smith@example.com',
  attendance: 'in_person',
  workshops: ['Redazione del lodo'],
  fiscalCode: null,
  checkedInAt: new Date('2027-05-10T08:00:00Z'),
  checkedInHow: 'door',
  certificateMailedAt: null,
  conference: {
    id: 3,
    title: 'Arbitrato internazionale 2027',
    title_en: 'International Arbitration 2027',
    city: 'Milano',
    date_start: '2027-05-10',
    date_end: '2027-05-11',
    credits: 1.5,
    credits_ethics: true,
    accrediting_body: 'Consiglio Nazionale Forense',
    hours: 6,
  },
  ...over,
});

const text = async (pdf: Promise<Buffer>) => extractText(await pdf);
const association = { name: 'Associazione Forum Arbitri ETS', city: 'Roma' };

describe("a ticket in the order's language", () => {
  it('reads English for an English booking, under the conference’s English title', async () => {
    const pdf = await text(
      renderTicketPdf(ticket({ language: 'en' }), association.name, { compress: false }),
    );
    for (const expected of [
      'International Arbitration 2027',
      'Milano, from 10 May 2027 to 11 May 2027',
      'John Smith',
      'In person',
      'Workshop: Redazione del lodo',
      'q7Xr2mVb9LpK3sTw8YzN1a',
      'Booking no. 2051 – show this code at the entrance',
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toMatch(/Prenotazione|presenza|ingresso|dal 10/);
  });

  it('reads Italian for an Italian booking, as it always did', async () => {
    const pdf = await text(renderTicketPdf(ticket(), association.name, { compress: false }));
    expect(pdf).toContain('Arbitrato internazionale 2027');
    expect(pdf).toContain('Milano, dal 10/05/2027 al 11/05/2027');
    expect(pdf).toContain('In presenza');
    expect(pdf).toContain("Prenotazione n. 2051 – mostra questo codice all'ingresso");
  });
});

describe("an attendance certificate in the order's language", () => {
  it('reads English for an English booking', async () => {
    const pdf = await text(
      renderCertificatePdf(ticket({ language: 'en', attendance: 'streaming' }), association, {
        compress: false,
      }),
    );
    for (const expected of [
      'CERTIFICATE OF ATTENDANCE',
      'This is to certify that',
      'John Smith',
      'attended by streaming the training event',
      '"International Arbitration 2027"',
      'held in Milano, from 10 May 2027 to 11 May 2027.',
      'Duration: 6 hours',
      'Credits awarded: 1.5 training credits in professional ethics',
      'Event accredited by: Consiglio Nazionale Forense',
      'Roma, 11 May 2027',
      'For Associazione Forum Arbitri ETS',
      'The President',
    ]) {
      expect(pdf).toContain(expected);
    }
  });

  it('reads Italian for an Italian booking', async () => {
    const pdf = await text(renderCertificatePdf(ticket(), association, { compress: false }));
    for (const expected of [
      'ATTESTATO DI PARTECIPAZIONE',
      "ha partecipato in presenza all'evento formativo",
      '"Arbitrato internazionale 2027"',
      'tenutosi a Milano, dal 10/05/2027 al 11/05/2027.',
      'Crediti riconosciuti: 1,5 crediti formativi in materia di deontologia (etica)',
      'Roma, 11/05/2027',
      'Il Presidente',
    ]) {
      expect(pdf).toContain(expected);
    }
  });
});

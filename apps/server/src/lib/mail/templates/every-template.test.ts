import { quoteOf, type TLocale } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { RenderedMail } from '../render.ts';
import {
  applicationApproved,
  applicationReceived,
  applicationRejected,
} from './arbitrator-application.v1.ts';
import { applicationApprovedV2 } from './arbitrator-approved.v2.ts';
import { bookingReceived } from './booking-received.v1.ts';
import { dueDateExtended } from './due-date-extended.v1.ts';
import { CONTACT_TEXT, withContact } from './layout.ts';
import { renewalRequested, renewed } from './membership-renewal.v1.ts';
import { orderCancelled } from './order-cancelled.v1.ts';
import { orderConfirmation } from './order-confirmation.v1.ts';
import { orderExpired } from './order-expired.v1.ts';
import { participation } from './participation.v1.ts';
import { participationCancelled } from './participation-cancelled.v1.ts';
import { passwordLink } from './password-link.v1.ts';
import { paymentReminder } from './payment-reminder.v1.ts';
import { paymentSwitched } from './payment-switched.v1.ts';
import { waitingOffer } from './waiting-offer.v1.ts';

/**
 * What every mail to members, bookers and applicants holds to, whatever its template: a page that
 * fits a phone, amounts that never part across lines, Italian words spelt one way, and no
 * invitation to reply to a no-reply sender (the contact paragraph is added only with an address).
 */
const conference = {
  title: 'Congresso di primavera',
  city: 'Bologna',
  description: 'Palazzo Re Enzo.',
  date_start: '2027-04-10',
  date_end: '2027-04-11',
};
const transfer = {
  method: 'bank_transfer' as const,
  amount: 45_000,
  iban: 'IT60X0542811101000000123456',
  beneficiary: 'Associazione Forum Arbitri ETS',
  reference: 'RF18539007547034',
  due_date: '2027-03-10',
};
const quote = quoteOf({
  conference: conference.title,
  coupon_code: null,
  discount: 0,
  participants: [
    { name: 'Giulia', surname: 'Verdi', fee: 45_000, fee_kind: null, optionals: [], workshops: [] },
  ],
});
const url = 'https://soci.example.it/area/ordini/abc';
const who = { name: 'Giulia', surname: 'Verdi' };

/** Every template, rendered in `locale`. */
const mailsIn = (locale: TLocale): RenderedMail[] => [
  waitingOffer(
    {
      name: 'Giulia',
      conference,
      workshop: null,
      quantity: 2,
      expires_at: '2027-03-10T09:30:00.000Z',
      offer_url: 'https://soci.example.it/area/conferenze/3?offerta=abc',
    },
    locale,
  ),
  bookingReceived({ order_id: 7, conference, quote, payment: transfer, order_url: url }, locale),
  orderConfirmation(
    {
      order_id: 7,
      conference,
      quote,
      paid_at: '2027-03-08',
      payment_method: 'card',
      invoice: 'FE-2027-3',
      order_url: url,
    },
    locale,
  ),
  participation(
    {
      order_id: 7,
      ...who,
      conference,
      lines: [
        {
          label: 'Quota di partecipazione (intera) – Congresso di primavera – Giulia Verdi',
          quantity: 1,
          amount: 45_000,
        },
      ],
      subtotal: 45_000,
      notes: [],
      confirmed: true,
    },
    locale,
  ),
  paymentReminder(
    {
      order_id: 7,
      when: 'due_day',
      conference,
      payment: transfer,
      expires_on: '2027-03-15',
      order_url: url,
    },
    locale,
  ),
  orderExpired({ order_id: 7, conference, due_date: '2027-03-10', conference_url: url }, locale),
  orderCancelled({ order_id: 7, conference: conference.title, paid: true, credit_note: 'FE-2027-4' }, locale),
  participationCancelled({ order_id: 7, ...who, conference, confirmed: true }, locale),
  dueDateExtended(
    { order_id: 7, conference, due_date: '2027-03-20', payment: transfer, order_url: url },
    locale,
  ),
  paymentSwitched({ order_id: 7, conference, payment: transfer, order_url: url }, locale),
  renewalRequested({ ...who, company: 'Studio Verdi', payment: transfer, member_url: url }, locale),
  renewed(
    {
      ...who,
      company: 'Studio Verdi',
      amount: 45_000,
      paid_at: '2027-03-08',
      method: 'bank_transfer',
      valid_until: '2028-03-08',
      invoice: 'FE-2027-5',
      member_url: url,
    },
    locale,
  ),
  passwordLink(who, url, locale),
  applicationReceived({ ...who, id: 3 }, [{ field: 'curriculum', original_name: 'cv.pdf' }], locale),
  applicationApproved(who, url, locale),
  applicationApprovedV2(who, 'https://soci.example.it/area/reimposta-password?token=abc', locale),
  applicationRejected(who, 'Mancano due anni di esperienza.', locale),
];

const mails = mailsIn('it');

describe('every mail template', () => {
  it.each(mails.map((m) => [m.kind, m] as const))('%s fits a phone and keeps its wording', (_kind, m) => {
    expect(m.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    for (const part of [m.subject, m.text, m.html]) {
      expect(part).not.toMatch(/rispond|rispost/i);
      expect(part).not.toMatch(/membership/i);
      // "e-mail", never "email" / "Email" in Italian text (addresses aside)
      expect(part.replace(/[\w.+-]+@[\w.-]+/g, '')).not.toMatch(/\bemail\b/i);
      expect(part).not.toMatch(/Pagato il:|\(Carta \(online\)\)/);
    }
    // an amount in HTML never parts between "€" and its figure
    expect(m.html).not.toMatch(/€ \d/);
  });

  it('the contact paragraph: added with an address, before the end of the page; nothing without', () => {
    const [first] = mails;
    expect(withContact(first, null)).toEqual({ html: first.html, text: first.text });
    const told = withContact(first, 'segreteria@forumarbitri.it');
    expect(told.text.trimEnd().endsWith(CONTACT_TEXT('segreteria@forumarbitri.it'))).toBe(true);
    expect(told.html).toMatch(
      /<a href="mailto:segreteria@forumarbitri.it">segreteria@forumarbitri.it<\/a>: basta rispondere a questa e-mail\.<\/p>\n<\/body><\/html>$/,
    );
  });
});

/** Italian words that would mean a text left untranslated in an English mail (its contents aside). */
const ITALIAN =
  /\b(Gentile|prenotazione|conferenza|Totale|incluso|Causale|bonifico|Beneficiario|Importo|Pagato|Quota|omaggio|entro|Candidatura|Rinnovo|Attestato|Voce|Quantità|Scadenza|Prenota|posti|allegato|grazie|Vedi|socio|soci)\b/;

describe('every mail template in English', () => {
  const english = mailsIn('en');
  it.each(english.map((m) => [m.kind, m] as const))('%s reads English, lang="en"', (_kind, m) => {
    expect(m.language).toBe('en');
    expect(m.html).toContain('<html lang="en">');
    for (const part of [m.subject, m.text, m.html]) {
      // the site's own addresses are Italian ("/area/socio"): what a reader reads is around them
      expect(part.replace(/https:\/\/\S+/g, '')).not.toMatch(ITALIAN);
      expect(part).not.toContain('{{');
      expect(part).not.toMatch(/rispond|rispost/i);
      // amounts as English writes them, on one line: "€450.00"
      expect(part).not.toMatch(/€ \d|\d,\d\d\b/);
      // days with their month written out
      expect(part).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    }
  });

  it('says the amounts, the transfer and the days as an English reader reads them', () => {
    const booking = english.find((m) => m.kind === 'booking-received.v1')!;
    expect(booking.subject).toBe('Booking no. 7 – Congresso di primavera');
    for (const expected of [
      'Dear customer,',
      'we have received booking no. 7 for the conference "Congresso di primavera" (Bologna, from 10 April 2027 to 11 April 2027).',
      'Total: €450.00',
      'Beneficiary: Associazione Forum Arbitri ETS',
      'IBAN: IT60 X054 2811 1010 0000 0123 456',
      'Amount: €450.00',
      'Payment reference: RF18 5390 0754 7034',
      'Due by: 10 March 2027',
    ]) {
      expect(booking.text).toContain(expected);
    }
    expect(booking.html).toContain(
      '<th style="text-align:left;padding:4px 8px;border-bottom:1px solid #eee">Item</th>',
    );
    const offer = english.find((m) => m.kind === 'waiting-offer.v1')!;
    // the hour in Italy, where the seats are held
    expect(offer.text).toContain('We are holding 2 seats for you until 10 March 2027 at 10:30');
    const paid = english.find((m) => m.kind === 'order-confirmation.v1')!;
    expect(paid.text).toContain('Paid by card on 8 March 2027.');
  });

  it('ends with the contact paragraph in its own language', () => {
    const [first] = english;
    const told = withContact(first, 'secretariat@forumarbitri.it', 'en');
    expect(told.text.trimEnd().endsWith(CONTACT_TEXT('secretariat@forumarbitri.it', 'en'))).toBe(true);
    expect(told.html).toContain(
      'For any question write to <a href="mailto:secretariat@forumarbitri.it">secretariat@forumarbitri.it</a>: just reply to this e-mail.',
    );
  });
});

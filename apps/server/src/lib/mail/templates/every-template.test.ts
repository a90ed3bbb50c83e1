import { quoteOf } from '@app/shared';
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

const mails: RenderedMail[] = [
  waitingOffer({
    name: 'Giulia',
    conference,
    workshop: null,
    quantity: 2,
    expires_at: '2027-03-10T09:30:00.000Z',
    offer_url: 'https://soci.example.it/area/conferenze/3?offerta=abc',
  }),
  bookingReceived({ order_id: 7, conference, quote, payment: transfer, order_url: url }),
  orderConfirmation({
    order_id: 7,
    conference,
    quote,
    paid_at: '2027-03-08',
    payment_method: 'card',
    invoice: 'FE-2027-3',
    order_url: url,
  }),
  participation({
    order_id: 7,
    ...who,
    conference,
    lines: [{ label: 'Quota', quantity: 1, amount: 45_000 }],
    subtotal: 45_000,
    notes: [],
    confirmed: true,
  }),
  paymentReminder({
    order_id: 7,
    when: 'due_day',
    conference,
    payment: transfer,
    expires_on: '2027-03-15',
    order_url: url,
  }),
  orderExpired({ order_id: 7, conference, due_date: '2027-03-10', conference_url: url }),
  orderCancelled({ order_id: 7, conference: conference.title, paid: true, credit_note: 'FE-2027-4' }),
  participationCancelled({ order_id: 7, ...who, conference, confirmed: true }),
  dueDateExtended({ order_id: 7, conference, due_date: '2027-03-20', payment: transfer, order_url: url }),
  paymentSwitched({ order_id: 7, conference, payment: transfer, order_url: url }),
  renewalRequested({ ...who, company: 'Studio Verdi', payment: transfer, member_url: url }),
  renewed({
    ...who,
    company: 'Studio Verdi',
    amount: 45_000,
    paid_at: '2027-03-08',
    method: 'bank_transfer',
    valid_until: '2028-03-08',
    invoice: 'FE-2027-5',
    member_url: url,
  }),
  passwordLink(who, url),
  applicationReceived({ ...who, id: 3 }, [{ field: 'curriculum', original_name: 'cv.pdf' }]),
  applicationApproved(who, url),
  applicationApprovedV2(who, 'https://soci.example.it/area/reimposta-password?token=abc'),
  applicationRejected(who, 'Mancano due anni di esperienza.'),
];

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

import { formatCreditorReference, formatDisplayDateIn } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { conferences, orders } from '../../db/schema/index.ts';
import { bookedOrder, LUCIA, MARIO } from '../../test/fixtures/booked-orders.ts';
import {
  bookableConference,
  bookingBody,
  confirmOrderTransfer,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';
import { mailDueDateExtended, mailExpired, mailReminder } from '../order-deadlines/deadline-mails.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/**
 * A booking's mails go out in the booking's language (orders.language), to the contact and to each
 * participant, read back from a real SMTP server; an Italian booking's stay as they were.
 */
const { t, headers, smtp } = useMailTestApp();
let country: number;
beforeAll(async () => {
  await setUpIssuer(t.app);
  country = await italy(t.app);
});

const mailTo = (to: string, subject: string | RegExp) =>
  until(async () =>
    smtp.received.find(
      (m) =>
        m.to.includes(to) &&
        (typeof subject === 'string' ? subjectOf(m.raw) === subject : subject.test(subjectOf(m.raw))),
    ),
  );

/** What an English reader must not meet: the Italian words of the templates. */
const ITALIAN = /Gentile|prenotazione|Totale|Causale|Importo|Beneficiario|bonifico|incluso|Quota di|Pagato/;

describe('a booking made in English', () => {
  it('mails the contact and each participant in English: received, paid with tickets, cancelled', async () => {
    const c = await bookableConference(t.app, { title: 'Congresso di primavera' });
    await t.app.db.update(conferences).set({ titleEn: 'Spring Congress' }).where(eq(conferences.id, c.id));
    const office = 'office@lawfirm.example';
    const [one, two] = [
      participant(1, { optionals: [{ id: c.dinner, quantity: 1 }], workshops: c.workshops }),
      participant(2, { attendance: 'streaming' }),
    ];
    // a booking made in English records it (orders.language); its first mail reads it from the row
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: bookingBody(c.id, country, {
        contact_email: office,
        participants: [one, two],
        language: 'en',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, order_url, payment } = res.json();
    const id = order.order_id;

    const received = await mailTo(office, `Booking no. ${id} – Spring Congress`);
    const text = decodeQp(received.raw);
    for (const expected of [
      'Dear customer,',
      `we have received booking no. ${id} for the conference "Spring Congress" (Milano, from `,
      'Participation fee (full) – Congresso di primavera – Giulia Verdi 1 × 1: €450.00',
      'Cena di gala – Giulia Verdi 1 × 1: €80.00',
      'Workshop: Workshop 1 – Giulia Verdi 1 × 1: included',
      'Participation fee (streaming) – Congresso di primavera – Giulia Verdi 2 × 1: €50.00',
      'Total: €580.00',
      'To complete the booking, please make a bank transfer with these details:',
      `Beneficiary: ${ISSUER.name}`,
      'IBAN: IT60 X054 2811 1010 0000 0123 456',
      'Amount: €580.00',
      `Payment reference: ${formatCreditorReference(payment.reference)}`,
      `Due by: ${formatDisplayDateIn(payment.due_date, 'en')}`,
      '<html lang="en">',
      order_url,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(ITALIAN);

    await confirmOrderTransfer(t.app, id, headers);
    const paid = decodeQp(
      (await mailTo(office, `Payment received – booking no. ${id} – Spring Congress`)).raw,
    );
    expect(paid).toMatch(/Paid by bank transfer on \d{1,2} \w+ \d{4}\./);
    expect(paid).toMatch(/Attached is invoice no\. \S+ \(a courtesy copy in PDF\)\./);
    expect(paid).toContain('Each participant receives a confirmation of their own participation separately.');
    expect(paid).not.toMatch(ITALIAN);
    for (const p of [one, two]) {
      const own = await mailTo(p.email, 'Your participation – Spring Congress');
      const body = decodeQp(own.raw);
      expect(body).toContain(`Dear ${p.name} ${p.surname},`);
      expect(body).toContain(
        `your participation in the conference "Spring Congress" is confirmed (booking no. ${id}).`,
      );
      expect(body).toMatch(/When: from \d{1,2} May \d{4} to \d{1,2} May \d{4}/);
      expect(body).not.toMatch(ITALIAN);
      // their own ticket, named in English
      expect(own.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=ticket-${id}-\\d+\\.pdf`));
    }

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers,
      payload: { reason: 'Richiesta del cliente' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = decodeQp((await mailTo(office, `Booking no. ${id} cancelled – Spring Congress`)).raw);
    expect(cancelled).toContain(`booking no. ${id} for the conference "Spring Congress" has been cancelled.`);
    expect(cancelled).toContain('The amount paid will be refunded to you.');
    expect(cancelled).toMatch(/The invoice has been cancelled by credit note no\. \S+\./);
    // the admin's reason is internal, in any language
    expect(cancelled).not.toContain('Richiesta del cliente');
    for (const p of [one, two]) {
      const gone = decodeQp((await mailTo(p.email, 'Participation cancelled – Spring Congress')).raw);
      expect(gone).toContain('The confirmation of participation you received is no longer valid.');
      expect(gone).not.toMatch(ITALIAN);
    }
  });

  it('reminds, extends and expires it in English, with the transfer to make', async () => {
    const contact = 'partner@lawfirm.example';
    const o = await bookedOrder(t.app, { transfer: true, contactEmail: contact, dueDate: '2027-03-01' });
    await t.app.db.update(orders).set({ language: 'en' }).where(eq(orders.id, o.orderId));
    const settings = { publicUrl: 'https://soci.example.it' };
    const amount = `€${(o.price / 100).toFixed(2)}`;

    await mailReminder(
      t.app.db,
      o.orderId,
      { when: 'before_due', dueDate: '2027-03-01', expiresOn: '2027-03-06' },
      settings,
    );
    await mailDueDateExtended(t.app.db, o.orderId, '2027-03-15', settings);
    await mailExpired(t.app.db, o.orderId, '2027-03-15', settings);
    t.app.mail.kick();

    const reminder = decodeQp(
      (await mailTo(contact, `Reminder: booking no. ${o.orderId} to be paid by 1 March 2027`)).raw,
    );
    for (const expected of [
      `this is a reminder that booking no. ${o.orderId} for the conference "Congresso di primavera" (Bologna, from 10 April 2027 to 11 April 2027) is to be paid by 1 March 2027.`,
      'Bank transfer details:',
      'IBAN: IT60 X054 2811 1010 0000 0123 456',
      `Amount: ${amount}`,
      `Payment reference: ${formatCreditorReference(o.transfer!.reference)}`,
      'Without a payment, on 6 March 2027 the booking expires and its seats are released.',
    ]) {
      expect(reminder).toContain(expected);
    }
    const extended = decodeQp(
      (await mailTo(contact, `New due date: booking no. ${o.orderId} to be paid by 15 March 2027`)).raw,
    );
    expect(extended).toContain('Due by: 15 March 2027');
    expect(extended).toContain(`Payment reference: ${formatCreditorReference(o.transfer!.reference)}`);
    const expired = decodeQp(
      (await mailTo(contact, `Booking no. ${o.orderId} expired – Congresso di primavera`)).raw,
    );
    expect(expired).toContain(
      'the payment did not arrive by 15 March 2027, and the seats have been released.',
    );
    for (const mail of [reminder, extended, expired]) expect(mail).not.toMatch(ITALIAN);
    // nobody but the contact hears of it
    expect(smtp.received.some((m) => m.to.includes(MARIO.email) || m.to.includes(LUCIA.email))).toBe(false);
  });
});

describe('a booking made in Italian', () => {
  it('keeps its Italian mail', async () => {
    const c = await bookableConference(t.app, { title: 'Convegno autunnale' });
    await t.app.db.update(conferences).set({ titleEn: 'Autumn Meeting' }).where(eq(conferences.id, c.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: bookingBody(c.id, country, { contact_email: 'studio@esempio.it' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().order.order_id;
    const text = decodeQp(
      (await mailTo('studio@esempio.it', `Prenotazione n. ${id} – Convegno autunnale`)).raw,
    );
    expect(text).toContain('Gentile cliente,');
    expect(text).toContain('Totale: € 450,00');
    expect(text).toContain('<html lang="it">');
    expect(text).not.toContain('Autumn Meeting');
  });
});

import { romeWireDate } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { manualTransfers, orders } from '../../db/schema/index.ts';
import {
  bookableConference,
  bookingBody,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { decodeQp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';
import { PaymentDeadlines, plusDays } from './deadlines.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';

/**
 * Reminders and expiry with an injected clock: the task is driven pass by pass on given days
 * (Rome), as several instances would run it; the mails are read back from a real SMTP server.
 */
const { t, headers, smtp } = useMailTestApp();
const quiet = { warn() {}, info() {} };

/** A deadlines task whose clock says `day` at 10:00 in Italy. */
function instance(clock: { day: string }) {
  return new PaymentDeadlines(
    t.app.db,
    {
      pollMs: 3_600_000,
      graceDays: 5,
      publicUrl: 'http://localhost:3000',
      now: () => new Date(`${clock.day}T09:00:00Z`),
      queued: () => t.app.mail.kick(),
    },
    quiet,
  );
}

/** A booking by bank transfer for two people of a conference with two seats: it takes them all. */
async function booked(email: string) {
  await setUpIssuer(t.app);
  const c = await bookableConference(t.app, { seats: 2 });
  const body = bookingBody(c.id, await italy(t.app), {
    contact_email: email,
    participants: [participant(1), participant(2)],
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/public/orders', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const { order, payment, order_url } = res.json();
  return {
    conferenceId: c.id,
    orderId: order.order_id as number,
    due: payment.due_date as string,
    order_url,
  };
}

const seatsLeft = async (conferenceId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/conferences/${conferenceId}` })).json().conference
    .seats_left;

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.length === 1 && m.to[0] === email);
const kinds = async (orderId: number) =>
  (
    (await t.app.db.execute(
      sql`select kind from mail_outbox where entity = 'order' and entity_id = ${String(orderId)} order by id`,
    )) as unknown as { rows: { kind: string }[] }
  ).rows.map((r) => r.kind);

describe('payment deadlines', () => {
  it('reminds two days before the due date and on it, once each across instances and restarts, then expires the order', async () => {
    const contact = 'scadenze@studio.example';
    const { conferenceId, orderId, due, order_url } = await booked(contact);
    expect(due).toBe(plusDays(romeWireDate(), 7));
    expect(await seatsLeft(conferenceId)).toBe(0);
    const clock = { day: plusDays(due, -3) };
    const a = instance(clock);
    const b = instance(clock);
    expect(await a.runOnce()).toEqual({});

    clock.day = plusDays(due, -2);
    const [first, second] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect({ ...first, ...second }).toEqual({ [orderId]: 'before_due' });
    // a restarted instance, the day after: nothing new
    expect(await instance(clock).runOnce()).toEqual({});
    clock.day = plusDays(due, -1);
    expect(await a.runOnce()).toEqual({});
    const before = await until(async () =>
      mailsTo(contact).find((m) => subjectOf(m.raw).startsWith('Promemoria')),
    );
    const dueShown = due.split('-').reverse().join('/');
    expect(subjectOf(before.raw)).toBe(
      `Promemoria: prenotazione n. ${orderId} da pagare entro il ${dueShown}`,
    );
    const text = decodeQp(before.raw);
    expect(text).toContain('Importo: € 900,00');
    expect(text).toMatch(/Causale: RF\d\d/);
    expect(text).toContain(
      `Senza pagamento, il ${plusDays(due, 5).split('-').reverse().join('/')} la prenotazione scade`,
    );
    expect(text).toContain(order_url);

    clock.day = due;
    const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect({ ...x, ...y }).toEqual({ [orderId]: 'due_day' });
    for (const d of [1, 2, 3, 4]) {
      clock.day = plusDays(due, d);
      expect(await instance(clock).runOnce()).toEqual({});
    }
    expect(await kinds(orderId)).toEqual([
      'booking-received.v1',
      'payment-reminder.v1',
      'payment-reminder.v1',
    ]);

    clock.day = plusDays(due, 5);
    const [p, q] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect({ ...p, ...q }).toEqual({ [orderId]: 'expired' });
    expect(await a.runOnce()).toEqual({});
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('expired');
    // the seats are back, the transfer no longer waits to be confirmed
    expect(await seatsLeft(conferenceId)).toBe(2);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/manual-transfers?confirm=false',
      headers,
    });
    expect(pending.json().transfers.some((tr: { order_id: number }) => tr.order_id === orderId)).toBe(false);
    const expired = await until(async () =>
      mailsTo(contact).find((m) => subjectOf(m.raw).includes('scaduta')),
    );
    expect(subjectOf(expired.raw)).toBe(
      `Prenotazione n. ${orderId} scaduta – Congresso nazionale di arbitrato`,
    );
    expect(decodeQp(expired.raw)).toContain(`http://localhost:3000/area/conferenze/${conferenceId}`);
    expect(await kinds(orderId)).toEqual([
      'booking-received.v1',
      'payment-reminder.v1',
      'payment-reminder.v1',
      'order-expired.v1',
    ]);
    // the participants were never written to about the deadlines
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('giulia.verdi')))).toEqual([]);
  });

  it('follows a due date the admin extended: no expiry on the old date, reminders and expiry on the new one', async () => {
    const { orderId, due } = await booked('proroga@studio.example');
    const later = plusDays(due, 10);
    const extend = (due_date: string, id = orderId) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${id}/due-date`, headers, payload: { due_date } });
    const res = await extend(later);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Scadenza prorogata', due_date: later });
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.dueDate).toBe(later);
    const transfers = await t.app.db
      .select()
      .from(manualTransfers)
      .where(eq(manualTransfers.orderId, orderId));
    expect(transfers.map((tr) => tr.dueDate)).toEqual([later]);

    const clock = { day: plusDays(due, 5) };
    const task = instance(clock);
    expect(await task.runOnce()).toEqual({});
    clock.day = plusDays(later, -2);
    expect(await task.runOnce()).toEqual({ [orderId]: 'before_due' });
    clock.day = later;
    expect(await task.runOnce()).toEqual({ [orderId]: 'due_day' });
    clock.day = plusDays(later, 5);
    expect(await task.runOnce()).toEqual({ [orderId]: 'expired' });

    // an expired order cannot be extended; a past day, a non-date, an unknown order are refused
    expect((await extend(plusDays(later, 30))).json()).toMatchObject({
      message: 'Si può prorogare solo un ordine in attesa di pagamento',
    });
    expect((await extend(plusDays(later, 30))).statusCode).toBe(409);
    const other = await booked('proroga2@studio.example');
    const past = await extend(romeWireDate(), other.orderId);
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ due_date: 'La nuova scadenza deve essere una data futura' });
    expect((await extend('2027-02-30', other.orderId)).statusCode).toBe(400);
    expect((await extend(later, 99_999_999)).statusCode).toBe(404);
  });

  it('tells the contact the new due date with the transfer to make by then, once per new date', async () => {
    const contact = 'nuova.scadenza@studio.example';
    const { orderId, due, order_url } = await booked(contact);
    const later = plusDays(due, 14);
    const extend = (due_date: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/due-date`,
        headers,
        payload: { due_date },
      });
    expect((await extend(later)).statusCode).toBe(200);
    // the same date again (a retry, a double click) changes nothing and tells nobody
    expect((await extend(later)).statusCode).toBe(200);
    const shown = later.split('-').reverse().join('/');
    const mail = await until(async () =>
      mailsTo(contact).find((m) => subjectOf(m.raw).startsWith('Nuova scadenza')),
    );
    expect(subjectOf(mail.raw)).toBe(
      `Nuova scadenza: prenotazione n. ${orderId} da pagare entro il ${shown}`,
    );
    const text = decodeQp(mail.raw);
    expect(text).toContain(`è stata prorogata: ora è il ${shown}.`);
    expect(text).toContain('Importo: € 900,00');
    expect(text).toMatch(/Causale: RF\d\d/);
    expect(text).toMatch(/IBAN: IT\d\d /);
    expect(text).toContain(`Da pagare entro il: ${shown}`);
    expect(text).toContain(order_url);
    expect(await kinds(orderId)).toEqual(['booking-received.v1', 'due-date-extended.v1']);
    // a further extension is news again
    expect((await extend(plusDays(later, 1))).statusCode).toBe(200);
    expect(await kinds(orderId)).toEqual([
      'booking-received.v1',
      'due-date-extended.v1',
      'due-date-extended.v1',
    ]);
  });
});

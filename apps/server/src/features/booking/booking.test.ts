import { parseWireDate, romeWireDate, toWireDate } from '@app/shared';
import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, manualTransfers, orders, settings } from '../../db/schema/index.ts';
import { isCreditorReference } from '../../lib/creditor-reference.ts';
import {
  bookableConference,
  bookingBody,
  bookingRows,
  italy,
  member,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/** A booking as its booker and the back-office see it: the order, its transfer, its page, its invoice. */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000', PAYMENT_DAYS: '10' } });

let country: number;
let conference: Awaited<ReturnType<typeof bookableConference>>;
let admin: Awaited<ReturnType<typeof signIn>>;
const IBAN = 'IT60X0542811101000000123456';

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
  conference = await bookableConference(t.app);
  admin = await signIn(t.app, 'admin');
});

const book = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/public/orders', payload: payload as object, headers });

const tokenOf = (url: string) => url.split('/').pop() as string;

describe('POST /api/public/orders', () => {
  it('answers 201 with the order, its page and the transfer to make, listed in the back-office at once', async () => {
    const res = await book(bookingBody(conference.id, country, { contact_email: 'Segreteria@Example.it' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['order', 'order_url', 'payment', 'status']);
    expect(Object.keys(body.order).sort()).toEqual(['language', 'lines', 'order_id', 'price', 'status']);
    expect(body.order).toMatchObject({ price: 45_000, status: 'awaiting_payment' });
    expect(body.order_url).toMatch(/^http:\/\/localhost:3000\/area\/ordini\/[A-Za-z0-9_-]{43}$/);
    const due = toWireDate(addDays(parseWireDate(romeWireDate())!, 10));
    expect(body.payment).toEqual({
      method: 'bank_transfer',
      amount: 45_000,
      iban: IBAN,
      beneficiary: ISSUER.name,
      reference: expect.stringMatching(/^RF\d{14}$/),
      due_date: due,
    });
    expect(isCreditorReference(body.payment.reference)).toBe(true);

    const list = await t.app.inject({ url: '/api/manual-transfers?confirm=false', headers: admin.headers });
    const transfer = list
      .json()
      .transfers.find((m: { data: { id: number } }) => m.data.id === body.order.order_id);
    expect(transfer).toMatchObject({
      type: 'CONFERENCE',
      email: 'segreteria@example.it',
      data: { order: body.payment.reference, amount: 45_000, confirm: false },
    });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, body.order.order_id));
    expect(row).toMatchObject({
      status: 'awaiting_payment',
      paidAt: null,
      publicToken: tokenOf(body.order_url),
      contactEmail: 'segreteria@example.it',
      paymentMethod: 'bank_transfer',
      dueDate: due,
      companyId: null,
      bookedBy: null,
    });
  });

  it("keeps a stranger's company only in the order's snapshot, never merged into a member company", async () => {
    const before = (await t.app.db.select().from(companies)).length;
    const res = await book(
      bookingBody(conference.id, country, { company: { name: 'Studio Associato Bianchi' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, res.json().order.order_id));
    expect(row.companyId).toBeNull();
    expect(row.billing).toMatchObject({
      company: { name: 'Studio Associato Bianchi', vat: null, country: null },
      billing_information: { company_name: 'Studio Legale Verdi', vat: '06363391001', country },
    });
    expect((await t.app.db.select().from(companies)).length).toBe(before);
    // the back-office names it from the snapshot: in the conference's orders, found by it, and in the detail
    const id = res.json().order.order_id;
    const list = await t.app.inject({
      url: `/api/conferences/booking/${conference.id}?q=associato`,
      headers: admin.headers,
    });
    expect(list.json().data.find((o: { order_id: number }) => o.order_id === id)).toMatchObject({
      company: 'Studio Associato Bianchi',
      from_site: true,
    });
    const detail = await t.app.inject({
      url: `/api/conferences/booking-by-order-id/${id}`,
      headers: admin.headers,
    });
    expect(detail.json().booking.company).toMatchObject({ name: 'Studio Associato Bianchi', country: null });
  });

  it("books a member's order for the member's own company, with their own billing when none is sent", async () => {
    const m = await member(t.app, 'active');
    const body = bookingBody(conference.id, country, {
      company: { name: 'Altra Azienda S.r.l.' },
      billing_information: undefined,
      participants: [participant(1, { email: m.email })],
    });
    const res = await book(body, m.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.lines[0].label).toMatch(/\(socio\)/);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, res.json().order.order_id));
    expect(row).toMatchObject({ companyId: m.companyId, bookedBy: m.id, contactEmail: m.email });
    expect(row.billing).toMatchObject({
      company: { name: 'Studio Associato Bianchi', city: 'Torino' },
      billing_information: { company_name: 'Studio Associato Bianchi', city: 'Torino', address: 'Via Po 2' },
    });
  });

  it('marks a booking with nothing to pay as paid at once: no transfer, no payment instructions', async () => {
    const exempt = await signIn(t.app, 'client', { removeFee: true });
    const res = await book(
      bookingBody(conference.id, country, { participants: [participant(1, { email: exempt.email })] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ order: { price: 0, status: 'paid' }, payment: null });
    const id = res.json().order.order_id;
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'paid', dueDate: null });
    expect(row.paidAt).not.toBeNull();
    expect(await t.app.db.select().from(manualTransfers).where(eq(manualTransfers.orderId, id))).toEqual([]);
  });

  it('refuses with 409 what it cannot take, writing nothing: card, a closed or full conference, no bank details', async () => {
    const year = new Date().getFullYear();
    const closed = [
      await bookableConference(t.app, { active: false }),
      await bookableConference(t.app, { dateStart: `${year - 1}-03-01`, dateEnd: `${year - 1}-03-02` }),
    ];
    const full = await bookableConference(t.app, { seats: 0 });
    const before = await bookingRows(t.app);
    const card = await book(bookingBody(conference.id, country, { payment_method: 'card' }));
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({
      message: 'Pagamento con carta non disponibile',
      errors: { payment_method: 'Pagamento con carta non disponibile' },
    });
    for (const c of closed) {
      const res = await book(bookingBody(c.id, country));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Le prenotazioni per questa conferenza sono chiuse');
    }
    const res = await book(bookingBody(full.id, country));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Posti esauriti per la conferenza');
    // streaming takes no seat
    const streaming = await book(
      bookingBody(full.id, country, { participants: [participant(1, { attendance: 'streaming' })] }),
    );
    expect(streaming.statusCode, streaming.body).toBe(201);
    const missing = await book(bookingBody(999_999, country));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Conferenza non trovata');

    const issuer = eq(settings.key, 'invoice_settings');
    const [saved] = await t.app.db.select().from(settings).where(issuer);
    await t.app.db.update(settings).set({ value: {} }).where(issuer);
    const noBank = await book(bookingBody(conference.id, country));
    await t.app.db.update(settings).set({ value: saved.value }).where(issuer);
    expect(noBank.statusCode).toBe(409);
    expect(noBank.json().message).toMatch(/^Pagamento con bonifico non disponibile/);
    // all but the streaming booking
    const after = await bookingRows(t.app);
    expect({
      ...after,
      orders: after.orders - 1,
      participants: after.participants - 1,
      transfers: after.transfers - 1,
      mails: after.mails - 1,
    }).toEqual(before);
  });
});

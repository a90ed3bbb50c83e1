import { formatCreditorReference } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableConference,
  bookingBody,
  confirmOrderTransfer,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { invoicesOf } from '../../test/fixtures/order-actions.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

/**
 * An admin finds a site booking as they remember it: its company, the second participant's
 * surname, the contact's address, the RF reference as the bank printed it, the invoice number —
 * in the palette (GET /api/search) and in the conference's order list.
 */
let t: TestApp;
let admin: Record<string, string>;
let conference: number;
let order: number;
let other: number;
let reference: string;
let invoiceNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app)).headers;
  await setUpIssuer(t.app);
  conference = (await bookableConference(t.app, { title: 'Forum di primavera' })).id;
  const country = await italy(t.app);
  const book = async (over: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: bookingBody(conference, country, over),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { order: { order_id: number }; payment: { reference: string } };
  };
  const booked = await book({
    company: { name: 'Studio Legale Bianchi', address: 'Via Roma 1', city: 'Milano', country },
    billing_information: {
      territory: 'Italy',
      invoice_type: 'law firm',
      company_name: 'Studio Legale Bianchi',
      vat: '06363391001',
      fiscal_code: '06363391001',
      recipient_code: 'M5UXCR1',
      country,
      address: 'Via Roma 1',
      postal_code: '20121',
      city: 'Milano',
      province: 'MI',
    },
    contact_email: 'segreteria@bianchi-legali.example',
    participants: [
      participant(1, { name: 'Anna', surname: 'Rossi', email: 'anna.rossi@bianchi-legali.example' }),
      participant(2, { name: 'Giuseppe', surname: 'Verdìani', email: 'g.verdiani@bianchi-legali.example' }),
    ],
  });
  order = booked.order.order_id;
  reference = booked.payment.reference;
  await confirmOrderTransfer(t.app, order, admin);
  invoiceNumber = (await invoicesOf(t.app, order)).invoices[0].number;
  // another booking of the same conference, which none of the searches below names
  other = (
    await book({
      contact_email: 'altro@example.it',
      participants: [participant(9, { name: 'Carla', surname: 'Neri', email: 'c.neri@example.it' })],
    })
  ).order.order_id;
});
afterAll(() => t.close());

type Result = { kind: string; id: string; matched?: string | null; url: string };
const palette = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Result[]).filter((r) => r.kind === 'order');
};
const orderList = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conferences/booking/${conference}?q=${encodeURIComponent(q)}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { order_id: number }[]).map((o) => o.order_id);
};

describe('finding a booking', () => {
  const spaced = () => formatCreditorReference(reference);
  // functions: the reference, the invoice and the order are known once beforeAll has run
  const cases: [string, () => string, () => string | undefined][] = [
    ['its company', () => 'studio legale bianchi', () => 'Azienda: Studio Legale Bianchi'],
    [
      'the second participant’s surname, accents folded',
      () => 'VERDIANI',
      () => 'Partecipante: Giuseppe Verdìani',
    ],
    [
      'a participant’s e-mail',
      () => 'g.verdiani@',
      () => 'E-mail partecipante: g.verdiani@bianchi-legali.example',
    ],
    ['the contact e-mail', () => 'segreteria@bianchi', () => 'Contatto: segreteria@bianchi-legali.example'],
    [
      'its RF reference, compact and lower-case',
      () => reference.toLowerCase(),
      () => `Riferimento: ${reference}`,
    ],
    ['its RF reference as a bank prints it, in groups of four', spaced, () => `Riferimento: ${reference}`],
    ['the start of its RF reference, spaced', () => spaced().slice(0, 9), () => `Riferimento: ${reference}`],
    ['its invoice number', () => invoiceNumber, () => `Fattura: ${invoiceNumber}`],
    ['its number', () => `#${order}`, () => undefined],
  ];
  for (const [by, q, matched] of cases) {
    it(`by ${by}: the palette says what matched, the order list finds it`, async () => {
      const found = await palette(q());
      expect(found).toContainEqual(
        expect.objectContaining({
          id: String(order),
          url: `/order/${order}`,
          ...(matched() ? { matched: matched() } : {}),
        }),
      );
      expect(found.map((r) => r.id)).not.toContain(String(other));
      const listed = await orderList(q());
      expect(listed).toContain(order);
      expect(listed).not.toContain(other);
    });
  }

  it('names the best field once when a query matches several', async () => {
    // "bianchi" is the company and the contact's and participants' domain: one result, the company
    const found = (await palette('bianchi')).filter((r) => r.id === String(order));
    expect(found).toEqual([expect.objectContaining({ matched: 'Azienda: Studio Legale Bianchi' })]);
  });

  it('finds nothing for a reference that is not there, and keeps wildcards literal', async () => {
    expect(await palette('RF00 0000 0000')).toEqual([]);
    expect(await orderList('%')).toEqual([]);
    expect(await palette('__')).toEqual([]);
  });
});

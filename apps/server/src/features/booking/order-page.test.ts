import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookableConference,
  bookingBody,
  confirmOrderTransfer,
  italy,
  member,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/** The order page by its token: the order's lines and status, the transfer to make, then its invoice. */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' } });

type Booked = {
  order: { order_id: number; lines: unknown[] };
  order_url: string;
  payment: Record<string, unknown>;
};
let mine: Booked;
let other: Booked;
let admin: Awaited<ReturnType<typeof signIn>>;

const page = (token: string) => t.app.inject({ url: `/api/public/orders/${token}` });
const tokenOf = (b: Booked) => b.order_url.split('/').pop() as string;

const confirm = (orderId: number) => confirmOrderTransfer(t.app, orderId, admin.headers);

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  admin = await signIn(t.app, 'admin');
  const country = await italy(t.app);
  const conference = await bookableConference(t.app);
  // the member first: the invoice bills someone with billing information
  const m = await member(t.app, 'active');
  const body = bookingBody(conference.id, country, {
    participants: [
      participant(1, { email: m.email, optionals: [{ id: conference.dinner, quantity: 2 }] }),
      participant(2, { attendance: 'streaming' }),
    ],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    headers: m.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  mine = res.json();
  const m2 = await member(t.app, 'active');
  const res2 = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    headers: m2.headers,
    payload: bookingBody(conference.id, country, {
      participants: [participant(9, { email: m2.email, name: 'Altro' })],
    }),
  });
  other = res2.json();
  await confirm(other.order.order_id);
});

describe('GET /api/public/orders/{token}', () => {
  it('answers the order as booked and the transfer still awaited, nothing of other orders', async () => {
    const res = await page(tokenOf(mine));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['language', 'order', 'payment', 'status']);
    expect(body.order).toEqual({ ...mine.order, status: 'awaiting_payment' });
    expect(body.payment).toEqual(mine.payment);
    expect(res.body).not.toContain('Altro');
  });

  it('answers 404 to any other token, however it is made', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'x', `${tokenOf(mine)}x`, 'a'.repeat(101)]) {
      const res = await page(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.body).not.toContain('Verdi');
    }
  });

  it('once paid: status paid, no payment, the invoice with its PDF under the order link, and only its own', async () => {
    await confirm(mine.order.order_id);
    const res = await page(tokenOf(mine));
    const body = res.json();
    expect(body.order.status).toBe('paid');
    expect(body.payment).toBeNull();
    expect(body.invoices).toHaveLength(1);
    const [invoice] = body.invoices;
    expect(Object.keys(invoice).sort()).toEqual(['date', 'number', 'pdf_url', 'total', 'type']);
    expect(invoice.type).toBe('TD01');
    expect(invoice.total).toBe(body.order.price);
    const prefix = `http://localhost:3000/api/public/orders/${tokenOf(mine)}/invoices/`;
    expect(invoice.pdf_url.startsWith(prefix)).toBe(true);
    const pdf = await t.app.inject({ url: invoice.pdf_url.replace('http://localhost:3000', '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // the other order's invoice is not reachable through this order's token, nor the other way round
    const otherInvoice = (await page(tokenOf(other))).json().invoices[0].pdf_url as string;
    const otherId = otherInvoice.split('/').at(-2);
    const crossed = await t.app.inject({
      url: `/api/public/orders/${tokenOf(mine)}/invoices/${otherId}/pdf`,
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('Fattura non trovata');
  });

  it('a paid order cancelled: its invoice TD01 and its credit note TD04, both totals positive', async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${other.order.order_id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Evento rinviato' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const body = (await page(tokenOf(other))).json();
    expect(body.order.status).toBe('cancelled');
    expect(body.invoices.map((i: { type: string; total: number }) => [i.type, i.total])).toEqual([
      ['TD01', body.order.price],
      ['TD04', body.order.price],
    ]);
    const note = await t.app.inject({ url: body.invoices[1].pdf_url.replace('http://localhost:3000', '') });
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
  });
});

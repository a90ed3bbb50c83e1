import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import {
  bookableConference,
  bookingBody,
  confirmOrderTransfer,
  italy,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

/**
 * An order's link token is its only credential (the page, the payment switch, the invoice with the
 * customer's data): it never reaches the server's log, at any level, whatever logs a URL. The whole
 * life of a booking is logged at trace level and searched for it.
 */
const lines: string[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-logs-'));
const site = path.join(dir, 'site');
fs.mkdirSync(path.join(site, 'assets'), { recursive: true });
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>sito</title>');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace', DATA_DIR: path.join(dir, 'data'), SITE_DIST: site, PUBLIC_WRITE_LIMIT: '1000' },
    { write: (line: string) => void lines.push(line) },
  );
  await setUpIssuer(t.app);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function mailsSent(orderId: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    t.app.mail.kick();
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.entityId, String(orderId)));
    if (mails.length > 0 && mails.every((m) => m.status === 'sent')) return mails.length;
    if (Date.now() > deadline) throw new Error('mail not delivered');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the server log of a booking, its page and its public routes', () => {
  it('never holds the order token: paths are logged with [REDACTED] in its place', async () => {
    const conference = await bookableConference(t.app);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      payload: bookingBody(conference.id, await italy(t.app)),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const orderUrl = new URL(booked.json().order_url as string);
    const token = orderUrl.pathname.split('/').pop()!;
    const orderId = booked.json().order.order_id as number;
    expect(token).toHaveLength(43);
    expect(await mailsSent(orderId)).toBeGreaterThan(0);

    // the page as the booker's browser asks for it, and the page's own calls
    const api = `/api/public/orders/${token}`;
    const asked: [string, string, number][] = [
      ['GET', orderUrl.pathname, 200],
      ['GET', `${orderUrl.pathname}?pagamento=ok`, 200],
      ['HEAD', orderUrl.pathname, 200],
      ['GET', `/AREA/ordini/${token}`, 301],
      ['GET', api, 200],
      ['POST', `${api}/bank-transfer`, 200],
      ['POST', `${api}/card`, 409],
      ['GET', `${api}/invoices/999/pdf`, 404],
      // misspelt or cut short: not an order, but still its token
      ['GET', `/api/public/orders/${token.slice(0, 40)}`, 404],
      ['GET', `/api/public/orders/${token}/x`, 404],
      ['GET', `/api/public/orders/${token}/`, 200],
    ];
    for (const [method, url, status] of asked) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 120)}`).toBe(status);
    }

    // paid (an admin confirms the transfer): the invoice's PDF under the token
    await confirmOrderTransfer(t.app, orderId, (await signIn(t.app, 'admin')).headers);
    const { invoices } = (await t.app.inject({ url: api })).json();
    expect(invoices.length).toBe(1);
    const pdf = await t.app.inject({ url: new URL(invoices[0].pdf_url).pathname });
    expect(pdf.statusCode).toBe(200);
    await mailsSent(orderId);

    // a failure that quotes the link (as a payment provider's error may): the line is cleaned too
    t.app.log.error({ err: new Error(`success_url ${orderUrl.href}?pagamento=ok refused`) }, 'provider');
    t.app.log.warn({ link: encodeURIComponent(orderUrl.href) }, 'quoted, escaped');

    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 40));
    expect(log).not.toContain(encodeURIComponent(token));
    // what was asked stays readable
    expect(log).toContain('"url":"/area/ordini/[REDACTED]?pagamento=ok"');
    expect(log).toContain('"url":"/api/public/orders/[REDACTED]/bank-transfer"');
    expect(log).toContain(
      `"url":"/api/public/orders/[REDACTED]/invoices/${invoices[0].pdf_url.split('/').at(-2)}/pdf"`,
    );
    expect(log).toContain('success_url http://localhost:3000/area/ordini/[REDACTED]?pagamento=ok refused');
    // every line is still one JSON object
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createConference, inject, insertOrder } from '../../test/fixtures/conferences.ts';
import { decodeQp, freePort, startSmtp, subjectOf, until, useMailTestApp } from '../../test/smtp.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

vi.setConfig({ testTimeout: 120_000 });
process.env.MAIL_POLL_MS = '50';
process.env.MAIL_RETRY_BASE_MS = '100';
process.env.MAIL_MAX_DELAY_MS = '200';

async function orderFixture(t: TestApp, headers: Record<string, string>) {
  const conf = await createConference(t.app, headers, { title: 'Forum Arbitrato 2026' });
  return insertOrder(t.app, conf.id, {
    companyName: 'Studio Rossi',
    paidAt: new Date('2026-04-02T10:00:00Z'),
    createdAt: new Date('2026-04-01T10:00:00Z'),
    // the lines: fees 100 + 300, cocktail 20, dinner 50, less 20 of discount
    price: 45000,
    couponCode: 'PROMO',
    discount: 2000,
    people: [
      {
        name: 'Anna',
        surname: 'Rossi',
        email: 'anna@rossi.it',
        founder: true,
        fee: 10000,
        feeKind: 'PRICE_CONFERENCE_MEMBER',
        optionals: [
          { title: 'Cocktail di benvenuto', price: 2000, quantity: 2, intolerances: ['senza glutine'] },
          { title: 'Cena', price: 5000, quantity: 1, intolerances: ['vegano'] },
        ],
        workshops: [{ title: 'Mediazione' }],
      },
      {
        name: 'Bruno',
        surname: 'Neri',
        email: 'bruno@rossi.it',
        fee: 30000,
        feeKind: 'PRICE_CONFERENCE_GUESTS',
      },
    ],
  });
}

const sendRecap = (t: TestApp, headers: Record<string, string>, orderId: number) =>
  inject(t.app, { method: 'POST', url: `/api/conferences/send-recap-by-order-id/${orderId}`, headers });
const booking = async (t: TestApp, headers: Record<string, string>, orderId: number) =>
  (
    await inject(t.app, { method: 'GET', url: `/api/conferences/booking-by-order-id/${orderId}`, headers })
  ).json().booking;

/** A fresh app on `env` holding orderFixture's order, given to `fn`; the app is closed after it. */
async function withOrder(
  env: Record<string, string>,
  fn: (order: {
    orderId: number;
    sendRecap: () => ReturnType<typeof sendRecap>;
    mails: () => Promise<{ status: string; attempts: number; last_error: string; sent_at: string | null }[]>;
  }) => Promise<void>,
) {
  const t = await createTestApp(env);
  try {
    const { headers } = await signIn(t.app);
    const orderId = await orderFixture(t, headers);
    await fn({
      orderId,
      sendRecap: () => sendRecap(t, headers, orderId),
      mails: async () => (await booking(t, headers, orderId)).mails,
    });
  } finally {
    await t.close();
  }
}

describe('recap email through a real SMTP server', () => {
  const { t, headers, smtp } = useMailTestApp();

  it('sends the contact the whole order, and each participant only their own participation', async () => {
    const orderId = await orderFixture(t, headers);
    const res = await sendRecap(t, headers, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Email inviata con successo',
      mail: { status: 'queued' },
    });

    await until(async () => smtp.received.length >= 3 && smtp.received);
    const mails = smtp.received.map((m) => ({ ...m, body: decodeQp(m.raw).replace(/\r\n/g, '\n') }));
    expect(mails.every((m) => m.from === 'forum@test.local' && m.to.length === 1)).toBe(true);
    // the order has no contact of its own: the first participant is its contact
    const contact = mails.find((m) => subjectOf(m.raw).startsWith('Pagamento ricevuto'))!;
    expect(contact.to).toEqual(['anna@rossi.it']);
    expect(subjectOf(contact.raw)).toBe(
      `Pagamento ricevuto – prenotazione n. ${orderId} – Forum Arbitrato 2026`,
    );
    expect(contact.body).toContain('Content-Type: text/plain');
    expect(contact.body).toContain('Content-Type: text/html');
    // the invoice's lines: fees, the cocktail's free unit on a line of its own, the discount
    for (const line of [
      '- Quota di partecipazione (socio) – Forum Arbitrato 2026 – Anna Rossi × 1: € 100,00',
      '- Cocktail di benvenuto – Anna Rossi × 1: € 20,00',
      '- Cocktail di benvenuto (1 omaggio) – Anna Rossi × 1: incluso',
      '- Quota di partecipazione (ospite) – Forum Arbitrato 2026 – Bruno Neri × 1: € 300,00',
      '- Sconto (coupon PROMO) × 1: -€ 20,00',
      'Totale: € 450,00',
    ]) {
      expect(contact.body).toContain(line);
    }

    const own = (to: string) =>
      mails.find(
        (m) => m.to[0] === to && subjectOf(m.raw) === 'La tua partecipazione – Forum Arbitrato 2026',
      )!;
    const anna = own('anna@rossi.it');
    const bruno = own('bruno@rossi.it');
    expect(anna.body).toContain('- Cena – Anna Rossi × 1: € 50,00');
    expect(anna.body).toContain('- Workshop: Mediazione – Anna Rossi × 1: incluso');
    expect(anna.body).toContain('Totale: € 170,00');
    expect(anna.body).toContain('Intolleranze segnalate: 1. senza glutine; 2. vegano');
    expect(bruno.body).toContain('Gentile Bruno Neri,');
    expect(bruno.body).toContain('Totale: € 300,00');
    // nobody reads another participant's data, the order's total or its invoice
    expect(anna.body).not.toMatch(/Bruno|bruno@rossi\.it|450,00|PROMO/);
    expect(bruno.body).not.toMatch(/Anna|anna@rossi\.it|450,00|PROMO|senza glutine/);
    expect(`${anna.raw}${bruno.raw}`).not.toContain('application/pdf');
    expect(smtp.received).toHaveLength(3);

    const sent = await until(async () => {
      const b = await booking(t, headers, orderId);
      return b.mails.length === 3 && b.mails.every((m: { status: string }) => m.status === 'sent') ? b : null;
    });
    expect(sent.mails[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('answers 404 for an unknown order and queues nothing', async () => {
    const res = await sendRecap(t, headers, 999999);
    expect(res.statusCode).toBe(404);
    const [{ n }] = (
      (await t.app.db.execute(
        sql`select count(*)::int as n from mail_outbox where entity_id = '999999'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes the message as an .eml file to $DATA_DIR/outbox/', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      await withOrder({ DATA_DIR: dir }, async ({ orderId, sendRecap }) => {
        expect((await sendRecap()).statusCode).toBe(200);
        const outbox = path.join(dir, 'outbox');
        // the contact's confirmation and the two participations, one file each
        const files = await until(async () => {
          const found = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
          return found.length === 3 ? found : null;
        });
        const raw = files
          .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
          .find((r) => subjectOf(r).startsWith('Pagamento ricevuto'))!;
        expect(subjectOf(raw)).toBe(`Pagamento ricevuto – prenotazione n. ${orderId} – Forum Arbitrato 2026`);
        expect(raw).toContain('To: anna@rossi.it');
        expect(decodeQp(raw)).toContain('Totale: € 450,00');
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SMTP outage', () => {
  it('keeps the message queued with attempts and the error, and delivers it once the server is up', async () => {
    const port = await freePort();
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      await withOrder({ SMTP_URL: `smtp://127.0.0.1:${port}` }, async ({ sendRecap, mails }) => {
        expect((await sendRecap()).statusCode).toBe(200);
        const failing = await until(async () => {
          const [m] = await mails();
          return m.attempts >= 2 ? m : null;
        });
        expect(failing.status).toBe('queued');
        expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
        expect(failing.sent_at).toBeNull();

        smtp = await startSmtp(port);
        const sent = await until(async () => {
          const all = await mails();
          return all.every((m) => m.status === 'sent') ? all : null;
        });
        // every message failed at least twice before the server came up (the list's order may change)
        expect(Math.max(...sent.map((m) => m.attempts))).toBeGreaterThanOrEqual(3);
        expect(smtp.received).toHaveLength(3);
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
          'anna@rossi.it',
          'anna@rossi.it',
          'bruno@rossi.it',
        ]);
      });
    } finally {
      await smtp?.close();
    }
  });

  it('marks a message failed after the last attempt, with the SMTP answer', async () => {
    process.env.MAIL_MAX_ATTEMPTS = '2';
    const smtp = await startSmtp(0, 'Mailbox sconosciuta');
    try {
      await withOrder({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, async ({ sendRecap, mails }) => {
        await sendRecap();
        const failed = await until(async () => {
          const [m] = await mails();
          return m.status === 'failed' ? m : null;
        });
        expect(failed.attempts).toBe(2);
        expect(failed.last_error).toContain('550');
        expect(failed.last_error).toContain('Mailbox sconosciuta');
      });
    } finally {
      delete process.env.MAIL_MAX_ATTEMPTS;
      await smtp.close();
    }
  });
});

import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, payments, subscriptions } from '../../db/schema/index.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { readWorkbook } from '../../test/xlsx-read.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const { t, user: admin } = useTestApp();
let subA: number;
beforeAll(async () => {
  const [a, b] = await t.app.db
    .insert(companies)
    .values([
      { name: 'Studio Rossi; Associati', vat: '00488410010' },
      { name: '=HYPERLINK("http://evil")', vat: '+39-1' },
    ])
    .returning({ id: companies.id });
  const [sa, sb] = await t.app.db
    .insert(subscriptions)
    .values([
      { stripeSubscriptionId: 'sub_rossi', companyId: a.id, status: 'active' },
      { stripeSubscriptionId: 'sub_evil', companyId: b.id, status: 'canceled' },
    ])
    .returning({ id: subscriptions.id });
  subA = sa.id;
  await t.app.db.insert(payments).values([
    // 31 March 22:30 UTC is 1 April in Italy: inside an April range
    {
      subscriptionId: sa.id,
      stripeInvoiceId: 'in_apr1',
      status: 'paid',
      paidAt: new Date('2026-03-31T22:30:00Z'),
      amount: 40000,
      couponCode: 'BENVENUTO20',
      discount: 10000,
    },
    {
      subscriptionId: sa.id,
      stripeInvoiceId: 'in_mar31',
      status: 'paid',
      paidAt: new Date('2026-03-31T21:30:00Z'),
      amount: 50000,
    },
    {
      subscriptionId: sb.id,
      stripeInvoiceId: 'in_apr30',
      status: 'paid',
      paidAt: new Date('2026-04-30T21:59:00Z'),
      amount: 123456,
      couponCode: '-SCONTO',
      discount: 5,
    },
    {
      subscriptionId: sb.id,
      stripeInvoiceId: 'in_may1',
      status: 'paid',
      paidAt: new Date('2026-04-30T22:00:00Z'),
      amount: 1,
    },
    { subscriptionId: sb.id, stripeInvoiceId: 'in_failed', status: 'failed', amount: 50000 },
  ]);
});

const exportPayments = (data: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/csv/download-payments', headers, payload: { data } });

describe('POST /api/csv/download-payments: range rules', () => {
  it('requires both dates', async () => {
    const res = await exportPayments({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: { 'data.date_start': 'Campo obbligatorio', 'data.date_end': 'Campo obbligatorio' },
    });
    expect((await exportPayments({ date_start: '2026-04-01', date_end: '' })).json().errors).toEqual({
      'data.date_end': 'Campo obbligatorio',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/csv/download-payments',
          headers: admin.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an end before the start, and dates that are not yyyy-MM-dd', async () => {
    const res = await exportPayments({ date_start: '2026-04-02', date_end: '2026-04-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'data.date_end': 'La data finale non può essere precedente a quella di inizio',
    });
    const bad = await exportPayments({ date_start: '01/04/2026', date_end: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'data.date_start': 'Data non valida',
      'data.date_end': 'Data non valida',
    });
  });
});

describe('POST /api/csv/download-payments: content', () => {
  it('answers the same rows as a workbook with "format": "xlsx": dates as dates, amounts in euro', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/csv/download-payments',
      headers: admin.headers,
      payload: { data: { date_start: '2026-04-01', date_end: '2026-04-30' }, format: 'xlsx' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pagamenti-2026-04-01-2026-04-30.xlsx"',
    );
    expect(res.headers['x-total-rows']).toBe('2');
    const [sheet] = await readWorkbook(res.rawPayload);
    expect(sheet.rows).toEqual([
      [
        'Data pagamento',
        'Azienda',
        'Partita IVA',
        'Subscription ID',
        'Invoice ID',
        'Importo',
        'Coupon',
        'Sconto',
      ],
      [
        new Date('2026-04-01T00:00:00Z'),
        'Studio Rossi; Associati',
        '00488410010',
        'sub_rossi',
        'in_apr1',
        400,
        'BENVENUTO20',
        100,
      ],
      [
        new Date('2026-04-30T00:00:00Z'),
        '=HYPERLINK("http://evil")',
        '+39-1',
        'sub_evil',
        'in_apr30',
        1234.56,
        '-SCONTO',
        0.05,
      ],
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/csv/download-payments',
      headers: admin.headers,
      payload: { data: { date_start: '2026-04-01', date_end: '2026-04-30' }, format: 'pdf' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ format: 'Formato non valido: csv o xlsx' });
  });

  it('exports the payments paid on the Italian days of the range, Excel dialect, injection neutralised', async () => {
    const res = await exportPayments({ date_start: '2026-04-01', date_end: '2026-04-30' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // named by its range, not by a random id
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="pagamenti-2026-04-01-2026-04-30.csv"',
    );
    expect(res.headers['x-total-rows']).toBe('2');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Data pagamento;Azienda;Partita IVA;Subscription ID;Invoice ID;Importo;Coupon;Sconto',
      '01/04/2026;"Studio Rossi; Associati";00488410010;sub_rossi;in_apr1;400,00;BENVENUTO20;100,00',
      `30/04/2026;"'=HYPERLINK(""http://evil"")";'+39-1;sub_evil;in_apr30;1234,56;'-SCONTO;0,05`,
      '',
    ]);
  });

  it('writes line breaks, quotes, empty and negative cells the same way on every database', async () => {
    const [odd] = await t.app.db
      .insert(companies)
      .values({ name: 'Studio "Bianchi"\nsede di Roma', vat: '' })
      .returning({ id: companies.id });
    const [sub] = await t.app.db
      .insert(subscriptions)
      .values({ stripeSubscriptionId: '\tsub_tab', companyId: odd.id, status: 'active' })
      .returning({ id: subscriptions.id });
    await t.app.db.insert(payments).values([
      {
        subscriptionId: sub.id,
        stripeInvoiceId: 'in_refund',
        status: 'paid',
        paidAt: new Date('2026-06-10T10:00:00Z'),
        amount: 150005,
        couponCode: '@x',
        discount: 0,
      },
      {
        subscriptionId: sub.id,
        stripeInvoiceId: null,
        status: 'paid',
        paidAt: new Date('2026-06-11T10:00:00Z'),
        amount: 7,
        couponCode: '',
      },
    ]);
    const res = await exportPayments({ date_start: '2026-06-01', date_end: '2026-06-30' });
    expect(res.body).toBe(
      '\uFEFFData pagamento;Azienda;Partita IVA;Subscription ID;Invoice ID;Importo;Coupon;Sconto\r\n' +
        `10/06/2026;"Studio ""Bianchi""\nsede di Roma";;'\tsub_tab;in_refund;1500,05;'@x;0,00\r\n` +
        `11/06/2026;"Studio ""Bianchi""\nsede di Roma";;'\tsub_tab;;0,07;;0,00\r\n`,
    );
  });

  it('a single day and an empty range', async () => {
    const day = await exportPayments({ date_start: '2026-03-31', date_end: '2026-03-31' });
    expect(day.body).toContain('in_mar31');
    expect(day.body).not.toContain('in_apr1');
    const none = await exportPayments({ date_start: '2020-01-01', date_end: '2020-12-31' });
    expect(none.statusCode).toBe(200);
    expect(none.headers['x-total-rows']).toBe('0');
    expect(none.body.slice(1).split('\r\n')).toHaveLength(2);
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    expect(
      (await exportPayments({ date_start: '2026-04-01', date_end: '2026-04-30' }, member.headers)).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/csv/download-payments', payload: { data: {} } }))
        .statusCode,
    ).toBe(401);
  });
});

/**
 * A million payments on PostgreSQL; PGlite (in-process WebAssembly, single connection, several
 * minutes for a million on this machine) gets 100 000. Flat memory: once the stream runs, rss
 * must not keep growing with the rows sent (measured from the first tenth of the rows to the end).
 */
const BIG = Number(process.env.PAYMENTS_EXPORT_ROWS) || (process.env.TEST_DATABASE_URL ? 1_000_000 : 100_000);

describe(`a ${BIG.toLocaleString('en')}-row export`, () => {
  it('streams with flat memory', { timeout: 900_000 }, async () => {
    await t.app.db.execute(sql`
      insert into payments (subscription_id, stripe_invoice_id, status, paid_at, amount, coupon_code, discount)
      select ${subA}, 'in_big_' || g, 'paid',
             timestamptz '2025-01-01 09:00:00+00' + (g % 365) * interval '1 day' + (g % 3600) * interval '1 second',
             10000 + g % 90000, case when g % 10 = 0 then 'PROMO' || (g % 7) end, (g % 10 = 0)::int * 500
      from generate_series(1, ${BIG}) g`);
    await t.app.db.execute(sql`analyze payments`);
    // PGlite runs that insert on the event loop: let the overload guard see a calm loop again
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${address.port}/api/csv/download-payments`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { date_start: '2025-01-01', date_end: '2025-12-31' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-rows')).toBe(String(BIG));
    // memory after a collection at every tenth of the rows: what the export holds, not lazy garbage
    const samples: { rows: number; rss: number; heap: number }[] = [];
    let bytes = 0;
    let lines = 0;
    let next = BIG / 10;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) lines++;
      if (lines >= next) {
        next += BIG / 10;
        gc();
        const { rss, heapUsed } = process.memoryUsage();
        samples.push({ rows: lines - 1, rss, heap: heapUsed });
      }
    }
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
    console.info(
      `payments export: ${lines - 1} rows, ${mb(bytes)} streamed; rss / heap after gc per tenth: ` +
        samples.map((x) => `${mb(x.rss)} / ${mb(x.heap)}`).join(', '),
    );
    expect(lines).toBe(BIG + 1);
    expect(samples.length).toBeGreaterThanOrEqual(9);
    // flat: from the first tenth to the end memory does not grow with the rows (the file is
    // ~90 bytes a row: holding it would add tens of MB per tenth)
    const first = samples[0];
    const heapGrowth = Math.max(...samples.map((x) => x.heap)) - first.heap;
    const rssGrowth = Math.max(...samples.map((x) => x.rss)) - first.rss;
    expect(heapGrowth).toBeLessThan(16e6);
    expect(rssGrowth).toBeLessThan(48e6);
  });
});

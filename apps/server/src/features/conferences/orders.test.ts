import { bookingForLines, orderSummary } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-parse.ts';
import { createConference, inject, insertOrder } from '../../test/fixtures/conferences.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readWorkbook } from '../../test/xlsx-read.ts';

const { t, headers } = useTestApp();
let conf: Awaited<ReturnType<typeof createConference>>;
let bigOrder: number;
let unpaidOrder: number;
beforeAll(async () => {
  conf = await createConference(t.app, headers);
  bigOrder = await insertOrder(t.app, conf.id, {
    companyName: 'Studio Legale Bianchi',
    paidAt: new Date('2026-04-02T10:00:00Z'),
    createdAt: new Date('2026-04-01T10:00:00Z'),
    price: 42000,
    couponCode: 'ESTATE10',
    discount: 1000,
    people: [
      {
        name: 'Mario',
        surname: 'Bianchi',
        email: 'mario@bianchi.it',
        phone: '+39 02 1234',
        founder: true,
        address: 'Via Roma 1, Milano',
        fee: 10000,
        feeKind: 'PRICE_CONFERENCE_MEMBER',
        optionals: [
          {
            id: conf.optionals[0].id,
            title: 'Cena di gala',
            price: 8000,
            quantity: 2,
            intolerances: ['senza glutine', 'vegano'],
          },
          {
            id: conf.optionals[1].id,
            title: 'Cocktail di benvenuto',
            price: 2000,
            quantity: 3,
            intolerances: ['no lattosio'],
          },
        ],
        workshops: [{ id: conf.workshops[0].id, title: 'Clausole arbitrali' }],
      },
      {
        name: 'Lucia',
        surname: 'Verdi',
        email: 'lucia@bianchi.it',
        fee: 5000,
        feeKind: 'PRICE_CONFERENCE_STREAMING',
        optionals: [{ title: 'Cena di gala', price: 8000, quantity: 1, intolerances: ['crudo'] }],
      },
    ],
  });
  unpaidOrder = await insertOrder(t.app, conf.id, {
    createdAt: new Date('2026-04-05T10:00:00Z'),
    price: 25000,
    people: [{ name: '=HYPERLINK("http://x")', surname: '+cmd', email: '@evil', phone: '-1+1+1+1+1' }],
  });
});

const get = (url: string) => inject(t.app, { method: 'GET', url, headers });

describe('orders of a conference', () => {
  it('lists them paginated with created_at, company, first participant, price, paid_at, status', async () => {
    const res = await get(`/api/conferences/booking/${conf.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    // newest first by default
    expect(body.data.map((r: { order_id: number }) => r.order_id)).toEqual([unpaidOrder, bigOrder]);
    expect(body.data[1]).toEqual({
      order_id: bigOrder,
      created_at: '2026-04-01T10:00:00.000Z',
      company: 'Studio Legale Bianchi',
      participant: 'Mario Bianchi',
      price: 42000,
      paid_at: '2026-04-02T10:00:00.000Z',
      status: 'Completed',
      order_status: 'paid',
      due_date: null,
      reference: null,
      payment_method: null,
      contact_email: null,
      from_site: false,
    });
    expect(body.data[0]).toMatchObject({
      company: null,
      paid_at: null,
      status: 'Not Completed',
      order_status: 'awaiting_payment',
    });
    const page = (await get(`/api/conferences/booking/${conf.id}?pageSize=1&page=2&sort=created_at`)).json();
    expect(page.total).toBe(2);
    expect(page.data.map((r: { order_id: number }) => r.order_id)).toEqual([unpaidOrder]);
    const found = (await get(`/api/conferences/booking/${conf.id}?q=bianchi`)).json();
    expect(found.data.map((r: { order_id: number }) => r.order_id)).toEqual([bigOrder]);
  });

  it('filters Completed or Not Completed orders with paid=true|false', async () => {
    const paid = (await get(`/api/conferences/booking/${conf.id}?paid=true`)).json();
    expect(paid.data.map((r: { order_id: number }) => r.order_id)).toEqual([bigOrder]);
    expect(paid.total).toBe(1);
    const unpaid = (await get(`/api/conferences/booking/${conf.id}?paid=false`)).json();
    expect(unpaid.data.map((r: { order_id: number }) => r.order_id)).toEqual([unpaidOrder]);
    expect((await get(`/api/conferences/booking/${conf.id}?paid=maybe`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown conference', async () => {
    expect((await get('/api/conferences/booking/987654')).statusCode).toBe(404);
  });
});

describe('booking by order id', () => {
  it('answers the full order: company, conference, participants and their lines', async () => {
    const res = await get(`/api/conferences/booking-by-order-id/${bigOrder}`);
    expect(res.statusCode).toBe(200);
    const { booking } = res.json();
    expect(booking).toMatchObject({
      order_id: bigOrder,
      created_at: '2026-04-01T10:00:00.000Z',
      paid_at: '2026-04-02T10:00:00.000Z',
      price: 42000,
      coupon_code: 'ESTATE10',
      discount: 1000,
      status: 'Completed',
      company: { name: 'Studio Legale Bianchi', address: 'Via Roma 1', city: 'Milano', postal_code: '20100' },
      conference: { id: conf.id, title: 'Congresso di Arbitrato' },
      mails: [],
    });
    expect(booking.partecipants).toHaveLength(2);
    expect(booking.partecipants[0]).toMatchObject({
      name: 'Mario',
      surname: 'Bianchi',
      email: 'mario@bianchi.it',
      phone: '+39 02 1234',
      company_founder: 1,
      company_address: 'Via Roma 1, Milano',
      fee: 10000,
      fee_kind: 'PRICE_CONFERENCE_MEMBER',
      optionals: [
        {
          id: conf.optionals[0].id,
          title: 'Cena di gala',
          quantity: 2,
          price: 8000,
          intolerances: [{ intolerance_info: 'senza glutine' }, { intolerance_info: 'vegano' }],
        },
        { id: conf.optionals[1].id, title: 'Cocktail di benvenuto', quantity: 3, price: 2000 },
      ],
      workshops: [{ id: conf.workshops[0].id, title: 'Clausole arbitrali' }],
    });
    expect(booking.partecipants[1]).toMatchObject({ name: 'Lucia', company_founder: 0, workshops: [] });
  });

  it("gives each participant's fee, so that the lines add up to the order's total", async () => {
    const { booking } = (await get(`/api/conferences/booking-by-order-id/${bigOrder}`)).json();
    const summary = orderSummary(bookingForLines(booking));
    expect(summary.participants.map((p) => [p.fee, p.subtotal])).toEqual([
      // fee, dinner 2 × 80, cocktail 3 × 20 with one free
      [{ label: 'Quota di partecipazione (socio)', gross: 10000 }, 10000 + 16000 + 4000],
      [{ label: 'Quota di partecipazione (streaming)', gross: 5000 }, 5000 + 8000],
    ]);
    expect(summary.total).toBe(booking.price);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await get('/api/conferences/booking-by-order-id/987654')).statusCode).toBe(404);
  });

  it('keeps booked lines when the conference drops the optional', async () => {
    const res = await inject(t.app, {
      method: 'PUT',
      url: `/api/conferences/${conf.id}`,
      headers,
      payload: {
        conference: { ...(await get(`/api/conferences/${conf.id}`)).json().conference, optionals: [] },
      },
    });
    expect(res.statusCode).toBe(200);
    const { booking } = (await get(`/api/conferences/booking-by-order-id/${bigOrder}`)).json();
    expect(booking.partecipants[0].optionals.map((o: { title: string }) => o.title)).toEqual([
      'Cena di gala',
      'Cocktail di benvenuto',
    ]);
  });
});

describe('bookings CSV', () => {
  const download = (conference_id: unknown) =>
    inject(t.app, { method: 'POST', url: '/api/csv/download-booking', headers, payload: { conference_id } });

  it('is Italian-Excel CSV, one row per participant, with neutralised injection cells', async () => {
    const res = await download(conf.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    // the header line byte for byte: the names, the ';' between them, nothing quoted
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      'Ordine;Data ordine;Data pagamento;Stato;Azienda;Nome;Cognome;Email;Telefono;' +
        'Indirizzo azienda;Tipo membro;Totale ordine (€);Coupon;Sconto (€);Optional;Workshop',
    );
    expect(rows).toHaveLength(4);
    // a phone number as it looks, quoted; the formulas below neutralised
    expect(text).toContain(';mario@bianchi.it;"+39 02 1234";');
    const mario = rows.find((r) => r[5] === 'Mario')!;
    expect(mario).toEqual([
      String(bigOrder),
      '01/04/2026',
      '02/04/2026',
      'Completed',
      'Studio Legale Bianchi',
      'Mario',
      'Bianchi',
      'mario@bianchi.it',
      '+39 02 1234',
      'Via Roma 1, Milano',
      'Member',
      '420,00',
      'ESTATE10',
      '10,00',
      'Cena di gala x2 € 160,00 (intolleranze: 1. senza glutine; 2. vegano) | Cocktail di benvenuto x3 € 40,00 (intolleranze: 3. no lattosio)',
      'Clausole arbitrali',
    ]);
    const lucia = rows.find((r) => r[5] === 'Lucia')!;
    expect(lucia[10]).toBe('Additional Member');
    expect(lucia[14]).toBe('Cena di gala x1 € 80,00 (intolleranze: 1. crudo)');
    const evil = rows.find((r) => r[0] === String(unpaidOrder))!;
    expect(evil.slice(2, 9)).toEqual([
      '',
      'Not Completed',
      '',
      `'=HYPERLINK("http://x")`,
      "'+cmd",
      "'@evil",
      "'-1+1+1+1+1",
    ]);
  });

  it('is an Excel workbook with "format": "xlsx": the same rows, dates as dates, totals in euro', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/csv/download-booking',
      headers,
      payload: { conference_id: conf.id, format: 'xlsx' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="prenotazioni-conferenza-${conf.id}.xlsx"`,
    );
    const [sheet] = await readWorkbook(res.rawPayload);
    expect(sheet.name).toBe('Prenotazioni');
    expect(sheet.rows).toHaveLength(4);
    const mario = sheet.rows.find((r) => r[5] === 'Mario')!;
    expect(mario.slice(0, 6)).toEqual([
      bigOrder,
      new Date('2026-04-01T00:00:00Z'),
      new Date('2026-04-02T00:00:00Z'),
      'Completed',
      'Studio Legale Bianchi',
      'Mario',
    ]);
    expect(mario.slice(11, 14)).toEqual([420, 'ESTATE10', 10]);
    // text as it was typed: a workbook's string cell is never a formula
    expect(sheet.rows.find((r) => r[0] === unpaidOrder)![5]).toBe('=HYPERLINK("http://x")');
  });

  it('answers 404 for an unknown conference and 400 for a bad body', async () => {
    expect((await download(987654)).statusCode).toBe(404);
    expect((await download('abc')).statusCode).toBe(400);
  });
});

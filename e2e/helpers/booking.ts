import { type APIRequestContext, request } from '@playwright/test';
import { baseURL, expect } from '../fixtures';
import { romeDay } from './days';

/**
 * Bookings of a test's own, made as a visitor of the member site makes them (the public API of
 * RUNNING.md): tests that read an order's state never share it with another test that pays it.
 */

/** A 1×1 PNG: the upload sniffs the content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++counter}`;
/** A day `days` from now, yyyy-MM-dd. */
const inDays = romeDay;

export interface Bookable {
  id: number;
  title: string;
  workshop: string;
  coupon: string;
}

/** An active conference with an extra, a workshop with few seats and a 10 % coupon, through the admin API. */
export async function bookableConference(
  api: APIRequestContext,
  workshopSeats = 20,
  price = 30_000,
): Promise<Bookable> {
  const upload = await api.post('/api/upload', {
    multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const title = unique('Giornata di studio sul sito');
  const workshop = unique('Laboratorio clausole');
  const created = await api.post('/api/conferences', {
    data: {
      conference: {
        title,
        vat_rule: 'all',
        country: 'italy',
        city: 'Bologna',
        description: 'Una giornata di studio.\nSessione pratica nel pomeriggio.',
        image: (await upload.json()).file,
        date_start: inDays(60),
        date_end: inDays(61),
        price,
        streaming: true,
        active: true,
        seats: 100,
        optionals: [{ title: 'Cena di gala', price: 6_000 }],
        workshops: [{ title: workshop, seats: workshopSeats }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).conference as { id: number };
  const code = `SITO${Date.now().toString(36).toUpperCase()}${++counter}`;
  const coupon = await api.post('/api/coupons', {
    data: {
      coupon: { code, percent: 10, discount: null, conference_id: id, valid_until: inDays(30), max_uses: 5 },
    },
  });
  expect(coupon.ok(), await coupon.text()).toBe(true);
  return { id, title, workshop, coupon: code };
}

export async function countryId(api: APIRequestContext, code: string): Promise<number> {
  const { countries } = await (await api.get('/api/public/countries')).json();
  return (countries as { id: number; code: string }[]).find((c) => c.code === code)!.id;
}

export interface TransferBooking {
  order_id: number;
  /** cents */
  total: number;
  reference: string;
  due_date: string;
  order_url: string;
}

/** One participant booked by bank transfer, with no token: a Swiss firm (no Italian tax code needed). */
export async function bookByTransfer(conferenceId: number): Promise<TransferBooking> {
  const visitor = await request.newContext({ baseURL: baseURL() });
  try {
    const tag = `${Date.now().toString(36)}${++counter}`;
    const res = await visitor.post('/api/public/orders', {
      data: {
        conference_id: conferenceId,
        company: { name: `Studio Prova ${tag}`, country: null },
        billing_information: {
          territory: 'Extra UE',
          invoice_type: 'company',
          company_name: `Studio Prova ${tag}`,
          address: 'Rue du Rhône 1',
          postal_code: '1204',
          city: 'Ginevra',
          country: await countryId(visitor, 'CH'),
        },
        participants: [
          {
            name: 'Paola',
            surname: 'Prova',
            email: `paola.${tag}@studio-prova.example`,
            attendance: 'in_person',
          },
        ],
        payment_method: 'bank_transfer',
        privacy_accepted: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = await res.json();
    return {
      order_id: body.order.order_id,
      total: body.order.price,
      reference: body.payment.reference,
      due_date: body.payment.due_date,
      order_url: body.order_url,
    };
  } finally {
    await visitor.dispose();
  }
}

import { STAMP_DUTY_LINE, type TFeeKind, type TQuote } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countries, orders, participants, settings } from '../../db/schema/index.ts';
import {
  BOOKING_PRICES,
  bookableConference,
  bookingBody,
  FULL_PRICE,
  frenchBilling,
  italy,
  member,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/**
 * Who pays what, over every kind of participant and every kind of booker: the quote is exactly
 * what the order then charges (lines and total), and each participant is stored with that fee.
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' } });

let country: number;
let conference: Awaited<ReturnType<typeof bookableConference>>;
const emails = { exempt: '', speaker: '', expert: '' };

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
  conference = await bookableConference(t.app);
  emails.exempt = (await signIn(t.app, 'client', { removeFee: true, speaker: true })).email;
  // the e-mail matches whatever its case
  emails.speaker = (
    await signIn(t.app, 'client', { speaker: true, email: `Relatrice.${Date.now()}@Example.IT` })
  ).email;
  emails.expert = (await signIn(t.app, 'expert')).email;
});

type Booker =
  | 'active member'
  | 'trialing member'
  | 'cancelled membership'
  | 'no membership'
  | 'anonymous'
  | 'bad token';

/** Each participant's fee kind, in the order of `people` below, by who books. */
const EXPECTED: Record<Booker, TFeeKind[]> = {
  'active member': [
    'FEE_REMOVED',
    'PRICE_CONFERENCE_STREAMING',
    'PRICE_CONFERENCE_SPEAKER',
    'PRICE_CONFERENCE_EXPERT',
    'PRICE_CONFERENCE_MEMBER',
    'PRICE_CONFERENCE_MEMBER',
    'PRICE_CONFERENCE_GUESTS',
  ],
  'trialing member': [] /* as active: filled below */,
  'cancelled membership': [],
  'no membership': [],
  anonymous: [],
  'bad token': [],
};
const NO_MEMBER_PRICE: TFeeKind[] = [
  'FEE_REMOVED',
  'PRICE_CONFERENCE_STREAMING',
  'PRICE_CONFERENCE_SPEAKER',
  'PRICE_CONFERENCE_EXPERT',
  'CONFERENCE_FULL_PRICE',
  'CONFERENCE_FULL_PRICE',
  'CONFERENCE_FULL_PRICE',
];
EXPECTED['trialing member'] = EXPECTED['active member'];
for (const b of ['cancelled membership', 'no membership', 'anonymous', 'bad token'] as const)
  EXPECTED[b] = NO_MEMBER_PRICE;

const feeOf = (kind: TFeeKind) =>
  kind === 'FEE_REMOVED' ? 0 : kind === 'CONFERENCE_FULL_PRICE' ? FULL_PRICE : BOOKING_PRICES[kind];

async function booker(who: Booker) {
  const status = {
    'active member': 'active',
    'trialing member': 'trialing',
    'cancelled membership': 'canceled',
  }[who as string];
  if (who === 'anonymous') return { headers: {}, companyId: null, email: null };
  if (who === 'bad token')
    return { headers: { authorization: 'Bearer not-a-session' }, companyId: null, email: null };
  const m = await member(t.app, status ?? null);
  return { headers: m.headers, companyId: m.companyId, email: m.email };
}

describe('quote = order, for every participant kind and every booker', () => {
  for (const who of Object.keys(EXPECTED) as Booker[]) {
    it(`${who}`, async () => {
      const b = await booker(who);
      const colleague = await signIn(t.app, 'client', { companyId: b.companyId });
      const people = [
        participant(1, { email: emails.exempt }),
        participant(2, { attendance: 'streaming' }),
        participant(3, { email: emails.speaker.toLowerCase() }),
        participant(4, { email: emails.expert }),
        // the member themselves, when there is one, and a colleague of the same company
        participant(5, { email: b.email ?? 'nessuno@example.it' }),
        participant(6, {
          email: colleague.email,
          optionals: [
            { id: conference.cocktail, quantity: 3, intolerances: ['glutine'] },
            { id: conference.dinner, quantity: 1 },
          ],
          workshops: [conference.workshops[0]],
        }),
        participant(7, { email: `ospite.${Date.now()}@example.it` }),
      ];
      const body = bookingBody(conference.id, country, { participants: people });
      const quoted = await t.app.inject({
        method: 'POST',
        url: '/api/public/orders/quote',
        headers: b.headers,
        payload: { ...body, privacy_accepted: undefined },
      });
      expect(quoted.statusCode, quoted.body).toBe(200);
      const quote: TQuote = quoted.json().quote;

      const fees = EXPECTED[who].map(feeOf);
      // the cocktail's first unit is free: 2 × 20 €, and the dinner 80 €
      const extras = 2 * 2_000 + 8_000;
      expect(quote.total).toBe(fees.reduce((a, f) => a + f, 0) + extras);
      expect(quote.lines.filter((l) => /^Quota/.test(l.label)).map((l) => l.amount)).toEqual(fees);

      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/public/orders',
        headers: b.headers,
        payload: body,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const { order } = booked.json();
      expect(order.price).toBe(quote.total);
      expect(order.lines).toEqual(quote.lines);
      const stored = await t.app.db
        .select({ feeKind: participants.feeKind, fee: participants.fee, userId: participants.userId })
        .from(participants)
        .where(eq(participants.orderId, order.order_id))
        .orderBy(asc(participants.position));
      expect(stored.map((p) => p.feeKind)).toEqual(EXPECTED[who]);
      expect(stored.map((p) => p.fee)).toEqual(fees);
      // participants who are users are linked to them; the streaming guest and the last one are not
      expect(stored.map((p) => p.userId !== null)).toEqual([
        true,
        false,
        true,
        true,
        b.email !== null,
        true,
        false,
      ]);
    });
  }
});

describe('no participant pays more than the full price (RUNNING.md, "Members and bookers")', () => {
  it('caps the member and guests prices at a cheaper conference, in the quote, the order and its page', async () => {
    // 250 € against the global 100 € member and 300 € guests
    const cheap = await bookableConference(t.app, { price: 25_000 });
    const m = await member(t.app, 'active');
    const people = [
      participant(1, { email: m.email }),
      participant(2, { email: `ospite.${Date.now()}@example.it` }),
    ];
    const body = bookingBody(cheap.id, country, { participants: people });
    const quote: TQuote = (
      await t.app.inject({
        method: 'POST',
        url: '/api/public/orders/quote',
        headers: m.headers,
        payload: { ...body, privacy_accepted: undefined },
      })
    ).json().quote;
    expect(quote.lines.map((l) => [l.label.split(' – ')[0], l.amount])).toEqual([
      ['Quota di partecipazione (socio)', 10_000],
      ['Quota di partecipazione (ospite)', 25_000],
    ]);
    expect(quote.total).toBe(35_000);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: m.headers,
      payload: body,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().order).toMatchObject({ price: 35_000, lines: quote.lines });
    const page = await t.app.inject({
      url: `/api/public/orders/${booked.json().order_url.split('/').pop()}`,
    });
    expect(page.json().order.lines).toEqual(quote.lines);
    // anonymously the same person pays the full price, never less than as a guest
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders/quote',
      payload: { ...body, privacy_accepted: undefined },
    });
    expect(anonymous.json().quote.total).toBe(50_000);
  });

  it('the conference tells the prices that may apply, capped', async () => {
    const cheap = await bookableConference(t.app, { price: 25_000 });
    const res = await t.app.inject({ url: `/api/public/conferences/${cheap.id}` });
    expect(res.json().conference).toMatchObject({
      price: 25_000,
      prices: { member: 10_000, guests: 25_000, streaming: 5_000 },
    });
    const noStreaming = await bookableConference(t.app, { price: 25_000, streaming: false });
    const other = await t.app.inject({ url: `/api/public/conferences/${noStreaming.id}` });
    expect(other.json().conference.prices.streaming).toBeNull();
  });
});

describe('the imposta di bollo', () => {
  it('is charged when the issuer says so and the lines owe it, in the quote, the order and its page alike', async () => {
    const issuer = eq(settings.key, 'invoice_settings');
    const [saved] = await t.app.db.select().from(settings).where(issuer);
    await t.app.db
      .update(settings)
      .set({ value: { ...(saved.value as object), stamp_duty_charged: true } })
      .where(issuer);
    try {
      const abroad = await bookableConference(t.app, { abroad: true });
      const france = (await t.app.db.select().from(countries).where(eq(countries.code, 'FR')))[0].id;
      // a French customer at a conference abroad pays no Italian VAT: € 450 without VAT owe the duty
      const body = bookingBody(abroad.id, country, { billing_information: frenchBilling(france) });
      const quote = (
        await t.app.inject({ method: 'POST', url: '/api/public/orders/quote', payload: body })
      ).json().quote;
      expect(quote.lines.at(-1)).toEqual({
        participant: null,
        label: STAMP_DUTY_LINE,
        quantity: 1,
        amount: 200,
      });
      expect(quote.total).toBe(FULL_PRICE + 200);
      const booked = await t.app.inject({ method: 'POST', url: '/api/public/orders', payload: body });
      expect(booked.statusCode, booked.body).toBe(201);
      const { order, order_url } = booked.json();
      expect(order).toMatchObject({ price: quote.total, lines: quote.lines });
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.order_id));
      expect(row).toMatchObject({ stampDuty: 200, price: FULL_PRICE + 200 });
      const page = await t.app.inject({ url: `/api/public/orders/${order_url.split('/').pop()}` });
      expect(page.json().order.lines).toEqual(quote.lines);
      // an Italian customer pays Italian VAT there: no duty
      const italian = await t.app.inject({
        method: 'POST',
        url: '/api/public/orders/quote',
        payload: bookingBody(abroad.id, country),
      });
      expect(italian.json().quote.total).toBe(FULL_PRICE);
    } finally {
      await t.app.db.update(settings).set({ value: saved.value }).where(issuer);
    }
  });
});

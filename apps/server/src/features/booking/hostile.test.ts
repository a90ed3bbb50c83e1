import { BILLING_MSG, BOOKING_MSG, MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billing,
  bookableConference,
  bookingBody,
  bookingRows,
  coupon,
  italy,
  participant,
  setUpIssuer,
} from '../../test/fixtures/booking.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Every byte the public sends is hostile: each body below is refused with a 4xx and an Italian
 * message naming the field, and none of them writes anything (orders, participants, transfers,
 * coupon uses, keys, mails).
 */
const { t } = useTestApp({ as: null, env: { PUBLIC_WRITE_LIMIT: '1000' } });

let c: Awaited<ReturnType<typeof bookableConference>>;
let other: Awaited<ReturnType<typeof bookableConference>>;
let noStreaming: Awaited<ReturnType<typeof bookableConference>>;
let country: number;

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
  c = await bookableConference(t.app);
  other = await bookableConference(t.app);
  noStreaming = await bookableConference(t.app, { streaming: false });
  await coupon(t.app, { code: 'SCADUTO', discount: 1000, validUntil: '2020-01-01' });
  await coupon(t.app, { code: 'ALTRA', discount: 1000, conferenceId: other.id });
  await coupon(t.app, { code: 'FINITO', discount: 1000, maxUses: 2, uses: 2 });
});

type Case = [name: string, body: () => unknown, status: number, field: string | null, message?: string];

const body = (over: Record<string, unknown> = {}) => bookingBody(c.id, country, over);
const one = (over: Record<string, unknown>) => body({ participants: [participant(1, over)] });

const CASES: Case[] = [
  ['a price chosen by the body', () => ({ ...body(), price: 0 }), 400, 'price', MSG.unknownField],
  ['a fee chosen for a participant', () => one({ fee: 0 }), 400, 'participants.0.fee', MSG.unknownField],
  [
    'a unit price chosen for an optional',
    () => one({ optionals: [{ id: c.dinner, quantity: 1, price: 0 }] }),
    400,
    'participants.0.optionals.0.price',
    MSG.unknownField,
  ],
  [
    'no privacy consent',
    () => body({ privacy_accepted: undefined }),
    400,
    'privacy_accepted',
    BOOKING_MSG.privacy,
  ],
  ['privacy refused', () => body({ privacy_accepted: false }), 400, 'privacy_accepted', BOOKING_MSG.privacy],
  [
    '51 participants',
    () => body({ participants: Array.from({ length: 51 }, (_, i) => participant(i)) }),
    400,
    'participants',
    BOOKING_MSG.tooManyParticipants,
  ],
  ['no participants', () => body({ participants: [] }), 400, 'participants', BOOKING_MSG.noParticipants],
  [
    'a quantity of 0',
    () => one({ optionals: [{ id: c.dinner, quantity: 0 }] }),
    400,
    'participants.0.optionals.0.quantity',
    BOOKING_MSG.quantity,
  ],
  [
    'a quantity of -1',
    () => one({ optionals: [{ id: c.dinner, quantity: -1 }] }),
    400,
    'participants.0.optionals.0.quantity',
    BOOKING_MSG.quantity,
  ],
  [
    'a quantity of 21',
    () => one({ optionals: [{ id: c.dinner, quantity: 21 }] }),
    400,
    'participants.0.optionals.0.quantity',
    BOOKING_MSG.quantity,
  ],
  [
    'an absurd quantity',
    () => one({ optionals: [{ id: c.dinner, quantity: 1e20 }] }),
    400,
    'participants.0.optionals.0.quantity',
    BOOKING_MSG.quantity,
  ],
  [
    'half a unit',
    () => one({ optionals: [{ id: c.dinner, quantity: 1.5 }] }),
    400,
    'participants.0.optionals.0.quantity',
    BOOKING_MSG.quantity,
  ],
  [
    'an unknown optional',
    () =>
      one({
        optionals: [
          { id: c.dinner, quantity: 1 },
          { id: 999_999, quantity: 1 },
        ],
      }),
    400,
    'participants.0.optionals.1.id',
    'Extra non disponibile per questa conferenza',
  ],
  [
    "another conference's optional",
    () => one({ optionals: [{ id: other.dinner, quantity: 1 }] }),
    400,
    'participants.0.optionals.0.id',
    'Extra non disponibile per questa conferenza',
  ],
  [
    'an unknown workshop',
    () => body({ participants: [participant(1), participant(2, { workshops: [999_999] })] }),
    400,
    'participants.1.workshops.0',
    'Workshop non disponibile per questa conferenza',
  ],
  [
    "another conference's workshop",
    () => one({ workshops: other.workshops }),
    400,
    'participants.0.workshops.0',
    'Workshop non disponibile per questa conferenza',
  ],
  [
    'the same optional twice',
    () =>
      one({
        optionals: [
          { id: c.dinner, quantity: 1 },
          { id: c.dinner, quantity: 2 },
        ],
      }),
    400,
    'participants.0.optionals',
    BOOKING_MSG.duplicateOptional,
  ],
  [
    'streaming where there is none',
    () => ({
      ...bookingBody(noStreaming.id, country),
      participants: [participant(1, { attendance: 'streaming' })],
    }),
    400,
    'participants.0.attendance',
    'Questa conferenza non è disponibile in streaming',
  ],
  ['an unknown attendance', () => one({ attendance: 'online' }), 400, 'participants.0.attendance'],
  ['an invalid e-mail', () => one({ email: 'non-una-mail' }), 400, 'participants.0.email', BOOKING_MSG.email],
  [
    'the same person twice',
    () => body({ participants: [participant(1), participant(1)] }),
    400,
    'participants.1.email',
    BOOKING_MSG.duplicateParticipant,
  ],
  ['a name of 10 000 characters', () => one({ name: 'x'.repeat(10_000) }), 400, 'participants.0.name'],
  [
    'a NUL character',
    () => one({ name: 'Giu\u0000lia' }),
    400,
    null,
    'Il testo contiene un carattere non ammesso (NUL)',
  ],
  [
    'a partita IVA with a wrong check digit',
    () => body({ billing_information: { ...billing(country), vat: '06363391002' } }),
    400,
    'billing_information.vat',
    BILLING_MSG.partitaIvaCheck,
  ],
  [
    'an Italian billing without fiscal code',
    () => body({ billing_information: { ...billing(country), fiscal_code: '' } }),
    400,
    'billing_information.fiscal_code',
    MSG.required,
  ],
  [
    'a billing country that does not exist',
    () => body({ billing_information: { ...billing(999_999) } }),
    400,
    'billing_information.country',
    'Paese inesistente',
  ],
  [
    'a company country that does not exist',
    () => body({ company: { name: 'Studio', country: 999_999 } }),
    400,
    'company.country',
    'Paese inesistente',
  ],
  ['no company', () => body({ company: undefined }), 400, 'company', "Indicare l'azienda"],
  [
    'no billing information',
    () => body({ billing_information: undefined }),
    400,
    'billing_information',
    'Indicare i dati di fatturazione',
  ],
  ['an unknown coupon', () => body({ coupon_code: 'NONESISTE' }), 400, 'coupon_code', 'Coupon non valido'],
  ['an expired coupon', () => body({ coupon_code: 'scaduto' }), 400, 'coupon_code', 'Coupon scaduto'],
  [
    "another conference's coupon",
    () => body({ coupon_code: 'ALTRA' }),
    400,
    'coupon_code',
    'Coupon non valido per questa conferenza',
  ],
  ['a used-up coupon', () => body({ coupon_code: 'FINITO' }), 400, 'coupon_code', 'Coupon esaurito'],
  ['a conference id as text', () => body({ conference_id: '1' }), 400, 'conference_id'],
  ['a conference id past integer', () => body({ conference_id: 2 ** 31 }), 400, 'conference_id'],
  ['an unknown conference', () => body({ conference_id: 999_999 }), 404, null, 'Conferenza non trovata'],
  ['an unknown payment method', () => body({ payment_method: 'bitcoin' }), 400, 'payment_method'],
  ['a filled honeypot', () => body({ website: 'http://spam.example' }), 400, null, 'Richiesta non valida'],
  ['an array', () => [body()], 400, null],
  ['a string', () => 'prenota', 400, null],
];

describe('POST /api/public/orders refuses hostile bodies and writes nothing', () => {
  it.each(CASES)('%s', async (_name, make, status, field, message) => {
    const before = await bookingRows(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(make()),
    });
    expect(res.statusCode, res.body).toBe(status);
    const answer = res.json();
    expect(answer.status).toBe('error');
    // Italian, never a library's English
    expect(answer.message).not.toMatch(/\b(Invalid|Expected|Required|received|must)\b/);
    if (field) {
      expect(answer.errors, res.body).toHaveProperty([field]);
      expect(answer.errors[field]).not.toMatch(/\b(Invalid|Expected|Required|received)\b/);
      if (message) expect(answer.errors[field]).toBe(message);
    } else if (message) {
      expect(answer.message).toBe(message);
    }
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('refuses invalid JSON (400) and a body over 1 MiB (413), writing nothing', async () => {
    const before = await bookingRows(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"conference_id": 1,',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.badJson);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/public/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body(), website: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MSG.bodyTooLarge);
    expect(await bookingRows(t.app)).toEqual(before);
  });

  it('answers the quote the same refusals, without consent', async () => {
    const quote = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/public/orders/quote', payload: payload as object });
    const ok = await quote({ ...body(), privacy_accepted: undefined });
    expect(ok.statusCode, ok.body).toBe(200);
    const priced = await quote({ ...body(), price: 1 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toEqual({ price: MSG.unknownField });
    const honeypot = await quote({ ...body(), website: 'x' });
    expect(honeypot.statusCode).toBe(400);
    const unknown = await quote(one({ optionals: [{ id: other.cocktail, quantity: 1 }] }));
    expect(unknown.json().errors).toEqual({
      'participants.0.optionals.0.id': 'Extra non disponibile per questa conferenza',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  type FeeContext,
  type PayerUser,
  participantFee,
  type TAttendance,
  ZBookingInput,
  ZBookingQuoteInput,
} from './booking.ts';
import { quoteOf } from './order-lines.ts';

const prices = {
  PRICE_CONFERENCE_MEMBER: 10_000,
  PRICE_CONFERENCE_EXPERT: 20_000,
  PRICE_CONFERENCE_GUESTS: 30_000,
  PRICE_CONFERENCE_SPEAKER: 5_000,
  PRICE_CONFERENCE_STREAMING: 4_000,
};
const fullPrice = 50_000;
const COMPANY = 7;
const user = (over: Partial<PayerUser> = {}): PayerUser => ({
  remove_fee: false,
  speaker: false,
  profile_name: 'client',
  company_id: null,
  ...over,
});
const anonymous: FeeContext = { memberCompanyId: null, prices, fullPrice };
const memberBooking: FeeContext = { memberCompanyId: COMPANY, prices, fullPrice };

describe('who pays what (RUNNING.md), every kind of participant', () => {
  const rows: [string, TAttendance, PayerUser | null, FeeContext, string, number][] = [
    ['a stranger', 'in_person', null, anonymous, 'CONFERENCE_FULL_PRICE', fullPrice],
    ['a stranger in streaming', 'streaming', null, anonymous, 'PRICE_CONFERENCE_STREAMING', 4_000],
    ['a user with fee removed', 'in_person', user({ remove_fee: true }), anonymous, 'FEE_REMOVED', 0],
    ['fee removed beats streaming', 'streaming', user({ remove_fee: true }), anonymous, 'FEE_REMOVED', 0],
    [
      'fee removed beats speaker',
      'in_person',
      user({ remove_fee: true, speaker: true }),
      anonymous,
      'FEE_REMOVED',
      0,
    ],
    [
      'streaming beats speaker',
      'streaming',
      user({ speaker: true }),
      anonymous,
      'PRICE_CONFERENCE_STREAMING',
      4_000,
    ],
    ['a speaker', 'in_person', user({ speaker: true }), anonymous, 'PRICE_CONFERENCE_SPEAKER', 5_000],
    [
      'speaker beats expert',
      'in_person',
      user({ speaker: true, profile_name: 'expert' }),
      anonymous,
      'PRICE_CONFERENCE_SPEAKER',
      5_000,
    ],
    [
      'an expert',
      'in_person',
      user({ profile_name: 'expert' }),
      anonymous,
      'PRICE_CONFERENCE_EXPERT',
      20_000,
    ],
    [
      'an expert in a member booking',
      'in_person',
      user({ profile_name: 'expert', company_id: COMPANY }),
      memberBooking,
      'PRICE_CONFERENCE_EXPERT',
      20_000,
    ],
    [
      'a user without a member token',
      'in_person',
      user({ company_id: COMPANY }),
      anonymous,
      'CONFERENCE_FULL_PRICE',
      fullPrice,
    ],
    [
      "the member's company user",
      'in_person',
      user({ company_id: COMPANY }),
      memberBooking,
      'PRICE_CONFERENCE_MEMBER',
      10_000,
    ],
    [
      "another company's user",
      'in_person',
      user({ company_id: 8 }),
      memberBooking,
      'PRICE_CONFERENCE_GUESTS',
      30_000,
    ],
    ['a user of no company', 'in_person', user(), memberBooking, 'PRICE_CONFERENCE_GUESTS', 30_000],
    ['a stranger in a member booking', 'in_person', null, memberBooking, 'PRICE_CONFERENCE_GUESTS', 30_000],
    [
      'an admin user',
      'in_person',
      user({ profile_name: 'admin' }),
      anonymous,
      'CONFERENCE_FULL_PRICE',
      fullPrice,
    ],
    [
      'an arbitrator in a member booking',
      'in_person',
      user({ profile_name: 'arbitrator', company_id: COMPANY }),
      memberBooking,
      'PRICE_CONFERENCE_MEMBER',
      10_000,
    ],
    [
      'streaming in a member booking',
      'streaming',
      user({ company_id: COMPANY }),
      memberBooking,
      'PRICE_CONFERENCE_STREAMING',
      4_000,
    ],
  ];
  it.each(rows)('%s', (_, attendance, payer, ctx, kind, fee) => {
    expect(participantFee(attendance, payer, ctx)).toEqual({ kind, fee });
  });
});

describe('no participant pays more than the full price (RUNNING.md, "Members and bookers")', () => {
  const cheap: FeeContext = { memberCompanyId: COMPANY, prices, fullPrice: 25_000 };
  const rows: [string, TAttendance, PayerUser | null, string, number][] = [
    [
      "the member's company user, below it",
      'in_person',
      user({ company_id: COMPANY }),
      'PRICE_CONFERENCE_MEMBER',
      10_000,
    ],
    ['a guest, capped', 'in_person', null, 'PRICE_CONFERENCE_GUESTS', 25_000],
    ['an expert, equal', 'in_person', user({ profile_name: 'expert' }), 'PRICE_CONFERENCE_EXPERT', 20_000],
  ];
  it.each(rows)('%s', (_, attendance, payer, kind, fee) => {
    expect(participantFee(attendance, payer, cheap)).toEqual({ kind, fee });
  });

  it('caps every category, streaming and speaker too', () => {
    const tiny: FeeContext = { memberCompanyId: COMPANY, prices, fullPrice: 3_000 };
    expect(participantFee('streaming', null, tiny).fee).toBe(3_000);
    expect(participantFee('in_person', user({ speaker: true }), tiny).fee).toBe(3_000);
    expect(participantFee('in_person', user({ company_id: COMPANY }), tiny).fee).toBe(3_000);
    const free: FeeContext = { memberCompanyId: null, prices, fullPrice: 0 };
    expect(participantFee('streaming', null, free).fee).toBe(0);
  });
});

describe('coupon discount', () => {
  it('takes a fixed amount or a rounded percent, never more than the total', () => {
    expect(couponDiscount({ discount: 1_000, percent: null }, 5_000)).toBe(1_000);
    expect(couponDiscount({ discount: 9_000, percent: null }, 5_000)).toBe(5_000);
    expect(couponDiscount({ discount: null, percent: 15 }, 3_333)).toBe(500);
    expect(couponDiscount({ discount: null, percent: 100 }, 3_333)).toBe(3_333);
  });
});

describe('quote', () => {
  it('lists each participant’s lines with their index, then the discount, adding up to the total', () => {
    const quote = quoteOf({
      conference: 'Congresso',
      coupon_code: 'PRIMAVERA',
      discount: 1_000,
      participants: [
        {
          name: 'Anna',
          surname: 'Neri',
          fee: 30_000,
          fee_kind: 'PRICE_CONFERENCE_GUESTS',
          optionals: [{ title: 'Cocktail di benvenuto', quantity: 2, price: 2_500 }],
          workshops: [{ title: 'Arbitrato' }],
        },
        { name: 'Luca', surname: 'Bo', fee: 0, fee_kind: 'FEE_REMOVED', optionals: [], workshops: [] },
      ],
    });
    expect(quote.total).toBe(30_000 + 2_500 - 1_000);
    expect(quote.lines.map((l) => [l.participant, l.amount])).toEqual([
      [0, 30_000],
      [0, 2_500],
      [0, 0],
      [0, 0],
      [1, 0],
      [null, -1_000],
    ]);
    expect(quote.lines[0].label).toBe('Quota di partecipazione (ospite) – Congresso – Anna Neri');
    expect(quote.lines[4].label).toBe('Quota di partecipazione (esente) – Congresso – Luca Bo');
  });
});

describe('booking body', () => {
  const valid = {
    conference_id: 1,
    participants: [{ name: 'Anna', surname: 'Neri', email: 'anna@example.it', attendance: 'in_person' }],
    payment_method: 'bank_transfer',
    privacy_accepted: true,
  };
  it('accepts a minimal booking and refuses a price, missing consent and absurd quantities', () => {
    expect(ZBookingInput.safeParse(valid).success).toBe(true);
    expect(ZBookingInput.safeParse({ ...valid, price: 1 }).success).toBe(false);
    expect(ZBookingInput.safeParse({ ...valid, privacy_accepted: false }).success).toBe(false);
    const absurd = { ...valid.participants[0], optionals: [{ id: 1, quantity: 0 }] };
    expect(ZBookingInput.safeParse({ ...valid, participants: [absurd] }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => ({
      ...valid.participants[0],
      email: `p${i}@example.it`,
    }));
    expect(ZBookingInput.safeParse({ ...valid, participants: many }).success).toBe(false);
    const twice = [valid.participants[0], { ...valid.participants[0], email: 'ANNA@example.it' }];
    expect(ZBookingInput.safeParse({ ...valid, participants: twice }).success).toBe(false);
  });
  it("takes the booker's language, Italian or English, or none (RUNNING.md, English)", () => {
    expect(ZBookingInput.parse({ ...valid, language: 'en' }).language).toBe('en');
    expect(ZBookingInput.parse(valid).language).toBeUndefined();
    expect(ZBookingInput.safeParse({ ...valid, language: 'fr' }).success).toBe(false);
    expect(ZBookingQuoteInput.safeParse({ ...valid, language: 'it' }).success).toBe(true);
  });
});

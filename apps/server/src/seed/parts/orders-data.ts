import { couponDiscount, type TPriceKind } from '@app/shared';
import type { Faker } from '@faker-js/faker';
import { INTOLERANCES } from './conferences-data.ts';

/** The demo's global conference prices by kind (cents): each participant's fee is its kind's. */
export const demoPrices: Record<TPriceKind, number> = {
  PRICE_CONFERENCE_MEMBER: 30000,
  PRICE_CONFERENCE_EXPERT: 20000,
  PRICE_CONFERENCE_GUESTS: 45000,
  PRICE_CONFERENCE_SPEAKER: 0,
  PRICE_CONFERENCE_STREAMING: 10000,
};

/**
 * The demo's coupons: a fixed one for every conference, a percent one for the first conference
 * only (with a cap, so its uses read "3 / 10"). `pick` says which order (by index) used it.
 */
export const DEMO_COUPONS = [
  {
    code: 'EARLYBIRD',
    discount: 5000,
    percent: null,
    firstConferenceOnly: false,
    maxUses: null,
    pick: (i: number) => i % 9 === 0,
  },
  {
    code: 'SOCI10',
    discount: null,
    percent: 10,
    firstConferenceOnly: true,
    maxUses: 10,
    // every fourth order is the first conference's: three of its orders at scale 1
    pick: (i: number) => i % 12 === 4,
  },
] as const;

/** The coupon order `i` used, and what it took off `gross` (cents). */
export function demoCoupon(i: number, gross: number) {
  const coupon = DEMO_COUPONS.find((c) => c.pick(i));
  return coupon
    ? { code: coupon.code, discount: couponDiscount(coupon, gross) }
    : { code: null, discount: 0 };
}

export interface DemoConference {
  id: number;
  streaming: boolean;
  optionals: { id: number; title: string; price: number }[];
  workshops: { id: number; title: string }[];
}

/** What one participant booked: the fee's kind, the optionals (with notes) and workshops. */
export interface Booking {
  feeKind: TPriceKind;
  optionals: { id: number; title: string; price: number; quantity: number; notes: string[] }[];
  workshops: { id: number; title: string }[];
}

const line = (o: DemoConference['optionals'][number], quantity: number, notes: string[] = []) => ({
  ...o,
  quantity,
  notes,
});

/**
 * The big order (order 0), the same every run: a member with every optional (two cocktails, one
 * free) and a workshop, an expert with the dinner only and two intolerances, and a streaming
 * participant who attends from home (no optionals, no workshops).
 */
export const BIG_ORDER: ((conf: DemoConference) => Booking)[] = [
  (conf) => ({
    feeKind: 'PRICE_CONFERENCE_MEMBER',
    optionals: conf.optionals.map((o, k) =>
      line(o, /cocktail/i.test(o.title) ? 2 : 1, k === 0 ? ['vegetariano'] : []),
    ),
    workshops: conf.workshops.slice(0, 1),
  }),
  (conf) => ({
    feeKind: 'PRICE_CONFERENCE_EXPERT',
    optionals: conf.optionals.slice(0, 1).map((o) => line(o, 1, ['senza glutine', 'senza lattosio'])),
    workshops: conf.workshops.slice(1, 2),
  }),
  (conf) => ({
    feeKind: conf.streaming ? 'PRICE_CONFERENCE_STREAMING' : 'PRICE_CONFERENCE_GUESTS',
    optionals: [],
    workshops: [],
  }),
];

/**
 * A participant of any other order: the founder (position 0) mostly a member, the others of
 * every kind; each picks optionals and workshops of their own, and only some have intolerances.
 * Streaming participants attend from home: no optionals, no workshops.
 */
export function book(faker: Faker, conf: DemoConference, position: number): Booking {
  const kinds: TPriceKind[] = [
    'PRICE_CONFERENCE_MEMBER',
    'PRICE_CONFERENCE_MEMBER',
    'PRICE_CONFERENCE_EXPERT',
    'PRICE_CONFERENCE_GUESTS',
    'PRICE_CONFERENCE_SPEAKER',
    ...(conf.streaming ? (['PRICE_CONFERENCE_STREAMING'] as const) : []),
  ];
  const feeKind =
    position === 0 && faker.datatype.boolean({ probability: 0.7 })
      ? 'PRICE_CONFERENCE_MEMBER'
      : faker.helpers.arrayElement(kinds);
  if (feeKind === 'PRICE_CONFERENCE_STREAMING') return { feeKind, optionals: [], workshops: [] };
  const optionals = conf.optionals
    .filter(() => faker.datatype.boolean({ probability: 0.5 }))
    .map((o) =>
      line(
        o,
        faker.number.int({ min: 1, max: 2 }),
        faker.datatype.boolean({ probability: 0.25 }) ? [faker.helpers.arrayElement(INTOLERANCES)] : [],
      ),
    );
  const workshops = conf.workshops.filter(() => faker.datatype.boolean({ probability: 0.4 }));
  return { feeKind, optionals, workshops };
}

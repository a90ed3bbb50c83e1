import { partitaIvaCheckDigit } from '@app/shared';
import { companies, payments, subscriptions } from '../../db/schema/index.ts';
import { DEMO_TODAY, insertChunked, type SeedContext } from '../context.ts';

/**
 * Fifteen companies (× scale) with a Stripe-mirrored membership each, covering every status of the
 * companies filter several times, and their payments (paid and failed, some with a coupon).
 * refs.companyIds / refs.subscriptionIds are database ids, in the same order.
 */
const ROUND = ['active', 'trialing', 'canceled', 'unpaid'] as const;
const STATUS_CYCLE = [
  ...ROUND,
  'incomplete_expired',
  ...ROUND,
  ...ROUND,
  'incomplete_expired',
  'active',
] as const;
type Status = (typeof STATUS_CYCLE)[number];

const YEARLY_FEE = 50000;
const COUPONS = [
  { code: 'BENVENUTO20', discount: 10000 },
  { code: 'STUDIO10', discount: 5000 },
];
const TYPES = ['Company', 'Law firm', 'Association', 'Law firm', 'Company'];
const FOREIGN = [
  { code: 'FR', postal: '75008', vat: 'FR40303265045', city: 'Parigi', address: 'Rue de Rivoli 12', vies: 1 },
  {
    code: 'DE',
    postal: '10115',
    vat: 'DE136695976',
    city: 'Berlino',
    address: 'Friedrichstraße 40',
    vies: 1,
  },
  {
    code: 'CH',
    postal: '8001',
    vat: 'CHE-116.281.710',
    city: 'Zurigo',
    address: 'Bahnhofstrasse 21',
    vies: null,
  },
];
const SDI_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * How an Italian company's invoices reach it, drawn without the faker (the other parts' data stay
 * as they were): a third by their own SDI code, a third by PEC (0000000), a third by 0000000 alone.
 */
function recipientOf(i: number): { recipientCode: string; pec: string | null } {
  if (i % 3 === 0) {
    const code = Array.from({ length: 7 }, (_, k) => SDI_ALPHABET[(i * 7 + k * 13) % SDI_ALPHABET.length]);
    return { recipientCode: code.join(''), pec: null };
  }
  return { recipientCode: '0000000', pec: i % 3 === 1 ? `fatture${i + 1}@pec.demo.local` : null };
}

const DAY = 86_400_000;
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);
const addMonths = (d: Date, n: number) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
};
const wire = (d: Date) => d.toISOString().slice(0, 10);

interface Plan {
  start: Date;
  end: Date;
  trialEnd: Date | null;
  canceledAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Period dates for a status, relative to DEMO_TODAY. */
function plan(status: Status, k: number): Plan {
  const today = DEMO_TODAY;
  switch (status) {
    case 'active': {
      const start = addMonths(today, -(1 + ((k * 3) % 11)));
      return {
        start,
        end: addMonths(start, 12),
        trialEnd: null,
        canceledAt: null,
        cancelAtPeriodEnd: k % 4 === 3,
      };
    }
    case 'trialing': {
      const start = addDays(today, -(3 + k * 4));
      const trialEnd = addDays(start, 30);
      return { start, end: trialEnd, trialEnd, canceledAt: null, cancelAtPeriodEnd: false };
    }
    case 'canceled': {
      const start = addMonths(today, -(14 + k * 2));
      const end = addMonths(start, 12);
      return { start, end, trialEnd: null, canceledAt: end, cancelAtPeriodEnd: false };
    }
    case 'unpaid': {
      const start = addMonths(today, -(1 + k));
      return { start, end: addMonths(start, 12), trialEnd: null, canceledAt: null, cancelAtPeriodEnd: false };
    }
    case 'incomplete_expired': {
      const start = addMonths(today, -(2 + k));
      return { start, end: addDays(start, 1), trialEnd: null, canceledAt: null, cancelAtPeriodEnd: false };
    }
  }
}

export async function seedMemberships(ctx: SeedContext) {
  const { tx, faker, refs } = ctx;
  const count = STATUS_CYCLE.length * Math.max(1, ctx.scale);
  const italy = refs.countryIds?.IT ?? null;
  const alnum = (n: number) => faker.string.alphanumeric({ length: n, casing: 'mixed' });

  const companyRows: (typeof companies.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const foreign = i % 5 === 4 ? FOREIGN[((i / 5) % FOREIGN.length) | 0] : null;
    const surname = faker.person.lastName();
    const kind = TYPES[i % TYPES.length];
    const name =
      kind === 'Law firm'
        ? `Studio Legale ${surname}${i % 2 ? ' & Associati' : ''}`
        : kind === 'Association'
          ? `Associazione ${faker.location.city()} Arbitrato`
          : `${surname} ${faker.helpers.arrayElement(['S.r.l.', 'S.p.A.', 'Consulting S.r.l.'])}`;
    const first10 = faker.string.numeric(10);
    companyRows.push({
      name,
      type: kind,
      address: foreign?.address ?? faker.location.streetAddress(),
      city: foreign?.city ?? faker.location.city(),
      province: foreign ? null : faker.location.state({ abbreviated: true }),
      postalCode: foreign?.postal ?? faker.string.numeric(5),
      countryId: foreign ? (refs.countryIds?.[foreign.code] ?? null) : italy,
      vat: foreign?.vat ?? `${first10}${partitaIvaCheckDigit(first10)}`,
      ...(foreign ? { vies: foreign.vies } : recipientOf(i)),
      stripeCustomerId: `cus_${alnum(14)}`,
    });
  }
  const companyIds: number[] = [];
  await insertChunked(companyRows, 500, async (chunk) => {
    const rows = await tx.insert(companies).values(chunk).returning({ id: companies.id });
    companyIds.push(...rows.map((r) => r.id));
  });

  const seen: Record<string, number> = {};
  const plans: { status: Status; plan: Plan }[] = [];
  const subscriptionRows: (typeof subscriptions.$inferInsert)[] = companyIds.map((companyId, i) => {
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length];
    const k = (seen[status] ?? -1) + 1;
    seen[status] = k;
    const p = plan(status, k % 6);
    plans.push({ status, plan: p });
    return {
      stripeSubscriptionId: `sub_1${alnum(23)}`,
      companyId,
      status,
      dateStart: wire(p.start),
      dateEnd: wire(p.end),
      trialEnd: p.trialEnd ? wire(p.trialEnd) : null,
      cancelAtPeriodEnd: p.cancelAtPeriodEnd,
      canceledAt: p.canceledAt,
      livemode: false,
      stripeEventAt: addDays(p.start, 0),
    };
  });
  const subscriptionIds: number[] = [];
  await insertChunked(subscriptionRows, 500, async (chunk) => {
    const rows = await tx.insert(subscriptions).values(chunk).returning({ id: subscriptions.id });
    subscriptionIds.push(...rows.map((r) => r.id));
  });

  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const at = (d: Date) => new Date(d.getTime() + faker.number.int({ min: 8, max: 19 }) * 3_600_000);
  const pay = (
    subscriptionId: number,
    status: 'paid' | 'failed',
    when: Date,
    coupon?: (typeof COUPONS)[number],
  ) =>
    paymentRows.push({
      subscriptionId,
      stripeInvoiceId: `in_1${alnum(23)}`,
      status,
      paidAt: status === 'paid' ? at(when) : null,
      amount: YEARLY_FEE - (coupon?.discount ?? 0),
      couponCode: coupon?.code ?? null,
      discount: coupon?.discount ?? 0,
      createdAt: at(when),
    });
  subscriptionIds.forEach((id, i) => {
    const { status, plan: p } = plans[i];
    const coupon = i % 3 === 0 ? COUPONS[i % 2] : undefined;
    if (status === 'active') {
      // the previous year, a first failed attempt on renewal for some, then this period
      if (i % 2 === 0) pay(id, 'paid', addMonths(p.start, -12), coupon);
      if (i % 4 === 0) pay(id, 'failed', p.start);
      pay(id, 'paid', addDays(p.start, i % 4 === 0 ? 2 : 0), i % 2 === 0 ? undefined : coupon);
    } else if (status === 'canceled') {
      pay(id, 'paid', p.start, coupon);
    } else if (status === 'unpaid') {
      pay(id, 'paid', addMonths(p.start, -12), coupon);
      pay(id, 'failed', p.start);
      pay(id, 'failed', addDays(p.start, 3));
    } else if (status === 'incomplete_expired') {
      pay(id, 'failed', p.start, coupon);
    }
  });
  await insertChunked(paymentRows, 1000, (chunk) => tx.insert(payments).values(chunk));

  refs.companyIds = companyIds;
  refs.subscriptionIds = subscriptionIds;
}

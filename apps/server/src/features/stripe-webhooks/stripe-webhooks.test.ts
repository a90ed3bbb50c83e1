import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import {
  customer,
  event,
  type InvoiceOpts,
  invoice,
  type SubOpts,
  signedHeaders,
  subscription,
  T,
} from './fixtures.ts';

const SECRET = 'whsec_test_secret_for_the_suite';

const { t, user: admin } = useTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });

const send = (evt: unknown, opts: { secret?: string; timestamp?: number; tamper?: boolean } = {}) => {
  const payload = JSON.stringify(evt);
  const headers = signedHeaders(payload, opts.secret ?? SECRET, opts.timestamp);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers,
    payload: opts.tamper ? payload.replace('"active"', '"unpaid"') : payload,
  });
};
const ok = async (evt: unknown) => {
  const res = await send(evt);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as string;
};
const detail = async (sub: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/memberships/${sub}`, headers: admin.headers });
  return res;
};
const list = async (q = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/memberships${q}`, headers: admin.headers })).json();

async function newCompany(name: string, stripeCustomerId?: string) {
  const [row] = await t.app.db
    .insert(companies)
    .values({ name, stripeCustomerId })
    .returning({ id: companies.id });
  return row.id;
}

const period = { start: T('2026-01-15T08:00:00Z'), end: T('2027-01-15T08:00:00Z') };
const at = (created?: number) => (created === undefined ? {} : { created });

/** customer.subscription.<kind> of sub_<name> for cus_<name>: active over `period` unless `o` says otherwise. */
const subEvent = (
  kind: 'created' | 'updated' | 'deleted',
  name: string,
  o: Partial<SubOpts> = {},
  created?: number,
) =>
  event(
    `customer.subscription.${kind}`,
    subscription(`sub_${name}`, `cus_${name}`, { status: 'active', ...period, ...o }),
    at(created),
  );

/** invoice.<kind> of the invoice `id`, of sub_zeta and cus_zeta unless `o` says otherwise. */
const zetaInvoice = (
  kind: 'paid' | 'payment_failed',
  id: string,
  o: Omit<InvoiceOpts, 'subscriptionId' | 'customerId'> & Partial<InvoiceOpts>,
  created?: number,
) =>
  event(
    `invoice.${kind}`,
    invoice(id, { subscriptionId: 'sub_zeta', customerId: 'cus_zeta', ...o }),
    at(created),
  );

describe('customer events link the company', () => {
  it('customer.created with metadata.company_id links; the subscription then shows up', async () => {
    const companyId = await newCompany('Studio Alfa');
    expect(await ok(event('customer.created', customer('cus_alfa', { company_id: String(companyId) })))).toBe(
      'applied',
    );
    expect(await ok(subEvent('created', 'alfa'))).toBe('applied');
    const res = await detail('sub_alfa');
    expect(res.statusCode).toBe(200);
    expect(res.json().membership).toMatchObject({
      subscription_id: 'sub_alfa',
      status: 'active',
      membership: true,
      date_start: '2026-01-15',
      date_end: '2027-01-15',
      trial_end: null,
      customer_url: 'https://dashboard.stripe.com/test/customers/cus_alfa',
      subscription_url: 'https://dashboard.stripe.com/test/subscriptions/sub_alfa',
      company: { id: companyId, name: 'Studio Alfa' },
    });
  });

  it('customer.updated moves the customer to the company its metadata names', async () => {
    const first = await newCompany('Studio Uno', 'cus_moving');
    const second = await newCompany('Studio Due');
    await ok(subEvent('created', 'moving'));
    await ok(event('customer.updated', customer('cus_moving', { company_id: String(second) })));
    await ok(subEvent('updated', 'moving'));
    expect((await detail('sub_moving')).json().membership.company.id).toBe(second);
    expect(first).not.toBe(second);
  });

  it('an unknown customer stores nothing but answers 200 (Stripe would retry otherwise)', async () => {
    const before = (await list()).total;
    expect(await ok(event('customer.created', customer('cus_nobody', { company_id: '999999' })))).toBe(
      'ignored',
    );
    expect(await ok(subEvent('created', 'nobody'))).toBe('ignored');
    expect((await list()).total).toBe(before);
    expect((await detail('sub_nobody')).statusCode).toBe(404);
  });
});

describe('subscription events', () => {
  beforeAll(async () => {
    await newCompany('Beta Arbitrati', 'cus_beta');
  });

  it('created, updated (trial, cancel at period end) and deleted change what the API shows', async () => {
    const start = T('2026-03-01T10:00:00Z');
    await ok(
      subEvent(
        'created',
        'beta',
        { status: 'trialing', start, end: T('2026-03-31T10:00:00Z'), trialEnd: T('2026-03-31T10:00:00Z') },
        T('2026-03-01T10:00:01Z'),
      ),
    );
    let m = (await detail('sub_beta')).json().membership;
    expect(m).toMatchObject({
      status: 'trialing',
      membership: true,
      trial_end: '2026-03-31',
      date_end: '2026-03-31',
    });
    const row = (await list('?q=sub_beta')).memberships[0];
    expect(row).toMatchObject({
      subscription_id: 'sub_beta',
      company: 'Beta Arbitrati',
      status: 'trialing',
      membership: true,
    });

    await ok(
      subEvent(
        'updated',
        'beta',
        { start: T('2026-03-31T10:00:00Z'), end: T('2027-03-31T10:00:00Z'), cancelAtPeriodEnd: true },
        T('2026-03-31T10:00:05Z'),
      ),
    );
    m = (await detail('sub_beta')).json().membership;
    expect(m).toMatchObject({
      status: 'active',
      date_start: '2026-03-31',
      date_end: '2027-03-31',
      trial_end: null,
    });

    await ok(
      subEvent(
        'deleted',
        'beta',
        {
          status: 'canceled',
          start: T('2026-03-31T10:00:00Z'),
          end: T('2027-03-31T10:00:00Z'),
          canceledAt: T('2027-03-31T10:00:00Z'),
        },
        T('2027-03-31T10:00:06Z'),
      ),
    );
    m = (await detail('sub_beta')).json().membership;
    expect(m).toMatchObject({ status: 'canceled', membership: false });
    expect(
      (await list('?status=canceled&q=Beta')).memberships.map(
        (r: { subscription_id: string }) => r.subscription_id,
      ),
    ).toEqual(['sub_beta']);
  });

  it('reads the period from the top level in older API versions, and live mode links', async () => {
    await newCompany('Gamma Legal', 'cus_gamma');
    await ok(
      subEvent('created', 'gamma', {
        status: 'unpaid',
        start: T('2025-06-01T00:00:00Z'),
        end: T('2026-06-01T00:00:00Z'),
        apiEra: 'legacy',
        livemode: true,
      }),
    );
    const m = (await detail('sub_gamma')).json().membership;
    expect(m).toMatchObject({
      status: 'unpaid',
      membership: false,
      date_start: '2025-06-01',
      date_end: '2026-06-01',
      customer_url: 'https://dashboard.stripe.com/customers/cus_gamma',
      subscription_url: 'https://dashboard.stripe.com/subscriptions/sub_gamma',
    });
  });

  it('an event older than the stored state changes nothing (out of order)', async () => {
    await newCompany('Delta', 'cus_delta');
    const newer = subEvent('updated', 'delta', {}, T('2026-05-02T00:00:00Z'));
    const older = subEvent(
      'created',
      'delta',
      { status: 'incomplete_expired', start: period.start, end: period.start },
      T('2026-05-01T00:00:00Z'),
    );
    expect(await ok(newer)).toBe('applied');
    expect(await ok(older)).toBe('stale');
    expect((await detail('sub_delta')).json().membership).toMatchObject({
      status: 'active',
      date_end: '2027-01-15',
    });
  });

  it('a replayed event is a no-op, even after a newer one', async () => {
    await newCompany('Epsilon', 'cus_eps');
    const first = subEvent('created', 'eps', {}, T('2026-06-01T00:00:00Z'));
    const second = subEvent('updated', 'eps', { status: 'past_due' }, T('2026-06-02T00:00:00Z'));
    await ok(first);
    await ok(second);
    expect(await ok(first)).toBe('replayed');
    expect(await ok(second)).toBe('replayed');
    const m = (await detail('sub_eps')).json().membership;
    expect(m.status).toBe('past_due');
  });
});

describe('invoice events', () => {
  beforeAll(async () => {
    await newCompany('Zeta Avvocati', 'cus_zeta');
    await ok(subEvent('created', 'zeta'));
  });
  const payments = async () => (await detail('sub_zeta')).json().membership.company.payments;

  it('invoice.paid adds a paid payment with date, amount, coupon and discount', async () => {
    await ok(
      zetaInvoice('paid', 'in_zeta_1', {
        paid: true,
        amount: 40000,
        paidAt: T('2026-01-15T09:00:00Z'),
        coupon: 'BENVENUTO20',
        discount: 10000,
      }),
    );
    expect(await payments()).toEqual([
      {
        status: 'paid',
        paid_at: '2026-01-15T09:00:00.000Z',
        amount: 40000,
        coupon_code: 'BENVENUTO20',
        discount: 10000,
        invoice: null,
      },
    ]);
  });

  it('invoice.payment_failed adds a failed payment without a paid date (older API shape too)', async () => {
    await ok(
      zetaInvoice(
        'payment_failed',
        'in_zeta_2',
        { paid: false, amount: 50000, coupon: 'STUDIO10', discount: 5000, apiEra: 'legacy' },
        T('2026-02-15T09:00:00Z'),
      ),
    );
    const list2 = await payments();
    expect(list2).toHaveLength(2);
    expect(list2).toContainEqual({
      status: 'failed',
      paid_at: null,
      amount: 50000,
      coupon_code: 'STUDIO10',
      discount: 5000,
      invoice: null,
    });
  });

  it('a later invoice.paid for the failed invoice turns it paid; an older failure after it changes nothing', async () => {
    const paid = zetaInvoice(
      'paid',
      'in_zeta_2',
      { paid: true, amount: 50000, paidAt: T('2026-02-16T09:00:00Z') },
      T('2026-02-16T09:00:00Z'),
    );
    expect(await ok(paid)).toBe('applied');
    const lateFailure = zetaInvoice(
      'payment_failed',
      'in_zeta_2',
      { paid: false, amount: 50000 },
      T('2026-02-15T12:00:00Z'),
    );
    expect(await ok(lateFailure)).toBe('stale');
    const rows = await payments();
    expect(rows).toHaveLength(2);
    expect(rows.every((p: { status: string }) => p.status === 'paid')).toBe(true);
  });

  it('an invoice of an unknown subscription stores nothing and answers 200', async () => {
    expect(
      await ok(
        zetaInvoice('paid', 'in_unknown', {
          subscriptionId: 'sub_unknown',
          paid: true,
          amount: 1,
          paidAt: T('2026-01-01T00:00:00Z'),
        }),
      ),
    ).toBe('ignored');
    expect(await payments()).toHaveLength(2);
  });

  it('event types it does not handle are acknowledged and ignored', async () => {
    expect(await ok(event('invoice.finalized', { id: 'in_zeta_3', object: 'invoice' }))).toBe('ignored');
  });
});

describe('signature', () => {
  const evt = () => subEvent('updated', 'sig', {}, T('2030-01-01T00:00:00Z'));
  beforeAll(async () => {
    await newCompany('Sigma', 'cus_sig');
    await ok(subEvent('created', 'sig', { status: 'trialing' }, T('2026-01-01T00:00:00Z')));
  });
  const unchanged = async () => expect((await detail('sub_sig')).json().membership.status).toBe('trialing');

  it('refuses a wrong secret with 400 and changes nothing', async () => {
    const res = await send(evt(), { secret: 'whsec_wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message: 'Firma Stripe non valida' });
    await unchanged();
  });

  it('refuses a body altered after signing', async () => {
    expect((await send(evt(), { tamper: true })).statusCode).toBe(400);
    await unchanged();
  });

  it('refuses a signature older than 5 minutes (replay of a captured request)', async () => {
    const res = await send(evt(), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(res.statusCode).toBe(400);
    await unchanged();
  });

  it('refuses a missing signature, and a refused event can still be delivered properly later', async () => {
    const e = evt();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(e),
    });
    expect(res.statusCode).toBe(400);
    await unchanged();
    expect(await ok(e)).toBe('applied');
    expect((await detail('sub_sig')).json().membership.status).toBe('active');
  });

  it('leaves the JSON parsing of every other route alone', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/company/999999',
      headers: admin.headers,
      payload: {
        company: {
          name: 'X',
          type: null,
          address: null,
          city: null,
          province: null,
          postal_code: null,
          country: null,
          vat: null,
        },
      },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('without STRIPE_WEBHOOK_SECRET', () => {
  it('the webhook does not exist (404)', async () => {
    const plain = await createTestApp();
    try {
      const payload = JSON.stringify(event('customer.created', customer('cus_x')));
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: signedHeaders(payload, SECRET),
        payload,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, payments, subscriptions, users } from '../../db/schema/index.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { createTestApp, italyId, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app);
  headers = admin.headers;
  const italy = { id: await italyId(t.app) };
  const [c] = await t.app.db
    .insert(companies)
    .values({
      name: 'Omega Srl',
      city: 'Milano',
      countryId: italy.id,
      postalCode: '20121',
      vat: '00488410010',
    })
    .returning({ id: companies.id });
  companyId = c.id;
  const [s] = await t.app.db
    .insert(subscriptions)
    .values({ stripeSubscriptionId: 'sub_omega', companyId, status: 'unpaid', dateEnd: '2026-12-01' })
    .returning({ id: subscriptions.id });
  await t.app.db.update(users).set({ companyId, companyFounder: 1 }).where(eq(users.id, admin.id));
  await t.app.db.insert(payments).values([
    {
      subscriptionId: s.id,
      stripeInvoiceId: 'in_ok',
      status: 'paid',
      paidAt: new Date('2026-01-05T09:00:00Z'),
      amount: 40000,
    },
    { subscriptionId: s.id, stripeInvoiceId: 'in_ko', status: 'failed', amount: 40000 },
  ]);
});
afterAll(() => t.close());

const read = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/memberships/sub_omega', headers })).json().membership
    .company;
const put = (company: object) =>
  t.app.inject({ method: 'PUT', url: `/api/company/${companyId}`, headers, payload: { company } });

describe('PUT /api/company/{id} and read-only fields', () => {
  it('takes back the company the membership answered; refuses a change to its id, users or payments', async () => {
    const loaded = await read();
    expect(loaded.payments).toHaveLength(2);
    await expectEchoRules({
      app: t.app,
      read,
      save: put,
      key: 'company',
      changed: {
        id: companyId + 1,
        users: [],
        // paid state changes only through a confirmed payment, never through the company
        payments: loaded.payments.map((p: Record<string, unknown>) => ({
          ...p,
          status: 'paid',
          paid_at: '2026-02-01T00:00:00.000Z',
        })),
      },
    });
  });

  it('names an unknown key inside an echoed payment', async () => {
    const loaded = await read();
    const res = await put({
      ...loaded,
      payments: [{ ...loaded.payments[0], refunded: true }, loaded.payments[1]],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'company.payments.0.refunded': 'Campo non previsto' });
  });
});

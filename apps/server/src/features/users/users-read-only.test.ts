import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, subscriptions, users } from '../../db/schema/index.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { createTestApp, italyId as italyOf, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let italyId: number;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app)).headers;
  italyId = await italyOf(t.app);
});
afterAll(() => t.close());

let n = 0;
const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'Giulia',
  surname: 'Bianchi',
  email: `giulia${++n}@readonly.it`,
  profile_name: 'client',
  status: 'active',
  ...over,
});
const billing = () => ({
  territory: 'Italy',
  invoice_type: 'company',
  company_name: 'Studio Bianchi',
  vat: '00743110157',
  fiscal_code: 'RSSMRA85T10A562S',
  recipient_code: 'M5UXCR1',
  country: italyId,
  address: 'Via Roma 1',
  postal_code: '20121',
  province: 'MI',
  city: 'Milano',
});

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', headers, payload });
const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload });
const read = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers })).json().user;

describe('PUT /api/users/{id} and read-only fields', () => {
  it('takes back the user it answered; refuses a change to what it does not write', async () => {
    const created = (await post({ user: newUser(), billing_information: billing() })).json().user;
    const [company] = await t.app.db.insert(companies).values({ name: 'Sola Srl' }).returning();
    await t.app.db.insert(subscriptions).values({
      stripeSubscriptionId: 'sub_sola',
      companyId: company.id,
      status: 'active',
      dateEnd: '2027-01-01',
    });
    await t.app.db
      .update(users)
      .set({ companyId: company.id, companyFounder: 1, lastResetPassword: new Date('2026-03-01T10:00:00Z') })
      .where(eq(users.id, created.id));
    const loaded = await read(created.id);
    expect(loaded).toMatchObject({
      membership: true,
      company: { name: 'Sola Srl' },
      billing_information: {},
    });

    await expectEchoRules({
      app: t.app,
      read: () => read(created.id),
      save: (user) => put(created.id, { user }),
      key: 'user',
      changed: {
        id: created.id + 1,
        membership: false,
        profile_id: loaded.profile_id + 1,
        expert_id: 1,
        company: { ...loaded.company, name: 'Altra Srl' },
        subscription_id: 'sub_altra',
        subscription_status: 'canceled',
        membership_id: 999_999,
        last_reset_password: '2026-03-01T10:00:01.000Z',
        last_reset_password_link_sent: '2026-03-01T10:00:00.000Z',
        billing_information: { ...loaded.billing_information, city: 'Roma' },
        // not trialing: the trial end is not the date a save writes
        subscription_trial_end: '2031-01-01',
      },
    });
    // the same instant in another zone is the same value; the billing beside it is the editable one
    const now = await read(created.id);
    const echo = await put(created.id, {
      user: { ...now, last_reset_password: '2026-03-01T11:00:00+01:00' },
      billing_information: { ...now.billing_information, city: 'Roma' },
    });
    expect(echo.statusCode).toBe(200);
    expect(echo.json().user.billing_information.city).toBe('Roma');
  });

  it('refuses a member type for a user without a company', async () => {
    const created = (await post({ user: newUser() })).json().user;
    const res = await put(created.id, { user: { ...(await read(created.id)), company_founder: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'user.company_founder': 'Campo non modificabile' });
  });
});

describe('POST /api/users and read-only fields', () => {
  it('refuses what a new user cannot be given, and unknown fields, creating nothing', async () => {
    const before = await t.app.db.select({ id: users.id }).from(users);
    for (const [field, value] of [
      ['id', 7],
      ['membership', true],
      ['company_founder', 1],
      ['subscription_date_end', '2030-01-01'],
    ] as const) {
      const res = await post({ user: newUser({ [field]: value }) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toEqual({ [`user.${field}`]: 'Campo non modificabile' });
    }
    const unknown = await post({ user: newUser({ is_admin: true }) });
    expect(unknown.json().errors).toEqual({ 'user.is_admin': 'Campo non previsto' });
    const billingUnknown = await post({
      user: newUser(),
      billing_information: { ...billing(), iban: 'IT60X' },
    });
    expect(billingUnknown.json().errors).toEqual({ 'billing_information.iban': 'Campo non previsto' });
    expect(await t.app.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    // what a new user has anyway may be sent
    expect((await post({ user: newUser({ company_founder: 0, membership_id: null }) })).statusCode).toBe(200);
  });
});

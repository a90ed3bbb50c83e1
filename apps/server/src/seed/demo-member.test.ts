import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.ts';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './context.ts';
import { seedDemo } from './run.ts';

const { t } = useTestApp({ seed: (t) => seedDemo(t.app.db), timeout: 120_000, as: null });

describe('the demo member', () => {
  it('signs in with the documented password and finds an active membership, orders, invoices and documents', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.auth_token}` };
    const read = async (url: string) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    expect((await read('/api/member/me')).user.membership.active).toBe(true);
    expect((await read('/api/member/orders')).orders.length).toBeGreaterThan(0);
    expect((await read('/api/member/invoices')).invoices.length).toBeGreaterThan(0);
    expect((await read('/api/member/documents')).sections.length).toBeGreaterThan(0);
    // a member, not an admin
    expect((await t.app.inject({ url: '/api/users', headers })).statusCode).toBe(403);
  });
});

describe('the demo’s billing data', () => {
  it('pass every rule an invoice needs: the back-office has nothing to correct', async () => {
    const admin = await signIn(t.app, 'admin');
    const res = await t.app.inject({ url: '/api/billing-checks', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().records).toEqual([]);
  });

  it('bill the demo member as their company, one customer under one VAT number, never the association', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MEMBER_EMAIL, password: DEMO_MEMBER_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.auth_token}` };
    const { user } = (await t.app.inject({ url: '/api/member/me', headers })).json();
    const admin = await signIn(t.app, 'admin');
    const { settings } = (
      await t.app.inject({ url: '/api/invoice-settings', headers: admin.headers })
    ).json();
    const billing = user.billing_information;
    expect(billing).toMatchObject({ company_name: user.company.name, vat: user.company.vat });
    expect([billing.vat, billing.fiscal_code]).not.toContain(settings.fiscal_code);
    expect([billing.vat, billing.fiscal_code]).not.toContain(settings.vat);
  });
});

import { BILLING_RULES_MSG, COMPANY_MSG, MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInformation, companies, subscriptions } from '../../db/schema/index.ts';
import { countryId, firmBilling, turinCompany, wholeUser } from '../../test/fixtures/billing-cases.ts';
import { member, setUpIssuer } from '../../test/fixtures/booking.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/**
 * "Dati di fatturazione da correggere": stored billing and companies an invoice would refuse are
 * listed for the admins with what to correct and where; fixed, they leave the list.
 */
const { t, headers } = useTestApp();
let italy: number;
beforeAll(async () => {
  await setUpIssuer(t.app);
  italy = await countryId(t.app, 'IT');
});

const checks = async () => {
  const res = await t.app.inject({ url: '/api/billing-checks', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    records: { kind: string; id: number; name: string; path: string; problems: object[] }[];
    total: number;
  };
};

/** A member whose company the admin completed (a membership invoice needs its address). */
async function completeMember() {
  const m = await member(t.app, 'active');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/company/${m.companyId}`,
    headers,
    payload: { company: turinCompany(italy) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

describe('GET /api/billing-checks', () => {
  it('lists nothing while every stored record passes', async () => {
    await completeMember();
    expect(await checks()).toEqual({ status: 'success', records: [], total: 0 });
  });

  it('lists a billing and a company saved before the rules, with each problem and the page that edits it', async () => {
    const m = await completeMember();
    await t.app.db
      .update(billingInformation)
      .set({ postalCode: 'ABC', territory: 'UE', vies: 0 })
      .where(eq(billingInformation.userId, m.id));
    await t.app.db
      .update(companies)
      .set({ province: 'ZZ', postalCode: '1012', address: null })
      .where(eq(companies.id, m.companyId));
    const [sub] = await t.app.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, m.companyId));
    const { records, total } = await checks();
    expect(total).toBe(2);
    expect(records).toEqual([
      {
        kind: 'company',
        id: m.companyId,
        name: 'Studio Associato Bianchi',
        path: `/memberships/${sub.id}?tab=company`,
        problems: expect.arrayContaining([
          { field: 'postal_code', label: 'CAP', message: COMPANY_MSG.capInvalid },
          { field: 'province', label: 'Provincia', message: BILLING_RULES_MSG.province },
          // a membership invoice needs a street address
          { field: 'address', label: 'Indirizzo', message: MSG.required },
        ]),
      },
      {
        kind: 'user',
        id: m.id,
        name: 'Test client',
        path: `/users/${m.id}?tab=billing`,
        problems: [
          { field: 'territory', label: 'Territorio', message: BILLING_RULES_MSG.territory('Italy') },
          { field: 'postal_code', label: 'CAP', message: BILLING_RULES_MSG.postalCode },
        ],
      },
    ]);

    // the admin corrects the billing through the editor: it leaves the list
    const user = (await t.app.inject({ url: `/api/users/${m.id}`, headers })).json().user;
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${m.id}`,
      headers,
      payload: {
        user: wholeUser({ name: user.name, surname: user.surname, email: user.email, member_area: true }),
        billing_information: firmBilling(italy),
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await checks()).records.map((r) => r.kind)).toEqual(['company']);
  });

  it('is for admins only', async () => {
    const client = await signIn(t.app, 'client', { memberArea: true });
    expect((await t.app.inject({ url: '/api/billing-checks', headers: client.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/billing-checks' })).statusCode).toBe(401);
  });
});

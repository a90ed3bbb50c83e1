import { BILLING_RULES_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInformation } from '../../db/schema/index.ts';
import { badBillingCases, countryId, firmBilling } from '../../test/fixtures/billing-cases.ts';
import { member, setUpIssuer } from '../../test/fixtures/booking.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * The member's own billing page (PUT /api/member/billing) under issue 32's rules: the same 400s as
 * the back-office, a stored billing that breaks a rule saved again as it is, the PEC kept when left out.
 */
const { t } = useTestApp({ as: null });
let italy: number;
let germany: number;
beforeAll(async () => {
  await setUpIssuer(t.app);
  italy = await countryId(t.app, 'IT');
  germany = await countryId(t.app, 'DE');
});

const put = (who: { headers: Record<string, string> }, billing: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/member/billing',
    headers: who.headers,
    payload: { billing_information: billing },
  });
const mine = async (who: { headers: Record<string, string> }) =>
  (await t.app.inject({ url: '/api/member/me', headers: who.headers })).json().user.billing_information;

describe('PUT /api/member/billing', () => {
  it('refuses each rule an invoice needs with a 400 naming the field, changing nothing', async () => {
    const m = await member(t.app, 'active');
    const before = await mine(m);
    for (const c of badBillingCases(germany)) {
      const res = await put(m, firmBilling(italy, c.change));
      expect(res.statusCode, c.label).toBe(400);
      expect(res.json().errors, c.label).toEqual({ [`billing_information.${c.field}`]: c.message });
    }
    expect(await mine(m)).toEqual(before);
  });

  it('saves a PEC, keeps it when the page (or a SPEC client) leaves it out, empties it when sent empty', async () => {
    const m = await member(t.app, 'active');
    const withPec = firmBilling(italy, { recipient_code: '0000000', pec: 'studio.verdi@pec.it' });
    const saved = await put(m, withPec);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.billing_information).toMatchObject({
      recipient_code: '0000000',
      pec: 'studio.verdi@pec.it',
    });
    const { pec: _pec, ...specOnly } = withPec;
    expect((await put(m, { ...specOnly, city: 'Milano' })).statusCode).toBe(200);
    expect((await mine(m)).pec).toBe('studio.verdi@pec.it');
    expect((await put(m, { ...withPec, pec: '' })).statusCode).toBe(200);
    expect((await mine(m)).pec).toBeNull();
  });

  it('saves a stored billing that breaks a new rule as it is; a changed value is checked', async () => {
    const m = await member(t.app, 'active');
    await t.app.db
      .update(billingInformation)
      .set({ postalCode: 'ABC', province: 'ZZ' })
      .where(eq(billingInformation.userId, m.id));
    const stored = await mine(m);
    const same = await put(m, { ...stored, company_name: 'Studio Associato Bianchi & Soci' });
    expect(same.statusCode, same.body).toBe(200);
    const changed = await put(m, { ...stored, province: 'XX' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ 'billing_information.province': BILLING_RULES_MSG.province });
  });
});

import { BILLING_RULES_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInformation } from '../../db/schema/index.ts';
import {
  badBillingCases,
  countryId,
  firmBilling,
  personBilling,
  wholeUser,
} from '../../test/fixtures/billing-cases.ts';
import { setUpIssuer } from '../../test/fixtures/booking.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * The back-office user editor's billing (POST /api/users, PUT /api/users/{id}) under issue 32's
 * rules: each is a 400 naming its field, nothing written; a stored billing that breaks one still
 * lets an unrelated edit through; the PEC is optional and kept when a PUT leaves it out.
 */
const { t, headers } = useTestApp();
let italy: number;
let germany: number;
beforeAll(async () => {
  italy = await countryId(t.app, 'IT');
  germany = await countryId(t.app, 'DE');
  await setUpIssuer(t.app);
});

const user = (over: Record<string, unknown> = {}) => wholeUser({ name: 'Giulia', surname: 'Verdi', ...over });
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers, payload });
const read = async (id: number) => (await t.app.inject({ url: `/api/users/${id}`, headers })).json().user;

describe('user billing: the rules an invoice needs', () => {
  it('refuses each on a create and on an edit, naming the field; nothing changes', async () => {
    const created = await send('POST', '/api/users', {
      user: user(),
      billing_information: firmBilling(italy),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, email } = created.json().user;
    for (const c of badBillingCases(germany)) {
      const post = await send('POST', '/api/users', {
        user: user(),
        billing_information: firmBilling(italy, c.change),
      });
      expect(post.statusCode, c.label).toBe(400);
      expect(post.json().errors, c.label).toEqual({ [`billing_information.${c.field}`]: c.message });
      const put = await send('PUT', `/api/users/${id}`, {
        user: user({ email, phone: '+39 02 555' }),
        billing_information: firmBilling(italy, c.change),
      });
      expect(put.statusCode, c.label).toBe(400);
      expect(put.json().errors[`billing_information.${c.field}`], c.label).toBe(c.message);
    }
    const after = await read(id);
    expect(after.phone).toBeNull();
    expect(after.billing_information).toMatchObject({ postal_code: '20121', province: 'MI', pec: null });
  });

  it('takes a PEC with 0000000 for a private person, and keeps it when a PUT leaves it out', async () => {
    const person = personBilling(italy, { pec: 'Giulia.Verdi@PEC.it' });
    const created = await send('POST', '/api/users', { user: user(), billing_information: person });
    expect(created.statusCode, created.body).toBe(200);
    const { id, email } = created.json().user;
    expect(created.json().user.billing_information).toMatchObject({
      recipient_code: '0000000',
      pec: 'giulia.verdi@pec.it',
    });
    // a SPEC client sends SPEC's fields only: the PEC stays
    const { pec: _pec, ...specOnly } = person;
    const kept = await send('PUT', `/api/users/${id}`, {
      user: user({ email }),
      billing_information: { ...specOnly, city: 'Roma', postal_code: '00184', province: 'RM' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await read(id)).billing_information).toMatchObject({ city: 'Roma', pec: 'giulia.verdi@pec.it' });
    const cleared = await send('PUT', `/api/users/${id}`, {
      user: user({ email }),
      billing_information: { ...person, pec: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await read(id)).billing_information.pec).toBeNull();
  });

  it('lets an unrelated edit through a stored billing that breaks a new rule, and checks what changes', async () => {
    const created = await send('POST', '/api/users', {
      user: user(),
      billing_information: firmBilling(italy),
    });
    const { id, email } = created.json().user;
    // stored before the rules existed: an impossible CAP and province, a territory against its country
    await t.app.db
      .update(billingInformation)
      .set({ postalCode: 'ABC', province: 'ZZ', territory: 'UE', vies: 0 })
      .where(eq(billingInformation.userId, id));
    const stored = (await read(id)).billing_information;
    const phone = await send('PUT', `/api/users/${id}`, {
      user: user({ email, phone: '+39 02 1234567' }),
      billing_information: stored,
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await read(id)).phone).toBe('+39 02 1234567');
    // the CAP edited to another impossible one: refused; the province kept as it was: not named
    const cap = await send('PUT', `/api/users/${id}`, {
      user: user({ email }),
      billing_information: { ...stored, postal_code: 'ABD' },
    });
    expect(cap.statusCode).toBe(400);
    expect(cap.json().errors).toEqual({ 'billing_information.postal_code': BILLING_RULES_MSG.postalCode });
    // fixed: saved
    const fixed = await send('PUT', `/api/users/${id}`, {
      user: user({ email }),
      billing_information: {
        ...stored,
        postal_code: '20121',
        province: 'MI',
        territory: 'Italy',
        vies: null,
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });
});

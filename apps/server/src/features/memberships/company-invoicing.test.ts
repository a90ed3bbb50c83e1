import { BILLING_MSG, BILLING_RULES_MSG, COMPANY_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { countryId, turinCompany } from '../../test/fixtures/billing-cases.ts';
import { setUpIssuer } from '../../test/fixtures/booking.ts';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A company's address and its own invoicing data (VIES, SDI code, PEC: beyond SPEC, optional, kept
 * when a PUT leaves them out) under issue 32's rules on PUT /api/company/{id}.
 */
const { t, headers } = useTestApp();
let italy: number;
let germany: number;
let usa: number;
beforeAll(async () => {
  italy = await countryId(t.app, 'IT');
  germany = await countryId(t.app, 'DE');
  usa = await countryId(t.app, 'US');
  await setUpIssuer(t.app);
});

const spec = (over: Record<string, unknown> = {}) => turinCompany(italy, over);

async function newCompany() {
  const [row] = await t.app.db
    .insert(companies)
    .values({ name: 'Studio Associato Bianchi', countryId: italy, vat: '06363391001' })
    .returning({ id: companies.id });
  return row.id;
}
const put = (id: number, company: object) =>
  t.app.inject({ method: 'PUT', url: `/api/company/${id}`, headers, payload: { company } });

describe('PUT /api/company/{id}', () => {
  it('saves the company’s own VIES, SDI code and PEC, and keeps them when a SPEC client leaves them out', async () => {
    const id = await newCompany();
    const saved = await put(id, spec({ recipient_code: 'm5uxcr1', pec: 'Bianchi@PEC.it', vies: 0 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().company).toMatchObject({ recipient_code: 'M5UXCR1', pec: 'bianchi@pec.it', vies: 0 });
    const specOnly = await put(id, spec({ city: 'Torino (TO)' }));
    expect(specOnly.statusCode, specOnly.body).toBe(200);
    expect(specOnly.json().company).toMatchObject({
      city: 'Torino (TO)',
      recipient_code: 'M5UXCR1',
      pec: 'bianchi@pec.it',
      vies: 0,
    });
    const cleared = await put(id, spec({ recipient_code: null, pec: '', vies: null }));
    expect(cleared.json().company).toMatchObject({ recipient_code: null, pec: null, vies: null });
  });

  it('refuses an impossible Italian address, the association’s partita IVA, a bad SDI code, PEC or VIES, naming the field', async () => {
    const id = await newCompany();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ postal_code: 'ABC' }, 'postal_code', COMPANY_MSG.capInvalid],
      [{ province: 'ZZ' }, 'province', BILLING_RULES_MSG.province],
      [{ vat: ISSUER.vat }, 'vat', BILLING_RULES_MSG.ownVat],
      [{ recipient_code: 'AB12' }, 'recipient_code', BILLING_MSG.recipientCodeFormat],
      [{ recipient_code: 'amministrazione@pec.it' }, 'recipient_code', BILLING_MSG.recipientCodeIsPec],
      [{ pec: 'bianchi at pec' }, 'pec', BILLING_MSG.pec],
      [{ vies: 1 }, 'vies', COMPANY_MSG.viesOutsideEu],
      [
        { country: usa, province: null, postal_code: '10001', vat: null, vies: 1 },
        'vies',
        COMPANY_MSG.viesOutsideEu,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(id, spec(change));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual({ [`company.${field}`]: message });
    }
    const german = await put(
      id,
      spec({ country: germany, province: null, postal_code: '10115', vat: 'DE136695976', vies: 1 }),
    );
    expect(german.statusCode, german.body).toBe(200);
  });

  it('lets an unrelated edit through a stored address that breaks a rule; a changed value is checked', async () => {
    const id = await newCompany();
    await t.app.db
      .update(companies)
      .set({ postalCode: 'ABC', province: 'ZZ', city: 'Torino', address: 'Via Po 2' })
      .where(eq(companies.id, id));
    const stored = spec({ postal_code: 'ABC', province: 'ZZ' });
    const renamed = await put(id, { ...stored, name: 'Studio Associato Bianchi & Soci' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changed = await put(id, { ...stored, postal_code: '1012' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ 'company.postal_code': COMPANY_MSG.capInvalid });
  });
});

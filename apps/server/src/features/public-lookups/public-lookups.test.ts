import { describe, expect, it } from 'vitest';
import { ISSUER } from '../../test/fixtures/invoices.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();

describe('public reference data for the member site', () => {
  it('lists every country with its Italian name and ISO code, without a token', async () => {
    const res = await t.app.inject({ url: '/api/public/countries' });
    expect(res.statusCode, res.body).toBe(200);
    const { countries } = res.json();
    expect(countries.length).toBeGreaterThan(190);
    expect(countries).toContainEqual({ id: expect.any(Number), name: 'Italia', code: 'IT' });
    expect(Object.keys(countries[0]).sort()).toEqual(['code', 'id', 'name']);
    const names = countries.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
    // the same ids the admin's list gives, so a booking's country is one the back-office knows
    const admin = (await t.app.inject({ url: '/api/countries', headers })).json().countries;
    const italy = countries.find((c: { code: string }) => c.code === 'IT');
    expect(admin).toContainEqual({ id: italy.id, name: 'Italia', code: 'IT' });
  });

  it('names the countries in English, in English order, when the request prefers English; same ids', async () => {
    const italian = (await t.app.inject({ url: '/api/public/countries' })).json().countries;
    const res = await t.app.inject({ url: '/api/public/countries', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/accept-language/i);
    const { countries } = res.json();
    expect(countries).toContainEqual({ id: expect.any(Number), name: 'Italy', code: 'IT' });
    expect(countries).toContainEqual(expect.objectContaining({ code: 'DE', name: 'Germany' }));
    const names = countries.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    const idOf = (list: { id: number; code: string }[]) =>
      Object.fromEntries(list.map((c) => [c.code, c.id]));
    expect(idOf(countries)).toEqual(idOf(italian));
  });

  it('names the association as its invoice settings do, and nothing else of them', async () => {
    const before = await t.app.inject({ url: '/api/public/association' });
    expect(before.json()).toEqual({
      status: 'success',
      association: { name: '', card_payments: false, logo_url: null, contact_email: null },
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/invoice-settings',
      headers,
      payload: { settings: ISSUER },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.app.inject({ url: '/api/public/association' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      status: 'success',
      association: { name: ISSUER.name, card_payments: false, logo_url: null, contact_email: null },
    });
    expect(after.body).not.toContain(ISSUER.fiscal_code);
    expect(after.body).not.toContain(ISSUER.pec);
  });
});

import { describe, expect, it } from 'vitest';
import { BILLING_MSG } from './billing.ts';
import { BILLING_RULES_MSG } from './billing-rules.ts';
import {
  COMPANY_ADDED_FIELDS,
  COMPANY_MSG,
  companyFormSchema,
  companyIssues,
  companySaveIssues,
  isMembershipActive,
  PAYMENTS_EXPORT_MSG,
  paymentsRangeIssue,
  ZCompany,
  ZCompanyFields,
  ZCompanySave,
  ZCompanyUpdate,
  ZPaymentsExport,
} from './memberships.ts';

const ITALY = 110;
const FRANCE = 75;

describe('company rules', () => {
  it('name is required (blank counts as missing)', () => {
    const res = ZCompanyUpdate.safeParse({ name: '   ' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Campo obbligatorio' });
    const missing = ZCompanyUpdate.safeParse({});
    expect(missing.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Campo obbligatorio' });
  });

  it('empty optional fields become null', () => {
    const res = ZCompanyUpdate.parse({ name: ' Acme ', city: '', vat: '  ' });
    expect(res).toMatchObject({ name: 'Acme', city: null, vat: null });
  });

  type Company = Parameters<typeof companyIssues>[0];
  const issues = (company: Company) => companyIssues(company, { italyId: ITALY });

  it.each<[Company, Record<string, string>]>([
    [{ country: ITALY, vat: '12345678901' }, { vat: BILLING_MSG.partitaIvaCheck }],
    [{ country: ITALY, vat: '1234567890' }, { vat: BILLING_MSG.partitaIvaLength }],
    [{ country: ITALY, vat: '00488410010' }, {}],
    [{ country: ITALY, vat: 'IT 06363391001' }, {}],
    [{ country: FRANCE, vat: 'FR40303265045' }, {}],
    [{ country: null, vat: 'anything' }, {}],
    [{ country: ITALY, vat: null }, {}],
  ])('checks the partita IVA only when the country is Italy: %j', (company, expected) => {
    expect(issues(company)).toEqual(expected);
  });

  it.each<[Company, Record<string, string>]>([
    [{ country: ITALY, postal_code: '20121' }, {}],
    [{ country: ITALY, postal_code: '2012' }, { postal_code: COMPANY_MSG.capInvalid }],
    [{ country: ITALY, postal_code: 'AB123' }, { postal_code: COMPANY_MSG.capInvalid }],
    [{ country: FRANCE, postal_code: 'SW1A 1AA' }, {}],
    [{ country: FRANCE, postal_code: '75008' }, {}],
    [{ country: FRANCE, postal_code: '75008!' }, { postal_code: COMPANY_MSG.postalCodeInvalid }],
    [{ country: FRANCE, postal_code: '12345678901' }, { postal_code: COMPANY_MSG.postalCodeInvalid }],
  ])('wants a 5-digit CAP in Italy and a plausible postal code elsewhere: %j', (company, expected) => {
    expect(issues(company)).toEqual(expected);
  });

  it('the form schema reports the rules on their fields', () => {
    const res = companyFormSchema({ italyId: ITALY }).safeParse({
      name: 'Acme',
      country: ITALY,
      vat: '12345678901',
      postal_code: '1',
    });
    expect(res.success).toBe(false);
    const byPath = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({ vat: BILLING_MSG.partitaIvaCheck, postal_code: COMPANY_MSG.capInvalid });
  });

  it.each<[Company, Record<string, string>]>([
    [{ country: ITALY, province: 'mi' }, {}],
    [{ country: ITALY, province: 'ZZ' }, { province: BILLING_RULES_MSG.province }],
    [{ country: ITALY, province: 'Milano' }, { province: BILLING_RULES_MSG.province }],
    [{ country: FRANCE, province: 'Île-de-France' }, {}],
  ])('wants an official province sigla in Italy: %j', (company, expected) => {
    expect(issues(company)).toEqual(expected);
  });

  it('refuses the association’s own partita IVA, a bad SDI code or PEC, VIES outside the EU', () => {
    const ctx = { italyId: ITALY, issuer: { vat: '02331250163', fiscal_code: '97735020584' } };
    expect(companyIssues({ country: ITALY, vat: 'IT 023 312 501 63' }, ctx)).toEqual({
      vat: BILLING_RULES_MSG.ownVat,
    });
    expect(companyIssues({ country: ITALY, vat: '97735020584' }, ctx)).toEqual({
      vat: BILLING_RULES_MSG.ownVat,
    });
    expect(companyIssues({ country: ITALY, recipient_code: 'AB12' }, ctx)).toEqual({
      recipient_code: BILLING_MSG.recipientCodeFormat,
    });
    expect(companyIssues({ country: FRANCE, recipient_code: 'studio@pec.it' }, ctx)).toEqual({
      recipient_code: BILLING_MSG.recipientCodeIsPec,
    });
    expect(companyIssues({ country: ITALY, pec: 'not-an-address' }, ctx)).toEqual({ pec: BILLING_MSG.pec });
    const euIds = new Set([FRANCE]);
    expect(companyIssues({ country: 999, vies: 1 }, { ...ctx, euIds })).toEqual({
      vies: COMPANY_MSG.viesOutsideEu,
    });
    expect(companyIssues({ country: ITALY, vies: 1 }, { ...ctx, euIds })).toEqual({
      vies: COMPANY_MSG.viesOutsideEu,
    });
    expect(companyIssues({ country: FRANCE, vies: 1 }, { ...ctx, euIds })).toEqual({});
    expect(companyIssues({ country: 999, vies: 0 }, { ...ctx, euIds })).toEqual({});
  });

  it('checks a stored company again only where a rule’s fields changed', () => {
    const stored = { country: ITALY, postal_code: 'ABC', province: 'ZZ', vat: '00743110157' };
    const ctx = { italyId: ITALY };
    expect(companySaveIssues({ ...stored, address: 'Via Nuova 2' } as Company, stored, ctx)).toEqual({});
    expect(companySaveIssues({ ...stored, postal_code: 'ABD' }, stored, ctx)).toEqual({
      postal_code: COMPANY_MSG.capInvalid,
    });
    // Italy chosen again for an address that never was Italian: every Italian rule applies
    expect(companySaveIssues(stored, { ...stored, country: FRANCE }, ctx)).toEqual({
      postal_code: COMPANY_MSG.capInvalid,
      province: BILLING_RULES_MSG.province,
    });
    expect(companySaveIssues(stored, null, ctx)).toEqual({
      postal_code: COMPANY_MSG.capInvalid,
      province: BILLING_RULES_MSG.province,
    });
  });
});

describe('membership flag', () => {
  it('is on for active and trialing only', () => {
    expect(isMembershipActive('active')).toBe(true);
    expect(isMembershipActive('trialing')).toBe(true);
    for (const s of ['canceled', 'unpaid', 'incomplete_expired', 'past_due', 'incomplete', 'paused']) {
      expect(isMembershipActive(s)).toBe(false);
    }
  });
});

describe('payments export range', () => {
  const parse = (data: unknown) => ZPaymentsExport.safeParse({ data });
  const errors = (data: unknown) => {
    const res = parse(data);
    return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a range, including a single day', () => {
    expect(parse({ date_start: '2026-01-01', date_end: '2026-12-31' }).success).toBe(true);
    expect(parse({ date_start: '2026-05-05', date_end: '2026-05-05' }).success).toBe(true);
  });
  it('requires both dates, in Italian', () => {
    expect(errors({})).toEqual({
      'data.date_start': 'Campo obbligatorio',
      'data.date_end': 'Campo obbligatorio',
    });
    expect(errors({ date_start: '', date_end: '2026-01-01' })).toEqual({
      'data.date_start': 'Campo obbligatorio',
    });
  });
  it('refuses an end before the start', () => {
    expect(errors({ date_start: '2026-02-01', date_end: '2026-01-31' })).toEqual({
      'data.date_end': PAYMENTS_EXPORT_MSG.endBeforeStart,
    });
    expect(paymentsRangeIssue('2026-02-01', '2026-01-31')).toBe(
      'La data finale non può essere precedente a quella di inizio',
    );
  });
  it('refuses dates that are not yyyy-MM-dd or do not exist', () => {
    expect(errors({ date_start: '01/02/2026', date_end: '2026-02-30' })).toEqual({
      'data.date_start': 'Data non valida',
      'data.date_end': 'Data non valida',
    });
  });
});

describe('one company shape', () => {
  const company = {
    id: 1,
    name: 'Studio Rossi',
    type: null,
    address: 'Via Roma 1',
    city: 'Milano',
    province: 'MI',
    postal_code: '20121',
    country: 110,
    vat: '00743110157',
    vies: null,
    recipient_code: 'M5UXCR1',
    pec: 'studio.rossi@pec.it',
  };

  it('the membership company is the company with its version', () => {
    expect(Object.keys(ZCompany.shape)).toEqual([...Object.keys(ZCompanyFields.shape), 'version']);
    expect(ZCompany.parse({ ...company, version: 3 })).toEqual({ ...company, version: 3 });
    expect(ZCompany.safeParse({ ...company, country: 'Italia', version: 3 }).success).toBe(false);
  });

  it('the edit takes the same fields', () => {
    const editable = Object.keys(ZCompanyFields.shape).filter((k) => k !== 'id');
    for (const k of editable) expect(ZCompanyUpdate.shape).toHaveProperty(k);
  });

  it('a PUT may leave out the fields beyond SPEC (kept), and only those', () => {
    const spec = { name: 'Acme', type: null, address: null, city: null, province: null, postal_code: null };
    const put = { ...spec, country: null, vat: null };
    const parsed = ZCompanySave.parse({ company: put }).company;
    for (const f of COMPANY_ADDED_FIELDS) expect(parsed[f]).toBeUndefined();
    expect(ZCompanySave.parse({ company: { ...put, pec: '', vies: null } }).company).toMatchObject({
      pec: null,
      vies: null,
    });
    expect(ZCompanySave.safeParse({ company: spec }).success).toBe(false);
    expect(
      ZCompanySave.parse({ company: { ...put, recipient_code: 'm5u xcr1' } }).company.recipient_code,
    ).toBe('M5UXCR1');
  });
});

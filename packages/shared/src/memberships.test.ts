import { describe, expect, it } from 'vitest';
import { BILLING_MSG } from './billing.ts';
import {
  COMPANY_MSG,
  companyFormSchema,
  companyIssues,
  isMembershipActive,
  PAYMENTS_EXPORT_MSG,
  paymentsRangeIssue,
  ZCompany,
  ZCompanyFields,
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
  const issues = (company: Company) => companyIssues(company, ITALY);

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
    const res = companyFormSchema(ITALY).safeParse({
      name: 'Acme',
      country: ITALY,
      vat: '12345678901',
      postal_code: '1',
    });
    expect(res.success).toBe(false);
    const byPath = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({ vat: BILLING_MSG.partitaIvaCheck, postal_code: COMPANY_MSG.capInvalid });
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
});

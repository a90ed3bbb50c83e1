import { describe, expect, it } from 'vitest';
import { BILLING_MSG } from './billing.ts';
import { ZExpertInput } from './experts.ts';
import { ZCompanyFields } from './memberships.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  passwordProblems,
  USER_MSG,
  ZPassword,
  ZPasswordReset,
  ZUser,
  ZUserCompany,
  ZUserSave,
} from './users.ts';

describe('password length rule (OWASP ASVS 5.0: no composition rule)', () => {
  it.each([
    'correct horse battery staple',
    'tuttominuscolo',
    'Nuova-Password-2026',
    '   dodici    ',
    'àèìòù€ßçñ漢字🙂',
    'x'.repeat(PASSWORD_MAX_LENGTH),
  ])('accepts %j', (p) => expect(passwordProblems(p)).toBeNull());
  it.each(['Abcdefghi1', 'Password123', '', '🙂'.repeat(11), 'x'.repeat(PASSWORD_MAX_LENGTH + 1)])(
    'refuses %j',
    (p) => expect(passwordProblems(p)).toBe(PASSWORD_RULE),
  );
  it('counts characters, not UTF-16 units, and allows at least 64', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
    expect(ZPassword.safeParse('🙂'.repeat(12)).success).toBe(true);
    expect(ZPassword.safeParse('🙂'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
  });
  it('asks for the same password twice', () => {
    const r = ZPasswordReset.safeParse({
      token: 'x'.repeat(43),
      password: 'Abcdefghijk1',
      password_confirmation: 'Abcdefghijk2',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: USER_MSG.passwordsDiffer,
    });
  });
});

describe('user save body', () => {
  const user = { name: ' Anna ', surname: 'Bianchi', email: 'ANNA@Example.it', profile_name: 'client' };
  it('normalises the user and leaves out empty billing', () => {
    const parsed = ZUserSave.parse({ user, billing_information: { territory: null, city: '' } });
    expect(parsed.user).toMatchObject({
      name: 'Anna',
      email: 'anna@example.it',
      active: false,
      password: null,
    });
    expect(parsed.billing_information).toBeUndefined();
  });
  it('validates billing that has any value', () => {
    const r = ZUserSave.safeParse({ user, billing_information: { city: 'Roma' } });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toContain('billing_information.territory');
  });
  it('requires name, surname, email and profile with Italian messages', () => {
    const r = ZUserSave.safeParse({ user: { email: '' } });
    // the first message of each field is the one shown (form resolver and server alike)
    const messages: Record<string, string> = {};
    for (const i of r.error!.issues) messages[i.path.join('.')] ??= i.message;
    expect(messages).toMatchObject({
      'user.name': 'Campo obbligatorio',
      'user.surname': 'Campo obbligatorio',
      'user.email': 'Campo obbligatorio',
      'user.profile_name': 'Campo obbligatorio',
    });
  });
});

describe('user fiscal_code (checked as billing checks it)', () => {
  const user = { name: 'Anna', surname: 'Bianchi', email: 'anna@example.it', profile_name: 'client' };
  const fiscalCode = (fiscal_code: unknown) => ZUserSave.safeParse({ user: { ...user, fiscal_code } });
  it.each([
    ['rssmra85t10a562s', 'RSSMRA85T10A562S'],
    [' RSSMRA 85T10 A562S ', 'RSSMRA85T10A562S'],
    ['RSSMRAURTMLARSNL', 'RSSMRAURTMLARSNL'],
    ['02331250163', '02331250163'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('accepts %j as %j', (v, stored) => {
    const r = fiscalCode(v);
    expect(r.success).toBe(true);
    expect(r.data?.user.fiscal_code).toBe(stored);
  });
  it.each([
    ['XXXXXX00X00X000X', BILLING_MSG.codiceFiscaleFormat],
    ['RSSMRA85T10A562T', BILLING_MSG.codiceFiscaleCheck],
    ['02331250164', BILLING_MSG.codiceFiscaleNumericCheck],
  ])('refuses %j on the field', (v, message) => {
    const r = fiscalCode(v);
    expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['user', 'fiscal_code'], message })]);
  });
});

describe('expert rules', () => {
  it('requires name, surname, country_id and user_id', () => {
    const r = ZExpertInput.safeParse({ name: '', surname: ' ', user_id: null, country_id: null });
    const fields = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(Object.fromEntries(fields)).toEqual({
      name: 'Campo obbligatorio',
      surname: 'Campo obbligatorio',
      user_id: 'Campo obbligatorio',
      country_id: 'Campo obbligatorio',
    });
  });
  it('accepts the minimum and empties optional text to null', () => {
    const parsed = ZExpertInput.parse({
      name: 'Ada',
      surname: 'Neri',
      user_id: 3,
      country_id: 7,
      website: '',
    });
    expect(parsed).toMatchObject({ website: null, published: false, date_of_birth: null });
  });
});

describe("the user's company", () => {
  const company = {
    id: 1,
    name: 'Studio Rossi',
    type: null,
    address: null,
    city: 'Milano',
    province: null,
    postal_code: null,
    country: 'Italia',
    vat: null,
    vies: null,
    recipient_code: null,
    pec: null,
  };

  it('is the company with its country by name', () => {
    expect(Object.keys(ZUserCompany.shape)).toEqual(Object.keys(ZCompanyFields.shape));
    expect(ZUserCompany.parse(company)).toEqual(company);
    expect(ZUserCompany.safeParse({ ...company, country: 110 }).success).toBe(false);
    expect(ZUser.shape.company.unwrap()).toBe(ZUserCompany);
  });
});

import { describe, expect, it } from 'vitest';
import { ZExpertInput } from './experts.ts';
import { PASSWORD_RULE, passwordProblems, USER_MESSAGES, ZPasswordReset, ZUserSave } from './users.ts';

describe('password strength rule', () => {
  it.each(['Abcdefghi1', 'Nuova-Password-2026'])('accepts %s', (p) => expect(passwordProblems(p)).toBeNull());
  it.each(['Abcdefgh1', 'abcdefghij1', 'ABCDEFGHIJ1', 'Abcdefghijk', ''])('refuses %j', (p) =>
    expect(passwordProblems(p)).toBe(PASSWORD_RULE),
  );
  it('asks for the same password twice', () => {
    const r = ZPasswordReset.safeParse({
      token: 'x'.repeat(43),
      password: 'Abcdefghi1',
      password_confirmation: 'Abcdefghi2',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: USER_MESSAGES.passwordsDiffer,
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

describe('expert rules (SPEC §5)', () => {
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

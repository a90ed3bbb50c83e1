import { COMMON_PASSWORD_MESSAGE, PASSWORD_RULE } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { ensureAdmin } from '../features/auth/service.ts';
import { signIn, useTestApp } from '../test/test-app.ts';
import { passwordPolicyProblem } from './password-policy.ts';

describe('password policy (OWASP ASVS 5.0)', () => {
  it.each(['correct horse battery staple', 'demo-admin-2026', 'tutto minuscolo senza cifre'])(
    'accepts %j',
    (p) => expect(passwordPolicyProblem(p)).toBeNull(),
  );
  it('refuses a short one by the length rule', () => {
    expect(passwordPolicyProblem('Password123')).toBe(PASSWORD_RULE);
  });
  it.each(['Qwerty123456', 'qwerty123456', 'PASSWORD1234', '1Qaz2Wsx3Edc'])(
    'refuses the common %j whatever its case',
    (p) => expect(passwordPolicyProblem(p)).toBe(COMMON_PASSWORD_MESSAGE),
  );
});

describe('every place that sets a password applies it', () => {
  const { t, user: admin } = useTestApp();

  let n = 0;
  const user = (password: string) => ({
    user: {
      name: 'Ada',
      surname: 'Neri',
      email: `policy${++n}@example.it`,
      profile_name: 'client',
      password,
    },
  });
  const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: admin.headers, payload });

  it('user create and update: 400 on user.password, nothing stored', async () => {
    const created = await api('POST', '/users', user('Qwerty123456'));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      status: 'error',
      errors: { 'user.password': COMMON_PASSWORD_MESSAGE },
    });
    const body = user('correct horse battery staple');
    const ok = await api('POST', '/users', body);
    expect(ok.statusCode).toBe(200);
    const saved = ok.json().user;
    const [before] = await t.app.db.select().from(users).where(eq(users.id, saved.id));
    // a PUT takes the whole user: as it was read back, with the new password
    const update = await api('PUT', `/users/${saved.id}`, { user: { ...saved, password: 'qwerty123456' } });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors['user.password']).toBe(COMMON_PASSWORD_MESSAGE);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, saved.id));
    expect(after.passwordHash).toBe(before.passwordHash);
    const short = await api('POST', '/users', user('Password123'));
    expect(short.json().errors['user.password']).toBe(PASSWORD_RULE);
  });

  it('password reset: 400 on password, and the link stays usable', async () => {
    const member = await signIn(t.app, 'client');
    const link = (await api('POST', `/users/generate-password-link/${member.id}`, {})).json().password_link;
    const token = new URL(link).searchParams.get('token')!;
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { token, password, password_confirmation: password },
      });
    const refused = await reset('Qwerty123456');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    expect((await reset('correct horse battery staple')).statusCode).toBe(200);
  });

  it('the startup admin (ensureAdmin): refused, not created', async () => {
    await expect(ensureAdmin(t.app.db, 'weak-admin@example.it', 'Qwerty123456')).rejects.toMatchObject({
      statusCode: 400,
      extra: { errors: { password: COMMON_PASSWORD_MESSAGE } },
    });
    const rows = await t.app.db.select().from(users).where(eq(users.email, 'weak-admin@example.it'));
    expect(rows).toHaveLength(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { ensureAdmin } from './service.ts';

const { t } = useTestApp({ as: null });
beforeAll(async () => {
  await ensureAdmin(t.app.db, 'Boss@Example.it', 'correct horse');
});

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in', () => {
  it('gives a token that check-token accepts, and logout revokes it server-side', async () => {
    const res = await login('boss@example.it', 'correct horse');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.user).toMatchObject({ email: 'boss@example.it', profile_name: 'admin' });
    const headers = { authorization: `Bearer ${body.data.auth_token}` };

    const check = await t.app.inject({ method: 'POST', url: '/api/auth/check-token', headers });
    expect(check.json()).toMatchObject({ status: 'success', data: { user: { email: 'boss@example.it' } } });

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'POST', url: '/api/auth/check-token', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe('error');
  });

  it('gives a new token at every login', async () => {
    const a = (await login('boss@example.it', 'correct horse', '10.0.0.9')).json().data.auth_token;
    const b = (await login('boss@example.it', 'correct horse', '10.0.0.9')).json().data.auth_token;
    expect(a).not.toBe(b);
  });

  it('answers a wrong password and an unknown email alike, in Italian', async () => {
    const wrong = await login('boss@example.it', 'nope', '10.0.0.2');
    const unknown = await login('nobody@example.it', 'nope', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Email o password non corrette');
  });

  it('refuses a malformed body with 400 and field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('email');
  });

  it('refuses bad JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: 'Il corpo della richiesta non è un JSON valido',
    });
  });

  it('lets a non-admin sign in but refuses them the dashboard API with 403', async () => {
    const member = await signIn(t.app, 'client');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/check-token', headers: member.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Accesso riservato agli amministratori');
  });

  it('refuses a disabled user even with the right password', async () => {
    await ensureAdmin(t.app.db, 'off@example.it', 'pw-pw-pw-pw-pw');
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ active: false }).where(eq(users.email, 'off@example.it'));
    expect((await login('off@example.it', 'pw-pw-pw-pw-pw', '10.0.0.3')).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After at the 11th wrong password for one email, and a success resets it', async () => {
    await ensureAdmin(t.app.db, 'limited@example.it', 'the-right-one');
    for (let i = 0; i < 9; i++)
      expect((await login('limited@example.it', 'bad', `10.1.0.${i}`)).statusCode).toBe(401);
    expect((await login('limited@example.it', 'the-right-one', '10.1.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await login('limited@example.it', 'bad', `10.2.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('limited@example.it', 'the-right-one', '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe('Troppi tentativi di accesso: riprova più tardi');
  });

  it('answers 429 after 50 attempts from one address', async () => {
    for (let i = 0; i < 50; i++) await login(`someone${i}@example.it`, 'bad', '10.9.9.9');
    const res = await login('boss@example.it', 'correct horse', '10.9.9.9');
    expect(res.statusCode).toBe(429);
    expect((await login('boss@example.it', 'correct horse', '10.9.9.10')).statusCode).toBe(200);
  });
});

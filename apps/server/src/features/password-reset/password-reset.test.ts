import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, user: admin } = useTestApp({ env: { PUBLIC_URL: 'https://backoffice.example.it' } });

const NEW_PASSWORD = 'Nuova-Password-2026';

const generate = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/users/generate-password-link/${id}`, headers: admin.headers });
const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset',
    payload: { token, password, password_confirmation: confirmation },
  });
const check = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/check', payload: { token } });
const login = (email: string, password: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('password link lifecycle', () => {
  it('issues a link on PUBLIC_URL, stores only its hash, and records when it was sent', async () => {
    const member = await signIn(t.app, 'client');
    const res = await generate(member.id);
    expect(res.statusCode).toBe(200);
    const link: string = res.json().password_link;
    // a member sets it on the member site, an admin in the back-office
    expect(link).toMatch(/^https:\/\/backoffice\.example\.it\/area\/reimposta-password\?token=[\w-]{20,}$/);
    const admin = await signIn(t.app, 'admin');
    const adminLink: string = (await generate(admin.id)).json().password_link;
    expect(adminLink).toMatch(/^https:\/\/backoffice\.example\.it\/reset-password\?token=[\w-]{20,}$/);
    const token = tokenOf(link);
    const rows = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    const hours = (rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()) / 3600_000;
    expect(hours).toBe(48);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}`,
      headers: admin.headers,
    });
    expect(detail.json().user.last_reset_password_link_sent).toBe(res.json().last_reset_password_link_sent);
    expect(detail.json().user.last_reset_password).toBeNull();
    expect((await check(token)).json()).toMatchObject({ status: 'success', data: { email: member.email } });
  });

  it('sets the password once: login works, sessions are revoked, reuse is refused', async () => {
    const member = await signIn(t.app, 'client');
    const token = tokenOf((await generate(member.id)).json().password_link);
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'success' });

    // the session opened before the reset is gone
    const old = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    expect(old.statusCode).toBe(401);
    // the new password signs in; a non-admin is then refused the dashboard with 403
    const signed = await login(member.email, NEW_PASSWORD);
    expect(signed.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signed.json().data.auth_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(403);

    const again = await reset(token, 'Altra-Password-2027');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/non è valido/);
    expect((await check(token)).statusCode).toBe(400);
    expect((await login(member.email, 'Altra-Password-2027')).statusCode).toBe(401);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}`,
      headers: admin.headers,
    });
    expect(detail.json().user.last_reset_password).toEqual(expect.any(String));
  });

  it('refuses an expired link, and a newer link replaces an older unused one', async () => {
    const member = await signIn(t.app, 'client');
    const first = tokenOf((await generate(member.id)).json().password_link);
    const second = tokenOf((await generate(member.id)).json().password_link);
    expect((await reset(first)).statusCode).toBe(400);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, member.id));
    const expired = await reset(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.token).toBeTruthy();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row.passwordHash).toBeNull();
  });

  it('refuses a weak password or a different confirmation without using the link', async () => {
    const member = await signIn(t.app, 'client');
    const token = tokenOf((await generate(member.id)).json().password_link);
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toMatch(/12 caratteri/);
    const differ = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(differ.json().errors.password_confirmation).toBe('Le due password non coincidono');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses unknown tokens and users, and needs no session but is admin-only to generate', async () => {
    expect((await reset('x'.repeat(43))).statusCode).toBe(400);
    expect((await generate(999999)).statusCode).toBe(404);
    const member = await signIn(t.app, 'client');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/generate-password-link/${member.id}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a completed reset clears the count of link requests for the email: the new password signs in', async () => {
    const member = await signIn(t.app, 'client');
    const office = '10.30.0.1';
    const requests = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/password-reset/request',
          payload: { email: member.email },
          remoteAddress: office,
        }),
      ),
    );
    expect(requests.map((r) => r.statusCode)).toEqual(requests.map(() => 200));
    // the email's limit is reached: any sign-in is refused before its password is looked at
    expect((await login(member.email, NEW_PASSWORD, office)).statusCode).toBe(429);

    const token = tokenOf((await generate(member.id)).json().password_link);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(member.email, NEW_PASSWORD, office)).statusCode).toBe(200);
    expect((await login(member.email, NEW_PASSWORD, '10.30.0.2')).statusCode).toBe(200);
  });
});

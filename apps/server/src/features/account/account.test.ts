import { TOTP_PERIOD_S } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditLog, profiles, recoveryCodes, sessions, users, userTotp } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });
let n = 0;

const PASSWORD = 'una password lunga';

/** A user with a password, signed in through the real login route. */
async function newUser(profile: 'admin' | 'client' = 'admin') {
  const [p] = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, profile));
  const email = `acct${++n}@test.local`;
  const [u] = await t.app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      name: 'A',
      surname: 'B',
      active: true,
      profileId: p.id,
    })
    .returning({ id: users.id });
  return { id: u.id, email };
}

const login = (email: string, ip = `10.1.0.${n}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: ip,
    headers: { 'user-agent': 'Test-Browser/1.0' },
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = async (email: string) => (await login(email)).json().data.auth_token as string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_S }).generate({
    timestamp: Date.now() + offsetSteps * TOTP_PERIOD_S * 1000,
  });

/** Enrols 2FA for a signed-in user; returns the secret and the recovery codes. */
async function enrol(token: string) {
  const start = await call('POST', '/account/totp', token);
  expect(start.statusCode).toBe(200);
  const { secret } = start.json().enrolment;
  const confirm = await call('POST', '/account/totp/confirm', token, { code: codeAt(secret) });
  expect(confirm.statusCode).toBe(200);
  return { secret, recovery: confirm.json().recovery_codes as string[] };
}

describe('own sessions', () => {
  it('lists the live sessions with their details and ends one or all the others', async () => {
    const u = await newUser('client');
    const a = await tokenOf(u.email);
    const b = await tokenOf(u.email);
    const c = await tokenOf(u.email);
    expect(new Set([a, b, c]).size).toBe(3);

    const list = await call('GET', '/account/sessions', a);
    expect(list.statusCode).toBe(200);
    const rows = list.json().sessions;
    expect(rows).toHaveLength(3);
    expect(rows.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_agent: 'Test-Browser/1.0', ip: expect.any(String) });
    expect(Date.parse(rows[0].created_at)).not.toBeNaN();
    expect(rows[0]).not.toHaveProperty('token_hash');

    const other = rows.find((s: { current: boolean }) => !s.current).id;
    expect((await call('DELETE', `/account/sessions/${other}`, a)).statusCode).toBe(200);
    expect((await call('GET', '/account/sessions', a)).json().sessions).toHaveLength(2);

    const ended = await call('DELETE', '/account/sessions', a);
    expect(ended.json()).toEqual({ status: 'success', ended: 1 });
    expect((await call('GET', '/account/sessions', b)).statusCode).toBe(401);
    expect((await call('GET', '/account/sessions', c)).statusCode).toBe(401);
    expect((await call('GET', '/account/sessions', a)).statusCode).toBe(200);
  });

  it('cannot end someone else’s session (404) and that session keeps working', async () => {
    const mine = await tokenOf((await newUser('client')).email);
    const theirs = await tokenOf((await newUser('client')).email);
    const [theirRow] = (await call('GET', '/account/sessions', theirs)).json().sessions;
    expect((await call('DELETE', `/account/sessions/${theirRow.id}`, mine)).statusCode).toBe(404);
    expect((await call('GET', '/account/sessions', theirs)).statusCode).toBe(200);
  });

  it('records one audit row for ending a session', async () => {
    const u = await newUser('client');
    const a = await tokenOf(u.email);
    await tokenOf(u.email);
    const other = (await call('GET', '/account/sessions', a))
      .json()
      .sessions.find((s: { current: boolean }) => !s.current);
    await call('DELETE', `/account/sessions/${other.id}`, a);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'session'), eq(auditLog.entityId, String(other.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'revoke', actorId: u.id });
  });

  it('ends every session at once when they are revoked, the user disabled or deleted', async () => {
    for (const change of ['revoke', 'disable', 'delete'] as const) {
      const u = await newUser('client');
      const token = await tokenOf(u.email);
      expect((await call('GET', '/account/sessions', token)).statusCode).toBe(200);
      if (change === 'revoke') await revokeUserSessions(t.app.db, u.id);
      if (change === 'disable') await t.app.db.update(users).set({ active: false }).where(eq(users.id, u.id));
      if (change === 'delete')
        await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, u.id));
      expect((await call('GET', '/account/sessions', token)).statusCode, change).toBe(401);
    }
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with a QR code, needs a right code to confirm, and stores recovery codes hashed', async () => {
    const u = await newUser();
    const token = await tokenOf(u.email);
    const start = await call('POST', '/account/totp', token);
    const enrolment = start.json().enrolment;
    expect(enrolment.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.qr_code).toMatch(/^data:image\/png;base64,/);

    const wrong = await call('POST', '/account/totp/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe('Codice non valido');
    expect((await call('GET', '/account/security', token)).json().security.totp_enabled).toBe(false);
    // not yet confirmed: sign-in still answers with a token
    expect((await login(u.email)).json().data.auth_token).toBeTruthy();

    const confirm = await call('POST', '/account/totp/confirm', token, { code: codeAt(enrolment.secret) });
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    expect((await call('GET', '/account/security', token)).json().security).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: 10,
    });
    expect((await call('POST', '/account/totp', token)).statusCode).toBe(409);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(u.id)), eq(auditLog.action, 'totp_enabled')));
    expect(audits).toHaveLength(1);
  });

  it('asks for the code at sign-in, accepts it once, and accepts each recovery code once', async () => {
    const u = await newUser();
    const { secret, recovery } = await enrol(await tokenOf(u.email));

    const first = await login(u.email);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    expect(first.json().data).not.toHaveProperty('auth_token');
    const mfaToken = first.json().data.mfa_token;
    const mfa = (code: string, token = mfaToken) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login/mfa', payload: { mfa_token: token, code } });

    // the mfa_token is not a session token
    expect((await call('GET', '/account/sessions', mfaToken)).statusCode).toBe(401);
    const bad = await mfa('123456');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Codice non valido');
    // the confirm code's step is used: the next step's code is accepted
    const next = codeAt(secret, 1);
    const ok = await mfa(next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email).toBe(u.email);
    expect((await call('GET', '/account/sessions', ok.json().data.auth_token)).statusCode).toBe(200);
    // the challenge is used up, and the same code cannot open another one
    expect((await mfa(next)).statusCode).toBe(401);
    const again = (await login(u.email)).json().data.mfa_token;
    expect((await mfa(next, again)).statusCode).toBe(401);

    // a recovery code works once, with or without its dash and in capitals
    expect((await mfa(recovery[0].toUpperCase().replace('-', ' '), again)).statusCode).toBe(200);
    const third = (await login(u.email)).json().data.mfa_token;
    expect((await mfa(recovery[0], third)).statusCode).toBe(401);
    expect((await mfa(recovery[1], third)).statusCode).toBe(200);
  });

  it('ends the challenge after five wrong codes', async () => {
    const u = await newUser();
    const { recovery } = await enrol(await tokenOf(u.email));
    const mfaToken = (await login(u.email)).json().data.mfa_token;
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/mfa',
        payload: { mfa_token: mfaToken, code: '000000' },
      });
      expect(res.statusCode).toBe(401);
    }
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/mfa',
      payload: { mfa_token: mfaToken, code: recovery[0] },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/scaduto/);
  });

  it('turns off only with a valid code', async () => {
    const u = await newUser('client');
    const token = await tokenOf(u.email);
    const { recovery } = await enrol(token);
    expect((await call('POST', '/account/totp/disable', token, { code: 'wrong-code' })).statusCode).toBe(400);
    expect((await call('GET', '/account/security', token)).json().security.totp_enabled).toBe(true);
    expect((await call('POST', '/account/totp/disable', token, { code: recovery[3] })).statusCode).toBe(200);
    expect((await call('GET', '/account/security', token)).json().security).toMatchObject({
      totp_enabled: false,
      recovery_codes_left: 0,
    });
    expect((await login(u.email)).json().data.auth_token).toBeTruthy();
    expect(await t.app.db.select().from(userTotp).where(eq(userTotp.userId, u.id))).toHaveLength(0);
  });
});

describe('2FA required for all admins', () => {
  it('gives an admin without 2FA a token that can only enrol, then a full one', async () => {
    const boss = await newUser();
    const bossToken = await tokenOf(boss.email);
    // only an admin with 2FA switches it on (require-admin-2fa.test.ts)
    await enrol(bossToken);
    const set = await call('PUT', '/account/security-settings', bossToken, { require_admin_2fa: true });
    expect(set.json()).toEqual({ status: 'success', settings: { require_admin_2fa: true } });

    const admin = await newUser();
    const res = await login(admin.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ mfa_enrolment_required: true, auth_token: expect.any(String) });
    const token = res.json().data.auth_token;
    const refused = await call('GET', '/account/sessions', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Attivare la verifica in due passaggi per continuare');
    expect((await call('GET', '/account/security-settings', token)).statusCode).toBe(403);
    expect((await call('GET', '/account/security', token)).json().security).toMatchObject({
      enrolment_only: true,
      require_admin_2fa: true,
    });

    const { recovery } = await enrol(token);
    expect((await call('GET', '/account/security-settings', token)).statusCode).toBe(200);
    // while required, an admin cannot turn it off
    const off = await call('POST', '/account/totp/disable', token, { code: recovery[0] });
    expect(off.statusCode).toBe(409);

    // a non-admin is not affected
    const member = await newUser('client');
    expect((await login(member.email)).json().data).not.toHaveProperty('mfa_enrolment_required');

    // only admins change the setting
    const memberToken = await tokenOf(member.email);
    expect(
      (await call('PUT', '/account/security-settings', memberToken, { require_admin_2fa: false })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/account/security-settings', bossToken, { require_admin_2fa: false })).statusCode,
    ).toBe(200);
    const plain = (await login((await newUser()).email)).json().data;
    expect(Object.keys(plain).sort()).toEqual(['auth_token', 'user']);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.scope, 'mfa_enrolment'))).toHaveLength(0);
  });
});

describe('a session restricted to enrolment', () => {
  it('is refused (403) on every protected route but the enrolment ones', async () => {
    const boss = await tokenOf((await newUser()).email);
    await enrol(boss);
    await call('PUT', '/account/security-settings', boss, { require_admin_2fa: true });
    const token = (await login((await newUser()).email)).json().data.auth_token;
    await call('PUT', '/account/security-settings', boss, { require_admin_2fa: false });
    const allowed = new Set([
      'GET /api/account/security',
      'POST /api/account/totp',
      'POST /api/account/totp/confirm',
      'POST /api/auth/logout',
    ]);
    const routes = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.access !== 'public' &&
        r.access !== 'webhook' &&
        !allowed.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) {
      const url = r.url.replace(/:(\w+)/g, '1').replace('*', 'x');
      const res = await t.app.inject({ method: r.method as 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
    expect((await call('GET', '/account/security', token)).statusCode).toBe(200);
  });
});

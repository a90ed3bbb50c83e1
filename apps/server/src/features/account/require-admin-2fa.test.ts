import { TOTP_PERIOD_S } from '@app/shared';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG_ENROL_FIRST } from '../../plugins/auth.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { MSG_ENROL_YOURSELF_FIRST } from './service.ts';

const { t } = useTestApp({ as: null });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
const setRequired = (token: string, on: boolean) =>
  call('PUT', '/account/security-settings', token, { require_admin_2fa: on });

async function enrol(token: string) {
  const { secret } = (await call('POST', '/account/totp', token)).json().enrolment;
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_S }).generate();
  expect((await call('POST', '/account/totp/confirm', token, { code })).statusCode).toBe(200);
}

let boss: Awaited<ReturnType<typeof signIn>>;
beforeEach(async () => {
  boss = await signIn(t.app, 'admin');
  await enrol(boss.token);
  return async () => {
    expect((await setRequired(boss.token, false)).statusCode).toBe(200);
  };
});

describe('switching on "2FA required for all admins"', () => {
  it('restricts at once the open sessions of admins without 2FA, which can still enrol', async () => {
    const admin = await signIn(t.app, 'admin');
    const member = await signIn(t.app, 'client');
    expect((await call('GET', '/users', admin.token)).statusCode).toBe(200);

    expect((await setRequired(boss.token, true)).statusCode).toBe(200);

    const refused = await call('GET', '/users', admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG_ENROL_FIRST);
    expect((await call('GET', '/account/sessions', admin.token)).statusCode).toBe(403);
    expect((await call('GET', '/account/security', admin.token)).json().security).toMatchObject({
      enrolment_only: true,
      totp_enabled: false,
    });
    // the admin who has 2FA, and a non-admin, are not affected
    expect((await call('GET', '/users', boss.token)).statusCode).toBe(200);
    expect((await call('GET', '/account/sessions', member.token)).statusCode).toBe(200);

    await enrol(admin.token);
    expect((await call('GET', '/users', admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/account/security', admin.token)).json().security.enrolment_only).toBe(false);
  });

  it('lifts that restriction when switched off again', async () => {
    const admin = await signIn(t.app, 'admin');
    await setRequired(boss.token, true);
    expect((await call('GET', '/users', admin.token)).statusCode).toBe(403);
    await setRequired(boss.token, false);
    expect((await call('GET', '/users', admin.token)).statusCode).toBe(200);
  });

  it('restricts a user promoted to admin while it is on', async () => {
    const member = await signIn(t.app, 'client');
    await setRequired(boss.token, true);
    const { user } = (await call('GET', `/users/${member.id}`, boss.token)).json();
    const promoted = await call('PUT', `/users/${member.id}`, boss.token, {
      user: { ...user, active: true, status: 'active', profile_name: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    const refused = await call('GET', '/users', member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG_ENROL_FIRST);
  });

  it('is refused (409) to an admin without 2FA, whose own session would lose the page', async () => {
    const admin = await signIn(t.app, 'admin');
    const res = await setRequired(admin.token, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_ENROL_YOURSELF_FIRST);
    expect((await call('GET', '/account/security-settings', admin.token)).json().settings).toEqual({
      require_admin_2fa: false,
    });
    // switching it off (or saving it off) needs no 2FA
    expect((await setRequired(admin.token, false)).statusCode).toBe(200);
  });
});

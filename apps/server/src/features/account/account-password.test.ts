import { ACCOUNT_PASSWORD_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });
const OLD = 'una vecchia password lunga';
const NEW = 'una nuova frase segreta lunga';
let n = 0;

async function member() {
  const [p] = await t.app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, 'client'));
  const email = `pw${++n}@test.local`;
  await t.app.db.insert(users).values({
    email,
    passwordHash: await hashPassword(OLD),
    name: 'A',
    surname: 'B',
    active: true,
    memberArea: true,
    profileId: p.id,
  });
  return email;
}
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '10.9.0.1',
  });
const change = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: { authorization: `Bearer ${token}` },
    payload,
    remoteAddress: '10.9.0.1',
  });

describe('POST /api/account/password (any signed-in user)', () => {
  it('lets a member change their own password knowing the current one, and ends their other sessions', async () => {
    const email = await member();
    const token = (await login(email, OLD)).json().data.auth_token;
    const other = (await login(email, OLD)).json().data.auth_token;
    const res = await change(token, { current_password: OLD, new_password: NEW });
    expect(res.statusCode).toBe(200);
    expect((await login(email, OLD)).statusCode).toBe(401);
    expect((await login(email, NEW)).statusCode).toBe(200);
    // this session goes on, the other one is over
    expect((await change(token, { current_password: NEW, new_password: OLD })).statusCode).toBe(200);
    expect((await change(other, { current_password: OLD, new_password: NEW })).statusCode).toBe(401);
  });

  it('refuses a wrong current password, a weak new one and unknown keys, changing nothing', async () => {
    const email = await member();
    const token = (await login(email, OLD)).json().data.auth_token;
    const wrong = await change(token, { current_password: 'non è questa', new_password: NEW });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toBe(ACCOUNT_PASSWORD_MSG.wrongCurrent);
    expect((await change(token, { current_password: OLD, new_password: 'corta' })).statusCode).toBe(400);
    const common = await change(token, { current_password: OLD, new_password: 'Qwerty123456' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.new_password).toBeTruthy();
    const extra = await change(token, { current_password: OLD, new_password: NEW, user_id: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await login(email, OLD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: the 11th try is refused (429)', async () => {
    const email = await member();
    const token = (await login(email, OLD)).json().data.auth_token;
    for (let i = 0; i < 10; i++) {
      expect(
        (await change(token, { current_password: `sbagliata ${i}`, new_password: NEW })).statusCode,
      ).toBe(400);
    }
    const refused = await change(token, { current_password: OLD, new_password: NEW });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });

  it('is refused without a session (401)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { current_password: OLD, new_password: NEW },
    });
    expect(res.statusCode).toBe(401);
  });
});

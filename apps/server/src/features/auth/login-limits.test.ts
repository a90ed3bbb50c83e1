import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema/index.ts';
import { KNOWN_ADDRESS_MS, LOGIN_WINDOW_MS, MAX_FAILURES_PER_EMAIL } from '../../lib/login-limits.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ensureAdmin } from './service.ts';

const { t } = useTestApp({ as: null });
const PASSWORD = 'la password giusta';

let n = 0;
async function newAdmin() {
  const email = `limits${++n}@example.it`;
  await ensureAdmin(t.app.db, email, PASSWORD);
  return email;
}
const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const statuses = async (requests: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(requests)).map((r) => r.statusCode);

describe('per-email limit', () => {
  it('lets through at most 10 of 30 parallel wrong passwords, the rest get 429', async () => {
    const email = await newAdmin();
    const codes = await statuses(
      Array.from({ length: 30 }, (_, i) => login(email, `wrong ${i}`, '10.20.0.1')),
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - MAX_FAILURES_PER_EMAIL);
    const failures = await t.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(failures).toHaveLength(MAX_FAILURES_PER_EMAIL);
  });

  it('does not lock the admin out of an address they signed in from before', async () => {
    const email = await newAdmin();
    expect((await login(email, PASSWORD, '10.21.0.2')).statusCode).toBe(200);
    // the attacker, from A: ten failures, then refused
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++)
      expect((await login(email, `guess ${i}`, '10.21.0.1')).statusCode).toBe(401);
    expect((await login(email, 'guess again', '10.21.0.1')).statusCode).toBe(429);
    // with the right password too, and from any other address the admin never used
    expect((await login(email, PASSWORD, '10.21.0.1')).statusCode).toBe(429);
    expect((await login(email, 'guess', '10.21.0.3')).statusCode).toBe(429);
    // the admin, from B where they signed in before, keeps their own counter
    expect((await login(email, 'typo', '10.21.0.2')).statusCode).toBe(401);
    expect((await login(email, PASSWORD, '10.21.0.2')).statusCode).toBe(200);
  });

  it('counts only failures: 50 good sign-ins from one address all succeed', async () => {
    const email = await newAdmin();
    for (let i = 0; i < 50; i++) expect((await login(email, PASSWORD, '10.22.0.1')).statusCode).toBe(200);
    // and other emails from that address are not affected by them
    const other = await newAdmin();
    expect((await login(other, PASSWORD, '10.22.0.1')).statusCode).toBe(200);
  });
});

describe('stored attempts', () => {
  it('keeps no row older than it needs: stale failures and old successes are pruned', async () => {
    const email = await newAdmin();
    const ago = (ms: number) => new Date(Date.now() - ms);
    const rows = await t.app.db
      .insert(loginAttempts)
      .values([
        { email, ip: '10.23.0.1', success: false, createdAt: ago(LOGIN_WINDOW_MS + 60_000) },
        { email, ip: '10.23.0.2', success: true, createdAt: ago(KNOWN_ADDRESS_MS + 60_000) },
        { email, ip: '10.23.0.3', success: true, createdAt: ago(LOGIN_WINDOW_MS + 60_000) },
        { email, ip: '10.23.0.4', success: false, createdAt: ago(60_000) },
      ])
      .returning({ id: loginAttempts.id });
    await login(email, 'wrong', '10.23.0.9');
    const left = await t.app.db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
    expect(left.map((r) => r.ip).sort()).toEqual(['10.23.0.3', '10.23.0.4', '10.23.0.9']);
    expect(left.map((r) => r.id)).not.toContain(rows[0].id);
  });

  it('forgets an address after its memory ends: it shares the unknown addresses’ counter again', async () => {
    const email = await newAdmin();
    await t.app.db
      .insert(loginAttempts)
      .values({ email, ip: '10.24.0.2', success: true, createdAt: new Date(Date.now() - KNOWN_ADDRESS_MS) });
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) await login(email, 'guess', '10.24.0.1');
    expect((await login(email, PASSWORD, '10.24.0.2')).statusCode).toBe(429);
  });
});

import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { ensureAdmin } from './service.ts';

const { t } = useTestApp({ as: null });
beforeAll(async () => {
  await ensureAdmin(t.app.db, 'timing@example.it', 'the right password');
});

async function median(attempt: (i: number) => Promise<number>, n = 7) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    expect(await attempt(i)).toBe(401);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

const login = async (email: string, i: number) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: `wrong ${i}` },
      remoteAddress: `10.9.0.${i + 1}`,
    })
  ).statusCode;

// Not a speed goal but a leak: without the dummy hash an unknown email answers in a few ms while a
// wrong password costs a full argon2 verification, which tells an attacker which emails exist.
it('takes as long for an unknown email as for a wrong password (argon2 runs either way)', async () => {
  await login('warm-up@example.it', 0);
  const unknown = await median((i) => login(`nobody${i}@example.it`, i));
  const wrong = await median((i) => login('timing@example.it', i));
  console.info(
    `[timing] median unknown email ${unknown.toFixed(1)} ms, wrong password ${wrong.toFixed(1)} ms`,
  );
  expect(unknown / wrong).toBeGreaterThan(0.5);
  expect(unknown / wrong).toBeLessThan(2);
});

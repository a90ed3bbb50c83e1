import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const saved = process.env.TRUST_PROXY;
beforeAll(async () => {
  // behind a TLS-ending proxy on the loopback, as README's "Running in production" sets it up
  process.env.TRUST_PROXY = '127.0.0.1';
  t = await createTestApp();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
  await t.close();
});

const health = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress });

it('sends HSTS when the request came over https through the trusted proxy, and only then', async () => {
  const https = await health({ 'x-forwarded-proto': 'https' });
  expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect((await health({})).headers['strict-transport-security']).toBeUndefined();
  expect(
    (await health({ 'x-forwarded-proto': 'http' })).headers['strict-transport-security'],
  ).toBeUndefined();
  // anyone else claiming https is not believed
  const forged = await health({ 'x-forwarded-proto': 'https' }, '203.0.113.7');
  expect(forged.headers['strict-transport-security']).toBeUndefined();
});

import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app)).headers;
});
afterAll(() => t.close());

describe('PUT /api/account/security-settings', () => {
  it('takes back the settings it answered and refuses an unknown field', async () => {
    await expectEchoRules({
      app: t.app,
      read: async () =>
        (await t.app.inject({ method: 'GET', url: '/api/account/security-settings', headers })).json()
          .settings,
      save: (settings) =>
        t.app.inject({ method: 'PUT', url: '/api/account/security-settings', headers, payload: settings }),
      key: '',
      changed: {},
    });
  });
});

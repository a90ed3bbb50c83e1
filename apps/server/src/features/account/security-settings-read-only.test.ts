import { describe, it } from 'vitest';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();

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

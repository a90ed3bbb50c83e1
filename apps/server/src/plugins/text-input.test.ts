import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { ISSUER } from '../test/fixtures/invoices.ts';
import { signIn, useTestApp } from '../test/test-app.ts';

/**
 * A lone UTF-16 surrogate ("\ud800" in JSON) has no UTF-8 form: PostgreSQL refuses it in jsonb (a
 * 500) and a text column would store U+FFFD instead. Wherever JSON text comes in, it is refused.
 */
const LONE = 'Il testo contiene un carattere non valido (un surrogato UTF-16 isolato)';
const { t, headers, user } = useTestApp();
// the admin walking every route has the Member Area on too, so the member routes read their bodies
beforeAll(async () => {
  await t.app.db.update(users).set({ memberArea: true }).where(eq(users.id, user.id));
});
// the webhook reads its raw body; the other two would end the session the walk goes on with
const SKIP = new Set(['POST /api/webhooks/stripe', 'POST /api/auth/logout', 'DELETE /api/account/sessions']);

const send = (
  method: 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  json: string,
  who: Record<string, string> = headers,
) => t.app.inject({ method, url, headers: { ...who, 'content-type': 'application/json' }, payload: json });
const settingsNow = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/invoice-settings', headers })).json().settings;

const NUL = 'Il testo contiene un carattere non ammesso (NUL)';

describe('a lone surrogate or a NUL in JSON text', () => {
  it('is refused with a 400 naming the field, and nothing is saved', async () => {
    const before = await settingsNow();
    for (const [settings, field, message] of [
      [{ ...ISSUER, name: 'Studio \ud800 Rossi' }, 'settings.name', LONE],
      [{ ...ISSUER, city: 'Roma\udfff' }, 'settings.city', LONE],
      [{ ...ISSUER, '\udc00': 'x' }, 'settings.\udc00', LONE],
      [{ ...ISSUER, name: 'Studio\u0000Rossi' }, 'settings.name', NUL],
      [{ ...ISSUER, 'a\u0000': 'x' }, 'settings.a\u0000', NUL],
    ] as const) {
      const res = await send('PUT', '/api/invoice-settings', JSON.stringify({ settings }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message, errors: { [field]: message } });
    }
    expect(await settingsNow()).toEqual(before);
  });

  it('names the query or path field that holds a NUL', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/users?q=ros%00si', headers });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ status: 'error', message: NUL, errors: { q: NUL } });
    const path = await t.app.inject({ method: 'GET', url: '/api/image/a%00b.png' });
    expect(path.statusCode).toBe(400);
    expect(path.json().errors).toEqual({ name: NUL });
  });

  it('lets whole surrogate pairs (emoji, rare ideographs) through', async () => {
    const res = await send(
      'PUT',
      '/api/invoice-settings',
      JSON.stringify({ settings: { ...ISSUER, name: 'Studio 😀 𠀀' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsNow()).name).toBe('Studio 😀 𠀀');
  });

  it('is refused on every route that takes a JSON body, deep in arrays too', async () => {
    const writes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'GET' && !SKIP.has(`${r.method} ${r.url}`),
    );
    expect(writes.length).toBeGreaterThan(30);
    // the arbitrator's own routes read their bodies for an arbitrator's session only
    const arbitrator = (await signIn(t.app, 'arbitrator')).headers;
    const answers: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(/:\w+/g, '1');
      const who = route.access === 'arbitrator' ? arbitrator : headers;
      const res = await send(route.method as 'POST', url, '{"a":[{"b":["ok","\\ud800"]}]}', who);
      if (res.statusCode !== 400 || res.json().message !== LONE) {
        answers.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(answers).toEqual([]);
  });
});

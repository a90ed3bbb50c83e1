import { ID_INVALID } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../db/schema/index.ts';
import { italyId, signIn, useTestApp } from '../test/test-app.ts';

/**
 * PostgreSQL integer columns stop at 2³¹−1. A bigger id (or one past 2⁵³, or 1e20) in
 * a path, a query or a body is refused by the schemas before any query: never a 500.
 */
const HUGE = ['2147483648', '9007199254740993', '1e20'];
// these end the test's own session or need a Stripe signature
const SKIP = new Set(['POST /api/auth/logout', 'DELETE /api/account/sessions', 'POST /api/webhooks/stripe']);
const SLOT = '__HUGE__';

const { t, headers, user } = useTestApp();
// the admin walking every route has the Member Area on too, so the member routes read their bodies
beforeAll(async () => {
  await t.app.db.update(users).set({ memberArea: true }).where(eq(users.id, user.id));
});
beforeAll(async () => {
  await t.app.mail.worker.stop();
});

/** The schema inside optional, nullable, default and pipe wrappers. */
function unwrap(schema: unknown): z.ZodType | undefined {
  let s = schema as z.ZodType | undefined;
  for (let i = 0; i < 8 && s; i++) {
    if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) {
      s = s.unwrap() as z.ZodType;
    } else return s;
  }
  return s;
}

/** The dotted path of every number the schema takes (objects followed, arrays at item 0). */
function numberSlots(schema: unknown, path = '', out: string[] = [], depth = 0): string[] {
  const s = unwrap(schema);
  if (!s || depth > 6) return out;
  if (s instanceof z.ZodNumber) out.push(path);
  else if (s instanceof z.ZodArray) numberSlots(s.element, `${path}.0`, out, depth + 1);
  else if (s instanceof z.ZodUnion) for (const o of s.options) numberSlots(o, path, out, depth + 1);
  else if (s instanceof z.ZodObject) {
    for (const [k, v] of Object.entries(s.shape)) numberSlots(v, path ? `${path}.${k}` : k, out, depth + 1);
  }
  return [...new Set(out)];
}

/** A JSON body with `value` (raw JSON text) at each path. */
function bodyWith(paths: string[], value: string): string {
  const body: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let o = body;
    keys.slice(0, -1).forEach((k, i) => {
      o[k] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
      o = o[k] as Record<string, unknown>;
    });
    o[keys[keys.length - 1]] = SLOT;
  }
  // as raw JSON text: 9007199254740993 would lose its last digit through JSON.stringify
  return JSON.stringify(body).replaceAll(`"${SLOT}"`, value);
}

describe('ids beyond PostgreSQL integer', () => {
  it('no route answers a 5xx to 2147483648, 9007199254740993 or 1e20 in a path, query or body slot', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !SKIP.has(`${r.method} ${r.url}`) && !r.url.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const query = unwrap(route.schema?.querystring);
      const queryKeys = query instanceof z.ZodObject ? Object.keys(query.shape) : [];
      const slots = hasBody ? numberSlots(route.schema?.body) : [];
      for (const huge of HUGE) {
        const url = route.url.replace(/:(\w+)/g, huge);
        const qs = queryKeys.map((k) => `${k}=${huge}`).join('&');
        const payload = bodyWith(slots, huge);
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: qs ? `${url}?${qs}` : url,
          headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload } : {}),
        });
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${url}?${qs} ${payload}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('every number a body takes is refused out of range, as a field error of its own', async () => {
    const missing: string[] = [];
    // the arbitrator's own routes read their bodies for an arbitrator's session only
    const arbitrator = (await signIn(t.app, 'arbitrator')).headers;
    for (const route of t.app.routeTable) {
      const slots = route.schema?.body ? numberSlots(route.schema.body) : [];
      if (slots.length === 0) continue;
      // a valid-looking path, so that the body is what gets validated
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'it'));
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: {
          ...(route.access === 'arbitrator' ? arbitrator : headers),
          'content-type': 'application/json',
        },
        payload: bodyWith(slots, '2147483648'),
      });
      const errors = Object.keys(res.json().errors ?? {});
      for (const slot of slots)
        if (!errors.includes(slot)) missing.push(`${route.method} ${route.url} ${slot}`);
    }
    expect(missing).toEqual([]);
  });

  it('a path id out of range is a missing record (404); in a query or a body, a field error (400)', async () => {
    for (const url of [
      '/api/account/sessions/2147483648',
      '/api/users/9007199254740993',
      '/api/experts/1e20',
    ]) {
      const res = await t.app.inject({ method: url.includes('sessions') ? 'DELETE' : 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Risorsa non trovata' });
    }
    const abc = await t.app.inject({ method: 'GET', url: '/api/users/abc', headers });
    expect(abc.statusCode).toBe(400);
    expect(abc.json().errors).toEqual({ id: ID_INVALID });

    const activity = await t.app.inject({ method: 'GET', url: '/api/activity?actor=2147483648', headers });
    expect(activity.statusCode).toBe(400);
    expect(activity.json().errors).toEqual({ actor: ID_INVALID });

    const user = await signIn(t.app, 'client');
    const expert = {
      user_id: user.id,
      country_id: 2147483648,
      name: 'Anna',
      surname: 'Ferri',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/experts', headers, payload: { expert } });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().errors).toEqual({ 'expert.country_id': ID_INVALID });

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/experts',
      headers,
      payload: { expert: { ...expert, country_id: await italyId(t.app) } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().expert.id as number;
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/experts/${id}`,
      headers,
      payload: { expert: { ...ok.json().expert, version: 2147483648 } },
    });
    expect(stale.statusCode, stale.body).toBe(400);
    expect(Object.keys(stale.json().errors)).toEqual(['expert.version']);
  });
});

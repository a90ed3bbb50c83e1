import { messageTranslator, ZArbitratorProfileSave } from '@app/shared';
import en from '@app/shared/locales/en.json';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSession } from './lib/sessions.ts';
import { untranslated } from './plugins/locale.ts';
import { applicationFields, applicationFiles, sendApplication } from './test/fixtures/application.ts';
import { bookableConference, bookingBody, italy, member, setUpIssuer } from './test/fixtures/booking.ts';
import { multipartForm } from './test/multipart.ts';
import { signIn, useTestApp } from './test/test-app.ts';

/**
 * Every public, member and arbitrator route, asked in English with bad input (missing fields,
 * wrong types, texts too long, unknown keys, hostile path values, malformed bodies), as a member or
 * an arbitrator where the route needs one: every message and field error that comes back is an
 * English text of the catalogue (or zod's own English), and no text was left untranslated. A new
 * message without its English makes this fail.
 */
const { t, headers: admin } = useTestApp({ env: { PUBLIC_WRITE_LIMIT: '100000' }, timeout: 120_000 });
const EN = { 'accept-language': 'en' };

// routes the walk leaves out: documentation, the webhook (Stripe's), and those that end the session
const SKIP = /^(GET \/api\/docs|GET \/api\/openapi|POST \/api\/webhooks|POST \/api\/auth\/logout|DELETE )/;

const isCatalogued = messageTranslator(en, en);
// zod's English locale, said from an issue whose schema words nothing itself
const ZOD_ENGLISH =
  /^(Invalid (input|option|string|number|key|element)|Unrecognized keys?|Too (big|small))\b/;
const isEnglish = (text: string) => isCatalogued(text) !== undefined || ZOD_ENGLISH.test(text);

let conferenceId: number;
let orderToken: string;
let arbitratorBody: unknown;
let country: number;
const sessions: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  await t.app.mail.worker.stop();
  await setUpIssuer(t.app);
  country = await italy(t.app);
  conferenceId = (await bookableConference(t.app)).id;
  const m = await member(t.app, 'active');
  sessions.member = m.headers;
  sessions.authenticated = m.headers;
  const applied = await sendApplication(t.app, await applicationFields(t.app));
  const id = applied.json().application.id as number;
  await t.app.inject({ method: 'POST', url: `/api/arbitrators/${id}/confirm`, headers: admin });
  const arbitrator = await t.app.inject({ url: `/api/arbitrators/${id}`, headers: admin });
  const userId = arbitrator.json().arbitrator.user_id as number;
  sessions.arbitrator = { authorization: `Bearer ${await createSession(t.app.db, userId, {})}` };
  const profile = await t.app.inject({ url: '/api/arbitrator/profile', headers: sessions.arbitrator });
  const own = Object.keys(ZArbitratorProfileSave.shape.arbitrator.shape);
  const current = profile.json().arbitrator as Record<string, unknown>;
  arbitratorBody = { arbitrator: Object.fromEntries(own.map((k) => [k, current[k] ?? null])) };
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/public/orders',
    payload: bookingBody(conferenceId, country),
  });
  orderToken = (booked.json().order_url as string).split('/').pop() as string;
  // a signed-in user who is neither: the 403s of member and arbitrator routes
  sessions.other = (await signIn(t.app, 'client')).headers;
}, 120_000);

/** The valid bodies some routes are walked from, so the rules behind the schema run too. */
function baselines(): Record<string, unknown> {
  const booking = bookingBody(conferenceId, country);
  return {
    'POST /api/public/orders': booking,
    'POST /api/public/orders/quote': booking,
    'POST /api/public/conferences/:id/waiting-list': {
      email: 'walk@example.com',
      name: 'Ada',
      surname: 'Walker',
      quantity: 1,
      privacy_accepted: true,
    },
    'POST /api/auth/login': { email: 'walk@example.com', password: 'not the password 1' },
    'POST /api/password-reset': {
      token: 'x'.repeat(43),
      password: 'a'.repeat(12),
      password_confirmation: 'b',
    },
    'POST /api/account/password': { current_password: 'wrong', new_password: 'password' },
    'PUT /api/member/billing': { billing_information: booking.billing_information },
    'PUT /api/arbitrator/profile': arbitratorBody,
  };
}

const BAD_VALUES: unknown[] = [undefined, null, 'x'.repeat(20_000), -1, 'x', [], {}, true, 1.5];

/** Each path of a body down to depth 2 (array items by their first), set to each bad value. */
function mutations(body: unknown): unknown[] {
  const out: unknown[] = [{}, { unknown_key: 1 }, [], 'text'];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (path.length > 3 || value === null || typeof value !== 'object') return;
    const entries = Array.isArray(value)
      ? value.slice(0, 1).map((v, i) => [i, v] as const)
      : Object.entries(value);
    for (const [key, child] of entries) {
      for (const bad of BAD_VALUES) out.push(setAt(body, [...path, key], bad));
      visit(child, [...path, key]);
    }
  };
  visit(body, []);
  return out;
}

function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** A body where every key the route's schema declares holds the same bad value. */
function declaredKeys(schema: unknown): string[] {
  let s = schema as z.ZodType | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return Object.keys(s.shape);
    s = (s as unknown as { unwrap?: () => z.ZodType }).unwrap?.();
  }
  return [];
}

const PARAM_VALUES = ['0', 'abc', '99999999', '-1', 'x'.repeat(43)];

describe('every public, member and arbitrator route asked in English', () => {
  it('answers every message and field error in English, none left untranslated', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.access !== 'admin' && !SKIP.test(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    untranslated.clear();
    const found: string[] = [];
    let answers = 0;
    const check = async (what: string, options: InjectOptions) => {
      const res = await t.app.inject(options);
      answers++;
      expect(res.statusCode, `${what} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (!String(res.headers['content-type'] ?? '').includes('json')) return;
      const { message, errors } = res.json() as { message?: unknown; errors?: Record<string, unknown> };
      for (const text of [message, ...Object.values(errors ?? {})]) {
        if (typeof text === 'string' && !isEnglish(text)) found.push(`${what}: ${text}`);
      }
    };
    const given = baselines();
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      for (const who of [route.access, 'other', 'nobody']) {
        const auth = sessions[who] ?? {};
        const paths = [
          route.url.replace(/:(\w+)/g, (_, n: string) => (n === 'id' ? String(conferenceId) : orderToken)),
        ];
        for (const v of PARAM_VALUES)
          if (route.url.includes(':')) paths.push(route.url.replace(/:(\w+)/g, v).replace('*', v));
        const query = declaredKeys(route.schema?.querystring)
          .map((k) => `${k}=${'x'.repeat(300)}`)
          .join('&');
        for (const path of paths) {
          const url = query ? `${path}?${query}` : path;
          if (route.method === 'GET') {
            await check(`${key} as ${who}`, { method: 'GET', url, headers: { ...EN, ...auth } });
            continue;
          }
          const method = route.method as InjectOptions['method'];
          await check(`${key} bad JSON`, {
            method,
            url,
            headers: { ...EN, ...auth, 'content-type': 'application/json' },
            payload: '{"x":',
          });
          if (who !== route.access && who !== 'public') continue;
          if (route.schema?.consumes?.includes('multipart/form-data')) {
            const form = multipartForm(
              [
                ['unknown', '1'],
                ['application', '{'],
              ],
              applicationFiles().slice(0, 1),
            );
            await check(`${key} form`, {
              method,
              url,
              headers: { ...EN, ...auth, ...form.headers },
              payload: form.payload,
            });
            await check(`${key} json to a form`, { method, url, headers: { ...EN, ...auth }, payload: {} });
            continue;
          }
          const keys = declaredKeys(route.schema?.body);
          const base = given[key] ?? Object.fromEntries(keys.map((k) => [k, 'x']));
          for (const payload of mutations(base)) {
            await check(`${key} ${JSON.stringify(payload).slice(0, 80)}`, {
              method,
              url,
              headers: { ...EN, ...auth },
              payload: payload as object,
            });
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(1000);
    expect(found, `${found.length} answers not in English`).toEqual([]);
    expect([...untranslated], 'texts without an English translation').toEqual([]);
  }, 900_000);
});

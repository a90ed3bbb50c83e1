import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDemo } from './seed/run.ts';
import { useTestApp } from './test/test-app.ts';

/**
 * Every GET route of the route table, signed in as admin, with query strings an outside probe
 * sent: prototype keys as sort, impossible dates, pages out of range, arrays, NUL, a lone
 * surrogate, 10 kB values. Each is refused (400) or answered, never a 5xx. Runs with `npm test`;
 * the random fuzz of every route lives in reliability/routes-fuzz.test.ts.
 */
const SKIP = new Set(['GET /api/docs']);

const LONG = 'a'.repeat(10_240);
/** raw (already encoded) values tried on every declared parameter and on the usual list ones */
const HOSTILE_VALUES = [
  '__proto__',
  '-__proto__',
  'constructor',
  '-constructor',
  'toString',
  '-1',
  '0',
  '1e999',
  'NaN',
  '2026-02-30',
  '9999-99-99',
  '',
  '%00',
  '%ED%A0%80',
  '%F0',
  LONG,
];
// zod's or Fastify's own wording: every refusal must have been put in Italian
const ENGLISH = /\b(invalid|expected|required|must|unrecognized|received|too (big|small))\b/i;
const LIST_KEYS = ['sort', 'page', 'pageSize', 'q', 'from', 'to'];

/** The names a route's querystring schema declares (inside optional/default wrappers). */
function declaredKeys(schema: unknown): string[] {
  let s = schema as z.ZodType | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return Object.keys(s.shape);
    s = (s as unknown as { unwrap?: () => z.ZodType }).unwrap?.();
  }
  return [];
}

function hostileQueries(keys: string[]): string[] {
  const queries: string[] = [];
  for (const key of new Set([...LIST_KEYS, ...keys])) {
    for (const value of HOSTILE_VALUES) queries.push(`${key}=${value}`);
    queries.push(`${key}[]=x`, `${key}=a&${key}=b`, `${key}[__proto__]=x`);
  }
  queries.push('__proto__=x', 'constructor[prototype][x]=1', 'sort=__proto__&page=1e999&to=');
  return queries;
}

// the demo data: lists have rows to sort, and the records of id 1 exist behind the `:id` routes
let refs: Awaited<ReturnType<typeof seedDemo>>;
const { t, headers } = useTestApp({
  seed: async (t) => {
    refs = await seedDemo(t.app.db);
  },
  timeout: 120_000,
});

/** A path parameter that names an existing record. */
function paramValue(name: string): string {
  if (name === 'entity') return 'user';
  if (name === 'name') return refs.pdfs[0];
  return '1';
}

describe('hostile query strings on every GET route', () => {
  it('are answered or refused in Italian, never with a 5xx', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !SKIP.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => paramValue(name)).replace('*', 'x');
      for (const query of hostileQueries(declaredKeys(route.schema?.querystring))) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
        requests++;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${path}?${query.slice(0, 60)}`);
        else if (res.statusCode >= 400) {
          const { message, errors } = res.json();
          for (const text of [message, ...Object.values(errors ?? {})]) {
            expect(text, `${path}?${query.slice(0, 60)}`).not.toMatch(ENGLISH);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures, `${failures.length} of ${requests} answered 5xx`).toEqual([]);
  }, 600_000);

  it('names the sort and the date at fault, as the probe sent them', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    for (const url of [
      '/api/users?sort=__proto__',
      '/api/users?sort=-__proto__',
      '/api/trash?sort=constructor',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.sort, url).toMatch(/^Ordinamento non valido: valori ammessi /);
    }
    for (const query of ['from=2026-02-30', 'to=9999-99-99', 'to=', 'from=0000-01-01']) {
      const res = await get(`/api/activity?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.values(res.json().errors), query).toEqual(['Data non valida (yyyy-MM-dd)']);
    }
    expect((await get('/api/activity?from=2024-02-29&to=2026-12-31')).statusCode).toBe(200);
  });

  it('refuses an impossible calendar day in a body too (it reached PostgreSQL: a 500)', async () => {
    const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, headers, payload });
    const expert = (await t.app.inject({ method: 'GET', url: '/api/experts/1', headers })).json().expert;
    const birth = await send('PUT', '/api/experts/1', { expert: { ...expert, date_of_birth: '2026-02-30' } });
    expect(birth.statusCode, birth.body).toBe(400);
    expect(birth.json().errors).toEqual({ 'expert.date_of_birth': 'Data non valida (yyyy-MM-dd)' });
    for (const range of [
      { date_start: '2026-02-30', date_end: '2026-03-01' },
      { date_start: '0000-01-01', date_end: '9999-99-99' },
    ]) {
      const res = await send('POST', '/api/invoices/export', range);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Dati non validi');
    }
  });

  it('sorts every list by each field its schema admits, both ways', async () => {
    const lists = t.app.routeTable.filter(
      (r) => r.method === 'GET' && sortValues(r.schema?.querystring).length,
    );
    expect(lists.length).toBeGreaterThanOrEqual(16);
    for (const route of lists) {
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => paramValue(name));
      for (const sort of sortValues(route.schema?.querystring)) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?sort=${sort}&pageSize=2`, headers });
        expect(res.statusCode, `${path}?sort=${sort}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  });
});

/** The values a list's `sort` admits (its enum's options), none for a route without one. */
function sortValues(schema: unknown): string[] {
  const sort = (schema as z.ZodObject | undefined)?.shape?.sort as z.ZodOptional<z.ZodEnum> | undefined;
  return sort ? (sort.unwrap().options as string[]) : [];
}

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonScalars } from '../test/arbitraries.ts';
import { changedTables, tablesFingerprint } from '../test/fingerprint.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * Over the whole route table, each route's params, query and body are fuzzed
 * from its declared zod schema (its field names, with values of any JSON type, and wholly random
 * JSON). No answer is a 5xx, nothing reaches Object.prototype, and a route whose every attempt
 * was refused left every table exactly as it was.
 */
const RUNS = Number(process.env.ROUTE_FUZZ_RUNS) || 25;
// these end the fuzzer's own session or need what a fuzzer cannot give (a Stripe signature)
const SKIP = new Set([
  'POST /api/auth/logout',
  'DELETE /api/account/sessions',
  'POST /api/webhooks/stripe',
  'GET /api/docs',
  'GET /api/openapi.json',
]);

// every attempt reaches its route's checks, none stops at the public writes' limit
const { t, headers } = useTestApp({ env: { PUBLIC_WRITE_LIMIT: '1000000' } });
beforeAll(async () => {
  // the outbox then changes only through requests, not through deliveries in the background
  await t.app.mail.worker.stop();
});

const anyJson = fc.oneof(
  ...jsonScalars,
  fc.string({ maxLength: 3 }).map((s) => `${s}\u0000\n<img src=x onerror=alert(1)>`),
  fc.jsonValue({ maxDepth: 2 }),
  // beyond PostgreSQL integer: ids and amounts must be refused, not overflow
  fc.constantFrom(2147483648, 2 ** 53 + 2, 1e20, -2147483649),
  // what an outside probe sent: prototype keys as sort fields, impossible days, a lone surrogate
  fc.constantFrom('__proto__', '-constructor', 'toString', '2026-02-30', '9999-99-99', '', 'a\ud800b'),
);

/** The object schema inside optional/nullable/default wrappers, if any. */
function objectShape(schema: unknown): Record<string, unknown> | null {
  let s = schema as z.ZodType | undefined;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return s.shape as Record<string, unknown>;
    const inner = (s as unknown as { unwrap?: () => z.ZodType }).unwrap?.();
    if (!inner) return null;
    s = inner;
  }
  return null;
}

/** Objects with the schema's field names (one level of nesting followed), or any JSON at all. */
function valuesFor(schema: unknown): fc.Arbitrary<unknown> {
  const shape = objectShape(schema);
  if (!shape) return anyJson;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const nested = objectShape(field);
      const value = nested
        ? fc.oneof(
            anyJson,
            fc.record(Object.fromEntries(Object.keys(nested).map((k) => [k, anyJson])), { requiredKeys: [] }),
          )
        : anyJson;
      return [key, value];
    }),
  );
  return fc.oneof(fc.record(fields, { requiredKeys: [] }), anyJson);
}

const paramValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constant('1'),
  fc.constantFrom('2147483648', '9007199254740993', '1e20'),
);

describe('every route under fuzzing', () => {
  it(`answers ${RUNS} fuzzed requests per route without a 5xx, pollution or a refused write that changed data`, async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !SKIP.has(`${r.method} ${r.url}`) && !r.url.includes('*'),
    );
    expect(routes.length).toBeGreaterThan(60);
    let requests = 0;
    const statuses: Record<number, number> = {};
    for (const route of routes) {
      const before = await tablesFingerprint(t.app.db);
      let refusedAll = true;
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const input = fc.record({
        params: fc.tuple(...paramNames.map(() => paramValue), fc.constant('')),
        query: valuesFor(route.schema?.querystring),
        body: valuesFor(route.schema?.body),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, body }) => {
          let i = 0;
          const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(String(params[i++]) || 'x'));
          const qs =
            query && typeof query === 'object' && !Array.isArray(query)
              ? new URLSearchParams(
                  Object.entries(query).map(([k, v]): [string, string] => [
                    k,
                    typeof v === 'string' ? v : JSON.stringify(v),
                  ]),
                ).toString()
              : '';
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: qs ? `${url}?${qs}` : url,
            headers: { ...headers, 'content-type': 'application/json' },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
          });
          requests++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          expect(res.statusCode, `${route.method} ${route.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode < 400 && route.method !== 'GET') refusedAll = false;
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
        }),
        { numRuns: RUNS, seed: 20261122 },
      );
      if (refusedAll) {
        const changed = changedTables(before, await tablesFingerprint(t.app.db));
        expect(changed, `${route.method} ${route.url} refused every attempt, yet wrote`).toEqual([]);
      }
    }
    console.info(
      `[reliability] every-route fuzz: ${routes.length} routes × ${RUNS} = ${requests} requests, statuses ${JSON.stringify(statuses)}`,
    );
  }, 900_000);
});

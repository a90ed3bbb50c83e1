import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { arbitrators, countries, distributionCases } from '../db/schema/index.ts';
import { jsonScalars } from '../test/arbitraries.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * Property-based fuzzing (fast-check) of the login and of one
 * feature's write (the arbitrator save, with nested children), plus __proto__ keys, wrong types,
 * 100 000-character strings and a 10 MB body. Whatever comes in: never a 5xx, never a polluted
 * prototype, and a refused write changes no row (row counts and checksums of the tables compared).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 150;

const { t, headers } = useTestApp();
let arbitratorId: number;
let countryId: number;
beforeAll(async () => {
  [{ id: countryId }] = await t.app.db.select({ id: countries.id }).from(countries).limit(1);
  const [a] = await t.app.db
    .insert(arbitrators)
    .values({ email: 'fuzz@x.it', name: 'Fuzz', surname: 'Target', approved: 0 })
    .returning({ id: arbitrators.id });
  arbitratorId = a.id;
  await t.app.db
    .insert(distributionCases)
    .values([{ arbitratorId: a.id, position: 0, title: 'Caso', description: 'Uno' }]);
});

/** Row count and md5 of every row of the tables a write may touch. */
async function fingerprint() {
  const out: Record<string, string> = {};
  for (const table of ['arbitrators', 'distribution_cases', 'audit_log', 'files']) {
    const res = (await t.app.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    out[table] = `${res.rows[0].n}:${res.rows[0].h}`;
  }
  return out;
}

const polluted = () => ({}) as Record<string, unknown>;
function expectNoPollution() {
  expect(polluted().polluted).toBeUndefined();
  expect(polluted().isAdmin).toBeUndefined();
}

// anything JSON, with a bias towards the shapes that reach deeper code
const anyJson = fc.oneof(...jsonScalars, fc.string({ unit: 'binary' }), fc.jsonValue({ maxDepth: 3 }));
// plain addresses zod accepts (fast-check's emailAddress() is RFC-wide and mostly refused)
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/), fc.stringMatching(/^[a-z]{1,10}$/))
  .map(([user, host]) => `${user.replace(/\.+$/, '')}@${host}.it`);
const protoKeys = fc.constantFrom(
  '{"__proto__":{"polluted":1,"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
);

describe('login under fuzzing', () => {
  it(`never answers 5xx to ${RUNS} random bodies`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ email: anyJson, password: anyJson }, { requiredKeys: [] }),
          fc.record({ email, password: fc.string({ maxLength: 300 }) }),
          fc.record({
            email: fc.constant('fuzz@x.it'),
            password: fc.string({ minLength: 1, maxLength: 300 }),
          }),
          anyJson,
        ),
        fc.integer({ min: 1, max: 250 }),
        async (body, ip) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
            remoteAddress: `10.9.0.${ip}`,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.json().status).toBe(res.statusCode === 200 ? 'success' : 'error');
        },
      ),
      { numRuns: RUNS },
    );
    for (const payload of [
      '{"email":',
      '\u0000',
      '[]',
      '"x"',
      '{"email":{"$gt":""},"password":{"$ne":null}}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
    expectNoPollution();
    console.info(
      `[reliability] login fuzz: ${RUNS} bodies, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  });

  it('refuses __proto__ / constructor keys and never pollutes the prototype', async () => {
    await fc.assert(
      fc.asyncProperty(protoKeys, async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expectNoPollution();
      }),
    );
  });
});

describe('arbitrator save under fuzzing', () => {
  // mostly valid values, so that many bodies pass validation and reach the service and the database
  const field = (valid: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: anyJson, weight: 1 });
  const body = fc.record(
    {
      email: field(email),
      phone: field(fc.string({ maxLength: 50 })),
      country: field(fc.constantFrom(countryId, countryId, 999_999)),
      year_of_birth: field(fc.integer({ min: 1900, max: 2010 })),
      group: field(fc.constantFrom('Party appointed arbitrators', 'Party appointed arbitrators', 'nope')),
      languages: field(fc.string({ maxLength: 40 })),
      professional_qualification: field(fc.string()),
      distribution_cases: field(
        fc.array(fc.record({ title: field(fc.string({ maxLength: 30 })), description: field(fc.string()) }), {
          maxLength: 4,
        }),
      ),
      curriculum: field(fc.constantFrom(null, null, 'missing-file.pdf')),
      image: field(fc.constantFrom(null, null, 'missing.png')),
      version: field(fc.integer({ min: 0, max: 4 })),
      approved: field(fc.constantFrom(0, 1)),
      id: field(fc.constant(arbitratorId)),
    },
    { requiredKeys: [] },
  );

  it(`never answers 5xx to ${RUNS} random saves; a refused one changes no row`, async () => {
    let before = await fingerprint();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ arbitrary: fc.record({ arbitrator: body }), weight: 6 }, anyJson),
        async (payload) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/arbitrators/${arbitratorId}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, res.body).toBeLessThan(500);
          const after = await fingerprint();
          if (res.statusCode === 200) before = after;
          else expect(after, `refused (${res.statusCode}) but changed rows`).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
    expectNoPollution();
    console.info(
      `[reliability] arbitrator save fuzz: ${RUNS} bodies, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  });

  it('refuses bad ids in the path with 400/404, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (id) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/arbitrators/${encodeURIComponent(id)}`,
          headers,
        });
        expect(res.statusCode, id).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses 100 000-character strings, __proto__ keys and a 10 MB body, changing nothing', async () => {
    const before = await fingerprint();
    const long = 'x'.repeat(100_000);
    for (const key of [
      'email',
      'phone',
      'languages',
      'professional_qualification',
      'litigation_experience',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/arbitrators/${arbitratorId}`,
        headers,
        payload: { arbitrator: { [key]: long } },
      });
      expect(res.statusCode, key).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, key).toBeLessThan(500);
    }
    for (const payload of [
      `{"arbitrator":{"email":"a@b.it","__proto__":{"polluted":1}}}`,
      `{"__proto__":{"isAdmin":true},"arbitrator":{}}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/arbitrators/${arbitratorId}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/arbitrators/${arbitratorId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ arbitrator: { languages: 'y'.repeat(10 * 1024 * 1024) } }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe('error');
    expect(await fingerprint()).toEqual(before);
    expectNoPollution();
  });
});

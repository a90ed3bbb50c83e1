import { count, gt, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auditLog } from '../db/schema/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers of many routes, read field by field
export type Json = Record<string, any>;
/** The audit rows a call must add, as "entity action id"; a function when an id is in the answer. */
export type Rows = string[] | ((answer: Json) => string[] | Promise<string[]>);

export const omit = (record: Json, ...keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));

/**
 * The helpers of audit-every-write.test.ts (not a test file itself): calls through `app()` with
 * `headers()`, each checked against the audit rows it adds, and the set of routes called
 * successfully that way.
 */
export function auditHarness(app: () => FastifyInstance, headers: () => Record<string, string>) {
  const covered = new Set<string>();

  async function get(url: string): Promise<Json> {
    const res = await app().inject({ method: 'GET', url, headers: headers() });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  }

  /** The first record of a list, as its own GET answers it. */
  const firstOf = async (base: string, list: string, key: string) =>
    (await get(`${base}/${(await get(`${base}?pageSize=1`))[list][0].id}`))[key];

  /** How many audit rows there are, and the id of the last one. */
  async function auditState() {
    const [r] = await app()
      .db.select({ n: count(), last: max(auditLog.id) })
      .from(auditLog);
    return { n: Number(r.n), last: Number(r.last ?? 0) };
  }

  /**
   * One call of `route` ("METHOD /api/…/:param", its params filled in order): checks its status
   * and that the audit rows it added are exactly `rows`, in any order. `extra` headers are added
   * to the admin's (undefined removes one).
   */
  async function call(
    route: string,
    params: unknown[],
    payload: unknown,
    rows: Rows,
    status = 200,
    extra: Record<string, string | undefined> = {},
  ) {
    const before = await auditState();
    const [method, pattern] = route.split(' ') as ['POST', string];
    const url = pattern.replace(/:\w+/g, () => String(params.shift()));
    const sent = Object.entries({ ...headers(), ...extra }).filter((h): h is [string, string] => !!h[1]);
    const res = await app().inject({
      method,
      url,
      headers: Object.fromEntries(sent),
      payload: payload as '',
    });
    expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
    const answer = res.json();
    const expected = typeof rows === 'function' ? await rows(answer) : rows;
    const added = await app().db.select().from(auditLog).where(gt(auditLog.id, before.last));
    expect(added.map((a) => `${a.entity} ${a.action} ${a.entityId}`).sort(), route).toEqual(expected.sort());
    expect((await auditState()).n - before.n, route).toBe(expected.length);
    if (status < 300) covered.add(route);
    return answer;
  }

  /** A write that must be refused with `status` and add no audit row. */
  const refused = (
    route: string,
    params: unknown[],
    payload: unknown,
    status: number,
    extra: Record<string, string | undefined> = {},
  ) => call(route, params, payload, [], status, extra);

  return { covered, get, firstOf, auditState, call, refused };
}

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arbitrators, auditLog, distributionCases } from '../db/schema/index.ts';
import { wholeArbitrator } from '../test/arbitrator-body.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * N simultaneous updates of one record, all sent with the same version.
 * Exactly one wins, every other one answers 412, the version goes up by one and exactly one audit
 * row is written. On PostgreSQL the requests really overlap (pool of 5 connections, row lock in
 * claimVersion); the embedded database serialises them, and the outcome must be the same.
 */
const CONCURRENT = 50;

const { t, headers } = useTestApp();

async function makeArbitrator() {
  const [a] = await t.app.db
    .insert(arbitrators)
    .values({ email: 'concurrent@x.it', name: 'Anna', surname: 'Concorrente', approved: 0 })
    .returning({ id: arbitrators.id, version: arbitrators.version });
  await t.app.db
    .insert(distributionCases)
    .values([{ arbitratorId: a.id, position: 0, title: 'Caso', description: 'Uno' }]);
  return a;
}

const save = (id: number, i: number, version: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/arbitrators/${id}`,
    headers,
    payload: {
      arbitrator: wholeArbitrator({
        email: `writer${i}@x.it`,
        version,
        // a nested save too: the children of the winner only, never a mix
        distribution_cases: [
          { title: `Caso ${i}-a`, description: `Scrittore ${i}` },
          { title: `Caso ${i}-b`, description: `Scrittore ${i}` },
        ],
      }),
    },
  });

describe(`${CONCURRENT} simultaneous updates with the same version`, () => {
  it('give exactly one success and the rest 412; version +1; one audit row; one consistent tree', async () => {
    const a = await makeArbitrator();
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => save(a.id, i, a.version)));
    const elapsed = Date.now() - started;

    const codes = results.map((r) => r.statusCode);
    const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners, `status codes: ${codes.join(',')}`).toHaveLength(1);
    expect(codes.filter((c) => c === 412)).toHaveLength(CONCURRENT - 1);
    for (const r of results.filter((x) => x.statusCode === 412)) {
      expect(r.json().status).toBe('error');
    }

    const winner = winners[0];
    const get = await t.app.inject({ method: 'GET', url: `/api/arbitrators/${a.id}`, headers });
    const record = get.json().arbitrator;
    expect(record.version).toBe(a.version + 1);
    expect(record.email).toBe(`writer${winner}@x.it`);
    expect(record.distribution_cases.map((c: { title: string }) => c.title)).toEqual([
      `Caso ${winner}-a`,
      `Caso ${winner}-b`,
    ]);
    const children = await t.app.db
      .select()
      .from(distributionCases)
      .where(eq(distributionCases.arbitratorId, a.id));
    expect(children).toHaveLength(2);

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'arbitrator'), eq(auditLog.entityId, String(a.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0].action).toBe('update');
    console.info(
      `[reliability] ${CONCURRENT} concurrent updates (${t.database.kind}): 1 × 200, ${CONCURRENT - 1} × 412 in ${elapsed} ms`,
    );
  });

  it('each later update with the new version succeeds once more', async () => {
    const a = await makeArbitrator();
    const first = await save(a.id, 1, a.version);
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([save(a.id, 2, a.version + 1), save(a.id, 3, a.version + 1)]);
    expect(again.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'arbitrator'), eq(auditLog.entityId, String(a.id))));
    expect(audits).toHaveLength(2);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { arbitrators, auditLog, countries, distributionCases } from '../../db/schema/index.ts';
import { storeFile } from '../../plugins/files.ts';
import { demoPdf, demoPng } from '../../seed/demo-files.ts';
import { expectEchoRules } from '../../test/read-only-saves.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
let png: string;
let pdf: string;
let pdf2: string;
let countryId: number;
let seq = 0;
beforeAll(async () => {
  png = (await storeFile(t.app.db, demoPng('green'), 'a.png', null)).name;
  pdf = (await storeFile(t.app.db, demoPdf('CV'), 'cv.pdf', null)).name;
  pdf2 = (await storeFile(t.app.db, demoPdf('Rec'), 'rec.pdf', null)).name;
  [{ id: countryId }] = await t.app.db.select({ id: countries.id }).from(countries).limit(1);
});

async function makeArbitrator(approved: 0 | 1 = 0) {
  const [a] = await t.app.db
    .insert(arbitrators)
    .values({ email: `arb${++seq}@x.it`, name: 'Anna', surname: `Rossi${seq}`, approved })
    .returning({ id: arbitrators.id });
  await t.app.db.insert(distributionCases).values([
    { arbitratorId: a.id, position: 0, title: 'Caso A', description: 'Primo' },
    { arbitratorId: a.id, position: 1, title: 'Caso B', description: 'Secondo' },
  ]);
  return a.id;
}

const get = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/arbitrators/${id}`, headers });
const save = (id: number, arbitrator: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/arbitrators/${id}`,
    headers: { ...headers, ...extra },
    payload: { arbitrator },
  });
const confirm = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/arbitrators/${id}/confirm`, headers });
const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/arbitrators?pageSize=500${query}`, headers });
const ids = (res: { json(): { arbitrators: { id: number }[] } }) => res.json().arbitrators.map((a) => a.id);
const auditOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'arbitrator'), eq(auditLog.entityId, String(id))));

const full = (over: Record<string, unknown> = {}) => ({
  email: 'Nuova@Example.it',
  phone: '+39 02 1234',
  country: countryId,
  year_of_birth: 1970,
  group: 'Party appointed arbitrators',
  languages: 'Italiano, Inglese',
  professional_qualification: 'Avvocato',
  experience_field_distribution: '20 anni',
  litigation_experience: 'Molta',
  arbitration_experience: 'CAM',
  experience_in_house: 'Nessuna',
  distribution_cases: [{ title: 'Nuovo caso', description: 'Descrizione' }],
  curriculum: pdf,
  first_reccomandation: pdf2,
  second_reccomandation: null,
  image: png,
  ...over,
});

describe('GET /api/arbitrators', () => {
  it('lists every arbitrator with all=true, only the approved ones without it', async () => {
    const a = await makeArbitrator(0);
    const b = await makeArbitrator(1);
    const all = await list('&all=true');
    expect(all.statusCode).toBe(200);
    expect(all.json().status).toBe('success');
    expect(ids(all)).toEqual(expect.arrayContaining([a, b]));
    expect(all.json().arbitrators.find((r: { id: number }) => r.id === a)).toEqual({
      id: a,
      email: `arb${seq - 1}@x.it`,
      name: 'Anna',
      surname: `Rossi${seq - 1}`,
      approved: 0,
      status: 'pending',
      version: 1,
    });
    const approved = await list('');
    expect(ids(approved)).toContain(b);
    expect(ids(approved)).not.toContain(a);
    expect(ids(await list('&all=true&approved=0'))).not.toContain(b);
    expect(ids(await list('&all=true&status=approved'))).toEqual(expect.arrayContaining([b]));
    expect(ids(await list('&all=true&status=approved'))).not.toContain(a);
    expect((await list(`&all=true&q=Rossi${seq}`)).json()).toMatchObject({
      total: 1,
      arbitrators: [{ id: b }],
    });
  });
});

describe('GET /api/arbitrators/{id}', () => {
  it('answers every field with the distribution cases in order', async () => {
    const id = await makeArbitrator();
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().arbitrator).toMatchObject({
      id,
      user_id: null,
      approved: 0,
      name: 'Anna',
      phone: null,
      country: null,
      group: null,
      curriculum: null,
      image: null,
      version: 1,
      distribution_cases: [
        { title: 'Caso A', description: 'Primo' },
        { title: 'Caso B', description: 'Secondo' },
      ],
    });
    expect(typeof res.json().arbitrator.updated_at).toBe('string');
    expect((await get(999999)).statusCode).toBe(404);
  });
});

describe('POST /api/arbitrators/{id}', () => {
  it('saves the whole object and replaces the distribution cases (round trip), audited', async () => {
    const id = await makeArbitrator();
    const loaded = (await get(id)).json().arbitrator;
    const res = await save(id, { ...loaded, ...full() });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...full(),
      email: 'nuova@example.it',
      id,
      approved: 0,
      name: 'Anna',
      version: 2,
    };
    expect(res.json().arbitrator).toMatchObject(expected);
    expect((await get(id)).json().arbitrator).toMatchObject(expected);
    expect((await get(id)).json().arbitrator.distribution_cases).toEqual([
      { title: 'Nuovo caso', description: 'Descrizione' },
    ]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['update']);

    const cleared = await save(id, full({ distribution_cases: [], image: '', curriculum: null, group: '' }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().arbitrator).toMatchObject({
      distribution_cases: [],
      image: null,
      curriculum: null,
      group: null,
    });
  });

  it('takes back the object it answered, but refuses a changed read-only field or an unknown one', async () => {
    const id = await makeArbitrator(0);
    await expectEchoRules({
      app: t.app,
      read: async () => (await get(id)).json().arbitrator,
      save: (arbitrator) => save(id, arbitrator),
      key: 'arbitrator',
      changed: {
        id: id + 1,
        user_id: 1,
        approved: 1,
        name: 'X',
        surname: 'Y',
        updated_at: '2001-01-01T00:00:00.000Z',
      },
    });
    // approval has its own route
    expect((await get(id)).json().arbitrator.approved).toBe(0);
  });

  it('reads updated_at as an instant: the same one in another zone is the same value', async () => {
    const id = await makeArbitrator();
    const loaded = (await get(id)).json().arbitrator;
    const rome = new Date(Date.parse(loaded.updated_at) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect((await save(id, { ...loaded, updated_at: rome })).statusCode).toBe(200);
  });

  it('names an unknown key wherever it is: beside the record or inside a case', async () => {
    const id = await makeArbitrator();
    const nested = await save(
      id,
      full({ distribution_cases: [{ title: 'A', description: 'B', colore: 1 }] }),
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual({ 'arbitrator.distribution_cases.0.colore': 'Campo non previsto' });
    const beside = await t.app.inject({
      method: 'POST',
      url: `/api/arbitrators/${id}`,
      headers,
      payload: { arbitrator: full(), colore: 1 },
    });
    expect(beside.statusCode).toBe(400);
    expect(beside.json().errors).toEqual({ colore: 'Campo non previsto' });
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('refuses unknown files, wrong file kinds, unknown countries and bad values with field errors, changing nothing', async () => {
    const id = await makeArbitrator();
    const before = (await get(id)).json().arbitrator;
    const bad = await save(
      id,
      full({ curriculum: 'nope.pdf', image: pdf, country: 999999, distribution_cases: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['country', 'curriculum', 'image']);
    const badCv = await save(id, full({ curriculum: png }));
    expect(badCv.statusCode).toBe(400);
    expect(badCv.json().errors).toHaveProperty('curriculum');
    const invalid = await save(id, full({ email: 'not-an-email', year_of_birth: 1200, group: 'Judges' }));
    expect(invalid.statusCode).toBe(400);
    expect((await get(id)).json().arbitrator).toEqual(before);
    expect(await auditOf(id)).toHaveLength(0);
    expect((await save(999999, full())).statusCode).toBe(404);
  });

  it('answers 412 with the current record on a stale version, changing nothing', async () => {
    const id = await makeArbitrator();
    expect((await save(id, full({ version: 1 }))).statusCode).toBe(200);
    const stale = await save(id, full({ email: 'late@x.it', version: 1 }));
    expect(stale.statusCode).toBe(412);
    expect(stale.json().arbitrator).toMatchObject({ version: 2, email: 'nuova@example.it' });
    const viaHeader = await save(id, full({ email: 'late@x.it' }), { 'if-match': '"1"' });
    expect(viaHeader.statusCode).toBe(412);
    expect((await get(id)).json().arbitrator.email).toBe('nuova@example.it');
    expect((await save(id, full({ email: 'late@x.it' }), { 'if-match': '"2"' })).statusCode).toBe(200);
  });
});

describe('POST /api/arbitrators/{id}/confirm', () => {
  it('approves once and is idempotent', async () => {
    const id = await makeArbitrator(0);
    const first = await confirm(id);
    expect(first.statusCode).toBe(200);
    expect(first.json().arbitrator).toMatchObject({ approved: 1, version: 2 });
    const second = await confirm(id);
    expect(second.statusCode).toBe(200);
    expect(second.json().arbitrator).toMatchObject({ approved: 1, version: 2 });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['confirm']);
    expect(ids(await list(''))).toContain(id);
    expect((await confirm(999999)).statusCode).toBe(404);
  });

  it('two approvals at once record one change', async () => {
    const id = await makeArbitrator(0);
    const results = await Promise.all([confirm(id), confirm(id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await get(id)).json().arbitrator.version).toBe(2);
  });
});

describe('DELETE /api/arbitrators/{id}', () => {
  it('moves the arbitrator to the trash: 404 afterwards and gone from the list, audited', async () => {
    const id = await makeArbitrator(1);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/arbitrators/${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await get(id)).statusCode).toBe(404);
    expect(ids(await list('&all=true'))).not.toContain(id);
    expect((await confirm(id)).statusCode).toBe(404);
    expect((await save(id, full())).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/arbitrators/${id}`, headers })).statusCode,
    ).toBe(404);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['delete']);
  });

  it('is refused to a non-admin, changing nothing', async () => {
    const id = await makeArbitrator(0);
    const member = await signIn(t.app, 'arbitrator');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/arbitrators/${id}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/arbitrators/${id}/confirm`,
      headers: member.headers,
    });
    expect(ok.statusCode).toBe(403);
    expect((await get(id)).json().arbitrator.approved).toBe(0);
  });
});

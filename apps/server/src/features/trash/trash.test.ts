import { TRASH_KIND_LIST } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arbitrators,
  auditLog,
  companies,
  distributionCases,
  profiles,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signIn(t.app)).headers;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers });
const restore = (kind: string, id: number) => inject('POST', `/api/trash/${kind}/${id}/restore`);
const trash = async (query = '') => {
  const res = await inject('GET', `/api/trash?pageSize=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const restores = (kind: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, kind), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'restore')));

describe('trash', () => {
  it('lists a deleted record and restores it with its children, keeping an audit entry', async () => {
    const [a] = await t.app.db
      .insert(arbitrators)
      .values({ email: 'cestino@x.it', name: 'Carla', surname: 'Cestino' })
      .returning({ id: arbitrators.id });
    await t.app.db.insert(distributionCases).values([
      { arbitratorId: a.id, position: 0, title: 'Caso 1', description: 'Uno' },
      { arbitratorId: a.id, position: 1, title: 'Caso 2', description: 'Due' },
    ]);
    const before = (await inject('GET', `/api/arbitrators/${a.id}`)).json().arbitrator;
    expect((await inject('DELETE', `/api/arbitrators/${a.id}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/arbitrators/${a.id}`)).statusCode).toBe(404);

    const listed = await trash();
    expect(listed.trash).toContainEqual({
      kind: 'arbitrator',
      id: a.id,
      title: 'cestino@x.it',
      deleted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(listed.total).toBe(listed.trash.length);

    const res = await restore('arbitrator', a.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Elemento ripristinato' });
    const after = (await inject('GET', `/api/arbitrators/${a.id}`)).json().arbitrator;
    expect(after.distribution_cases).toEqual(before.distribution_cases);
    expect(after.distribution_cases).toHaveLength(2);
    expect(
      (await trash()).trash.find(
        (r: { id: number; kind: string }) => r.kind === 'arbitrator' && r.id === a.id,
      ),
    ).toBe(undefined);
    const [entry] = await restores('arbitrator', a.id);
    expect(entry.changes).toEqual({ deleted_at: [expect.any(String), null] });
    const timeline = (await inject('GET', `/api/activity/arbitrator/${a.id}`)).json().timeline;
    expect(timeline.entries.map((e: { action: string }) => e.action)).toEqual(['restore', 'delete']);

    expect((await restore('arbitrator', a.id)).statusCode).toBe(404);
  });

  it('refuses with 409 a user whose email is now used, and changes nothing', async () => {
    const [p] = await t.app.db.select().from(profiles).where(eq(profiles.name, 'client'));
    const [gone] = await t.app.db
      .insert(users)
      .values({
        email: 'Doppio@x.it',
        name: 'Vecchio',
        surname: 'Utente',
        profileId: p.id,
        deletedAt: new Date(),
      })
      .returning();
    await t.app.db
      .insert(users)
      .values({ email: 'doppio@X.it', name: 'Nuovo', surname: 'Utente', profileId: p.id });
    const res = await restore('user', gone.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', errors: { email: expect.any(String) } });
    expect((await trash('&kind=user')).trash).toMatchObject([
      { kind: 'user', id: gone.id, title: 'Vecchio Utente <Doppio@x.it>' },
    ]);
    expect(await restores('user', gone.id)).toEqual([]);
    expect((await inject('GET', `/api/users/${gone.id}`)).statusCode).toBe(404);
  });

  it('asks to restore the parent first when it is in the trash too', async () => {
    const [company] = await t.app.db
      .insert(companies)
      .values({ name: 'Padre Srl', deletedAt: new Date() })
      .returning();
    const [sub] = await t.app.db
      .insert(subscriptions)
      .values({
        stripeSubscriptionId: 'sub_child',
        companyId: company.id,
        status: 'active',
        deletedAt: new Date(),
      })
      .returning();
    expect((await restore('subscription', sub.id)).statusCode).toBe(409);
    expect((await restore('company', company.id)).statusCode).toBe(200);
    expect((await restore('subscription', sub.id)).statusCode).toBe(200);
    expect((await inject('GET', '/api/memberships/sub_child')).statusCode).toBe(200);
  });

  it('filters by kind, searches titles, pages, and validates its parameters', async () => {
    await t.app.db.insert(arbitrators).values([
      { email: 'uno@trash.it', deletedAt: new Date('2026-01-01T00:00:00Z') },
      { email: 'due@trash.it', deletedAt: new Date('2026-01-02T00:00:00Z') },
    ]);
    const page = (await inject('GET', '/api/trash?kind=arbitrator&q=trash.it&pageSize=1')).json();
    expect(page).toMatchObject({ total: 2, trash: [{ title: 'due@trash.it' }] });
    const second = (await inject('GET', '/api/trash?kind=arbitrator&q=trash.it&pageSize=1&page=2')).json();
    expect(second.trash).toMatchObject([{ title: 'uno@trash.it' }]);
    const unknown = await inject('GET', '/api/trash?kind=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      status: 'error',
      message: 'Dati non validi',
      errors: { kind: 'Tipo di record sconosciuto' },
    });
    // a kind the registry keeps out of the trash, a misspelt filter, an unknown sort
    expect((await inject('GET', '/api/trash?kind=mail')).statusCode).toBe(400);
    const misspelt = await inject('GET', '/api/trash?kinds=user');
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().errors).toEqual({ kinds: 'Campo non previsto' });
    const sort = await inject('GET', '/api/trash?sort=-nope');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors.sort).toMatch(
      /^Ordinamento non valido: valori ammessi deleted_at, kind, title/,
    );
    expect((await restore('nope', 1)).statusCode).toBe(400);
    expect((await restore('mail', 1)).statusCode).toBe(400);
    expect((await restore('conference', 999999)).statusCode).toBe(404);
  });

  it('lists and sorts every trash kind of the registry', async () => {
    for (const kind of TRASH_KIND_LIST) {
      const res = await inject('GET', `/api/trash?kind=${kind}&sort=title`);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    }
    expect((await restore('judicial_text', 999999)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    expect((await t.app.inject({ method: 'GET', url: '/api/trash' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trash/user/1/restore',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

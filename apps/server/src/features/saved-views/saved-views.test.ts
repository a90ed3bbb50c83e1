import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { type SignedIn, signIn, useTestApp } from '../../test/test-app.ts';

/** Saved views: each admin's own, the shared ones seen by all and changed by their owner only. */
const { t, headers: mine } = useTestApp();
let other: SignedIn;
beforeAll(async () => {
  other = await signIn(t.app, 'admin', { name: 'Giulia', surname: 'Neri' });
});

const state = { q: 'rossi', sort: '-amount', pageSize: 50, filters: { confirm: 'false' }, hidden: ['type'] };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = mine, payload?: object) =>
  t.app.inject({ method, url: `/api/saved-views${url}`, headers, ...(payload ? { payload } : {}) });
const create = (view: object, headers = mine) => call('POST', '', headers, { view });
const names = async (headers = mine, list = 'manual-transfers') =>
  (await call('GET', `?list=${list}`, headers)).json().views.map((v: { name: string }) => v.name);

describe('saved views', () => {
  it('saves, lists, renames and deletes an own view, each change audited', async () => {
    const res = await create({ list: 'manual-transfers', name: 'Da confermare', state });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().view;
    expect(view).toMatchObject({
      list: 'manual-transfers',
      name: 'Da confermare',
      shared: false,
      mine: true,
      state,
    });
    expect(await names()).toContain('Da confermare');
    expect(await names(mine, 'invoices')).not.toContain('Da confermare');

    const put = await call('PUT', `/${view.id}`, mine, { view: { name: 'In attesa', shared: true } });
    expect(put.json().view).toMatchObject({ name: 'In attesa', shared: true, state });
    expect((await call('DELETE', `/${view.id}`)).statusCode).toBe(200);
    expect(await names()).not.toContain('In attesa');
    const audited = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'saved_view'), eq(auditLog.entityId, String(view.id))));
    expect(audited.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('shows a shared view to every admin, a private one to its owner only', async () => {
    await create({ list: 'users', name: 'Solo mia', state });
    const shared = (await create({ list: 'users', name: 'Di tutti', shared: true, state })).json().view;
    expect(await names(mine, 'users')).toEqual(['Di tutti', 'Solo mia']);
    const seen = (await call('GET', '?list=users', other.headers)).json().views;
    expect(seen).toEqual([expect.objectContaining({ id: shared.id, mine: false, owner: 'Test admin' })]);
  });

  it("lets only the owner change or delete a view: another admin's shared one is 403, a private one 404", async () => {
    const shared = (await create({ list: 'orders', name: 'Condivisa', shared: true, state })).json().view;
    const hidden = (await create({ list: 'orders', name: 'Privata', state })).json().view;
    const rename = { view: { name: 'Mia ora' } };
    const forbidden = await call('PUT', `/${shared.id}`, other.headers, rename);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Solo chi ha creato la vista può modificarla o eliminarla');
    expect((await call('DELETE', `/${shared.id}`, other.headers)).statusCode).toBe(403);
    expect((await call('PUT', `/${hidden.id}`, other.headers, rename)).statusCode).toBe(404);
    expect((await call('DELETE', `/${hidden.id}`, other.headers)).json().message).toBe('Vista non trovata');
    expect(await names(mine, 'orders')).toEqual(['Condivisa', 'Privata']);
    // the other admin may keep a view of the same name for themselves
    expect((await create({ list: 'orders', name: 'Condivisa', state }, other.headers)).statusCode).toBe(200);
  });

  it('refuses a second own view of the same name in a list, whatever its case', async () => {
    await create({ list: 'invoices', name: 'Del mese', state });
    const again = await create({ list: 'invoices', name: 'DEL MESE', state });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toBe('Hai già una vista con questo nome in questo elenco');
  });

  it('refuses an unknown list, an empty name or a state it cannot restore', async () => {
    expect((await call('GET', '?list=nothing')).statusCode).toBe(400);
    expect((await call('GET', '')).statusCode).toBe(400);
    for (const view of [
      { list: 'nothing', name: 'x', state },
      { list: 'users', name: ' ', state },
      { list: 'users', name: 'x', state: { ...state, sort: 'drop table' } },
      { list: 'users', name: 'x', state: { ...state, filters: { 'a-b': '1' } } },
      { list: 'users', name: 'x', state, extra: 1 },
    ]) {
      const res = await create(view);
      expect(res.statusCode, JSON.stringify(view)).toBe(400);
      expect(res.json().message).toBe('Dati non validi');
    }
    const res = await create({ list: 'users', name: ' ', state });
    expect(res.json().errors['view.name']).toBe('Campo obbligatorio');
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    expect((await call('GET', '?list=users', member.headers)).statusCode).toBe(403);
    expect((await create({ list: 'users', name: 'x', state }, member.headers)).statusCode).toBe(403);
    expect((await call('GET', '?list=users', {})).statusCode).toBe(401);
  });
});

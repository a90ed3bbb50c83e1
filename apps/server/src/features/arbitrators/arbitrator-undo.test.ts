import { ARBITRATOR_UNDO_EXPIRED, ARBITRATOR_UNDO_MINUTES } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arbitrators, auditLog } from '../../db/schema/index.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
let seq = 0;

async function makeArbitrator() {
  const [a] = await t.app.db
    .insert(arbitrators)
    .values({ email: `undo${++seq}@x.it`, name: 'Bruno', surname: `Verdi${seq}` })
    .returning({ id: arbitrators.id });
  return a.id;
}

const post = (id: number | string, action: 'confirm' | 'unconfirm', as = headers) =>
  t.app.inject({ method: 'POST', url: `/api/arbitrators/${id}/${action}`, headers: as });
const approvedOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/arbitrators/${id}`, headers })).json().arbitrator.approved;
/** Moves the approval back in time, as if it had been given `minutes` ago. */
const approvedAgo = (id: number, minutes: number) =>
  t.app.db
    .update(arbitrators)
    .set({ approvedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(arbitrators.id, id));
const actionsOf = async (id: number) =>
  (
    await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'arbitrator'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
  ).map((a) => a.action);

describe('POST /api/arbitrators/{id}/unconfirm', () => {
  it('undoes an approval given moments ago, audited, and the arbitrator can be approved again', async () => {
    const id = await makeArbitrator();
    expect((await post(id, 'confirm')).statusCode).toBe(200);
    const undone = await post(id, 'unconfirm');
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'success', arbitrator: { id, approved: 0, version: 3 } });
    expect(await approvedOf(id)).toBe(0);
    expect(await actionsOf(id)).toEqual(['confirm', 'unconfirm']);
    expect((await post(id, 'confirm')).json().arbitrator.approved).toBe(1);
  });

  it('still undoes just inside the window', async () => {
    const id = await makeArbitrator();
    await post(id, 'confirm');
    await approvedAgo(id, ARBITRATOR_UNDO_MINUTES - 1);
    expect((await post(id, 'unconfirm')).statusCode).toBe(200);
    expect(await approvedOf(id)).toBe(0);
  });

  it('is a 409 with an Italian message once the window is over, changing nothing', async () => {
    const id = await makeArbitrator();
    await post(id, 'confirm');
    await approvedAgo(id, ARBITRATOR_UNDO_MINUTES + 1);
    const late = await post(id, 'unconfirm');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 'error', message: ARBITRATOR_UNDO_EXPIRED });
    expect(await approvedOf(id)).toBe(1);
    expect(await actionsOf(id)).toEqual(['confirm']);
  });

  it('is a 409 for an approval with no recorded time (approved before the window existed)', async () => {
    const [a] = await t.app.db
      .insert(arbitrators)
      .values({ email: `old${++seq}@x.it`, approved: 1 })
      .returning({ id: arbitrators.id });
    expect((await post(a.id, 'unconfirm')).statusCode).toBe(409);
    expect(await approvedOf(a.id)).toBe(1);
  });

  it('answers an arbitrator not approved as it is, recording nothing', async () => {
    const id = await makeArbitrator();
    const res = await post(id, 'unconfirm');
    expect(res.statusCode).toBe(200);
    expect(res.json().arbitrator).toMatchObject({ approved: 0, version: 1 });
    expect(await actionsOf(id)).toEqual([]);
  });

  it('is a 404 for an unknown or deleted arbitrator, a 400 for a bad id', async () => {
    expect((await post(999999, 'unconfirm')).statusCode).toBe(404);
    const id = await makeArbitrator();
    await post(id, 'confirm');
    await t.app.inject({ method: 'DELETE', url: `/api/arbitrators/${id}`, headers });
    expect((await post(id, 'unconfirm')).statusCode).toBe(404);
    expect((await post('abc', 'unconfirm')).statusCode).toBe(400);
  });

  it('is a 401 without a session and a 403 for a non-admin, changing nothing', async () => {
    const id = await makeArbitrator();
    await post(id, 'confirm');
    expect((await post(id, 'unconfirm', {})).statusCode).toBe(401);
    const member = await signIn(t.app, 'arbitrator');
    expect((await post(id, 'unconfirm', member.headers)).statusCode).toBe(403);
    expect(await approvedOf(id)).toBe(1);
  });
});

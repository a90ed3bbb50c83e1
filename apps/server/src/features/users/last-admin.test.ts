import { USER_MSG } from '@app/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { createSession } from '../../lib/sessions.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { deleteUser } from './service.ts';

let t: TestApp;
let adminProfile: number;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: adminProfile }] = await t.app.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.name, 'admin'));
});
afterAll(() => t.close());

type Admin = Awaited<ReturnType<typeof signIn>>;

/** New admins, and every other admin disabled: these are then the only active ones. */
async function onlyActiveAdmins(count: number): Promise<Admin[]> {
  const admins: Admin[] = [];
  for (let i = 0; i < count; i++) admins.push(await signIn(t.app, 'admin'));
  const ids = admins.map((a) => a.id);
  await t.app.db
    .update(users)
    .set({ active: false })
    .where(and(eq(users.profileId, adminProfile), notInArray(users.id, ids)));
  return admins;
}

const detail = async (actor: Admin, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: actor.headers })).json().user;

/** The user as read back with `change` applied: a PUT takes the whole user. */
async function save(actor: Admin, id: number, change: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: actor.headers,
    payload: { user: { ...(await detail(actor, id)), ...change } },
  });
}

describe('the last active admin', () => {
  it('cannot demote or disable themselves (409), and nothing changes', async () => {
    const [me] = await onlyActiveAdmins(1);
    const before = await detail(me, me.id);
    for (const change of [
      { profile_name: 'client' },
      { active: false },
      { profile_name: 'expert', active: false },
    ]) {
      const res = await save(me, me.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toMatchObject({ status: 'error', message: USER_MSG.lastAdmin });
    }
    expect(await detail(me, me.id)).toEqual(before);
    // other changes to the last admin still save
    expect((await save(me, me.id, { surname: 'Ultimo' })).statusCode).toBe(200);
  });

  it('can be demoted once another admin is active, who then is the last', async () => {
    const [me, other] = await onlyActiveAdmins(2);
    expect((await save(me, other.id, { active: false })).statusCode).toBe(200);
    expect((await save(me, me.id, { profile_name: 'client' })).statusCode).toBe(409);
    expect((await save(me, other.id, { active: true })).statusCode).toBe(200);
    expect((await save(me, me.id, { profile_name: 'client' })).statusCode).toBe(200);
    // disabling ended the other's sessions: a new one
    const token = await createSession(t.app.db, other.id, {});
    const again = { ...other, headers: { authorization: `Bearer ${token}` } };
    expect((await save(again, other.id, { active: false })).statusCode).toBe(409);
  });

  it('cannot be deleted, by anyone', async () => {
    const [me] = await onlyActiveAdmins(1);
    const audit = { record: () => {} } as unknown as AuditRecorder;
    await expect(
      t.app.db.transaction((tx) => deleteUser(tx as unknown as Db, audit, me.id, undefined)),
    ).rejects.toMatchObject({ statusCode: 409, message: USER_MSG.lastAdmin });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(row.deletedAt).toBeNull();
    const self = await t.app.inject({ method: 'DELETE', url: `/api/users/${me.id}`, headers: me.headers });
    expect(self.statusCode).toBe(409);
  });

  it('of two admins demoting themselves at once, one succeeds and one gets 409', async () => {
    const [a, b] = await onlyActiveAdmins(2);
    const bodies = await Promise.all([detail(a, a.id), detail(b, b.id)]);
    const demote = (actor: Admin, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${actor.id}`,
        headers: actor.headers,
        payload: { user: { ...body, profile_name: 'client' } },
      });
    const codes = (await Promise.all([demote(a, bodies[0]), demote(b, bodies[1])])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    const left = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.profileId, adminProfile), eq(users.active, true)));
    expect(left).toHaveLength(1);
  });
});

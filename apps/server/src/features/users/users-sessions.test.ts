import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const checkToken = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/check-token', headers });

/** An admin's user edit through the route, the body being what GET answered with `changes` applied. */
async function edit(id: number, changes: Record<string, unknown>) {
  const user = (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: admin.headers })).json()
    .user;
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: admin.headers,
    payload: { user: { ...user, ...changes } },
  });
}

describe('an admin’s edit ends the user’s sessions at once', () => {
  it('when it sets a new password', async () => {
    const other = await signIn(t.app, 'admin');
    expect((await checkToken(other.headers)).statusCode).toBe(200);
    expect((await edit(other.id, { password: 'A new long password 2026!' })).statusCode).toBe(200);
    expect((await checkToken(other.headers)).statusCode).toBe(401);
  });

  it('when it disables the user, and a session does not come back when enabled again', async () => {
    const other = await signIn(t.app, 'admin');
    expect((await edit(other.id, { active: false })).statusCode).toBe(200);
    expect((await checkToken(other.headers)).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: other.headers });
    expect(list.statusCode).toBe(401);
    expect((await edit(other.id, { active: true })).statusCode).toBe(200);
    expect((await checkToken(other.headers)).statusCode).toBe(401);
  });

  it('a name change leaves the sessions alone', async () => {
    const other = await signIn(t.app, 'admin');
    expect((await edit(other.id, { name: 'Rinominato' })).statusCode).toBe(200);
    expect((await checkToken(other.headers)).statusCode).toBe(200);
  });
});

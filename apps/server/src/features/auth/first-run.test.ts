import { FIRST_ADMIN_HINT } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { adminNames } from './admin-account.ts';
import { ensureAdmin } from './service.ts';
import { startupAdmin } from './startup.ts';

/** The first admin (ADMIN_EMAIL, the first-run hint, GET /api/auth/setup). */
const { t } = useTestApp({ as: null });

const setup = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/setup' });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('first run', () => {
  it('names an admin known by its email alone', () => {
    expect(adminNames('mario.rossi@studio.it')).toEqual({ name: 'Amministratore', surname: 'Mario Rossi' });
    expect(adminNames('ADMIN@example.it')).toEqual({ name: 'Amministratore', surname: 'Admin' });
    expect(adminNames('._@x.it')).toEqual({ name: 'Amministratore', surname: 'Principale' });
  });

  it('tells anyone whether an active admin exists, and the start prints the hint until one does', async () => {
    expect(await setup()).toEqual({ status: 'success', data: { admin_exists: false } });
    expect(await startupAdmin(t.app.db)).toEqual({ created: false, refused: null, hint: FIRST_ADMIN_HINT });
    // a member, or a disabled admin, cannot manage anything
    await signIn(t.app, 'client');
    await signIn(t.app, 'admin', { active: false });
    expect((await setup()).data.admin_exists).toBe(false);

    const started = await startupAdmin(t.app.db, 'capo@studio.it', 'una frase abbastanza lunga');
    expect(started).toEqual({ created: true, refused: null, hint: null });
    expect(await setup()).toEqual({ status: 'success', data: { admin_exists: true } });
    expect(await startupAdmin(t.app.db, 'capo@studio.it', 'una frase abbastanza lunga')).toEqual({
      created: false,
      refused: null,
      hint: null,
    });
  });

  it('refuses a weak ADMIN_PASSWORD when it would create the admin, and stores nothing', async () => {
    const weak = await startupAdmin(t.app.db, 'debole@studio.it', 'password');
    expect(weak.created).toBe(false);
    expect(weak.refused).toMatch(
      /^ADMIN_PASSWORD non accettata per creare l'admin debole@studio\.it: Almeno 12/,
    );
    expect(await t.app.db.select().from(users).where(eq(users.email, 'debole@studio.it'))).toEqual([]);
    // an existing admin's ADMIN_PASSWORD is not used, so not judged either
    expect((await startupAdmin(t.app.db, 'capo@studio.it', 'corta')).refused).toBeNull();
  });

  it("ADMIN_EMAIL's admin can be saved back unchanged in the user editor", async () => {
    expect(await ensureAdmin(t.app.db, 'Mario.Bianchi@Studio.it', 'una frase abbastanza lunga')).toBe(true);
    const [row] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'mario.bianchi@studio.it'));
    const { headers } = await signIn(t.app);
    const got = await t.app.inject({ method: 'GET', url: `/api/users/${row.id}`, headers });
    expect(got.statusCode).toBe(200);
    const { user } = got.json();
    expect(user).toMatchObject({ name: 'Amministratore', surname: 'Mario Bianchi', profile_name: 'admin' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${row.id}`,
      headers,
      payload: { user },
    });
    expect(put.statusCode, put.body).toBe(200);
  });
});

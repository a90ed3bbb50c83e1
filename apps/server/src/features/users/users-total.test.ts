import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload });

const FILTERS = ['', 'status=active', 'status=canceled', 'profile=client', 'profile=expert&status=trialing'];

/** Every filter's total, as the list answers it and as a plain count of the live rows. */
async function totals() {
  const listed: Record<string, number> = {};
  const counted: Record<string, number> = {};
  for (const filter of FILTERS) {
    const res = await call('GET', `/api/users?pageSize=1&${filter}`);
    expect(res.statusCode).toBe(200);
    listed[filter] = res.json().total;
    const params = new URLSearchParams(filter);
    const status = params.get('status');
    const profile = params.get('profile');
    const [row] = (
      (await t.app.db.execute(sql`
        select count(*)::int as n from users u join profiles p on p.id = u.profile_id
        where u.deleted_at is null
          and (${status}::text is null or u.status = ${status})
          and (${profile}::text is null or p.name = ${profile})`)) as unknown as { rows: { n: number }[] }
    ).rows;
    counted[filter] = row.n;
  }
  return { listed, counted };
}

async function expectExact() {
  const { listed, counted } = await totals();
  expect(listed).toEqual(counted);
}

describe('GET /api/users total (kept by counters)', () => {
  it('stays exact through creates, edits that move a user between filters, trash and restore', async () => {
    await expectExact();
    const ids: number[] = [];
    for (const [i, status] of ['active', 'active', 'canceled', 'trialing'].entries()) {
      const res = await call('POST', '/api/users', {
        user: {
          name: 'Conta',
          surname: `Totale${i}`,
          email: `conta${i}@example.it`,
          profile_name: 'client',
          status,
          active: true,
        },
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().user.id);
    }
    await expectExact();

    const read = (await call('GET', `/api/users/${ids[0]}`)).json().user;
    const moved = await call('PUT', `/api/users/${ids[0]}`, {
      user: { ...read, status: 'trialing', profile_name: 'expert' },
    });
    expect(moved.statusCode).toBe(200);
    await expectExact();

    expect((await call('DELETE', `/api/users/${ids[1]}`)).statusCode).toBe(200);
    await expectExact();
    expect((await call('POST', `/api/trash/user/${ids[1]}/restore`)).statusCode).toBe(200);
    await expectExact();
  });

  it('stays exact when rows change outside the API, many at once, and after a rolled-back write', async () => {
    await t.app.db.execute(sql`
      insert into users (email, name, surname, profile_id, status)
      select 'bulk' || g || '@example.it', 'Bulk', 'Utente' || g, (select id from profiles where name = 'client'),
             (array['active','canceled','trialing',null])[1 + g % 4]
      from generate_series(1, 200) g`);
    await expectExact();
    await t.app.db.execute(
      sql`update users set status = 'canceled' where email like 'bulk%' and status = 'active'`,
    );
    await t.app.db.execute(sql`update users set deleted_at = now() where email like 'bulk1%'`);
    await t.app.db.execute(sql`delete from users where email like 'bulk2%'`);
    await expectExact();
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`update users set status = 'active' where email like 'bulk%'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectExact();
  });
});

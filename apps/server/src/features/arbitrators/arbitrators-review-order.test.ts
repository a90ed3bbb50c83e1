import { describe, expect, it } from 'vitest';
import { arbitrators } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';

/** The back-office's list puts the applications to decide on first, newest first (`sort=review`). */
const { t, headers } = useTestApp();

describe('GET /api/arbitrators?sort=review', () => {
  it('lists pending applications newest first, then the decided ones newest first', async () => {
    const add = async (surname: string, approved: 0 | 1, rejected = false) => {
      const [a] = await t.app.db
        .insert(arbitrators)
        .values({
          email: `${surname.toLowerCase()}@example.it`,
          name: 'Anna',
          surname,
          approved,
          rejectedAt: rejected ? new Date() : null,
        })
        .returning({ id: arbitrators.id });
      return a.id;
    };
    const oldPending = await add('Prima', 0);
    const approved = await add('Approvata', 1);
    const rejected = await add('Rifiutata', 0, true);
    const newPending = await add('Ultima', 0);

    const list = async (sort: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/arbitrators?all=true&sort=${sort}&pageSize=100`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().arbitrators as { id: number }[]).map((a) => a.id);
    };
    expect(await list('review')).toEqual([newPending, oldPending, rejected, approved]);
    expect(await list('-review')).toEqual([approved, rejected, oldPending, newPending]);
    // the API's default order stays by id
    const plain = await t.app.inject({ method: 'GET', url: '/api/arbitrators?all=true', headers });
    expect((plain.json().arbitrators as { id: number }[]).map((a) => a.id)).toEqual([
      oldPending,
      approved,
      rejected,
      newPending,
    ]);
  });
});

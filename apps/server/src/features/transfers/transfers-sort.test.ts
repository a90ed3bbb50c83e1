import { describe, expect, it } from 'vitest';
import { manualTransfers } from '../../db/schema/index.ts';
import { bookedOrder } from '../../test/fixtures/booked-orders.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
const days = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('GET /api/manual-transfers sorted by reference, age and due date', () => {
  it('orders the rows by each, both ways', async () => {
    const rows = [
      { reference: 'RF22BBBB', createdAt: days(30), dueDate: '2026-10-01' },
      { reference: 'RF11AAAA', createdAt: days(2), dueDate: '2026-12-20' },
      { reference: 'RF33CCCC', createdAt: days(10), dueDate: '2026-11-15' },
    ];
    const ids = [];
    for (const r of rows) {
      const { orderId } = await bookedOrder(t.app);
      const [row] = await t.app.db
        .insert(manualTransfers)
        .values({ email: 'a@b.it', type: 'CONFERENCE', orderId, reason: r.reference, amount: 100, ...r })
        .returning({ id: manualTransfers.id });
      ids.push(row.id);
    }
    const [b, a, c] = ids;
    const sorted = async (sort: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/manual-transfers?sort=${sort}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().transfers.map((x: { id: number }) => x.id);
    };
    expect(await sorted('reference')).toEqual([a, b, c]);
    expect(await sorted('-reference')).toEqual([c, b, a]);
    expect(await sorted('age')).toEqual([a, c, b]);
    expect(await sorted('-age')).toEqual([b, c, a]);
    expect(await sorted('due_date')).toEqual([b, c, a]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/manual-transfers?sort=eta', headers })).statusCode,
    ).toBe(400);
  });
});

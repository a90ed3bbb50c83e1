import { BULK_LIMIT } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, mailOutbox, manualTransfers, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { listenToPayments } from '../../lib/paid-hooks.ts';
import { parseCsv } from '../../test/csv-parse.ts';
import { ISSUER, waitingOrder } from '../../test/fixtures/invoices.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
beforeAll(async () => {
  await t.app.inject({ method: 'PUT', url: '/api/invoice-settings', headers, payload: { settings: ISSUER } });
});

// An order whose payment a later stage refuses: its row fails after its transfer was updated.
// Removed after the file: test files share a process, and the next file's orders reuse these ids
// (it once refused order 4 of the PEC tests and an RF bulk confirmation).
const refused = new Set<number>();
const stopListening = listenToPayments(
  'mails',
  {
    orderPaid: async (_tx, _audit, orderId) => {
      if (refused.has(orderId)) throw new AppError('conflict', 'Ordine bloccato dalla verifica');
    },
  },
  'bulk-test-refusal',
);
afterAll(stopListening);

const bulkConfirm = (payload: object, auth = headers) =>
  t.app.inject({ method: 'POST', url: '/api/manual-transfers/bulk/confirm', headers: auth, payload });
const transfer = async (id: number) =>
  (await t.app.db.select().from(manualTransfers).where(eq(manualTransfers.id, id)))[0];
const order = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('POST /api/manual-transfers/bulk/confirm', () => {
  it('confirms each transfer on its own: a failing row in the middle leaves the others applied', async () => {
    const first = await waitingOrder(t.app, { fees: [30000] });
    const gone = await waitingOrder(t.app);
    const already = await waitingOrder(t.app);
    const blocked = await waitingOrder(t.app);
    const last = await waitingOrder(t.app, { fees: [20000] });
    await t.app.inject({ method: 'DELETE', url: `/api/manual-transfers/${gone.transferId}`, headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/manual-transfers/confirm/${already.transferId}`,
      headers,
    });
    refused.add(blocked.orderId);

    const ids = [first, gone, already, blocked, last].map((o) => o.transferId);
    const res = await bulkConfirm({ ids });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      done: [first.transferId, last.transferId],
      failed: [
        { id: gone.transferId, reason: 'Bonifico non trovato' },
        { id: already.transferId, reason: 'Il bonifico è già confermato' },
        { id: blocked.transferId, reason: 'Ordine bloccato dalla verifica' },
      ],
    });
    // the same effects as one confirm: the order paid, its invoice, its mails
    for (const o of [first, last]) {
      expect((await transfer(o.transferId)).confirmed).toBe(true);
      expect((await order(o.orderId)).paidAt).not.toBeNull();
      const issued = await t.app.db.select().from(invoices).where(eq(invoices.orderId, o.orderId));
      expect(issued).toHaveLength(1);
      const mails = await t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.entity, 'order'), eq(mailOutbox.entityId, String(o.orderId))));
      expect(mails.length).toBeGreaterThan(0);
    }
    // the refused row is rolled back whole: its transfer was updated first, and is pending again
    expect((await transfer(blocked.transferId)).confirmed).toBe(false);
    expect((await order(blocked.orderId)).paidAt).toBeNull();
  });

  it('audits each confirmation on its own', async () => {
    const a = await waitingOrder(t.app);
    const b = await waitingOrder(t.app);
    const res = await bulkConfirm({ ids: [a.transferId, b.transferId] });
    expect(res.json().done).toEqual([a.transferId, b.transferId]);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'manual_transfer'),
          eq(auditLog.action, 'confirm'),
          inArray(auditLog.entityId, [String(a.transferId), String(b.transferId)]),
        ),
      );
    expect(entries.map((e) => e.entityId).sort()).toEqual(
      [String(a.transferId), String(b.transferId)].sort(),
    );
    expect(entries.every((e) => e.actorId !== null)).toBe(true);
    const paid = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'order'),
          eq(auditLog.action, 'pay'),
          inArray(auditLog.entityId, [String(a.orderId), String(b.orderId)]),
        ),
      );
    expect(paid).toHaveLength(2);
  });

  it('takes the list filter instead of ids: every pending transfer it selects', async () => {
    const a = await waitingOrder(t.app, { email: 'filtro@bulk.it' });
    const [row] = await t.app.db
      .update(manualTransfers)
      .set({ email: 'filtro@bulk.it' })
      .where(eq(manualTransfers.id, a.transferId))
      .returning();
    const res = await bulkConfirm({ filter: { q: row.email, confirm: 'false' } });
    expect(res.json()).toEqual({ status: 'success', done: [a.transferId], failed: [] });
  });

  it('refuses more rows than its limit, by ids or by filter, before doing any', async () => {
    const ids = Array.from({ length: BULK_LIMIT + 1 }, (_, i) => i + 1);
    const byIds = await bulkConfirm({ ids });
    expect(byIds.statusCode).toBe(400);
    expect(byIds.json().errors.ids).toMatch(/^Troppe righe: al massimo 500 per volta/);

    const { orderId } = await waitingOrder(t.app);
    await t.app.db.insert(manualTransfers).values(
      Array.from({ length: BULK_LIMIT + 1 }, (_, i) => ({
        email: `massa${i}@bulk.it`,
        type: 'CONFERENCE',
        orderId,
        reason: `MASSA-${i}`,
        amount: 100,
      })),
    );
    const byFilter = await bulkConfirm({ filter: { q: 'MASSA-' } });
    expect(byFilter.statusCode).toBe(400);
    expect(byFilter.json().message).toMatch(/^Troppe righe/);
    const still = await t.app.db.select().from(manualTransfers).where(eq(manualTransfers.confirmed, true));
    expect(still.some((r) => r.reason.startsWith('MASSA-'))).toBe(false);
  });

  it('refuses a body that is neither ids nor the list filter', async () => {
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { filter: { colour: 'blue' } },
      { ids: [1], x: 1 },
    ]) {
      const res = await bulkConfirm(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status).toBe('error');
    }
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    expect((await bulkConfirm({ ids: [1] }, member.headers)).statusCode).toBe(403);
    expect((await bulkConfirm({ ids: [1] }, {})).statusCode).toBe(401);
  });
});

describe('the selection exported', () => {
  it('GET /api/manual-transfers/csv?ids= holds the selected transfers only', async () => {
    const a = await waitingOrder(t.app);
    const b = await waitingOrder(t.app);
    await waitingOrder(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/manual-transfers/csv?ids=${a.transferId},${b.transferId}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header[0]).toBe('ID');
    expect(rows.map((r) => r[0]).sort()).toEqual([String(a.transferId), String(b.transferId)].sort());
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/manual-transfers/xlsx?ids=${a.transferId}`,
      headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['x-total-rows']).toBe('1');
  });
});

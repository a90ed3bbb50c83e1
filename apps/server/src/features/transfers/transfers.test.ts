import { romeWireDate } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  manualTransfers,
  orders,
  payments,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertConference } from '../../test/fixtures/transfers.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
let conferenceId: number;
let companyId: number;
let seq = 0;
beforeAll(async () => {
  conferenceId = await insertConference(t.app);
  [{ id: companyId }] = await t.app.db
    .insert(companies)
    .values({ name: 'Acme' })
    .returning({ id: companies.id });
});

// the association's day (Rome), as the service counts it: around midnight UTC differs
const today = () => romeWireDate();
const inAYear = () => {
  const [year, month, day] = today().split('-').map(Number);
  const y = new Date(Date.UTC(year + 1, month - 1, day));
  if (y.getUTCMonth() !== month - 1) y.setUTCDate(0);
  return y.toISOString().slice(0, 10);
};

async function conferenceTransfer(paidAt: Date | null = null) {
  const [order] = await t.app.db
    .insert(orders)
    .values({ conferenceId, price: 12000, paidAt })
    .returning({ id: orders.id });
  const [tr] = await t.app.db
    .insert(manualTransfers)
    .values({
      email: `buyer${++seq}@x.it`,
      type: 'CONFERENCE',
      orderId: order.id,
      reason: `ORD-${order.id}`,
      amount: 12000,
    })
    .returning({ id: manualTransfers.id });
  return { orderId: order.id, id: tr.id };
}

async function membershipTransfer(status = 'unpaid', dateEnd: string | null = '2025-01-01') {
  const stripeId = `sub_test${++seq}`;
  const [sub] = await t.app.db
    .insert(subscriptions)
    .values({ stripeSubscriptionId: stripeId, companyId, status, dateEnd })
    .returning({ id: subscriptions.id });
  const [tr] = await t.app.db
    .insert(manualTransfers)
    .values({
      email: `co${seq}@x.it`,
      type: 'MEMBERSHIP',
      subscriptionId: sub.id,
      reason: `MEM-${seq}`,
      amount: 50000,
    })
    .returning({ id: manualTransfers.id });
  return { subscriptionId: sub.id, stripeId, id: tr.id };
}

const confirm = (id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/manual-transfers/confirm/${id}`, headers });
const remove = (id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/manual-transfers/${id}`, headers });
const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/manual-transfers?pageSize=500${query}`, headers });
const order = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0];
const sub = async (id: number) =>
  (await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const auditOf = (entity: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

describe('GET /api/manual-transfers', () => {
  it('lists transfers under `transfers` with the wire shape and a total', async () => {
    const c = await conferenceTransfer();
    const m = await membershipTransfer();
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.total).toBeGreaterThanOrEqual(2);
    const byId = new Map(body.transfers.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(c.id)).toMatchObject({
      type: 'CONFERENCE',
      data: { id: c.orderId, order: `ORD-${c.orderId}`, amount: 12000, confirm: false },
      version: 1,
    });
    expect(byId.get(m.id)).toMatchObject({
      type: 'MEMBERSHIP',
      data: { id: m.stripeId, amount: 50000, confirm: false },
    });
  });

  it('filters by type, confirm and free text', async () => {
    const c = await conferenceTransfer();
    await confirm(c.id);
    const types = (await list('&type=MEMBERSHIP')).json().transfers.map((r: { type: string }) => r.type);
    expect(new Set(types)).toEqual(new Set(['MEMBERSHIP']));
    const confirmed = (await list('&confirm=true')).json().transfers;
    expect(confirmed.every((r: { data: { confirm: boolean } }) => r.data.confirm)).toBe(true);
    expect(confirmed.map((r: { id: number }) => r.id)).toContain(c.id);
    const found = (await list(`&q=ORD-${c.orderId}`)).json();
    expect(found.transfers.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(found.total).toBe(1);
    expect((await list('&type=OTHER')).statusCode).toBe(400);
  });
});

describe('POST /api/manual-transfers/confirm/{id}', () => {
  it('CONFERENCE: confirms and pays the order, audited', async () => {
    const c = await conferenceTransfer();
    const res = await confirm(c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', transfer: { id: c.id, data: { confirm: true } } });
    expect((await order(c.orderId)).paidAt).toBeInstanceOf(Date);
    const row = (await list()).json().transfers.find((r: { id: number }) => r.id === c.id);
    expect(row.data.confirm).toBe(true);
    expect((await auditOf('manual_transfer', c.id)).map((a) => a.action)).toEqual(['confirm']);
    expect((await auditOf('order', c.orderId)).map((a) => a.action)).toEqual(['pay']);
  });

  it('CONFERENCE: an order already paid keeps its payment date', async () => {
    const paidAt = new Date('2026-01-02T10:00:00Z');
    const c = await conferenceTransfer(paidAt);
    expect((await confirm(c.id)).statusCode).toBe(200);
    expect((await order(c.orderId)).paidAt?.toISOString()).toBe(paidAt.toISOString());
  });

  it('MEMBERSHIP: the membership becomes active for a year from today, with a payment', async () => {
    const m = await membershipTransfer('unpaid', '2025-01-01');
    expect((await confirm(m.id)).statusCode).toBe(200);
    expect(await sub(m.subscriptionId)).toMatchObject({ status: 'active', dateEnd: inAYear() });
    const paid = await t.app.db.select().from(payments).where(eq(payments.subscriptionId, m.subscriptionId));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'paid', amount: 50000 });
    expect((await auditOf('subscription', m.subscriptionId)).map((a) => a.action)).toEqual(['activate']);
  });

  it('MEMBERSHIP: a membership still running runs a year past its end (a year paid is a year)', async () => {
    const year = Number(today().slice(0, 4));
    const m = await membershipTransfer('canceled', `${year + 3}-06-30`);
    expect((await confirm(m.id)).statusCode).toBe(200);
    expect(await sub(m.subscriptionId)).toMatchObject({ status: 'active', dateEnd: `${year + 4}-06-30` });
  });

  it('confirming twice answers success and applies nothing more', async () => {
    const c = await conferenceTransfer();
    const m = await membershipTransfer();
    expect((await confirm(c.id)).statusCode).toBe(200);
    expect((await confirm(m.id)).statusCode).toBe(200);
    const paidAt = (await order(c.orderId)).paidAt;
    const subBefore = await sub(m.subscriptionId);
    const again = await confirm(c.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().transfer.data.confirm).toBe(true);
    expect((await confirm(m.id)).statusCode).toBe(200);
    expect((await order(c.orderId)).paidAt).toEqual(paidAt);
    expect((await sub(m.subscriptionId)).version).toBe(subBefore.version);
    expect(
      await t.app.db.select().from(payments).where(eq(payments.subscriptionId, m.subscriptionId)),
    ).toHaveLength(1);
    expect(await auditOf('manual_transfer', c.id)).toHaveLength(1);
    expect(await auditOf('order', c.orderId)).toHaveLength(1);
  });

  it('two confirms at once produce one effect', async () => {
    const c = await conferenceTransfer();
    const m = await membershipTransfer();
    const results = await Promise.all([confirm(c.id), confirm(c.id), confirm(m.id), confirm(m.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await auditOf('manual_transfer', c.id)).toHaveLength(1);
    expect(await auditOf('order', c.orderId)).toHaveLength(1);
    expect(await auditOf('manual_transfer', m.id)).toHaveLength(1);
    expect(await auditOf('subscription', m.subscriptionId)).toHaveLength(1);
    expect(
      await t.app.db.select().from(payments).where(eq(payments.subscriptionId, m.subscriptionId)),
    ).toHaveLength(1);
    expect((await sub(m.subscriptionId)).version).toBe(2);
    expect((await order(c.orderId)).version).toBe(2);
  });

  it('answers 404 for an unknown or deleted transfer and 400 for a bad id', async () => {
    expect((await confirm(999999)).statusCode).toBe(404);
    const c = await conferenceTransfer();
    await remove(c.id);
    const res = await confirm(c.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
    expect((await order(c.orderId)).paidAt).toBeNull();
    expect((await confirm('abc')).statusCode).toBe(400);
  });
});

describe('DELETE /api/manual-transfers/{id}', () => {
  it('moves an unconfirmed transfer to the trash, audited', async () => {
    const c = await conferenceTransfer();
    const res = await remove(c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await list()).json().transfers.map((r: { id: number }) => r.id)).not.toContain(c.id);
    expect((await order(c.orderId)).paidAt).toBeNull();
    expect((await auditOf('manual_transfer', c.id)).map((a) => a.action)).toEqual(['delete']);
    expect((await remove(c.id)).statusCode).toBe(404);
  });

  it('never undoes a payment already applied', async () => {
    const c = await conferenceTransfer();
    const m = await membershipTransfer();
    await confirm(c.id);
    await confirm(m.id);
    const subAfterConfirm = await sub(m.subscriptionId);
    expect((await remove(c.id)).statusCode).toBe(200);
    expect((await remove(m.id)).statusCode).toBe(200);
    expect((await order(c.orderId)).paidAt).toBeInstanceOf(Date);
    expect(await sub(m.subscriptionId)).toMatchObject({ status: 'active', dateEnd: subAfterConfirm.dateEnd });
  });

  it('is refused to a non-admin and without a token, changing nothing', async () => {
    const c = await conferenceTransfer();
    const member = await signIn(t.app, 'client');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/manual-transfers/${c.id}`,
          headers: member.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/manual-transfers/confirm/${c.id}` })).statusCode,
    ).toBe(401);
    expect((await order(c.orderId)).paidAt).toBeNull();
    expect((await list()).json().transfers.map((r: { id: number }) => r.id)).toContain(c.id);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, manualTransfers, orders } from '../../db/schema/index.ts';
import { createConference, inject, insertOrder } from '../../test/fixtures/conferences.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
const get = (url: string) => inject(t.app, { method: 'GET', url, headers });
const person = { name: 'Anna', surname: 'Neri', email: 'anna@neri.it' };

let conferenceId: number;
let siteOrder: number;
let deskOrder: number;
beforeAll(async () => {
  conferenceId = (await createConference(t.app, headers)).id;
  siteOrder = await insertOrder(t.app, conferenceId, { price: 25000, people: [person] });
  await t.app.db
    .update(orders)
    .set({
      publicToken: 'tok-site-order',
      contactEmail: 'prenota@neri.it',
      paymentMethod: 'bank_transfer',
      dueDate: '2026-12-08',
    })
    .where(eq(orders.id, siteOrder));
  // an older transfer of the same order, trashed, and the live one with the reference
  await t.app.db.insert(manualTransfers).values([
    {
      email: 'prenota@neri.it',
      type: 'CONFERENCE',
      orderId: siteOrder,
      reason: 'vecchio',
      amount: 25000,
      reference: 'RF71111111111116',
      deletedAt: new Date(),
    },
    {
      email: 'prenota@neri.it',
      type: 'CONFERENCE',
      orderId: siteOrder,
      reason: 'RF18539007547034',
      amount: 25000,
      reference: 'RF18539007547034',
      dueDate: '2026-12-08',
    },
  ]);
  deskOrder = await insertOrder(t.app, conferenceId, {
    paidAt: new Date('2026-11-02T10:00:00Z'),
    people: [person],
  });
});

describe("an order's life in the back-office", () => {
  it('lists each order with SPEC status, its state, due date, RF reference, method, contact and origin', async () => {
    const res = await get(`/api/conferences/booking/${conferenceId}?sort=order_id`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        order_id: siteOrder,
        status: 'Not Completed',
        order_status: 'awaiting_payment',
        due_date: '2026-12-08',
        reference: 'RF18539007547034',
        payment_method: 'bank_transfer',
        contact_email: 'prenota@neri.it',
        from_site: true,
      }),
      expect.objectContaining({
        order_id: deskOrder,
        status: 'Completed',
        order_status: 'paid',
        due_date: null,
        reference: null,
        payment_method: null,
        contact_email: null,
        from_site: false,
      }),
    ]);
    const detail = (await get(`/api/conferences/booking-by-order-id/${siteOrder}`)).json().booking;
    expect(detail).toMatchObject({
      status: 'Not Completed',
      order_status: 'awaiting_payment',
      due_date: '2026-12-08',
      reference: 'RF18539007547034',
      from_site: true,
    });
  });

  it('filters by state and finds an order by its reference however it is typed', async () => {
    const ids = async (query: string) =>
      (await get(`/api/conferences/booking/${conferenceId}?${query}`))
        .json()
        .data.map((o: { order_id: number }) => o.order_id);
    expect(await ids('order_status=awaiting_payment')).toEqual([siteOrder]);
    expect(await ids('order_status=paid')).toEqual([deskOrder]);
    expect(await ids('order_status=expired')).toEqual([]);
    for (const typed of ['RF18 5390 0754 7034', 'rf18-5390-0754-7034', '5390 0754']) {
      expect(await ids(`q=${encodeURIComponent(typed)}`), typed).toEqual(
        typed === '5390 0754' ? [] : [siteOrder],
      );
    }
    expect(await ids('q=prenota%40neri')).toEqual([siteOrder]);
    const bad = await get(`/api/conferences/booking/${conferenceId}?order_status=pagato`);
    expect(bad.statusCode).toBe(400);
  });

  it('confirming its transfer makes the order paid in both readings, once', async () => {
    const [transfer] = await t.app.db
      .select({ id: manualTransfers.id })
      .from(manualTransfers)
      .where(eq(manualTransfers.reference, 'RF18539007547034'));
    for (let i = 0; i < 2; i++) {
      const res = await inject(t.app, {
        method: 'POST',
        url: `/api/manual-transfers/confirm/${transfer.id}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const detail = (await get(`/api/conferences/booking-by-order-id/${siteOrder}`)).json().booking;
    expect(detail).toMatchObject({ status: 'Completed', order_status: 'paid', paid_at: expect.any(String) });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'order'));
    const pays = audits.filter((a) => a.entityId === String(siteOrder) && a.action === 'pay');
    expect(pays.map((a) => a.changes)).toEqual([
      { paid_at: [null, expect.any(String)], status: ['awaiting_payment', 'paid'] },
    ]);
  });
});

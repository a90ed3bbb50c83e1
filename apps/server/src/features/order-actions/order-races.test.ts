import { romeWireDate } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeIssuer } from '../../test/card-app.ts';
import { bookedOrder } from '../../test/fixtures/booked-orders.ts';
import { invoicesOf, orderRow, post as postAs } from '../../test/fixtures/order-actions.ts';
import { useTestApp } from '../../test/test-app.ts';

/** Two admins (or an admin and a confirmation) at once: one consistent outcome, on both databases. */
const { t, headers } = useTestApp();
const post = (url: string, payload?: object) => postAs(t.app, headers, url, payload);
const desk = (amount: number) => ({ method: 'cash', paid_on: romeWireDate(), amount });
const codes = (res: { statusCode: number }[]) => res.map((r) => r.statusCode).sort();

beforeAll(() => completeIssuer(t.app, headers));

/** Whatever happened, the books agree: a live invoice exactly when the order is paid. */
async function consistent(orderId: number) {
  const order = await orderRow(t.app, orderId);
  const { invoices, creditNotes } = await invoicesOf(t.app, orderId);
  const live = invoices.filter((i) => i.creditedAt === null);
  expect(live.length, `order ${order.status}`).toBe(order.status === 'paid' ? 1 : 0);
  expect(creditNotes.length).toBe(invoices.length - live.length);
  return order;
}

describe('actions racing each other', () => {
  it('cancelling twice at once: one cancel, one 409, one credit note', async () => {
    const { orderId, price } = await bookedOrder(t.app, { transfer: true });
    await post(`/api/orders/${orderId}/payments`, desk(price));
    const res = await Promise.all(
      [1, 2].map(() => post(`/api/orders/${orderId}/cancel`, { reason: 'doppio' })),
    );
    expect(codes(res)).toEqual([200, 409]);
    expect((await consistent(orderId)).status).toBe('cancelled');
    expect((await invoicesOf(t.app, orderId)).creditNotes).toHaveLength(1);
  });

  it('reversing twice at once: one reversal, one 409, one credit note', async () => {
    const { orderId, transfer } = await bookedOrder(t.app, { transfer: true });
    await post(`/api/manual-transfers/confirm/${transfer!.id}`);
    const res = await Promise.all(
      [1, 2].map(() => post(`/api/orders/${orderId}/reverse-payment`, { reason: 'errore' })),
    );
    expect(codes(res)).toEqual([200, 409]);
    expect((await consistent(orderId)).status).toBe('awaiting_payment');
  });

  it('a desk payment racing a cancel: paid then cancelled with its credit note, or cancelled and refused', async () => {
    for (let i = 0; i < 3; i++) {
      const { orderId, price } = await bookedOrder(t.app, { transfer: true });
      const [pay, cancel] = await Promise.all([
        post(`/api/orders/${orderId}/payments`, desk(price)),
        post(`/api/orders/${orderId}/cancel`, { reason: 'corsa' }),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([200, 409]).toContain(pay.statusCode);
      const order = await consistent(orderId);
      expect(order.status).toBe('cancelled');
      expect((await invoicesOf(t.app, orderId)).invoices).toHaveLength(pay.statusCode === 200 ? 1 : 0);
    }
  });

  it('a transfer confirmation racing a cancel and a reversal ends one way, without deadlock', async () => {
    for (let i = 0; i < 3; i++) {
      const { orderId, transfer } = await bookedOrder(t.app, { transfer: true });
      const res = await Promise.all([
        post(`/api/manual-transfers/confirm/${transfer!.id}`),
        post(`/api/orders/${orderId}/cancel`, { reason: 'corsa' }),
        post(`/api/orders/${orderId}/reverse-payment`, { reason: 'corsa' }),
      ]);
      for (const r of res) expect([200, 404, 409], r.body).toContain(r.statusCode);
      expect(res[1].statusCode).toBe(200);
      await consistent(orderId);
    }
  });
});

import { romeWireDate } from '@app/shared';
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { bookedOrder } from '../../test/fixtures/booked-orders.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t, headers } = useTestApp();
const figures = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/orders', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders;
};

describe('GET /api/dashboard/orders', () => {
  it('counts bookings awaiting payment and those past their due date, with their amounts', async () => {
    expect(await figures()).toEqual({ awaiting: 0, awaiting_amount: 0, overdue: 0, overdue_amount: 0 });
    const yesterday = romeWireDate(addDays(new Date(), -1));
    const today = romeWireDate();
    const late = await bookedOrder(t.app, { dueDate: yesterday });
    const dueToday = await bookedOrder(t.app, { dueDate: today });
    const noDue = await bookedOrder(t.app, { dueDate: null });
    await bookedOrder(t.app, { status: 'paid', dueDate: yesterday });
    await bookedOrder(t.app, { status: 'expired', dueDate: yesterday });
    expect(await figures()).toEqual({
      awaiting: 3,
      awaiting_amount: late.price + dueToday.price + noDue.price,
      overdue: 1,
      overdue_amount: late.price,
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${late.orderId}/cancel`,
      headers,
      payload: { reason: 'Non pagato' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await figures()).toMatchObject({ awaiting: 2, overdue: 0, overdue_amount: 0 });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/orders' })).statusCode).toBe(401);
  });
});

import { bookingForLines, orderSummary, type TOrderDetail } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { seedDemo } from './run.ts';

// seedDemo empties the tables: the admin signs in after it
const { t, headers } = useTestApp({ seed: (t) => seedDemo(t.app.db), timeout: 120_000 });

async function demoOrders(): Promise<TOrderDetail[]> {
  const { conferences } = (
    await t.app.inject({ method: 'GET', url: '/api/conferences?pageSize=100', headers })
  ).json();
  const bookings: TOrderDetail[] = [];
  for (const c of conferences as { id: number }[]) {
    const { data } = (
      await t.app.inject({ method: 'GET', url: `/api/conferences/booking/${c.id}?pageSize=100`, headers })
    ).json();
    for (const row of data as { order_id: number }[]) {
      const url = `/api/conferences/booking-by-order-id/${row.order_id}`;
      bookings.push((await t.app.inject({ method: 'GET', url, headers })).json().booking);
    }
  }
  return bookings;
}

describe('demo orders', () => {
  it('add up and look real: fees by kind, choices and intolerances of each participant', async () => {
    const orders = await demoOrders();
    expect(orders).toHaveLength(40);
    for (const o of orders)
      expect(orderSummary(bookingForLines(o)).total, `order ${o.order_id}`).toBe(o.price);

    const people = orders.flatMap((o) => o.partecipants);
    const { data: prices } = (await t.app.inject({ method: 'GET', url: '/api/prices', headers })).json();
    for (const p of people) expect(p.fee, p.fee_kind ?? '').toBe(prices[p.fee_kind ?? ''].price);
    expect(new Set(people.map((p) => p.fee_kind)).size).toBeGreaterThanOrEqual(4);
    expect(people.some((p) => p.optionals.length === 0)).toBe(true);
    const notes = (p: (typeof people)[number]) => p.optionals.flatMap((x) => x.intolerances);
    expect(people.some((p) => notes(p).length > 0)).toBe(true);
    expect(people.filter((p) => notes(p).length === 0).length).toBeGreaterThan(people.length / 2);

    // the order with several participants and cocktails: each participant booked something else
    const cocktails = (p: (typeof people)[number]) =>
      p.optionals.some((x) => /cocktail/i.test(x.title) && x.quantity > 1);
    const big = orders.find((o) => o.partecipants.length >= 3 && o.partecipants.some(cocktails));
    expect(big).toBeDefined();
    const choices = big!.partecipants.map((p) => JSON.stringify([p.fee_kind, p.optionals, p.workshops]));
    expect(new Set(choices).size).toBe(big!.partecipants.length);
  });
});

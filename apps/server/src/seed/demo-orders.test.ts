import {
  bookingForLines,
  orderSummary,
  type TCouponRow,
  type TManualTransfer,
  type TOrderDetail,
  ZBillingInformation,
  ZOrderBillingSnapshot,
} from '@app/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, invoices, orders } from '../db/schema/index.ts';
import { isCreditorReference } from '../lib/creditor-reference.ts';
import { checkFatturaPa } from '../test/fatturapa-check.ts';
import { useTestApp } from '../test/test-app.ts';
import { YESTERDAY_CONFERENCE } from './parts/attendance.ts';
import { seedDemo } from './run.ts';

// seedDemo empties the tables: the admin signs in after it
const { t, headers } = useTestApp({ seed: (t) => seedDemo(t.app.db), timeout: 120_000 });

async function demoOrders(): Promise<TOrderDetail[]> {
  const { conferences } = (
    await t.app.inject({ method: 'GET', url: '/api/conferences?pageSize=100', headers })
  ).json();
  const bookings: TOrderDetail[] = [];
  // the four conferences' 40 orders (RUNNING.md); the conference held yesterday has its own test
  for (const c of conferences as { id: number; title: string }[]) {
    if (c.title === YESTERDAY_CONFERENCE) continue;
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

  it('bill each order to its own company, as booked, and invoice it so', async () => {
    const rows = await t.app.db
      .select({ id: orders.id, billing: orders.billing, company: companies.name })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId));
    expect(rows.length).toBe(40);
    for (const r of rows) {
      const snapshot = ZOrderBillingSnapshot.parse(r.billing);
      expect(snapshot.company.name, `order ${r.id}`).toBe(r.company);
      expect(snapshot.billing_information.company_name, `order ${r.id}`).toBe(r.company);
      expect(ZBillingInformation.safeParse(snapshot.billing_information).success, `order ${r.id}`).toBe(true);
    }
    const billed = await t.app.db
      .select({ customer: invoices.customer, company: companies.name })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(isNotNull(invoices.orderId));
    expect(billed.length).toBeGreaterThan(10);
    for (const b of billed) expect(b.customer).toBe(b.company);
  });

  it('invoice only what an accountant files: SdI’s controls pass, numbers gap-free and following the dates', async () => {
    const rows = await t.app.db.select().from(invoices).orderBy(invoices.year, invoices.progressive);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(await checkFatturaPa(row.xml), row.number).toEqual([]);
    // issued when the money came: per year 1, 2, 3… and never dated before the one numbered before it
    for (const [i, row] of rows.entries()) {
      const before = rows[i - 1];
      if (!before || before.year !== row.year) expect(row.progressive, row.number).toBe(1);
      else {
        expect(row.progressive, row.number).toBe(before.progressive + 1);
        expect(row.issuedOn >= before.issuedOn, `${row.number} del ${row.issuedOn}`).toBe(true);
      }
    }
  });

  it('hold two coupons, site bookings awaiting their transfer with an RF reference, and a nearly full workshop', async () => {
    const { coupons } = (await t.app.inject({ method: 'GET', url: '/api/coupons', headers })).json() as {
      coupons: TCouponRow[];
    };
    expect(coupons.map((c) => c.code).sort()).toEqual(['EARLYBIRD', 'SOCI10']);
    const fixed = coupons.find((c) => c.discount !== null)!;
    const percent = coupons.find((c) => c.percent !== null)!;
    expect([fixed.conference_id, percent.conference_id !== null]).toEqual([null, true]);
    expect(percent).toMatchObject({ uses: 3, max_uses: 10 });
    const orders = await demoOrders();
    for (const c of coupons) {
      expect(orders.filter((o) => o.coupon_code === c.code).length, c.code).toBe(c.uses);
    }

    // the site bookings still waiting for their transfer (the order-life part ended or paid others)
    const site = orders.filter((o) => o.from_site && o.order_status === 'awaiting_payment');
    expect(site.length).toBeGreaterThanOrEqual(3);
    for (const o of site) {
      expect(o).toMatchObject({
        order_status: 'awaiting_payment',
        status: 'Not Completed',
        payment_method: 'bank_transfer',
      });
      expect(o.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(o.contact_email).toContain('@');
      expect(isCreditorReference(o.reference ?? ''), `order ${o.order_id}`).toBe(true);
    }
    const states = (paid: boolean) =>
      new Set(orders.filter((o) => (o.paid_at !== null) === paid).map((o) => o.order_status));
    expect(states(true)).toEqual(new Set(['paid', 'cancelled']));
    expect(states(false)).toEqual(new Set(['awaiting_payment', 'expired']));

    const transfers = (
      await t.app.inject({
        method: 'GET',
        url: '/api/manual-transfers?type=CONFERENCE&confirm=false&pageSize=100',
        headers,
      })
    ).json().transfers as TManualTransfer[];
    expect(transfers.length).toBeGreaterThanOrEqual(8);
    const withReference = transfers.filter((tr) => tr.reference !== null);
    expect(withReference.map((tr) => tr.data.id).sort()).toEqual(site.map((o) => o.order_id).sort());
    for (const tr of withReference) expect(tr.data.order).toBe(tr.reference);

    const { conferences } = (
      await t.app.inject({ method: 'GET', url: '/api/conferences?pageSize=100', headers })
    ).json();
    const seats = await Promise.all(
      (conferences as { id: number }[]).map(
        async (c) =>
          (await t.app.inject({ method: 'GET', url: `/api/conferences/${c.id}/seats`, headers })).json()
            .seats,
      ),
    );
    const workshops = seats.flatMap((s) => s.workshops) as { seats: number | null; taken: number }[];
    expect(workshops.filter((w) => w.seats !== null).map((w) => w.seats! - w.taken)).toEqual([2]);
    expect(workshops.find((w) => w.seats !== null)!.taken).toBeGreaterThan(0);
  });

  it("show an order's life: one expired, one paid by card, one at the desk, one cancelled with its credit note", async () => {
    const orders = await demoOrders();
    const expired = orders.filter((o) => o.order_status === 'expired');
    expect(expired.map((o) => [o.from_site, o.payment_method])).toEqual([[true, 'bank_transfer']]);
    expect(orders.filter((o) => o.order_status === 'paid' && o.payment_method === 'card')).toHaveLength(1);
    expect(orders.filter((o) => o.payment_method === 'cash').map((o) => o.order_status)).toEqual(['paid']);
    const cancelled = orders.filter((o) => o.order_status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    const docs = await t.app.db.select().from(invoices).where(eq(invoices.orderId, cancelled[0].order_id));
    const invoice = docs.find((d) => d.type === 'TD01')!;
    expect(invoice.creditedAt).not.toBeNull();
    const notes = await t.app.db.select().from(invoices).where(eq(invoices.relatedInvoiceId, invoice.id));
    expect(notes.map((n) => [n.type, n.total])).toEqual([['TD04', invoice.total]]);
    for (const o of [...expired, ...cancelled]) {
      const timeline = (
        await t.app.inject({ method: 'GET', url: `/api/activity/order/${o.order_id}`, headers })
      ).json().timeline;
      expect(timeline.entries.map((e: { action: string }) => e.action)).toContain(
        o.order_status === 'expired' ? 'expire' : 'cancel',
      );
    }
  });
});

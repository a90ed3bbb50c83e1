import { MEMBERSHIP_STATUSES } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  arbitrators,
  companies,
  conferences,
  files,
  mailOutbox,
  manualTransfers,
  orders,
  subscriptions,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/run.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

// seedDemo empties the tables: the admin signs in after it
const { t, headers } = useTestApp({ seed: (t) => seedDemo(t.app.db), timeout: 120_000 });

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const post = (url: string) => t.app.inject({ method: 'POST', url, headers });

/** Every figure against the total of the list its link opens. */
async function expectFiguresMatchLists() {
  const { memberships } = await get('/api/dashboard/memberships');
  for (const status of MEMBERSHIP_STATUSES) {
    const figure = memberships.by_status.find((s: { status: string }) => s.status === status)?.count ?? 0;
    expect(figure, status).toBe((await get(`/api/memberships?status=${status}&pageSize=1`)).total);
  }
  const all = memberships.by_status.reduce((sum: number, s: { count: number }) => sum + s.count, 0);
  expect(all).toBe((await get('/api/memberships?pageSize=1')).total);

  const { transfers } = await get('/api/dashboard/transfers');
  const pending = await get('/api/manual-transfers?confirm=false&pageSize=100');
  expect(transfers.pending).toBe(pending.total);
  expect(transfers.amount).toBe(
    pending.transfers.reduce((sum: number, r: { data: { amount: number } }) => sum + r.data.amount, 0),
  );

  const { arbitrators: arb } = await get('/api/dashboard/arbitrators');
  expect(arb.awaiting).toBe((await get('/api/arbitrators?all=true&status=pending&pageSize=1')).total);

  const { conferences: upcoming } = await get('/api/dashboard/conferences');
  for (const c of upcoming) {
    const list = await get(`/api/conferences/booking/${c.id}?pageSize=100`);
    expect(c.orders, c.title).toBe(list.total);
    const paid = list.data.filter((o: { paid_at: string | null }) => o.paid_at !== null);
    expect(c.paid).toBe(paid.length);
    expect(c.unpaid).toBe(list.total - paid.length);
    expect(c.paid).toBe((await get(`/api/conferences/booking/${c.id}?paid=true&pageSize=1`)).total);
    expect(c.unpaid).toBe((await get(`/api/conferences/booking/${c.id}?paid=false&pageSize=1`)).total);
    expect(c.revenue).toBe(paid.reduce((sum: number, o: { price: number }) => sum + o.price, 0));
  }
  return { memberships, transfers, arb, upcoming };
}

describe('dashboard', () => {
  it('figures equal the totals of the lists they link to, on the demo data', async () => {
    const { memberships, arb, transfers } = await expectFiguresMatchLists();
    expect(memberships.by_status.length).toBeGreaterThan(0);
    expect(arb.awaiting + transfers.pending).toBeGreaterThan(0);
  });

  it('figures follow changes made through the API', async () => {
    const before = await expectFiguresMatchLists();
    const [transfer] = await t.app.db
      .select({ id: manualTransfers.id })
      .from(manualTransfers)
      .where(and(eq(manualTransfers.confirmed, false), isNull(manualTransfers.deletedAt)))
      .limit(1);
    if (transfer) expect((await post(`/api/manual-transfers/confirm/${transfer.id}`)).statusCode).toBe(200);
    const [pendingArb] = await t.app.db
      .select({ id: arbitrators.id })
      .from(arbitrators)
      .where(and(eq(arbitrators.approved, 0), isNull(arbitrators.deletedAt)))
      .limit(1);
    if (pendingArb) expect((await post(`/api/arbitrators/${pendingArb.id}/confirm`)).statusCode).toBe(200);
    const [file] = await t.app.db
      .insert(files)
      .values({
        name: 'dash.png',
        originalName: 'a.png',
        contentType: 'image/png',
        size: 1,
        sha256: 'x',
        data: Buffer.from('x'),
      })
      .returning();
    const soon = (n: number) => sql`current_date + ${n}::int` as unknown as string;
    const [conf] = await t.app.db
      .insert(conferences)
      .values({
        title: 'Conferenza Dashboard',
        vatRule: 'all',
        country: 'italy',
        city: 'Roma',
        description: 'd',
        image: file.name,
        dateStart: soon(0),
        dateEnd: soon(1),
        price: 1000,
      })
      .returning();
    await t.app.db.insert(orders).values([
      { conferenceId: conf.id, price: 1500, paidAt: new Date() },
      { conferenceId: conf.id, price: 2500, paidAt: new Date() },
      { conferenceId: conf.id, price: 700 },
      { conferenceId: conf.id, price: 9999, paidAt: new Date(), deletedAt: new Date() },
    ]);
    await t.app.db
      .update(companies)
      .set({ deletedAt: sql`now()` })
      .where(eq(companies.id, sql`(select min(company_id) from subscriptions where deleted_at is null)`));

    const after = await expectFiguresMatchLists();
    expect(after.transfers.pending).toBe(before.transfers.pending - (transfer ? 1 : 0));
    expect(after.arb.awaiting).toBe(before.arb.awaiting - (pendingArb ? 1 : 0));
    const mine = after.upcoming.find((c: { id: number }) => c.id === conf.id);
    expect(mine).toMatchObject({ orders: 3, paid: 2, unpaid: 1, revenue: 4000 });

    const { actions } = await get('/api/dashboard/actions');
    expect(actions[0]).toMatchObject({ action: 'confirm', actor_email: expect.stringContaining('@') });
  });

  it('counts memberships and trials ending in the next 30 days', async () => {
    const { renewals: before } = await get('/api/dashboard/renewals');
    expect(before.horizon_days).toBe(30);
    const [company] = await t.app.db.insert(companies).values({ name: 'Scadenze Srl' }).returning();
    const sub = (id: string, status: string, dates: { dateEnd?: string; trialEnd?: string }) =>
      ({
        stripeSubscriptionId: id,
        companyId: company.id,
        status,
        ...dates,
      }) as typeof subscriptions.$inferInsert;
    const inDays = (n: number) => sql`current_date + ${n}::int` as unknown as string;
    await t.app.db
      .insert(subscriptions)
      .values([
        sub('sub_end_soon', 'active', { dateEnd: inDays(10) }),
        sub('sub_end_late', 'active', { dateEnd: inDays(40) }),
        sub('sub_end_past', 'active', { dateEnd: inDays(-1) }),
        sub('sub_trial_soon', 'trialing', { trialEnd: inDays(5) }),
        sub('sub_canceled_soon', 'canceled', { dateEnd: inDays(5) }),
      ]);
    const { renewals } = await get('/api/dashboard/renewals');
    expect(renewals.ending).toBe(before.ending + 1);
    expect(renewals.trials_ending).toBe(before.trials_ending + 1);
  });

  it('lists upcoming conferences only, and counts failed mails', async () => {
    const { conferences: upcoming } = await get('/api/dashboard/conferences');
    const today = new Date().toISOString().slice(0, 10);
    const ids = upcoming.map((c: { id: number }) => c.id);
    const past = await t.app.db
      .select({ id: conferences.id })
      .from(conferences)
      .where(sql`${conferences.dateEnd} < ${today}::date`);
    for (const p of past) expect(ids).not.toContain(p.id);

    const { mails: before } = await get('/api/dashboard/mails');
    await t.app.db.insert(mailOutbox).values([
      { kind: 'test', recipients: ['a@b.it'], subject: 's', html: 'h', text: 't', status: 'failed' },
      { kind: 'test', recipients: ['a@b.it'], subject: 's', html: 'h', text: 't', status: 'sent' },
    ]);
    const { mails } = await get('/api/dashboard/mails');
    expect(mails.failed).toBe(before.failed + 1);
    // the figure links to /mail?status=failed: the list behind it has the same total
    expect((await get('/api/mails?status=failed')).total).toBe(mails.failed);
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, 'client');
    for (const w of [
      'memberships',
      'renewals',
      'conferences',
      'transfers',
      'arbitrators',
      'mails',
      'actions',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/dashboard/${w}` })).statusCode).toBe(401);
      const res = await t.app.inject({ method: 'GET', url: `/api/dashboard/${w}`, headers: member.headers });
      expect(res.statusCode).toBe(403);
    }
  });
});

import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  arbitrators,
  companies,
  conferences,
  distributionCases,
  manualTransfers,
  orders,
  profiles,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { type SeedContext, type SeedRefs, seededFaker } from '../../seed/context.ts';
import { seedArbitrators } from '../../seed/parts/arbitrators.ts';
import { seedBase } from '../../seed/parts/base.ts';
import { seedTransfers } from '../../seed/parts/transfers.ts';
import { useTestApp } from '../../test/test-app.ts';

const { t } = useTestApp({ as: null });

const context = (): SeedContext => ({
  tx: t.app.db,
  faker: seededFaker(),
  scale: 1,
  refs: {} as SeedRefs,
});

describe('seed parts: transfers and arbitrators', () => {
  it('skip what they cannot point at when the earlier parts did not run', async () => {
    const ctx = context();
    await seedTransfers(ctx);
    expect(ctx.refs.transferIds).toEqual([]);
    await seedArbitrators(ctx);
    expect(ctx.refs.arbitratorIds).toHaveLength(10);
    await t.app.db.delete(arbitrators);
  });

  it('make 8 transfers of both types on real orders and memberships; confirmed conference orders are paid', async () => {
    const ctx = context();
    await seedBase(ctx);
    const [conf] = await t.app.db
      .insert(conferences)
      .values({
        title: 'C',
        vatRule: 'all',
        country: 'italy',
        city: 'Roma',
        description: 'd',
        image: ctx.refs.images[0],
        dateStart: '2026-12-01',
        dateEnd: '2026-12-01',
        price: 100,
      })
      .returning();
    const os = await t.app.db
      .insert(orders)
      .values(Array.from({ length: 6 }, (_, i) => ({ conferenceId: conf.id, price: 1000 + i })))
      .returning({ id: orders.id });
    ctx.refs.orderIds = os.map((o) => o.id);
    const [co] = await t.app.db.insert(companies).values({ name: 'Co' }).returning();
    const subs = await t.app.db
      .insert(subscriptions)
      .values(
        ['active', 'unpaid', 'canceled', 'active', 'trialing'].map((status, i) => ({
          stripeSubscriptionId: `sub_s${i}`,
          companyId: co.id,
          status,
        })),
      )
      .returning({ id: subscriptions.id });
    ctx.refs.subscriptionIds = subs.map((s) => ({ id: s.id }));
    const [p] = await t.app.db.select().from(profiles).where(eq(profiles.name, 'arbitrator'));
    const arbUsers = await t.app.db
      .insert(users)
      .values([1, 2].map((i) => ({ email: `a${i}@x.it`, name: `N${i}`, surname: `S${i}`, profileId: p.id })))
      .returning({ id: users.id });
    ctx.refs.usersByProfile = { arbitrator: arbUsers.map((u) => u.id) };

    await seedTransfers(ctx);
    await seedArbitrators(ctx);

    const rows = await t.app.db.select().from(manualTransfers);
    const confirmedOf = (type: string) =>
      rows
        .filter((r) => r.type === type)
        .map((r) => r.confirmed)
        .sort();
    // conferences: 8 waiting for an admin to confirm them
    expect(confirmedOf('CONFERENCE')).toEqual([...Array(8).fill(false), true, true]);
    expect(confirmedOf('MEMBERSHIP')).toEqual([false, false, true, true]);
    const confirmedOrders = rows.filter((r) => r.type === 'CONFERENCE' && r.confirmed).map((r) => r.orderId!);
    const paid = await t.app.db.select().from(orders).where(inArray(orders.id, confirmedOrders));
    expect(paid.every((o) => o.paidAt !== null)).toBe(true);

    const arbs = await t.app.db.select().from(arbitrators);
    expect(arbs).toHaveLength(10);
    expect(new Set(arbs.map((a) => a.approved))).toEqual(new Set([0, 1]));
    expect(
      arbs
        .filter((a) => a.userId !== null)
        .map((a) => a.email)
        .sort(),
    ).toEqual(['a1@x.it', 'a2@x.it']);
    expect(arbs.every((a) => a.curriculum)).toBe(true);
    expect((await t.app.db.select().from(distributionCases)).length).toBeGreaterThanOrEqual(10);
  });
});

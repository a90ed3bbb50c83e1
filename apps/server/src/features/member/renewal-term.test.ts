import { romeWireDate, toWireDate } from '@app/shared';
import { addMonths } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualTransfers, subscriptions } from '../../db/schema/index.ts';
import { completeIssuer } from '../../test/card-app.ts';
import { member } from '../../test/fixtures/booking.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';

/**
 * A year paid is a year (RUNNING.md, "Members and bookers"): renewing an active membership early
 * adds a year to its current end; the member area tells until when it runs and shows a renewal
 * waiting for its transfer until it is paid or withdrawn.
 */
const { t } = useTestApp({ as: null, timeout: 120_000, env: { MEMBERSHIP_FEE: '500' } });

let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  await t.app.mail.worker.stop();
  admin = await signIn(t.app, 'admin');
  await completeIssuer(t.app, admin.headers);
});

const inMonths = (n: number) => toWireDate(addMonths(new Date(), n));
const nextYear = (wire: string) => `${Number(wire.slice(0, 4)) + 1}${wire.slice(4)}`;

async function activeMember(dateEnd: string) {
  const m = await member(t.app, 'active');
  await t.app.db.update(subscriptions).set({ dateEnd }).where(eq(subscriptions.companyId, m.companyId));
  return m;
}
const me = async (m: { headers: Record<string, string> }) =>
  (await t.app.inject({ url: '/api/member/me', headers: m.headers })).json().user;
const renew = (m: { headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/membership',
    headers: m.headers,
    payload: { payment_method: 'bank_transfer' },
  });
const withdraw = (m: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'DELETE', url: '/api/member/membership', headers: m.headers });

describe('renewing an active membership early', () => {
  it('ends a year after the old end, and the member area says so; meanwhile it shows the transfer to make', async () => {
    const end = inMonths(10);
    const m = await activeMember(end);
    expect(await me(m)).toMatchObject({ membership_end: end, pending_renewal: null });

    const asked = await renew(m);
    expect(asked.statusCode, asked.body).toBe(200);
    const payment = asked.json().payment;
    // the member area shows the renewal waiting for its transfer, with its RF and IBAN
    expect((await me(m)).pending_renewal).toEqual(payment);
    expect(payment).toMatchObject({ method: 'bank_transfer', amount: 50_000, iban: expect.any(String) });

    const [transfer] = await t.app.db
      .select()
      .from(manualTransfers)
      .where(and(eq(manualTransfers.reference, payment.reference), eq(manualTransfers.type, 'MEMBERSHIP')));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/manual-transfers/confirm/${transfer.id}`,
      headers: admin.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await me(m)).toMatchObject({
      membership: { active: true },
      membership_end: nextYear(end),
      pending_renewal: null,
    });
  });

  it('a lapsed membership runs a year from the payment', async () => {
    const m = await member(t.app, 'canceled');
    await t.app.db
      .update(subscriptions)
      .set({ dateEnd: inMonths(-2) })
      .where(eq(subscriptions.companyId, m.companyId));
    const payment = (await renew(m)).json().payment;
    const [transfer] = await t.app.db
      .select()
      .from(manualTransfers)
      .where(eq(manualTransfers.reference, payment.reference));
    await t.app.inject({
      method: 'POST',
      url: `/api/manual-transfers/confirm/${transfer.id}`,
      headers: admin.headers,
    });
    expect((await me(m)).membership_end).toBe(nextYear(romeWireDate()));
  });
});

describe('DELETE /api/member/membership: withdrawing the renewal awaiting its transfer', () => {
  it('withdraws it (audited, in the trash), after which renewing makes a new transfer', async () => {
    const m = await activeMember(inMonths(3));
    const first = (await renew(m)).json().payment;
    const res = await withdraw(m);
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(m)).pending_renewal).toBeNull();
    const [row] = await t.app.db
      .select()
      .from(manualTransfers)
      .where(eq(manualTransfers.reference, first.reference));
    expect(row.deletedAt).not.toBeNull();
    const again = (await renew(m)).json().payment;
    expect(again.reference).not.toBe(first.reference);
  });

  it('with nothing pending, or a transfer already received, answers 409 in Italian and changes nothing', async () => {
    const m = await activeMember(inMonths(3));
    const none = await withdraw(m);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('Nessun rinnovo in attesa');
    const payment = (await renew(m)).json().payment;
    const [transfer] = await t.app.db
      .select()
      .from(manualTransfers)
      .where(eq(manualTransfers.reference, payment.reference));
    await t.app.inject({
      method: 'POST',
      url: `/api/manual-transfers/confirm/${transfer.id}`,
      headers: admin.headers,
    });
    expect((await withdraw(m)).statusCode).toBe(409);
    const [row] = await t.app.db.select().from(manualTransfers).where(eq(manualTransfers.id, transfer.id));
    expect(row).toMatchObject({ confirmed: true, deletedAt: null });
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/member/membership' })).statusCode).toBe(401);
  });
});

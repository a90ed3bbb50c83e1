import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, manualTransfers, payments, subscriptions } from '../../db/schema/index.ts';
import { isCreditorReference } from '../../lib/creditor-reference.ts';
import { completeIssuer, useCardTestApp } from '../../test/card-app.ts';
import { member } from '../../test/fixtures/booking.ts';
import { signIn } from '../../test/test-app.ts';

/**
 * Renewing the company's membership from the member area: by bank transfer (a pending MEMBERSHIP
 * transfer with its RF reference, the same one however often asked, confirmed by an admin into an
 * active membership and its invoice) or by card (a Checkout Session in subscription mode at the
 * company's fee, through the SDK against the local stand-in).
 */
const { t, card } = useCardTestApp({ timeout: 120_000, env: { MEMBERSHIP_FEE: '450' } });

let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  await t.app.mail.worker.stop();
  admin = await signIn(t.app, 'admin');
  await completeIssuer(t.app, admin.headers);
});

const renew = (who: { headers: Record<string, string> }, payment_method: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/membership',
    headers: who.headers,
    payload: { payment_method },
  });

describe('POST /api/member/membership', () => {
  it('by transfer: one pending transfer with its RF reference, at the last fee paid; confirmed, the membership is active and invoiced', async () => {
    const lapsed = await member(t.app, 'canceled');
    // the invoice bills the company with its own data: complete them
    await t.app.db
      .update(companies)
      .set({ address: 'Via Po 2', postalCode: '10123', province: 'TO' })
      .where(eq(companies.id, lapsed.companyId));
    const [sub] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, lapsed.companyId));
    await t.app.db
      .insert(payments)
      .values({ subscriptionId: sub.id, status: 'paid', paidAt: new Date('2025-01-10'), amount: 36_000 });

    const first = await renew(lapsed, 'bank_transfer');
    expect(first.statusCode, first.body).toBe(200);
    const payment = first.json().payment;
    expect(payment).toMatchObject({ method: 'bank_transfer', amount: 36_000, iban: expect.any(String) });
    expect(isCreditorReference(payment.reference)).toBe(true);
    expect(payment.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // asked again (or by another member of the company): the same transfer
    const again = await renew(lapsed, 'bank_transfer');
    expect(again.json().payment.reference).toBe(payment.reference);
    const pending = await t.app.db
      .select()
      .from(manualTransfers)
      .where(and(eq(manualTransfers.subscriptionId, sub.id), eq(manualTransfers.type, 'MEMBERSHIP')));
    expect(pending).toHaveLength(1);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/manual-transfers/confirm/${pending[0].id}`,
      headers: admin.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const me = (await t.app.inject({ url: '/api/member/me', headers: lapsed.headers })).json().user;
    expect(me.membership).toMatchObject({ active: true, label: 'Attiva' });
    const invoices = (await t.app.inject({ url: '/api/member/invoices', headers: lapsed.headers })).json()
      .invoices;
    expect(invoices).toEqual([
      expect.objectContaining({ kind: 'invoice', subject: 'Quota associativa', total: 36_000 }),
    ]);
  });

  it('by transfer for a company that never had a membership: the configured fee', async () => {
    const fresh = await member(t.app, null);
    const res = await renew(fresh, 'bank_transfer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.amount).toBe(45_000);
  });

  it('by card: a Checkout Session in subscription mode, yearly, at the fee, tagged with the company', async () => {
    const lapsed = await member(t.app, 'canceled');
    const res = await renew(lapsed, 'card');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      method: 'card',
      checkout_url: expect.stringMatching(/^http/),
    });
    const [sent] = card.standin.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: `company-${lapsed.companyId}`,
      subscription_data: { metadata: { company_id: String(lapsed.companyId) } },
      line_items: [
        { price_data: { currency: 'eur', unit_amount: '45000', recurring: { interval: 'year' } } },
      ],
    });
  });

  it('by card for a company whose Stripe customer Stripe does not know: a new customer, kept, and its checkout', async () => {
    const m = await member(t.app, 'canceled');
    await t.app.db
      .update(companies)
      .set({ stripeCustomerId: `cus_gone_${m.companyId}` })
      .where(eq(companies.id, m.companyId));
    const res = await renew(m, 'card');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      method: 'card',
      checkout_url: expect.stringMatching(/^http/),
    });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, m.companyId));
    expect(company.stripeCustomerId).toMatch(/^cus_/);
    expect(company.stripeCustomerId).not.toBe(`cus_gone_${m.companyId}`);
    const [sent] = card.standin.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(sent.body).toMatchObject({ customer: company.stripeCustomerId });
    // Stripe knows it: the next renewal opens its checkout at once
    const again = await renew(m, 'card');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('by card, a checkout Stripe refuses is a 409 in Italian offering the transfer, never a 404 or 400', async () => {
    const m = await member(t.app, 'canceled');
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, m.companyId));
    // a fee below Stripe's minimum: Stripe answers 400
    await t.app.db
      .insert(payments)
      .values({ subscriptionId: sub.id, status: 'paid', paidAt: new Date(), amount: 10 });
    const res = await renew(m, 'card');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/carta.*non è disponibile.*bonifico/);
  });

  it('refuses a member of no company, and anything but a transfer or a card', async () => {
    const alone = await signIn(t.app, 'client', { memberArea: true });
    const res = await renew(alone, 'bank_transfer');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('non appartiene a nessuna azienda');
    const m = await member(t.app, 'active');
    expect((await renew(m, 'contanti')).statusCode).toBe(400);
  });
});

/**
 * A membership paid by card through a Checkout Session in subscription mode, as the renewal of
 * the member site will open it: the stand-in's events (customer, subscription, paid invoice, then
 * the completed session) reach the real webhook route signed, and the existing handlers sync the
 * membership and invoice its payment. The session itself was not opened by the product here, so
 * its checkout.session.completed changes nothing.
 */

import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { completeIssuer, STRIPE_KEY, useCardTestApp } from '../../test/card-app.ts';
import { billedCompany } from '../../test/fixtures/invoices.ts';

const { t, headers, card } = useCardTestApp();
let sdk: Stripe;
beforeAll(async () => {
  await completeIssuer(t.app, headers);
  const url = new URL(card.standin.url);
  sdk = new Stripe(STRIPE_KEY, { host: url.hostname, port: url.port, protocol: 'http' });
});

describe('a subscription-mode checkout on the stand-in', () => {
  it('syncs the membership and invoices its first payment through the existing handlers', async () => {
    const companyId = await billedCompany(t.app);
    const price = await sdk.prices.create({
      currency: 'eur',
      unit_amount: 60_000,
      recurring: { interval: 'year' },
      product_data: { name: 'Membership annuale' },
    });
    const session = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'amministrazione@studio.example.it',
      success_url: 'https://soci.example.it/area/azienda?rinnovo=ok',
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { metadata: { company_id: String(companyId) } },
    });
    const deliveries = await card.standin.pay(session.id);
    expect(deliveries.map((d) => [d.event.type, d.status, JSON.parse(d.body).result])).toEqual([
      ['customer.created', 200, 'ignored'],
      ['customer.subscription.created', 200, 'applied'],
      ['invoice.paid', 200, 'applied'],
      ['invoice.payment_succeeded', 200, 'ignored'],
      ['checkout.session.completed', 200, 'ignored'],
    ]);
    const subscriptionId = card.standin.sessions.get(session.id)!.subscription!;
    const membership = (
      await t.app.inject({ method: 'GET', url: `/api/memberships/${subscriptionId}`, headers })
    ).json().membership;
    expect(membership).toMatchObject({ status: 'active', membership: true, company: { id: companyId } });
    expect(membership.company.payments).toEqual([expect.objectContaining({ amount: 60_000 })]);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company.stripeCustomerId).toBe(card.standin.sessions.get(session.id)!.customer);
    const invoices = (
      await t.app.inject({ method: 'GET', url: '/api/invoices?pageSize=100', headers })
    ).json().invoices;
    expect(invoices).toEqual([expect.objectContaining({ total: 60_000, order_id: null })]);
  });
});

import { MEMBER_MSG, ORDER_PAYMENT_MSG, type TOrderPayment } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { checkoutSessions, companies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { stripeDown } from '../../lib/card-checkout.ts';
import { stripeClient } from '../../lib/stripe-client.ts';
import { lastFee, type Renewal } from './renewal.ts';

const SESSION_SECONDS = 60 * 60;

/**
 * POST /api/member/membership by card: a Stripe Checkout Session in subscription mode, a yearly
 * membership at the company's fee. The subscription it creates carries the company's id in its
 * metadata, so the existing webhooks link the customer and mirror the subscription (and its paid
 * invoices) as for any Stripe membership; the session is remembered like an order's (decision 0024).
 */
export async function renewByCard(req: FastifyRequest, r: Renewal): Promise<TOrderPayment> {
  const { db, config } = req.server;
  const stripe = stripeClient(config);
  if (!stripe) throw new AppError('conflict', ORDER_PAYMENT_MSG.cardUnavailable);
  if (!r.companyId) throw new AppError('conflict', MEMBER_MSG.noCompany);
  const [company] = await db
    .select({ id: companies.id, name: companies.name, customer: companies.stripeCustomerId })
    .from(companies)
    .where(and(eq(companies.id, r.companyId), isNull(companies.deletedAt)));
  if (!company) throw new AppError('conflict', MEMBER_MSG.noCompany);
  const fee = await lastFee(db, company.id, r.defaultFee);
  const back = `${config.publicUrl}/area/socio`;
  const metadata = { company_id: String(company.id) };
  const open = (customer: string | null) =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: fee,
            recurring: { interval: 'year' },
            product_data: { name: `Quota associativa annuale · ${company.name}`.slice(0, 250) },
          },
          quantity: 1,
        },
      ],
      ...(customer ? { customer } : { customer_email: r.email }),
      client_reference_id: `company-${company.id}`,
      subscription_data: { metadata },
      metadata,
      success_url: `${back}?rinnovo=ok`,
      cancel_url: `${back}?rinnovo=annullato`,
      locale: 'it',
      expires_at: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
    });
  let session: Stripe.Checkout.Session;
  try {
    try {
      session = await open(company.customer);
    } catch (err) {
      // the company's customer is unknown to this Stripe account (deleted, another account, the
      // demo's): a new one, kept as the company's, and the checkout opened for it
      if (!company.customer || !unknownCustomer(err)) throw err;
      req.log.warn({ customer: company.customer }, 'stripe does not know the company customer: a new one');
      const created = await stripe.customers.create({ email: r.email, name: company.name, metadata });
      await relinkCustomer(req, company, created.id);
      session = await open(created.id);
    }
  } catch (err) {
    cardRefused(req, err);
  }
  await req.write(async (tx, audit) => {
    await tx.insert(checkoutSessions).values({
      id: session.id,
      purpose: 'membership',
      companyId: company.id,
      amount: session.amount_total ?? fee,
      url: session.url ?? '',
      expiresAt: new Date(session.expires_at * 1000),
    });
    audit.record({
      entity: 'company',
      entityId: company.id,
      action: 'card_checkout',
      after: { membership_renewal: session.id, amount: session.amount_total ?? fee },
    });
  });
  return { method: 'card', checkout_url: session.url ?? '' };
}

/** Stripe's "No such customer" (400 from Stripe itself, 404 from some proxies and the stand-in). */
const unknownCustomer = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError &&
  (err.code === 'resource_missing' || err.statusCode === 404) &&
  (err.param === 'customer' || /customer/i.test(err.message));

/** The company's Stripe customer is now `customer`: stored, and audited with the one it replaces. */
async function relinkCustomer(
  req: FastifyRequest,
  company: { id: number; customer: string | null },
  customer: string,
) {
  await req.write(async (tx, audit) => {
    await tx.update(companies).set({ stripeCustomerId: customer }).where(eq(companies.id, company.id));
    audit.record({
      entity: 'company',
      entityId: company.id,
      action: 'update',
      before: { stripe_customer_id: company.customer },
      after: { stripe_customer_id: customer },
    });
  });
}

/**
 * A checkout Stripe would not open: down or rate-limited, the card is unavailable for now (503, as
 * for orders); any other refusal is never the member's 404 or 400 but a 409 in Italian offering the
 * transfer, logged in full for the admins.
 */
function cardRefused(req: FastifyRequest, err: unknown): never {
  if (err instanceof Stripe.errors.StripeError && (err.statusCode ?? 500) < 500 && err.statusCode !== 429) {
    req.log.error({ err, stripe: err.raw }, 'stripe refused the membership checkout');
    throw new AppError('conflict', MEMBER_MSG.cardRenewalUnavailable);
  }
  stripeDown(req, err);
}

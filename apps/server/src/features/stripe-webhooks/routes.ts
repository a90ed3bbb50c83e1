import { MSG, success } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { applyEvent } from './service.ts';
import { ZEventEnvelope } from './stripe-objects.ts';

export const STRIPE_NOT_JSON = 'Contenuto non valido: JSON atteso';

/** Stripe's recommended signature tolerance: 5 minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * POST /api/webhooks/stripe, enabled by STRIPE_WEBHOOK_SECRET: unset, it answers 404 to anyone
 * (without looking at the body). Public: Stripe authenticates by signature, which is
 * computed over the exact bytes sent, so this plugin (encapsulated: other routes keep the normal
 * JSON parser) keeps JSON bodies as raw buffers.
 */
export default async function stripeWebhooksRoutes(fastify: FastifyInstance) {
  const secret = fastify.config.stripeWebhookSecret;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // the secret key is never used: only the offline signature helpers are
  const stripe = new Stripe('sk_unused_webhook_verification_only');

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      config: { access: 'webhook' },
      schema: {
        tags: ['webhooks'],
        summary: 'Eventi Stripe (firma Stripe-Signature verificata, tolleranza 5 minuti)',
        response: {
          200: success({ result: z.enum(['applied', 'replayed', 'stale', 'ignored']) }),
        },
      },
    },
    async (req) => {
      if (!secret) throw new AppError('not_found');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string') throw new AppError('validation', 'Firma Stripe mancante');
      // only JSON is kept as raw bytes: text/plain, say, reaches here already parsed as a string
      if (!Buffer.isBuffer(req.body)) throw new AppError('unsupported_type', MSG.unsupportedMediaType);
      // a body that is not JSON says so, signed or not (Stripe only sends JSON: something mangled it)
      try {
        JSON.parse(req.body.toString('utf8'));
      } catch {
        throw new AppError('validation', STRIPE_NOT_JSON);
      }
      let raw: unknown;
      try {
        raw = stripe.webhooks.constructEvent(req.body, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (err) {
        req.log.warn({ event: 'stripe.signature_refused', reason: (err as Error).message }, 'bad signature');
        throw new AppError('validation', 'Firma Stripe non valida');
      }
      // signed, so it comes from Stripe: an envelope we cannot read is logged and acknowledged,
      // since a 400 would only have Stripe resend the same bytes for days
      const parsed = ZEventEnvelope.safeParse(raw);
      if (!parsed.success) {
        req.log.warn({ event: 'stripe.envelope_unreadable', issues: parsed.error.issues }, 'stripe event');
        return { status: 'success' as const, result: 'ignored' as const };
      }
      const event = parsed.data;
      // a write like an admin's, audited, with no one signed in
      const result = await req.write((tx, audit) => applyEvent(tx, audit, req.log, event));
      req.log.info({ event: 'stripe.webhook', id: event.id, type: event.type, result }, 'stripe event');
      return { status: 'success' as const, result };
    },
  );
}

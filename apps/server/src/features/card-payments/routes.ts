import { success, ZOrderPayment } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openOrderCheckout } from '../../lib/card-checkout.ts';
import { claimOrderPaymentSwitch, publicWriteLimit } from '../../lib/public-limits.ts';
import { orderIdByToken, payByTransfer } from './service.ts';

/** The order page's link token; one that names no order is 404. */
const ZTokenParam = z.object({ token: z.string().min(1).max(200) });

const tags = ['public'];

/**
 * The order page's payment choices, for whoever holds its link (RUNNING.md, "Member site"): pay by
 * card (a Stripe Checkout Session) or go back to a bank transfer. Each answers `payment` as the
 * booking does; an order no longer awaiting payment is 409, a token of no order 404. Both count
 * as public writes of the client address and of the order (PUBLIC_WRITE_LIMIT each, 429 past it).
 */
export default async function cardPaymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/public/orders/:token/card',
    {
      config: { access: 'public' },
      // each switch opens or expires a Stripe Checkout Session: counted per address and per order
      onRequest: publicWriteLimit('public_write'),
      schema: {
        tags,
        summary: "Paga con carta: apre il pagamento Stripe Checkout dell'ordine",
        params: ZTokenParam,
        response: { 200: success({ payment: ZOrderPayment }) },
      },
    },
    async (req) => {
      const orderId = await orderIdByToken(app.db, req.params.token);
      await claimOrderPaymentSwitch(req, orderId);
      return { status: 'success' as const, payment: await openOrderCheckout(req, orderId) };
    },
  );

  app.post(
    '/public/orders/:token/bank-transfer',
    {
      config: { access: 'public' },
      // each switch opens or expires a Stripe Checkout Session: counted per address and per order
      onRequest: publicWriteLimit('public_write'),
      schema: {
        tags,
        summary: "Paga con bonifico: il bonifico dell'ordine, con il suo riferimento RF",
        params: ZTokenParam,
        response: { 200: success({ payment: ZOrderPayment }) },
      },
    },
    async (req) => {
      const orderId = await orderIdByToken(app.db, req.params.token);
      await claimOrderPaymentSwitch(req, orderId);
      return { status: 'success' as const, payment: await payByTransfer(req, orderId) };
    },
  );
}

import {
  ORDER_ACTION_MSG,
  success,
  ZDeskPayment,
  ZFlagSettle,
  ZIdText,
  ZOrderActionResult,
  ZOrderReason,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closeOrderCheckouts } from '../../lib/card-checkout.ts';
import { cancelOrder } from './cancel.ts';
import { settleFlag } from './flags.ts';
import { orderState } from './order-lock.ts';
import { recordDeskPayment, reversePayment } from './payments.ts';

const ZOrderIdParam = z.object({ orderId: ZIdText });
const ZFlagParam = z.object({ orderId: ZIdText, flagId: ZIdText });
const tags = ['orders'];
const reply = { 200: success({ result: ZOrderActionResult }) };

/**
 * Once the order no longer awaits payment, its open card sessions are closed at Stripe so nobody
 * pays them (one already paid is applied, and flagged). After the commit, and best effort: the
 * action stands even when Stripe does not answer, and a late payment is flagged anyway.
 */
async function closeCheckouts(req: FastifyRequest, orderId: number) {
  try {
    await closeOrderCheckouts(req, orderId);
  } catch (err) {
    req.log.warn({ err, order: orderId }, 'card sessions not closed');
  }
}

/** Back-office actions on an order: money received otherwise, a payment reversed, a cancel, flags. */
export default async function orderActionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const result = async (orderId: number, creditNoteId: number | null, message: string) => {
    const state = await orderState(app.db, orderId);
    return {
      status: 'success' as const,
      result: {
        order_id: orderId,
        order_status: state,
        credit_note_id: creditNoteId,
        message,
      },
    };
  };

  app.post(
    '/orders/:orderId/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Registra un pagamento ricevuto altrimenti (contanti, POS, carta al desk, assegno) per l'intero totale: l'ordine diventa pagato e fatturato, il bonifico in attesa è chiuso",
        params: ZOrderIdParam,
        body: ZDeskPayment,
        response: reply,
      },
    },
    async (req) => {
      const { orderId } = req.params;
      await req.write((tx, audit) => recordDeskPayment(tx, audit, orderId, req.body));
      await closeCheckouts(req, orderId);
      return result(orderId, null, ORDER_ACTION_MSG.paymentRecorded);
    },
  );

  app.post(
    '/orders/:orderId/reverse-payment',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Storna un pagamento registrato per errore, con il motivo: l'ordine torna in attesa di pagamento, la fattura è stornata da una nota di credito, il bonifico torna da confermare",
        params: ZOrderIdParam,
        body: ZOrderReason,
        response: reply,
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const note = await req.write((tx, audit) =>
        reversePayment(tx, audit, orderId, req.body.reason, req.user?.id ?? null),
      );
      return result(orderId, note, ORDER_ACTION_MSG.paymentReversed);
    },
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Annulla l'ordine, con il motivo: posti liberati, bonifico in attesa chiuso, nota di credito se era pagato e fatturato, email a chi ha prenotato e a ogni partecipante",
        params: ZOrderIdParam,
        body: ZOrderReason,
        response: reply,
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const note = await req.write((tx, audit) =>
        cancelOrder(tx, audit, orderId, req.body.reason, req.user?.id ?? null),
      );
      app.mail.kick();
      await closeCheckouts(req, orderId);
      return result(orderId, note, ORDER_ACTION_MSG.cancelled);
    },
  );

  app.post(
    '/orders/:orderId/flags/:flagId/settle',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Risolve una segnalazione di pagamento: accepted paga con esso l'ordine scaduto o annullato, refunded registra il rimborso",
        params: ZFlagParam,
        body: ZFlagSettle,
        response: reply,
      },
    },
    async (req) => {
      const { orderId, flagId } = req.params;
      await req.write((tx, audit) =>
        settleFlag(tx, audit, orderId, flagId, req.body.resolution, req.user?.id ?? null),
      );
      return result(orderId, null, ORDER_ACTION_MSG.flagSettled);
    },
  );
}

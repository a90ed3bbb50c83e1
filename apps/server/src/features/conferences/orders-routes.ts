import {
  ORDER_MSG,
  ORDER_STATES,
  success,
  ZIdText,
  ZListQuery,
  ZMailState,
  ZOrderDetail,
  ZOrderRow,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { enqueueOrderMails, loadMailOrder } from '../../lib/order-mails.ts';
import { listRoute } from '../../lib/routes.ts';
import { listOrders, loadOrder, loadOrderMails, ORDER_SORTS } from './orders-repository.ts';
import { loadConference } from './repository.ts';

/**
 * `paid=true|false`: Completed or Not Completed orders only (the dashboard links here);
 * `order_status`: one state of the order's life.
 */
const ZOrderListQuery = ZListQuery.extend({
  paid: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  order_status: z.enum(ORDER_STATES).optional(),
});

const ZConferenceIdParam = z.object({ conferenceId: ZIdText });
const ZOrderIdParam = z.object({ orderId: ZIdText });

const tags = ['orders'];

export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  listRoute(app, '/conferences/booking/:conferenceId', {
    access: 'admin',
    tags,
    summary: 'Ordini di una conferenza, paginati',
    params: ZConferenceIdParam,
    querystring: ZOrderListQuery,
    sorts: ORDER_SORTS,
    key: 'data',
    item: ZOrderRow,
    list: async (query, { conferenceId }) => {
      if (!(await loadConference(app.db, conferenceId))) {
        throw new AppError('not_found', 'Conferenza non trovata');
      }
      return listOrders(app.db, conferenceId, query);
    },
  });

  app.get(
    '/conferences/booking-by-order-id/:orderId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "L'ordine completo: azienda, conferenza, partecipanti con optional e workshop",
        params: ZOrderIdParam,
        response: { 200: success({ booking: ZOrderDetail }) },
      },
    },
    async (req) => {
      const booking = await loadOrder(app.db, req.params.orderId);
      if (!booking) throw new AppError('not_found', 'Ordine non trovato');
      return { status: 'success' as const, booking };
    },
  );

  app.post(
    '/conferences/send-recap-by-order-id/:orderId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          "Mette in coda le email dell'ordine: al contatto l'ordine intero con la fattura, a ogni partecipante solo la propria partecipazione",
        params: ZOrderIdParam,
        response: { 200: success({ message: z.string(), mail: ZMailState }) },
      },
    },
    async (req) => {
      const { orderId } = req.params;
      const mailId = await req.write(async (tx, audit) => {
        const order = await loadMailOrder(tx, orderId);
        if (!order) throw new AppError('not_found', 'Ordine non trovato');
        // the contact the whole order and its invoice, each participant only their own part
        const ids = await enqueueOrderMails(tx, order, app.config.publicUrl);
        if (ids.length === 0) throw new AppError('conflict', ORDER_MSG.noRecipients);
        audit.record({
          entity: 'order',
          entityId: orderId,
          action: 'send_recap',
          after: { mail_ids: ids },
        });
        // the newest: the order's mails are listed newest first (a bounded list)
        return ids[ids.length - 1];
      });
      app.mail.kick();
      const mail = (await loadOrderMails(app.db, orderId)).find((m) => m.id === mailId)!;
      return { status: 'success' as const, message: ORDER_MSG.mailSent, mail };
    },
  );
}

import {
  BULK_MSG,
  ORDER_MSG,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  success,
  ZIdText,
  ZListQuery,
  ZMailState,
  ZOrderDetail,
  ZOrderRow,
  ZSelectionQuery,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { bulkRoute } from '../../lib/bulk.ts';
import { csvAmount, csvDate } from '../../lib/csv.ts';
import { listRoute } from '../../lib/routes.ts';
import { sendRecap, sendRecapOfConference } from './order-recap.ts';
import { listOrders, loadOrder, loadOrderMails, ORDER_SORTS } from './orders-repository.ts';
import { loadConference } from './repository.ts';

/**
 * `paid=true|false`: Completed or Not Completed orders only (the dashboard links here);
 * `order_status`: one state of the order's life.
 */
const ZOrderListQuery = ZListQuery.extend({
  ...ZSelectionQuery.shape,
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

  const list = async (
    query: z.output<typeof ZOrderListQuery>,
    { conferenceId }: { conferenceId: number },
  ) => {
    if (!(await loadConference(app.db, conferenceId))) {
      throw new AppError('not_found', 'Conferenza non trovata');
    }
    return listOrders(app.db, conferenceId, query);
  };

  listRoute(app, '/conferences/booking/:conferenceId', {
    access: 'admin',
    tags,
    summary: 'Ordini di una conferenza, paginati',
    params: ZConferenceIdParam,
    querystring: ZOrderListQuery,
    sorts: ORDER_SORTS,
    key: 'data',
    item: ZOrderRow,
    list,
    csv: {
      filename: 'ordini.csv',
      sheet: 'Ordini',
      columns: [
        { header: 'Ordine', value: (o) => o.order_id },
        { header: 'Data ordine', value: (o) => csvDate(o.created_at) },
        { header: 'Azienda', value: (o) => o.company ?? '' },
        { header: 'Partecipante', value: (o) => o.participant ?? '' },
        { header: 'Quota', value: (o) => csvAmount(o.price) },
        { header: 'Data pagamento', value: (o) => csvDate(o.paid_at) },
        { header: 'Stato', value: (o) => o.status },
        { header: 'Stato ordine', value: (o) => ORDER_STATE_LABELS[o.order_status] },
      ],
    },
  });

  bulkRoute(app, '/conferences/booking/:conferenceId/bulk/send-recap', {
    access: 'admin',
    tags,
    summary:
      'Rimanda le email di conferma degli ordini indicati (ids) o di tutti quelli del filtro, come «INVIA EMAIL DI CONFERMA» su ciascuno',
    params: ZConferenceIdParam,
    filter: ZOrderListQuery,
    list,
    rowId: (o) => o.order_id,
    missing: BULK_MSG.orderMissing,
    act: (tx, audit, id, { conferenceId }) =>
      sendRecapOfConference(tx, audit, id, conferenceId, app.config.publicUrl),
    after: () => app.mail.kick(),
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
      const mailId = await req.write((tx, audit) => sendRecap(tx, audit, orderId, app.config.publicUrl));
      app.mail.kick();
      const mail = (await loadOrderMails(app.db, orderId)).find((m) => m.id === mailId)!;
      return { status: 'success' as const, message: ORDER_MSG.mailSent, mail };
    },
  );
}

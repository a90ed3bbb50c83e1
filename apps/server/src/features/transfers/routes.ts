import {
  success,
  TRANSFER_LINK_LABELS,
  TRANSFER_STATUS_LABELS,
  ZIdParam,
  ZManualTransfer,
  ZManualTransfersQuery,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { csvAmount, csvDate } from '../../lib/csv.ts';
import { deleteRoute, listRoute } from '../../lib/routes.ts';
import { transferBulkRoutes } from './bulk-routes.ts';
import { listTransfers, TRANSFER_SORTS } from './repository.ts';
import { confirmTransfer, deleteTransfer } from './service.ts';
import { statementRoutes } from './statement-routes.ts';

const tags = ['manual-transfers'];

export default async function transfersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  listRoute(app, '/manual-transfers', {
    access: 'admin',
    tags,
    summary:
      'Bonifici manuali, sotto la chiave `transfers` (+ total); filtri type, confirm=true|false, q (email, causale)',
    querystring: ZManualTransfersQuery,
    sorts: TRANSFER_SORTS,
    key: 'transfers',
    item: ZManualTransfer,
    list: (query) => listTransfers(app.db, query),
    csv: {
      filename: 'bonifici.csv',
      sheet: 'Bonifici',
      columns: [
        { header: 'ID', value: (t) => t.id },
        { header: 'Email', value: (t) => t.email },
        { header: 'Tipo', value: (t) => TRANSFER_LINK_LABELS[t.type] },
        { header: 'Ordine o membership', value: (t) => t.data.id },
        { header: 'Causale', value: (t) => t.data.order },
        { header: 'Riferimento', value: (t) => t.reference ?? '' },
        { header: 'Importo', value: (t) => csvAmount(t.data.amount) },
        { header: 'Data', value: (t) => csvDate(new Date(t.created_at)) },
        { header: 'Scadenza', value: (t) => csvDate(t.due_date) },
        { header: 'Stato', value: (t) => TRANSFER_STATUS_LABELS[`${t.data.confirm}`] },
      ],
    },
  });

  app.post(
    '/manual-transfers/confirm/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Conferma il bonifico e applica il pagamento (ordine pagato / membership attiva per un anno); idempotente',
        params: ZIdParam,
        response: { 200: success({ transfer: ZManualTransfer }) },
      },
    },
    async (req) => {
      const transfer = await req.write((tx, audit) =>
        confirmTransfer(tx, audit, req.params.id, req.user?.id ?? null),
      );
      return { status: 'success' as const, transfer };
    },
  );

  deleteRoute(app, '/manual-transfers/:id', {
    access: 'admin',
    tags,
    summary: 'Sposta il bonifico nel cestino; un pagamento già applicato resta',
    remove: (tx, audit, { id }) => deleteTransfer(tx, audit, id),
  });

  await statementRoutes(fastify);
  await transferBulkRoutes(fastify);
}

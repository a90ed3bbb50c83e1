import { BULK_MSG, ZManualTransfersQuery } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { bulkRoute } from '../../lib/bulk.ts';
import { listTransfers } from './repository.ts';
import { confirmPending } from './service.ts';

/** Bulk actions of Lista Bonifici. */
export async function transferBulkRoutes(fastify: FastifyInstance) {
  bulkRoute(fastify, '/manual-transfers/bulk/confirm', {
    access: 'admin',
    tags: ['manual-transfers'],
    summary:
      'Conferma i bonifici indicati (ids) o tutti quelli del filtro della lista, come la conferma di una riga; risponde done e failed (id, reason)',
    filter: ZManualTransfersQuery,
    list: (query) => listTransfers(fastify.db, query),
    rowId: (row) => row.id,
    missing: BULK_MSG.transferMissing,
    act: (tx, audit, id, _params, req) => confirmPending(tx, audit, id, req.user?.id ?? null),
    after: () => fastify.mail.kick(),
  });
}

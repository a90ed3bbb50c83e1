import { BULK_MSG, ZManualTransfersQuery } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { manualTransfers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { bulkRoute } from '../../lib/bulk.ts';
import type { AuditRecorder } from '../../plugins/audit.ts';
import { listTransfers } from './repository.ts';
import { confirmTransfer } from './service.ts';

/**
 * One transfer of a bulk confirmation: the list's own confirm (order paid, invoice, mails; the
 * membership a year), except that a transfer already confirmed is said so rather than answered
 * as done: the admin selected it believing it pending.
 */
async function confirmPending(tx: Db, audit: AuditRecorder, id: number, actorId: number | null) {
  const [row] = await tx
    .select({ confirmed: manualTransfers.confirmed })
    .from(manualTransfers)
    .where(and(eq(manualTransfers.id, id), isNull(manualTransfers.deletedAt)))
    .for('update');
  if (!row) throw new AppError('not_found', BULK_MSG.transferMissing);
  if (row.confirmed) throw new AppError('conflict', BULK_MSG.transferConfirmed);
  await confirmTransfer(tx, audit, id, actorId);
}

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

import {
  ARBITRATOR_STATE_LABELS,
  ARBITRATOR_UNDO_MINUTES,
  BULK_MSG,
  success,
  ZArbitrator,
  ZArbitratorReject,
  ZArbitratorRow,
  ZArbitratorSave,
  ZArbitratorsQuery,
  ZIdParam,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkRoute } from '../../lib/bulk.ts';
import { deleteRoute, getRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import ownArbitratorRoutes from './own-routes.ts';
import { ARBITRATOR_SORTS, findArbitrator, listArbitrators } from './repository.ts';
import { rejectArbitrator } from './review.ts';
import {
  approvePending,
  confirmArbitrator,
  deleteArbitrator,
  unconfirmArbitrator,
  updateArbitrator,
} from './service.ts';

const tags = ['arbitrators'];
const ZArbitratorAnswer = success({ arbitrator: ZArbitrator });

export default async function arbitratorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  listRoute(fastify, '/arbitrators', {
    access: 'admin',
    tags,
    summary:
      'Arbitrator (id, email, nome, cognome, approved, status): con all=true tutti, senza solo gli approvati; filtri approved=0|1 e status=pending|approved|rejected con all=true',
    querystring: ZArbitratorsQuery,
    sorts: ARBITRATOR_SORTS,
    key: 'arbitrators',
    item: ZArbitratorRow,
    list: (query) => listArbitrators(app.db, query),
    csv: {
      filename: 'arbitrator.csv',
      sheet: 'Arbitrator',
      columns: [
        { header: 'ID', value: (a) => a.id },
        { header: 'Nome', value: (a) => a.name },
        { header: 'Cognome', value: (a) => a.surname },
        { header: 'Email', value: (a) => a.email },
        { header: 'Stato', value: (a) => ARBITRATOR_STATE_LABELS[a.status] },
      ],
    },
  });
  getRoute(fastify, '/arbitrators/:id', {
    access: 'admin',
    tags,
    summary: 'Arbitrator con i casi di distribuzione',
    key: 'arbitrator',
    response: ZArbitratorAnswer,
    load: ({ id }) => findArbitrator(app.db, id),
  });
  updateRoute(fastify, '/arbitrators/:id', {
    access: 'admin',
    tags,
    summary:
      'Salva l’intero arbitrator (body arbitrator) e sostituisce i casi di distribuzione; id, user_id, approved, name, surname e updated_at solo col valore attuale (altrimenti 400)',
    method: 'POST',
    body: ZArbitratorSave,
    key: 'arbitrator',
    response: ZArbitratorAnswer,
    update: (tx, audit, { id }, input, expected) => updateArbitrator(tx, audit, id, input, expected),
  });

  app.post(
    '/arbitrators/:id/confirm',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Approva l’arbitrator (approved 0 → 1); idempotente',
        params: ZIdParam,
        response: { 200: ZArbitratorAnswer },
      },
    },
    async (req) => {
      const arbitrator = await req.write((tx, audit) =>
        confirmArbitrator(tx, audit, req.params.id, app.config.publicUrl),
      );
      app.mail.kick();
      return { status: 'success' as const, arbitrator };
    },
  );

  bulkRoute(fastify, '/arbitrators/bulk/confirm', {
    access: 'admin',
    tags,
    summary:
      'Approva gli arbitrator indicati (ids) o tutti quelli del filtro (con all=true), come la conferma di uno, e-mail al candidato compresa',
    filter: ZArbitratorsQuery,
    list: (query) => listArbitrators(app.db, query),
    rowId: (row) => row.id,
    missing: BULK_MSG.arbitratorMissing,
    act: (tx, audit, id) => approvePending(tx, audit, id, app.config.publicUrl),
    after: () => app.mail.kick(),
  });

  app.post(
    '/arbitrators/:id/unconfirm',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `Annulla l’approvazione (approved 1 → 0) entro ${ARBITRATOR_UNDO_MINUTES} minuti da essa, poi 409; un arbitrator non approvato resta com’è`,
        params: ZIdParam,
        response: { 200: ZArbitratorAnswer },
      },
    },
    async (req) => {
      const arbitrator = await req.write((tx, audit) => unconfirmArbitrator(tx, audit, req.params.id));
      return { status: 'success' as const, arbitrator };
    },
  );

  app.post(
    '/arbitrators/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Rifiuta una candidatura non approvata con un motivo (body reason): resta in lista come rifiutata, il candidato riceve il motivo per e-mail',
        params: ZIdParam,
        body: ZArbitratorReject,
        response: { 200: ZArbitratorAnswer },
      },
    },
    async (req) => {
      const arbitrator = await req.write((tx, audit) =>
        rejectArbitrator(tx, audit, req.params.id, req.body.reason),
      );
      app.mail.kick();
      return { status: 'success' as const, arbitrator };
    },
  );

  deleteRoute(fastify, '/arbitrators/:id', {
    access: 'admin',
    tags,
    summary: 'Sposta l’arbitrator nel cestino',
    remove: (tx, audit, { id }) => deleteArbitrator(tx, audit, id),
  });

  // the approved arbitrator's own record, from the member site
  await ownArbitratorRoutes(fastify);
}

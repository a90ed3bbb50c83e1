import {
  success,
  ZArbitrator,
  ZArbitratorRow,
  ZArbitratorSave,
  ZArbitratorsQuery,
  ZIdParam,
  ZOk,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { expectedVersion } from '../../lib/versioning.ts';
import { findArbitrator, listArbitrators } from './repository.ts';
import { confirmArbitrator, deleteArbitrator, updateArbitrator } from './service.ts';

export default async function arbitratorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/arbitrators',
    {
      schema: {
        tags: ['arbitrators'],
        summary:
          'Arbitrator (id, email, nome, cognome, approved): con all=true tutti, senza solo gli approvati; filtro approved=0|1 con all=true',
        querystring: ZArbitratorsQuery,
        response: { 200: success({ arbitrators: z.array(ZArbitratorRow), total: z.number().int() }) },
      },
    },
    async (req) => ({ status: 'success' as const, ...(await listArbitrators(app.db, req.query)) }),
  );

  app.get(
    '/arbitrators/:id',
    {
      schema: {
        tags: ['arbitrators'],
        summary: 'Arbitrator con i casi di distribuzione',
        params: ZIdParam,
        response: { 200: success({ arbitrator: ZArbitrator }) },
      },
    },
    async (req) => {
      const arbitrator = await findArbitrator(app.db, req.params.id);
      if (!arbitrator) throw new AppError('not_found');
      return { status: 'success' as const, arbitrator };
    },
  );

  app.post(
    '/arbitrators/:id',
    {
      schema: {
        tags: ['arbitrators'],
        summary:
          'Salva l’intero arbitrator (body arbitrator) e sostituisce i casi di distribuzione; id, user_id, approved, name, surname e updated_at solo col valore attuale (altrimenti 400)',
        params: ZIdParam,
        body: ZArbitratorSave,
        response: { 200: success({ arbitrator: ZArbitrator }) },
      },
    },
    async (req) => {
      const input = req.body.arbitrator;
      const expected = expectedVersion(req, input.version);
      const arbitrator = await req.write((tx, audit) =>
        updateArbitrator(tx, audit, req.params.id, input, expected),
      );
      return { status: 'success' as const, arbitrator };
    },
  );

  app.post(
    '/arbitrators/:id/confirm',
    {
      schema: {
        tags: ['arbitrators'],
        summary: 'Approva l’arbitrator (approved 0 → 1); idempotente',
        params: ZIdParam,
        response: { 200: success({ arbitrator: ZArbitrator }) },
      },
    },
    async (req) => {
      const arbitrator = await req.write((tx, audit) => confirmArbitrator(tx, audit, req.params.id));
      return { status: 'success' as const, arbitrator };
    },
  );

  app.delete(
    '/arbitrators/:id',
    {
      schema: {
        tags: ['arbitrators'],
        summary: 'Sposta l’arbitrator nel cestino',
        params: ZIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await req.write((tx, audit) => deleteArbitrator(tx, audit, req.params.id));
      return { status: 'success' as const };
    },
  );
}

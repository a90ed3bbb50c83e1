import {
  success,
  ZCompany,
  ZCompanySave,
  ZIdParam,
  ZMembership,
  ZMembershipListQuery,
  ZMembershipRow,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { expectedVersion } from '../../lib/versioning.ts';
import { findMembership, listMemberships } from './repository.ts';
import { updateCompany } from './service.ts';

/** Stripe subscription id (sub_…) or, all digits, the membership's database id. */
const ZMembershipParam = z.object({
  subscriptionId: z.string().trim().min(1).max(255),
});

export default async function membershipsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/memberships',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Memberships delle aziende (una riga per subscription), per nome azienda',
        querystring: ZMembershipListQuery,
        response: { 200: success({ memberships: z.array(ZMembershipRow), total: z.number().int() }) },
      },
    },
    async (req) => {
      const { rows, total } = await listMemberships(app.db, req.query);
      return { status: 'success' as const, memberships: rows, total };
    },
  );

  app.get(
    '/memberships/:subscriptionId',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Dettaglio membership con azienda, utenti e pagamenti (sub_… o id numerico)',
        params: ZMembershipParam,
        response: { 200: success({ membership: ZMembership }) },
      },
    },
    async (req) => {
      const membership = await findMembership(app.db, req.params.subscriptionId);
      if (!membership) throw new AppError('not_found', 'Membership non trovata');
      return { status: 'success' as const, membership };
    },
  );

  app.put(
    '/company/:id',
    {
      schema: {
        tags: ['memberships'],
        summary: "Modifica i dati dell'azienda (If-Match: versione)",
        params: ZIdParam,
        body: ZCompanySave,
        response: { 200: success({ company: ZCompany }) },
      },
    },
    async (req) => {
      const { company } = req.body;
      const expected = expectedVersion(req, company.version);
      const saved = await req.write((tx, audit) =>
        updateCompany(tx, audit, req.params.id, company, expected),
      );
      return { status: 'success' as const, company: saved };
    },
  );
}

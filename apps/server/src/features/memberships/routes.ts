import {
  success,
  ZCompany,
  ZCompanySave,
  ZMembership,
  ZMembershipListQuery,
  ZMembershipRow,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { getRoute, listRoute, updateRoute } from '../../lib/routes.ts';
import { findMembership, listMemberships, MEMBERSHIP_SORTS } from './repository.ts';
import { updateCompany } from './service.ts';

/** Stripe subscription id (sub_…) or, all digits, the membership's database id. */
const ZMembershipParam = z.object({
  subscriptionId: z.string().trim().min(1).max(255),
});

const tags = ['memberships'];

export default async function membershipsRoutes(app: FastifyInstance) {
  listRoute(app, '/memberships', {
    access: 'admin',
    tags,
    summary: 'Memberships delle aziende (una riga per subscription), per nome azienda',
    querystring: ZMembershipListQuery,
    sorts: MEMBERSHIP_SORTS,
    key: 'memberships',
    item: ZMembershipRow,
    list: (query) => listMemberships(app.db, query),
  });
  getRoute(app, '/memberships/:subscriptionId', {
    access: 'admin',
    tags,
    summary: 'Dettaglio membership con azienda, utenti e pagamenti (sub_… o id numerico)',
    params: ZMembershipParam,
    key: 'membership',
    response: success({ membership: ZMembership }),
    load: ({ subscriptionId }) => findMembership(app.db, subscriptionId),
    notFoundMessage: 'Membership non trovata',
  });
  updateRoute(app, '/company/:id', {
    access: 'admin',
    tags,
    summary: "Modifica i dati dell'azienda (If-Match: versione)",
    body: ZCompanySave,
    key: 'company',
    response: success({ company: ZCompany }),
    update: (tx, audit, { id }, company, expected) => updateCompany(tx, audit, id, company, expected),
  });
}

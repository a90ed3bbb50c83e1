import {
  success,
  ZActivityEntry,
  ZDashboardArbitrators,
  ZDashboardConferences,
  ZDashboardMails,
  ZDashboardMemberships,
  ZDashboardOrderFlags,
  ZDashboardOrders,
  ZDashboardRenewals,
  ZDashboardTransfers,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awaitingArbitrators,
  awaitingOrders,
  failedMails,
  latestActions,
  membershipsByStatus,
  openOrderFlags,
  pendingTransfers,
  renewals,
  upcomingConferences,
} from './repository.ts';

const schema = (summary: string, shape: z.ZodRawShape) => ({
  tags: ['dashboard'],
  summary,
  response: { 200: success(shape) },
});

/** One GET per dashboard widget, each answered by one query. */
export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboard/memberships',
    {
      config: { access: 'admin' },
      schema: schema('Memberships per stato', { memberships: ZDashboardMemberships }),
    },
    async () => ({ status: 'success' as const, memberships: await membershipsByStatus(app.db) }),
  );
  app.get(
    '/dashboard/renewals',
    {
      config: { access: 'admin' },
      schema: schema('Memberships e prove in scadenza nei prossimi 30 giorni', {
        renewals: ZDashboardRenewals,
      }),
    },
    async () => ({ status: 'success' as const, renewals: await renewals(app.db) }),
  );
  app.get(
    '/dashboard/conferences',
    {
      config: { access: 'admin' },
      schema: schema('Prossime conferenze: ordini pagati/non pagati e incasso', {
        conferences: ZDashboardConferences.shape.conferences,
      }),
    },
    async () => ({ status: 'success' as const, ...(await upcomingConferences(app.db)) }),
  );
  app.get(
    '/dashboard/transfers',
    {
      config: { access: 'admin' },
      schema: schema('Bonifici da confermare: numero e importo', { transfers: ZDashboardTransfers }),
    },
    async () => ({ status: 'success' as const, transfers: await pendingTransfers(app.db) }),
  );
  app.get(
    '/dashboard/flags',
    {
      config: { access: 'admin' },
      schema: schema('Pagamenti arrivati per ordini che non potevano riceverli, da verificare', {
        flags: ZDashboardOrderFlags,
      }),
    },
    async () => ({ status: 'success' as const, flags: await openOrderFlags(app.db) }),
  );
  app.get(
    '/dashboard/orders',
    {
      config: { access: 'admin' },
      schema: schema(
        'Prenotazioni in attesa di pagamento e scadute (data di scadenza passata): numero e importo',
        {
          orders: ZDashboardOrders,
        },
      ),
    },
    async () => ({ status: 'success' as const, orders: await awaitingOrders(app.db) }),
  );
  app.get(
    '/dashboard/arbitrators',
    {
      config: { access: 'admin' },
      schema: schema('Arbitrator in attesa di approvazione', { arbitrators: ZDashboardArbitrators }),
    },
    async () => ({ status: 'success' as const, arbitrators: await awaitingArbitrators(app.db) }),
  );
  app.get(
    '/dashboard/mails',
    { config: { access: 'admin' }, schema: schema('Email non consegnate', { mails: ZDashboardMails }) },
    async () => ({ status: 'success' as const, mails: await failedMails(app.db) }),
  );
  app.get(
    '/dashboard/actions',
    {
      config: { access: 'admin' },
      schema: schema('Ultime azioni degli admin', { actions: z.array(ZActivityEntry) }),
    },
    async () => ({ status: 'success' as const, actions: await latestActions(app.db) }),
  );
}

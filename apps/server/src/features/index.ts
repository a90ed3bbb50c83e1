import type { FastifyInstance } from 'fastify';
import accountRoutes from './account/routes.ts';
import activityRoutes from './activity/routes.ts';
import arbitratorApplicationsRoutes from './arbitrator-applications/routes.ts';
import arbitratorsRoutes from './arbitrators/routes.ts';
import associationRoutes from './association/routes.ts';
import attendanceRoutes from './attendance/routes.ts';
import authRoutes from './auth/routes.ts';
import billingChecksRoutes from './billing-checks/routes.ts';
import bookingRoutes from './booking/routes.ts';
import cardPaymentsRoutes from './card-payments/routes.ts';
import conferencesRoutes from './conferences/routes.ts';
import couponsRoutes from './coupons/routes.ts';
import dashboardRoutes from './dashboard/routes.ts';
import expertsRoutes from './experts/routes.ts';
import filesRoutes from './files/routes.ts';
import healthRoutes from './health/routes.ts';
import invoicesRoutes from './invoices/routes.ts';
import judicialRoutes from './judicial/routes.ts';
import lookupsRoutes from './lookups/routes.ts';
import mailsRoutes from './mails/routes.ts';
import memberRoutes from './member/routes.ts';
import membershipsRoutes from './memberships/routes.ts';
import orderActionsRoutes from './order-actions/routes.ts';
import orderDeadlinesRoutes from './order-deadlines/routes.ts';
import ownLanguageRoutes from './own-language/routes.ts';
import passwordResetRoutes from './password-reset/routes.ts';
import paymentsExportRoutes from './payments-export/routes.ts';
import publicExpertsRoutes from './public-experts/routes.ts';
import publicLookupsRoutes from './public-lookups/routes.ts';
import publicPagesRoutes from './public-pages/routes.ts';
import savedViewsRoutes from './saved-views/routes.ts';
import searchRoutes from './search/routes.ts';
import sectionsRoutes from './sections/routes.ts';
import stripeWebhooksRoutes from './stripe-webhooks/routes.ts';
import transfersRoutes from './transfers/routes.ts';
import trashRoutes from './trash/routes.ts';
import usersRoutes from './users/routes.ts';
import waitingListRoutes from './waiting-list/routes.ts';

/** Every feature's routes, mounted under /api. One line per feature. */
export const features: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  lookupsRoutes,
  filesRoutes,
  expertsRoutes,
  conferencesRoutes,
  couponsRoutes,
  usersRoutes,
  passwordResetRoutes,
  sectionsRoutes,
  judicialRoutes,
  transfersRoutes,
  arbitratorsRoutes,
  membershipsRoutes,
  stripeWebhooksRoutes,
  paymentsExportRoutes,
  dashboardRoutes,
  activityRoutes,
  trashRoutes,
  searchRoutes,
  accountRoutes,
  mailsRoutes,
  invoicesRoutes,
  billingChecksRoutes,
  associationRoutes,
  bookingRoutes,
  publicLookupsRoutes,
  cardPaymentsRoutes,
  memberRoutes,
  orderDeadlinesRoutes,
  orderActionsRoutes,
  arbitratorApplicationsRoutes,
  publicExpertsRoutes,
  publicPagesRoutes,
  attendanceRoutes,
  waitingListRoutes,
  savedViewsRoutes,
  ownLanguageRoutes,
];

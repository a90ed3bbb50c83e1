import { detailPath, ENTITIES, type TDetailKind } from '@app/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PageError, RootError } from './route-error';

type PageModule = { default: ComponentType };

/** Lazy route rendering a module's default export: each screen is its own chunk. */
const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** A registry route ('/users/:id') as a path under the layout ('users/:id'). */
const at = (route: string) => route.replace(/^\//, '');
/** The editor of a new record: its detail page with id "new" ('/document/new'). */
const newOf = (kind: TDetailKind) => at(detailPath(kind, 'new'));
const { section, judicial_document, conference, order, user, expert, subscription, manual_transfer } =
  ENTITIES;
const { bank_statement, arbitrator, invoice, invoice_settings, category, mail, coupon } = ENTITIES;

/**
 * Signed-in screens, rendered inside the admin layout. Adding one is one line; the
 * pages of a record type take their paths from the entity registry (entities.ts).
 */
const adminRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../features/dashboard/pages/dashboard-page')) },
  { path: at(section.list), lazy: page(() => import('../features/sections/pages/sections-page')) },
  { path: newOf('section'), lazy: page(() => import('../features/sections/pages/section-editor-page')) },
  { path: at(section.detail), lazy: page(() => import('../features/sections/pages/section-editor-page')) },
  {
    path: at(category.list),
    lazy: page(() => import('../features/sections/pages/categories-languages-page')),
  },
  {
    path: at(judicial_document.list),
    lazy: page(() => import('../features/judicial/pages/judicial-page')),
  },
  { path: at(conference.list), lazy: page(() => import('../features/conferences/pages/conferences-page')) },
  {
    path: newOf('conference'),
    lazy: page(() => import('../features/conferences/pages/conference-editor-page')),
  },
  {
    path: at(conference.detail),
    lazy: page(() => import('../features/conferences/pages/conference-editor-page')),
  },
  {
    path: 'conferences/:id/accoglienza',
    lazy: page(() => import('../features/attendance/pages/reception-page')),
  },
  { path: at(coupon.list), lazy: page(() => import('../features/coupons/pages/coupons-page')) },
  { path: newOf('coupon'), lazy: page(() => import('../features/coupons/pages/coupon-editor-page')) },
  { path: at(coupon.detail), lazy: page(() => import('../features/coupons/pages/coupon-editor-page')) },
  { path: at(order.list), lazy: page(() => import('../features/orders/pages/orders-page')) },
  { path: at(order.detail), lazy: page(() => import('../features/orders/pages/order-detail-page')) },
  { path: at(user.list), lazy: page(() => import('../features/users/pages/users-page')) },
  { path: at(user.detail), lazy: page(() => import('../features/users/pages/user-editor-page')) },
  { path: at(expert.list), lazy: page(() => import('../features/experts/pages/experts-page')) },
  { path: newOf('expert'), lazy: page(() => import('../features/experts/pages/expert-editor-page')) },
  { path: at(expert.detail), lazy: page(() => import('../features/experts/pages/expert-editor-page')) },
  { path: 'payments', lazy: page(() => import('../features/payments-export/pages/payments-export-page')) },
  { path: at(subscription.list), lazy: page(() => import('../features/memberships/pages/memberships-page')) },
  {
    path: at(subscription.detail),
    lazy: page(() => import('../features/memberships/pages/membership-detail-page')),
  },
  {
    path: at(manual_transfer.list),
    lazy: page(() => import('../features/transfers/pages/transfers-page')),
  },
  {
    path: at(bank_statement.list),
    lazy: page(() => import('../features/transfers/pages/statement-page')),
  },
  { path: at(arbitrator.list), lazy: page(() => import('../features/arbitrators/pages/arbitrators-page')) },
  {
    path: at(arbitrator.detail),
    lazy: page(() => import('../features/arbitrators/pages/arbitrator-detail-page')),
  },
  { path: at(invoice.list), lazy: page(() => import('../features/invoices/pages/invoices-page')) },
  { path: at(invoice.detail), lazy: page(() => import('../features/invoices/pages/invoice-detail-page')) },
  {
    path: at(invoice_settings.list),
    lazy: page(() => import('../features/invoices/pages/invoice-settings-page')),
  },
  { path: 'billing-checks', lazy: page(() => import('../features/invoices/pages/billing-checks-page')) },
  { path: 'activity', lazy: page(() => import('../features/activity/pages/activity-page')) },
  { path: at(mail.list), lazy: page(() => import('../features/mails/pages/mails-page')) },
  { path: at(mail.detail), lazy: page(() => import('../features/mails/pages/mail-detail-page')) },
  { path: 'trash', lazy: page(() => import('../features/trash/pages/trash-page')) },
  { path: 'account', lazy: page(() => import('../features/account/pages/account-page')) },
  { path: '*', lazy: page(() => import('./not-found-page')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: () => <PageLoader fullScreen />,
    ErrorBoundary: RootError,
    children: [
      { index: true, lazy: page(() => import('../features/auth/pages/sign-in-page')) },
      {
        path: 'forgot-password',
        lazy: page(() => import('../features/password-reset/pages/forgot-password-page')),
      },
      {
        path: 'reset-password',
        lazy: page(() => import('../features/password-reset/pages/reset-password-page')),
      },
      {
        lazy: page(() => import('./layout/admin-layout')),
        // A failing screen leaves the top bar and drawer in place.
        children: [{ ErrorBoundary: PageError, children: adminRoutes }],
      },
    ],
  },
];

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { PageError, RootError } from './route-error';

type PageModule = { default: ComponentType };

/** Lazy route rendering a module's default export: each screen is its own chunk. */
const page =
  (load: () => Promise<PageModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** Signed-in screens of SPEC §2, rendered inside the admin layout. Adding one is one line. */
const adminRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../features/dashboard/pages/dashboard-page')) },
  { path: 'documents', lazy: page(() => import('../features/documents/pages/documents-page')) },
  { path: 'document/new', lazy: page(() => import('../features/documents/pages/section-editor-page')) },
  { path: 'document/:id', lazy: page(() => import('../features/documents/pages/section-editor-page')) },
  {
    path: 'categories-languages',
    lazy: page(() => import('../features/documents/pages/categories-languages-page')),
  },
  { path: 'document-area', lazy: page(() => import('../features/document-area/pages/document-area-page')) },
  { path: 'conferences', lazy: page(() => import('../features/conferences/pages/conferences-page')) },
  {
    path: 'conference/new',
    lazy: page(() => import('../features/conferences/pages/conference-editor-page')),
  },
  {
    path: 'conference/:id',
    lazy: page(() => import('../features/conferences/pages/conference-editor-page')),
  },
  { path: 'orders/:conferenceId', lazy: page(() => import('../features/orders/pages/orders-page')) },
  { path: 'order/:orderId', lazy: page(() => import('../features/orders/pages/order-detail-page')) },
  { path: 'users', lazy: page(() => import('../features/users/pages/users-page')) },
  { path: 'users/:id', lazy: page(() => import('../features/users/pages/user-editor-page')) },
  { path: 'experts', lazy: page(() => import('../features/experts/pages/experts-page')) },
  { path: 'experts/new', lazy: page(() => import('../features/experts/pages/expert-editor-page')) },
  { path: 'experts/:id', lazy: page(() => import('../features/experts/pages/expert-editor-page')) },
  { path: 'payments', lazy: page(() => import('../features/payments/pages/payments-page')) },
  { path: 'memberships', lazy: page(() => import('../features/memberships/pages/memberships-page')) },
  {
    path: 'memberships/:subscriptionId',
    lazy: page(() => import('../features/memberships/pages/membership-detail-page')),
  },
  {
    path: 'manual-transfers',
    lazy: page(() => import('../features/manual-transfers/pages/manual-transfers-page')),
  },
  {
    path: 'manual-transfers/statement',
    lazy: page(() => import('../features/manual-transfers/pages/statement-page')),
  },
  { path: 'arbitrators', lazy: page(() => import('../features/arbitrators/pages/arbitrators-page')) },
  {
    path: 'arbitrators/:id',
    lazy: page(() => import('../features/arbitrators/pages/arbitrator-detail-page')),
  },
  { path: 'invoices', lazy: page(() => import('../features/invoices/pages/invoices-page')) },
  { path: 'invoices/:id', lazy: page(() => import('../features/invoices/pages/invoice-detail-page')) },
  {
    path: 'invoice-settings',
    lazy: page(() => import('../features/invoices/pages/invoice-settings-page')),
  },
  { path: 'activity', lazy: page(() => import('../features/activity/pages/activity-page')) },
  { path: 'mail', lazy: page(() => import('../features/mails/pages/mails-page')) },
  { path: 'mail/:id', lazy: page(() => import('../features/mails/pages/mail-detail-page')) },
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

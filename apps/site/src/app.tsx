import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from './components/layout';
import { Loading, NotFound } from './components/status';
import { useChoiceSaved } from './lib/member-language';
import { CataloguePage } from './pages/catalogue';
import { HomePage } from './pages/home';

// the booking form (with the shared schemas) and the order page load only when opened
const ConferencePage = lazy(() => import('./pages/conference'));
const OrderPage = lazy(() => import('./pages/order'));
// the member area: only for those who sign in
const SignInPage = lazy(() => import('./pages/sign-in'));
const MemberPage = lazy(() => import('./pages/member'));
const DocumentsPage = lazy(() => import('./pages/documents'));
const BillingPage = lazy(() => import('./pages/billing'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password'));
// an approved arbitrator's own page
const ArbitratorPage = lazy(() => import('./pages/arbitrator'));
// the experts directory and the application form too
const ExpertsPage = lazy(() => import('./pages/experts'));
const ExpertPage = lazy(() => import('./pages/expert'));
const ApplicationPage = lazy(() => import('./pages/application'));
// the legal pages the association publishes from the document area
const LegalPage = lazy(() => import('./pages/legal'));

/** The site's pages (RUNNING.md fixes /, /conferenze/{id}, /accedi and /ordini/{token} under /area). */
export function App() {
  // a signed-in member's or arbitrator's choice on the switch becomes their language setting
  useChoiceSaved();
  return (
    <Layout>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/conferenze" component={CataloguePage} />
          <Route path="/conferenze/:id">{(params) => <ConferencePage id={params.id} />}</Route>
          <Route path="/ordini/:token">{(params) => <OrderPage token={params.token} />}</Route>
          <Route path="/accedi" component={SignInPage} />
          <Route path="/reimposta-password" component={ResetPasswordPage} />
          <Route path="/socio" component={MemberPage} />
          <Route path="/arbitro" component={ArbitratorPage} />
          <Route path="/socio/fatturazione" component={BillingPage} />
          <Route path="/documenti" component={DocumentsPage} />
          <Route path="/esperti" component={ExpertsPage} />
          <Route path="/esperti/:id">{(params) => <ExpertPage id={params.id} />}</Route>
          <Route path="/candidatura" component={ApplicationPage} />
          <Route path="/privacy">{() => <LegalPage key="privacy" page="privacy" />}</Route>
          <Route path="/termini">{() => <LegalPage key="terms" page="terms" />}</Route>
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </Layout>
  );
}

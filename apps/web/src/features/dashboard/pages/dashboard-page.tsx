import { formatDisplayDate, subscriptionStatusPlural } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { useLatestActions } from '../api/get-actions';
import { useAwaitingArbitrators } from '../api/get-arbitrators';
import { useUpcomingConferences } from '../api/get-conferences';
import { useOrderFlags } from '../api/get-flags';
import { useFailedMails } from '../api/get-mails';
import { useMemberships } from '../api/get-memberships';
import { useAwaitingOrders } from '../api/get-orders';
import { useRenewals } from '../api/get-renewals';
import { usePendingTransfers } from '../api/get-transfers';
import { Amount } from '../components/amount';
import { Figure } from '../components/figure';
import { LatestActions } from '../components/latest-actions';
import { Widget } from '../components/widget';

const MembershipsChart = lazy(() => import('../components/memberships-chart'));
const ConferencesChart = lazy(() => import('../components/conferences-chart'));

/** Statuses with a figure of their own: each opens /memberships filtered the same way. */
const STATUS_FIGURES = ['active', 'trialing', 'unpaid', 'past_due', 'canceled'] as const;
/** past_due: the memberships list has no such filter yet, so that figure is not a link. */
const LINKED_STATUSES = new Set<string>(['active', 'trialing', 'unpaid', 'canceled']);

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' };
const chartFallback = <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />;

function MembershipsWidget() {
  const query = useMemberships();
  return (
    <Widget title="Membership" query={query}>
      {(data) => {
        const count = (s: string) => data.by_status.find((r) => r.status === s)?.count ?? 0;
        return (
          <>
            <Box sx={grid}>
              {STATUS_FIGURES.map((s) => (
                <Figure
                  key={s}
                  label={subscriptionStatusPlural(s)}
                  value={count(s)}
                  to={LINKED_STATUSES.has(s) ? `/memberships?status=${s}` : undefined}
                />
              ))}
            </Box>
            {data.by_status.length ? (
              <Suspense fallback={chartFallback}>
                <MembershipsChart data={data} />
              </Suspense>
            ) : null}
          </>
        );
      }}
    </Widget>
  );
}

function RenewalsWidget() {
  const query = useRenewals();
  return (
    <Widget title="In scadenza nei prossimi 30 giorni" query={query}>
      {(data) => (
        <Box sx={grid}>
          <Figure
            label="Membership in scadenza"
            value={data.ending}
            to="/memberships?status=active&sort=date_end"
            hint="apre le attive per data di scadenza"
          />
          <Figure
            label="Prove in scadenza"
            value={data.trials_ending}
            to="/memberships?status=trialing&sort=date_end"
            hint="apre le prove per data di scadenza"
          />
        </Box>
      )}
    </Widget>
  );
}

function ToDoWidget() {
  const transfers = usePendingTransfers();
  const arbitrators = useAwaitingArbitrators();
  const mails = useFailedMails();
  const flags = useOrderFlags();
  return (
    <Widget title="Da fare" query={transfers}>
      {(t) => (
        <Box sx={grid}>
          <Figure
            label={
              <>
                Bonifici da confermare · <Amount cents={t.amount} />
              </>
            }
            value={t.pending}
            to="/manual-transfers?confirm=false"
          />
          <Figure
            label="Arbitrator da approvare"
            value={arbitrators.data?.awaiting ?? '…'}
            to="/arbitrators?status=pending"
          />
          <Figure label="Email non consegnate" value={mails.data?.failed ?? '…'} to="/mail?status=failed" />
          <Figure
            label={
              <>
                Pagamenti da verificare · <Amount cents={flags.data?.amount ?? 0} />
              </>
            }
            value={flags.data?.open ?? '…'}
            hint="per ordini scaduti, annullati o già pagati"
          />
        </Box>
      )}
    </Widget>
  );
}

/** Bookings not paid yet, and those already past their due date: money still to come in. */
function BookingsWidget() {
  const query = useAwaitingOrders();
  return (
    <Widget title="Prenotazioni da incassare" query={query}>
      {(o) => (
        <Box sx={grid}>
          <Figure
            label={
              <>
                In attesa di pagamento · <Amount cents={o.awaiting_amount} />
              </>
            }
            value={o.awaiting}
          />
          <Figure
            label={
              <>
                Scadenza superata · <Amount cents={o.overdue_amount} />
              </>
            }
            value={o.overdue}
            hint="non pagate entro la data di scadenza"
          />
        </Box>
      )}
    </Widget>
  );
}

function ConferencesWidget() {
  const query = useUpcomingConferences();
  return (
    <Widget title="Prossime conferenze" query={query}>
      {(data) =>
        data.length === 0 ? (
          <Typography color="text.secondary">Nessuna conferenza in programma</Typography>
        ) : (
          <>
            <Stack spacing={1}>
              {data.map((c) => (
                <Box key={c.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
                  <Link component={RouterLink} to={`/orders/${c.id}`} sx={{ fontWeight: 500 }}>
                    {c.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {formatDisplayDate(c.date_start)} · {c.orders} ordini (
                    <Link component={RouterLink} to={`/orders/${c.id}?paid=true`}>
                      {c.paid} pagati
                    </Link>
                    ,{' '}
                    <Link component={RouterLink} to={`/orders/${c.id}?paid=false`}>
                      {c.unpaid} non pagati
                    </Link>
                    ) · incasso <Amount cents={c.revenue} />
                  </Typography>
                </Box>
              ))}
            </Stack>
            <Suspense fallback={chartFallback}>
              <ConferencesChart data={data} />
            </Suspense>
          </>
        )
      }
    </Widget>
  );
}

function ActionsWidget() {
  const query = useLatestActions();
  return (
    <Widget
      title="Ultime azioni"
      query={query}
      action={
        <Button component={RouterLink} to="/activity" size="small">
          Tutte
        </Button>
      }
    >
      {(actions) => <LatestActions actions={actions} />}
    </Widget>
  );
}

/** Route /dashboard: where an admin starts the day. Each widget is one API call. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <MembershipsWidget />
      <Stack spacing={2}>
        <ToDoWidget />
        <BookingsWidget />
        <RenewalsWidget />
      </Stack>
      <ConferencesWidget />
      <ActionsWidget />
    </Box>
  );
}

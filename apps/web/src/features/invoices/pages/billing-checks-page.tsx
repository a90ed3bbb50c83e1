import { BILLING_CHECK_KIND_LABELS } from '@app/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useBillingChecks } from '../api/get-billing-checks';

/**
 * Route /billing-checks, "Dati di fatturazione da correggere": the stored billing information and
 * companies whose data an invoice would refuse, each with what is wrong and a link to its editor.
 * A save checks only what it changes, so a record saved before a rule existed is found here.
 */
export default function BillingChecksPage() {
  usePageTitle('Dati di fatturazione da correggere');
  const checks = useBillingChecks();
  if (checks.isPending) return <PageLoader />;
  if (checks.isError) return <QueryError error={checks.error} onRetry={checks.refetch} />;
  const { records, total } = checks.data;
  return (
    <Stack spacing={2}>
      <Typography variant="body1">
        Clienti e aziende i cui dati salvati una fattura elettronica non potrebbe riportare: correggili dalla
        loro scheda prima che sia emessa una fattura. Le modifiche che non toccano questi campi restano
        possibili.
      </Typography>
      {total === 0 ? <Alert severity="success">Nessun dato di fatturazione da correggere.</Alert> : null}
      {total > records.length ? (
        <Alert severity="info">
          Sono mostrati i primi {records.length} di {total}: correggili e ricarica la pagina per vedere gli
          altri.
        </Alert>
      ) : null}
      {records.map((r) => (
        <Paper key={`${r.kind}-${r.id}`} variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {BILLING_CHECK_KIND_LABELS[r.kind]}
          </Typography>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={r.path}>
              {r.name}
            </Link>
          </Typography>
          <List dense disablePadding>
            {r.problems.map((p) => (
              <ListItem key={p.field} disableGutters sx={{ display: 'block' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {p.label}:
                </Typography>{' '}
                {p.message}
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}

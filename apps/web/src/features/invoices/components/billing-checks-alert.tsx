import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useBillingChecks } from '../api/get-billing-checks';

/** Above the invoices: stored billing data an invoice would refuse, with the way to the list. */
export function BillingChecksAlert() {
  const checks = useBillingChecks();
  const total = checks.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Alert severity="warning">
      {total === 1
        ? 'Un cliente ha dati di fatturazione che una fattura rifiuterebbe (CAP, provincia, territorio…).'
        : `${total} clienti hanno dati di fatturazione che una fattura rifiuterebbe (CAP, provincia, territorio…).`}{' '}
      <Link component={RouterLink} to="/billing-checks" color="inherit" sx={{ fontWeight: 600 }}>
        Vedi i dati da correggere
      </Link>
    </Alert>
  );
}

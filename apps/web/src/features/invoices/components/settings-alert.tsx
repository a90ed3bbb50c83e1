import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useInvoiceSettings } from '../api/get-settings';

/** Above the invoices: while the issuer's data is incomplete, no invoice is issued. */
export function SettingsAlert() {
  const settings = useInvoiceSettings();
  const missing = settings.data?.missing ?? [];
  if (!missing.length) return null;
  return (
    <Alert severity="warning">
      Impostazioni fatturazione incomplete: mancano {missing.join(', ')}. Finché mancano non viene emessa
      nessuna fattura.{' '}
      <Link component={RouterLink} to="/invoice-settings" color="inherit" sx={{ fontWeight: 600 }}>
        Completa le impostazioni
      </Link>
    </Alert>
  );
}

import { type TInvoiceSettings, type TInvoiceSettingsInput, ZInvoiceSettings } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useSnackbar } from '../../../components/snackbar';
import { isApiError } from '../../../lib/api-client';
import { useInvoiceSettings } from '../api/get-settings';
import { useSaveInvoiceSettings } from '../api/save-settings';
import { SettingsFields } from '../components/settings-fields';

const FIELDS = new Set<string>(Object.keys(ZInvoiceSettings.shape));
/** A 400 names fields by their wire name; only the form's own are marked on it. */
const isField = (name: string): name is keyof TInvoiceSettingsInput => FIELDS.has(name);

function SettingsForm({ settings, missing }: { settings: TInvoiceSettings; missing: string[] }) {
  const save = useSaveInvoiceSettings();
  const snackbar = useSnackbar();
  const form = useForm<TInvoiceSettingsInput, unknown, TInvoiceSettings>({
    resolver: zodResolver(ZInvoiceSettings),
    mode: 'onTouched',
    defaultValues: settings,
  });

  const onSubmit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (saved) => {
          // the server's normalised values (upper case, no spaces) become the new baseline
          form.reset(saved.settings);
          snackbar.show('Impostazioni salvate');
        },
        onError: (error) => {
          snackbar.show(error.message, 'error');
          for (const [path, message] of Object.entries((isApiError(error) && error.errors) || {})) {
            const field = path.replace(/^settings\./, '');
            if (isField(field)) form.setError(field, { message });
          }
        },
      }),
    () => snackbar.show('Controlla i campi evidenziati', 'error'),
  );

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={onSubmit}>
      {missing.length ? (
        <Alert severity="warning">
          <AlertTitle>Dati obbligatori mancanti</AlertTitle>
          Finché mancano questi dati non viene emessa nessuna fattura: {missing.join(', ')}.
        </Alert>
      ) : null}
      <Typography color="text.secondary">
        I dati dell’associazione come emittente delle fatture elettroniche (FatturaPA). Si possono salvare
        anche incompleti.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SettingsFields control={form.control} />
      </Paper>
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          loading={save.isPending}
          loadingPosition="start"
        >
          Salva
        </Button>
      </Box>
    </Stack>
  );
}

/** Route /invoice-settings: the issuer's data every invoice carries. */
export default function InvoiceSettingsPage() {
  usePageTitle('Impostazioni fatturazione');
  const query = useInvoiceSettings();
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  return (
    <Stack spacing={2}>
      {/* Mounted once with the loaded values: a refetch must not undo what is being typed. */}
      <SettingsForm settings={query.data.settings} missing={query.data.missing} />
      <HistoryPanel entity="invoice_settings" id={1} />
    </Stack>
  );
}

import { type TInvoiceSettingsInput, ZInvoiceSettings } from '@app/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SaveButton } from '../../../components/editor/save-button';
import { useEditor } from '../../../components/editor/use-editor';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { type InvoiceSettingsReply, useInvoiceSettings } from '../api/get-settings';
import { useSaveInvoiceSettings } from '../api/save-settings';
import { AssociationContact } from '../components/association-contact';
import { AssociationLogo } from '../components/association-logo';
import { PecChannel } from '../components/pec-channel';
import { SettingsFields } from '../components/settings-fields';
import { WaitingOfferHours } from '../components/waiting-offer-hours';

function SettingsForm({ reply }: { reply: InvoiceSettingsReply }) {
  const save = useSaveInvoiceSettings();
  const editor = useEditor({
    schema: ZInvoiceSettings,
    mode: 'onTouched',
    record: reply,
    // after a save the server's normalised values (upper case, no spaces) become the baseline
    toValues: (record): TInvoiceSettingsInput => (record ?? reply).settings,
    save: (values) => save.mutateAsync(values),
    messages: { saved: 'Impostazioni salvate', invalid: 'Controlla i campi evidenziati' },
    fieldPrefix: 'settings.',
  });
  const { missing } = reply;

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={editor.submit}>
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
        <SettingsFields control={editor.form.control} />
      </Paper>
      <Box>
        <SaveButton saving={editor.saving} />
      </Box>
      {editor.dialogs}
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
      {/* A refetch replaces the values only while nothing is being typed. */}
      <SettingsForm reply={query.data} />
      <AssociationLogo />
      <AssociationContact />
      <WaitingOfferHours />
      <PecChannel />
      <HistoryPanel entity="invoice_settings" id={1} />
    </Stack>
  );
}

import { type TWaitingListSettings, WAITING_OFFER_HOURS_MAX, ZWaitingListSettings } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SaveButton } from '../../../components/editor/save-button';
import { useEditor } from '../../../components/editor/use-editor';
import { TextInput } from '../../../components/form/text-input';
import { QueryError } from '../../../components/query-error';
import { useSaveWaitingOfferHours, useWaitingOfferHours } from '../api/waiting-offer-hours';
import { SettingsSection } from './settings-section';

function HoursForm({ settings }: { settings: TWaitingListSettings }) {
  const save = useSaveWaitingOfferHours();
  const editor = useEditor({
    schema: ZWaitingListSettings,
    record: settings,
    toValues: (record) => ({ offer_hours: (record ?? settings).offer_hours }),
    save: (values) => save.mutateAsync(values),
    messages: { saved: 'Durata delle offerte salvata', invalid: 'Controlla i campi evidenziati' },
  });
  return (
    <Box component="form" noValidate onSubmit={editor.submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <TextInput
        control={editor.form.control}
        name="offer_hours"
        label="Ore per prenotare i posti offerti"
        type="number"
        slotProps={{ htmlInput: { min: 1, max: WAITING_OFFER_HOURS_MAX, step: 1 } }}
        helperText="Vale per le offerte fatte da ora in poi (48 se non impostata)."
      />
      <Box>
        {/* not "Salva": the page's issuer form above has that button */}
        <SaveButton saving={editor.saving} label="Aggiorna durata" />
      </Box>
      {editor.dialogs}
    </Box>
  );
}

/**
 * The settings page's waiting-list block: when seats come back, the first in line is mailed an
 * offer that holds them this many hours; unused, it passes to the next.
 */
export function WaitingOfferHours() {
  const query = useWaitingOfferHours();
  return (
    <SettingsSection
      title="Lista d’attesa delle conferenze"
      intro="Quando in una conferenza piena si liberano posti, il primo in lista d’attesa riceve un’e-mail con un link che glieli tiene da parte per queste ore; se non prenota in tempo, l’offerta passa al successivo."
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : query.isPending ? (
        <Typography variant="body2">Caricamento…</Typography>
      ) : (
        <HoursForm settings={query.data} />
      )}
    </SettingsSection>
  );
}

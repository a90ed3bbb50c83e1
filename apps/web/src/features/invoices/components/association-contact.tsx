import { type TAssociationContact, ZAssociationContact } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SaveButton } from '../../../components/editor/save-button';
import { useEditor } from '../../../components/editor/use-editor';
import { TextInput } from '../../../components/form/text-input';
import { QueryError } from '../../../components/query-error';
import { useAssociationContact, useSaveAssociationContact } from '../api/association-contact';
import { SettingsSection } from './settings-section';

function ContactForm({ contact }: { contact: TAssociationContact }) {
  const save = useSaveAssociationContact();
  const editor = useEditor({
    schema: ZAssociationContact,
    record: contact,
    toValues: (record) => ({ email: (record ?? contact).email ?? '' }),
    save: (values) => save.mutateAsync(values),
    messages: { saved: 'E-mail di contatto salvata', invalid: 'Controlla i campi evidenziati' },
  });
  return (
    <Box component="form" noValidate onSubmit={editor.submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <TextInput
        control={editor.form.control}
        name="email"
        label="E-mail di contatto dell’associazione"
        type="email"
        autoComplete="email"
        helperText="Lasciala vuota se non c’è un indirizzo a cui scrivere."
      />
      <Box>
        {/* not "Salva": the page's issuer form above has that button */}
        <SaveButton saving={editor.saving} label="Aggiorna indirizzo" />
      </Box>
      {editor.dialogs}
    </Box>
  );
}

/**
 * The settings page's contact block: the address members and bookers write to. Every e-mail the
 * product sends comes from a no-reply address; this one is its Reply-To, and the e-mail names it.
 */
export function AssociationContact() {
  const query = useAssociationContact();
  return (
    <SettingsSection
      title="E-mail di contatto"
      intro="L’indirizzo a cui soci e clienti scrivono: le e-mail inviate a loro lo indicano per le domande, e una risposta arriva lì. Senza indirizzo le e-mail non invitano a rispondere."
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : query.isPending ? (
        <Typography variant="body2">Caricamento…</Typography>
      ) : (
        <ContactForm contact={query.data} />
      )}
    </SettingsSection>
  );
}

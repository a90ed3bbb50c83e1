import {
  CONFERENCE_COUNTRIES,
  CONFERENCE_COUNTRY_LABELS,
  CONFERENCE_MSG,
  detailPath,
  MSG,
  PRICE_KIND_LABELS,
  PRICE_KINDS,
  type TConference,
  VAT_RULE_LABELS,
  VAT_RULES,
  ZConferenceSaveBody,
} from '@app/shared';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SaveButton } from '../../../components/editor/save-button';
import { useEditor } from '../../../components/editor/use-editor';
import { DateInput } from '../../../components/form/date-input';
import { MoneyInput } from '../../../components/form/money-input';
import { SelectInput } from '../../../components/form/select-input';
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';
import { useSaveConference } from '../api/save-conference';
import { type ConferenceFormValues, type ConferenceRecord, toFormValues } from './conference-values';
import { ImageField } from './image-field';
import { OptionalsFields, WorkshopsFields } from './lines-fields';

const VAT_OPTIONS = VAT_RULES.map((v) => ({ value: v, label: VAT_RULE_LABELS[v] }));
const COUNTRY_OPTIONS = CONFERENCE_COUNTRIES.map((c) => ({ value: c, label: CONFERENCE_COUNTRY_LABELS[c] }));
const DEPENDS = new Set([
  'conference.country',
  'conference.vat_rule',
  'conference.date_start',
  'conference.date_end',
]);
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
const priceGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
} as const;

/** The streaming select (Sì / No) bound to the boolean. */
function StreamingSelect({ control }: { control: Control<ConferenceFormValues> }) {
  const { field } = useController({ control, name: 'conference.streaming' });
  return (
    <TextField
      select
      label="Streaming"
      name={field.name}
      value={field.value ? 'yes' : 'no'}
      onChange={(event) => field.onChange(event.target.value === 'yes')}
      onBlur={field.onBlur}
      inputRef={field.ref}
    >
      <MenuItem value="yes">Sì</MenuItem>
      <MenuItem value="no">No</MenuItem>
    </TextField>
  );
}

type Props = {
  record: ConferenceRecord;
  /** Loads the conference and the prices again (Ricarica after a 412). */
  refetch: () => Promise<ConferenceRecord | undefined>;
};

/** The conference editor: the conference, its lines and the global prices, saved in one call. */
export function ConferenceForm({ record, refetch }: Props) {
  const navigate = useNavigate();
  const save = useSaveConference();
  const editor = useEditor({
    schema: ZConferenceSaveBody,
    record,
    toValues: (current) => toFormValues(current ?? record),
    save: async (body, base) => {
      const conference = base?.conference ?? null;
      const saved = await save.mutateAsync({
        id: conference?.id ?? null,
        version: conference?.version,
        body,
      });
      // the prices are global: the form goes on from them as the server now has them
      const fresh = await refetch().catch(() => undefined);
      return { conference: saved, prices: fresh?.prices ?? body.prices ?? record.prices };
    },
    messages: { saved: CONFERENCE_MSG.saved, failed: MSG.somethingWrong },
    staleRecord: (error) => {
      const conference = error.current<TConference>('conference');
      return conference ? { conference, prices: record.prices } : undefined;
    },
    refetch,
    onSaved: (saved) => {
      if (!record.conference && saved.conference) {
        navigate(detailPath('conference', saved.conference.id), { replace: true });
      }
    },
  });
  const { form } = editor;
  const { control, watch, trigger } = form;
  const conference = record.conference;

  // the cross-field rules follow the fields they depend on once the user has tried to save
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && DEPENDS.has(name) && form.formState.isSubmitted) {
        void trigger(['conference.vat_rule', 'conference.date_end']);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, form]);

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={editor.submit}
      sx={{ p: { xs: 2, md: 3 } }}
      aria-label="Conferenza"
    >
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {conference ? conference.title : 'Nuova conferenza'}
          </Typography>
          <SaveButton saving={editor.saving} loadingPosition="center" />
        </Stack>
        <ImageField control={control} />
        <Stack sx={grid}>
          <TextInput control={control} name="conference.title" label="Titolo" required />
          <StreamingSelect control={control} />
          <SelectInput
            control={control}
            name="conference.vat_rule"
            label="IVA"
            options={VAT_OPTIONS}
            required
          />
          <SelectInput
            control={control}
            name="conference.country"
            label="Paese"
            options={COUNTRY_OPTIONS}
            required
          />
          <TextInput control={control} name="conference.city" label="Città" required />
          <SwitchInput control={control} name="conference.active" label="Attiva" />
          <DateInput control={control} name="conference.date_start" label="Data inizio" required />
          <DateInput control={control} name="conference.date_end" label="Data fine" required />
        </Stack>
        <TextInput
          control={control}
          name="conference.description"
          label="Descrizione"
          required
          multiline
          minRows={3}
        />
        <Divider />
        <Typography variant="subtitle1" component="h3">
          Prezzi
        </Typography>
        <Stack sx={priceGrid}>
          <MoneyInput control={control} name="conference.price" label="Prezzo intero" required />
          {PRICE_KINDS.map((kind) => (
            <MoneyInput
              key={kind}
              control={control}
              name={`prices.${kind}.price`}
              label={PRICE_KIND_LABELS[kind]}
              required
            />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          I prezzi member, expert, ospiti, streaming e speaker valgono per tutte le conferenze.
        </Typography>
        <Divider />
        <OptionalsFields control={control} />
        <Divider />
        <WorkshopsFields control={control} />
      </Stack>
      {editor.dialogs}
    </Paper>
  );
}

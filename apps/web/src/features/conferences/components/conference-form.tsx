import {
  CONFERENCE_COUNTRIES,
  CONFERENCE_COUNTRY_LABELS,
  CONFERENCE_MSG,
  detailPath,
  MSG,
  type TConference,
  VAT_RULE_LABELS,
  VAT_RULES,
  ZConferenceSaveBody,
} from '@app/shared';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type BaseSyntheticEvent, useEffect, useId, useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { SaveButton } from '../../../components/editor/save-button';
import { useEditor } from '../../../components/editor/use-editor';
import { DateInput } from '../../../components/form/date-input';
import { MoneyInput } from '../../../components/form/money-input';
import { SelectInput } from '../../../components/form/select-input';
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';
import { useSeats } from '../api/get-seats';
import { useSaveConference } from '../api/save-conference';
import { CertificateFields } from './certificate-fields';
import { type ConferenceFormValues, type ConferenceRecord, toFormValues } from './conference-values';
import { allConferences, GlobalPrices, priceChanges, useConferenceCount } from './global-prices';
import { ImageField } from './image-field';
import { OptionalsFields, seatsHelper, WorkshopsFields } from './lines-fields';

const VAT_OPTIONS = VAT_RULES.map((v) => ({ value: v, label: VAT_RULE_LABELS[v] }));
const COUNTRY_OPTIONS = CONFERENCE_COUNTRIES.map((c) => ({ value: c, label: CONFERENCE_COUNTRY_LABELS[c] }));
const DEPENDS = new Set([
  'conference.country',
  'conference.vat_rule',
  'conference.date_start',
  'conference.date_end',
]);
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
/** Under the English title: what the English fields are for, and what shows without them. */
const ENGLISH_HINT = "Per il sito in inglese; se vuoto, si mostra l'italiano";

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

/**
 * The conference editor: the conference with its lines, and beside it, in a card of their own, the
 * global prices; both saved in one call, after a confirmation when the global prices changed.
 */
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
  const confirm = useConfirm();
  const conferenceCount = useConferenceCount(!conference);
  const titleId = useId();
  const seats = useSeats(conference?.id ?? 0);
  const taken = useMemo(
    () => (seats.data ? new Map(seats.data.workshops.map((w) => [w.id, w.taken])) : undefined),
    [seats.data],
  );

  // the cross-field rules follow the fields they depend on once the user has tried to save
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && DEPENDS.has(name) && form.formState.isSubmitted) {
        void trigger(['conference.vat_rule', 'conference.date_end']);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, form]);

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    // the global prices change every conference: asked once the form is valid, before saving
    const changes = priceChanges(form.formState.defaultValues?.prices, form.getValues('prices'));
    if (changes.length > 0 && (await trigger())) {
      const ok = await confirm({
        title: 'Modificare le tariffe comuni?',
        message: (
          <>
            Le nuove tariffe valgono per {allConferences(conferenceCount)}, non solo per questa.
            {changes.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block', mt: 1 }}>
                {line}
              </Box>
            ))}
          </>
        ),
        confirmLabel: 'Salva per tutte',
      });
      if (!ok) return;
    }
    await editor.submit();
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-label="Conferenza">
      <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            <Typography variant="h6" component="h2" id={titleId} sx={{ overflowWrap: 'anywhere' }}>
              {conference ? conference.title : 'Nuova conferenza'}
            </Typography>
            <SaveButton saving={editor.saving} loadingPosition="center" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            I campi con * sono obbligatori.
          </Typography>
          <ImageField control={control} />
          <Stack sx={grid}>
            <TextInput control={control} name="conference.title" label="Titolo" required />
            <TextInput
              control={control}
              name="conference.title_en"
              label="Titolo (inglese)"
              helperText={ENGLISH_HINT}
            />
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
            <StreamingSelect control={control} />
            <DateInput control={control} name="conference.date_start" label="Data inizio" required />
            <DateInput control={control} name="conference.date_end" label="Data fine" required />
            <SwitchInput control={control} name="conference.active" label="Attiva" />
          </Stack>
          <Stack sx={grid}>
            <TextInput
              control={control}
              name="conference.description"
              label="Descrizione"
              required
              multiline
              minRows={3}
            />
            <TextInput
              control={control}
              name="conference.description_en"
              label="Descrizione (inglese)"
              multiline
              minRows={3}
            />
          </Stack>
          <Stack sx={grid}>
            <MoneyInput control={control} name="conference.price" label="Prezzo intero" required />
            <TextInput
              control={control}
              name="conference.seats"
              label="Posti in presenza"
              type="number"
              helperText={seatsHelper(conference ? seats.data?.taken : 0)}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
          </Stack>
          <Divider />
          <OptionalsFields control={control} />
          <Divider />
          <WorkshopsFields control={control} taken={taken} />
          <Divider />
          <CertificateFields control={control} />
        </Stack>
      </Paper>
      <GlobalPrices control={control} count={conferenceCount} />
      {editor.dialogs}
    </Stack>
  );
}

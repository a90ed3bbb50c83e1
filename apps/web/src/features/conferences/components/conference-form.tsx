import {
  CONFERENCE_COUNTRIES,
  CONFERENCE_COUNTRY_LABELS,
  CONFERENCE_MSG,
  MSG,
  PRICE_KIND_LABELS,
  PRICE_KINDS,
  type TConference,
  type TConferenceSaveBody,
  type TPrices,
  VAT_RULE_LABELS,
  VAT_RULES,
  ZConferenceSaveBody,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type Path, useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/form/date-input';
import { MoneyInput } from '../../../components/form/money-input';
import { SelectInput } from '../../../components/form/select-input';
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';
import { useSnackbar } from '../../../components/snackbar';
import { StaleDialog } from '../../../components/stale-dialog';
import { isApiError } from '../../../lib/api-client';
import { useSaveConference } from '../api/save-conference';
import { ImageField } from './image-field';
import { OptionalsFields, WorkshopsFields } from './lines-fields';

type FormValues = TConferenceSaveBody;

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

function toForm(c: TConference | null, prices: TPrices): FormValues {
  const conference = c
    ? {
        title: c.title,
        vat_rule: c.vat_rule,
        country: c.country,
        city: c.city,
        description: c.description,
        image: c.image,
        date_start: c.date_start,
        date_end: c.date_end,
        price: c.price,
        streaming: c.streaming,
        active: c.active,
        optionals: c.optionals,
        workshops: c.workshops,
      }
    : ({
        title: '',
        vat_rule: null,
        country: null,
        city: '',
        description: '',
        image: '',
        date_start: null,
        date_end: null,
        price: null,
        streaming: false,
        active: false,
        optionals: [],
        workshops: [],
      } as unknown as FormValues['conference']);
  return { conference, prices };
}

/** The streaming select (Sì / No) bound to the boolean. */
function StreamingSelect({ control }: { control: ReturnType<typeof useForm<FormValues>>['control'] }) {
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

type Props = { conference: TConference | null; prices: TPrices; onReload: (error?: unknown) => void };

/** The conference editor: the conference, its lines and the global prices, saved in one call. */
export function ConferenceForm({ conference, prices, onReload }: Props) {
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const save = useSaveConference();
  const [stale, setStale] = useState<unknown>(null);
  const form = useForm<FormValues>({
    defaultValues: toForm(conference, prices),
    resolver: zodResolver(ZConferenceSaveBody),
  });
  const { control, handleSubmit, setError, watch, trigger } = form;

  // the cross-field rules follow the fields they depend on once the user has tried to save
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && DEPENDS.has(name) && form.formState.isSubmitted) {
        void trigger(['conference.vat_rule', 'conference.date_end']);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, form]);

  const onSubmit = handleSubmit((values) => {
    save.mutate(
      { id: conference?.id ?? null, version: conference?.version, body: values },
      {
        onSuccess: (saved) => {
          snackbar.show(CONFERENCE_MSG.saved);
          if (!conference) navigate(`/conference/${saved.id}`, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.isStale) {
            setStale(error);
            return;
          }
          for (const [field, message] of Object.entries((isApiError(error) && error.errors) || {})) {
            setError(field as Path<FormValues>, { message });
          }
          snackbar.show(MSG.somethingWrong, 'error');
        },
      },
    );
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, md: 3 } }}
      aria-label="Conferenza"
    >
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {conference ? conference.title : 'Nuova conferenza'}
          </Typography>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={save.isPending}>
            Salva
          </Button>
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
      <StaleDialog
        error={stale}
        onReload={() => {
          onReload(stale);
          setStale(null);
        }}
        onClose={() => setStale(null)}
      />
    </Paper>
  );
}

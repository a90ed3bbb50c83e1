import { DOCUMENT_ACCEPT, detailPath, EXPERT_MSG, type TExpert, ZExpertInput } from '@app/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { type FieldPath, useController } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EditorHeader } from '../../../components/editor/editor-header';
import { useEditor } from '../../../components/editor/use-editor';
import { FileName } from '../../../components/file-name';
import { DateInput } from '../../../components/form/date-input';
import { SelectInput } from '../../../components/form/select-input';
import { SwitchInput } from '../../../components/form/switch-input';
import { TextInput } from '../../../components/form/text-input';
import { HistoryPanel } from '../../../components/history-panel';
import { ImageUpload } from '../../../components/image-upload';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { UploadButton } from '../../../components/upload-button';
import { useCountries } from '../../../lib/countries';
import { useExpert } from '../api/get-expert';
import { useUserRef } from '../api/get-user-ref';
import { useSaveExpert } from '../api/save-expert';
import { EMPTY_EXPERT, type ExpertFormValues, toFormValues } from '../components/expert-form';
import { type UserOption, UserSelect } from '../components/user-select';

const LONG_FIELDS: [FieldPath<ExpertFormValues>, string][] = [
  ['education', 'Formazione'],
  ['professional_qualification', 'Qualifica professionale'],
  ['academic_position', 'Posizione accademica'],
  ['description', 'Associazioni e incarichi'],
  ['current_professional_position', 'Posizione professionale attuale'],
  ['previous_position', 'Posizione professionale precedente'],
  ['practical_experience', 'Esperienza pratica'],
];
const CONTACT_FIELDS: [FieldPath<ExpertFormValues>, string][] = [
  ['email', 'Email'],
  ['email_alternative', 'Email alternativa'],
  ['phone', 'Telefono'],
  ['website', 'Sito web'],
  ['languages', 'Lingue'],
];

/** Routes /experts/new and /experts/:id: the full expert editor. */
export default function ExpertEditorPage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? 0 : Number(params.id);
  usePageTitle(isNew ? 'Nuovo Esperto' : 'Modifica Esperto');
  const query = useExpert(id);

  if (!isNew && (!Number.isInteger(id) || id <= 0))
    return <Alert severity="error">Esperto non trovato</Alert>;
  if (!isNew && query.isPending) return <PageLoader />;
  if (!isNew && query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  // The form starts from the loaded record: filled in later by an effect, it could undo typing.
  return (
    <>
      <ExpertEditor key={id} isNew={isNew} expert={query.data} refetch={query.refetch} />
      {isNew ? null : <HistoryPanel entity="expert" id={id} />}
    </>
  );
}

type EditorProps = {
  isNew: boolean;
  expert: TExpert | undefined;
  refetch: () => Promise<{ data?: TExpert }>;
};

function ExpertEditor({ isNew, expert, refetch }: EditorProps) {
  const [searchParams] = useSearchParams();
  const presetUser = isNew ? Number(searchParams.get('user_id')) || null : null;
  const presetRef = useUserRef(presetUser);
  const navigate = useNavigate();
  const save = useSaveExpert();
  const countries = useCountries();
  const editor = useEditor({
    schema: ZExpertInput,
    mode: 'onTouched',
    record: expert ?? null,
    toValues: (record) => (record ? toFormValues(record) : { ...EMPTY_EXPERT, user_id: presetUser }),
    save: (values, base) =>
      save.mutateAsync({ id: base ? base.id : null, version: base?.version, expert: values }),
    messages: { saved: EXPERT_MSG.saved, invalid: 'Controlla i campi evidenziati' },
    staleKey: 'expert',
    refetch: async () => (await refetch()).data,
    fieldPrefix: 'expert.',
    onSaved: (saved) => {
      if (isNew) navigate(detailPath('expert', saved.id), { replace: true });
    },
  });
  const { form } = editor;
  const image = useController({ control: form.control, name: 'image' });
  const curriculum = useController({ control: form.control, name: 'curriculum' });

  // A new expert reached from a user's editor starts with that user's name.
  useEffect(() => {
    const ref = presetRef.data;
    if (!ref || form.getValues('name') || form.getValues('surname')) return;
    form.setValue('name', ref.name);
    form.setValue('surname', ref.surname);
  }, [presetRef.data, form]);

  const initialUser = useMemo<UserOption | null>(
    () =>
      expert
        ? {
            id: expert.user_id,
            label: `${expert.user_name ?? ''} ${expert.user_surname ?? ''} (${expert.user_email ?? ''})`,
          }
        : presetRef.data
          ? {
              id: presetRef.data.id,
              label: `${presetRef.data.name} ${presetRef.data.surname} (${presetRef.data.email})`,
            }
          : null,
    [expert, presetRef.data],
  );

  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const half = { xs: 12, sm: 6 } as const;
  const { control } = form;

  return (
    <Box component="form" noValidate onSubmit={editor.submit}>
      <EditorHeader
        back={{ to: '/experts', label: 'Esperti' }}
        title={isNew ? 'Nuovo esperto' : `${expert?.name ?? ''} ${expert?.surname ?? ''}`}
        saving={editor.saving}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
            <SwitchInput control={control} name="published" label="Pubblicato" />
            <ImageUpload
              value={image.field.value}
              onChange={image.field.onChange}
              alt="Immagine dell'esperto"
              size={56}
              person={expert}
            />
          </Stack>
          {image.fieldState.error ? <Alert severity="error">{image.fieldState.error.message}</Alert> : null}
          <Grid container spacing={2}>
            <Grid size={half}>
              <UserSelect control={control} initial={initialUser} />
            </Grid>
            <Grid size={half}>
              <SelectInput
                control={control}
                name="country_id"
                label="Paese"
                options={countryOptions}
                noneOption="Nessuno"
                required
                fullWidth
              />
            </Grid>
            <Grid size={half}>
              <TextInput control={control} name="name" label="Nome" required fullWidth />
            </Grid>
            <Grid size={half}>
              <TextInput control={control} name="surname" label="Cognome" required fullWidth />
            </Grid>
            <Grid size={half}>
              <TextInput control={control} name="job_title" label="Ruolo professionale" fullWidth />
            </Grid>
            <Grid size={half}>
              <DateInput control={control} name="date_of_birth" label="Data di nascita" />
            </Grid>
            {LONG_FIELDS.map(([name, label]) => (
              <Grid key={name} size={12}>
                <TextInput control={control} name={name} label={label} multiline minRows={2} fullWidth />
              </Grid>
            ))}
            {CONTACT_FIELDS.map(([name, label]) => (
              <Grid key={name} size={half}>
                <TextInput control={control} name={name} label={label} fullWidth />
              </Grid>
            ))}
            <Grid size={12}>
              <TextInput
                control={control}
                name="short_publication"
                label="Pubblicazione breve"
                multiline
                minRows={2}
                fullWidth
              />
            </Grid>
          </Grid>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              Curriculum
            </Typography>
            {curriculum.field.value ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <DescriptionIcon color="action" />
                <FileName name={curriculum.field.value} empty="" data-testid="curriculum-name" />
                <IconButton aria-label="Rimuovi curriculum" onClick={() => curriculum.field.onChange(null)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>Nessun curriculum caricato</Typography>
            )}
            <div>
              <UploadButton
                accept={DOCUMENT_ACCEPT}
                label={curriculum.field.value ? 'Modifica curriculum' : 'Carica curriculum'}
                onUploaded={(name) => curriculum.field.onChange(name)}
              />
            </div>
            {curriculum.fieldState.error ? (
              <Alert severity="error">{curriculum.fieldState.error.message}</Alert>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      {editor.dialogs}
    </Box>
  );
}

import {
  ARBITRATOR_GROUPS,
  ARBITRATOR_SAVED,
  DOCUMENT_ACCEPT,
  MSG,
  type TArbitrator,
  type TArbitratorUpdateInput,
  ZArbitratorUpdate,
} from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, useController, useFieldArray } from 'react-hook-form';
import { EditorHeader } from '../../../components/editor/editor-header';
import { useEditor } from '../../../components/editor/use-editor';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { ImageUpload } from '../../../components/image-upload';
import { useCountries } from '../../../lib/countries';
import { useSaveArbitrator } from '../api/save-arbitrator';
import { ApplicationSummary } from './application-summary';
import { ApprovalAction } from './approval-action';
import { FileField } from './file-field';
import { fullName } from './use-approve';

type FormValues = TArbitratorUpdateInput;

const GROUP_OPTIONS = ARBITRATOR_GROUPS.map((g) => ({ value: g, label: g }));
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

function toForm(a: TArbitrator): FormValues {
  return {
    email: a.email,
    phone: a.phone,
    country: a.country,
    year_of_birth: a.year_of_birth,
    group: a.group,
    languages: a.languages,
    professional_qualification: a.professional_qualification,
    experience_field_distribution: a.experience_field_distribution,
    litigation_experience: a.litigation_experience,
    arbitration_experience: a.arbitration_experience,
    experience_in_house: a.experience_in_house,
    distribution_cases: a.distribution_cases,
    curriculum: a.curriculum,
    first_reccomandation: a.first_reccomandation,
    second_reccomandation: a.second_reccomandation,
    image: a.image,
  };
}

function PhotoField({ control }: { control: Control<FormValues> }) {
  const { field } = useController({ control, name: 'image' });
  const image = field.value || null;
  return (
    <ImageUpload
      value={image}
      onChange={field.onChange}
      alt={image ? 'Foto dell’arbitrator' : undefined}
      size={96}
      noun="foto"
      variant="rounded"
      groupLabel="Foto"
    />
  );
}

type Props = { arbitrator: TArbitrator; refetch: () => Promise<TArbitrator | undefined> };

/** The arbitrator editor. */
export function ArbitratorForm({ arbitrator, refetch }: Props) {
  const save = useSaveArbitrator();
  const countries = useCountries();
  const editor = useEditor({
    schema: ZArbitratorUpdate,
    record: arbitrator,
    toValues: (record) => toForm(record ?? arbitrator),
    save: (values, base) =>
      save.mutateAsync({ id: arbitrator.id, version: (base ?? arbitrator).version, arbitrator: values }),
    messages: { saved: ARBITRATOR_SAVED, failed: MSG.somethingWrong, invalid: MSG.somethingWrong },
    staleKey: 'arbitrator',
    refetch,
    fieldPrefix: 'arbitrator.',
  });
  const { control } = editor.form;
  const cases = useFieldArray({ control, name: 'distribution_cases' });
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Box component="form" noValidate onSubmit={editor.submit}>
      <EditorHeader
        back={{ to: '/arbitrators', label: 'Lista Arbitrator' }}
        title={fullName(arbitrator)}
        saving={editor.saving}
      >
        <ApprovalAction arbitrator={arbitrator} unsaved={editor.dirty} />
      </EditorHeader>
      <ApplicationSummary arbitrator={arbitrator} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <PhotoField control={control} />
          <Box sx={twoColumns}>
            <TextInput control={control} name="email" label="Email" type="email" />
            <TextInput control={control} name="phone" label="Telefono" />
            <TextField label="Nome" value={arbitrator.name} slotProps={{ input: { readOnly: true } }} />
            <TextField label="Cognome" value={arbitrator.surname} slotProps={{ input: { readOnly: true } }} />
            <SelectInput
              control={control}
              name="group"
              label="Gruppo"
              options={GROUP_OPTIONS}
              noneOption="Nessuno"
            />
            <TextInput control={control} name="languages" label="Lingue" />
            <SelectInput
              control={control}
              name="country"
              label="Nazionalità"
              options={countryOptions}
              noneOption="Nessuna"
            />
            <TextInput
              control={control}
              name="year_of_birth"
              label="Anno di nascita"
              type="number"
              slotProps={{ htmlInput: { min: 1900, max: 2100, step: 1 } }}
            />
          </Box>
          <TextInput
            control={control}
            name="professional_qualification"
            label="Qualifiche professionali"
            multiline
            minRows={2}
          />
          <Box sx={twoColumns}>
            <TextInput
              control={control}
              name="experience_field_distribution"
              label="Esperienza nel settore distribuzione"
              multiline
              minRows={3}
            />
            <TextInput
              control={control}
              name="litigation_experience"
              label="Esperienza nel contenzioso"
              multiline
              minRows={3}
            />
            <TextInput
              control={control}
              name="arbitration_experience"
              label="Esperienza in arbitrato"
              multiline
              minRows={3}
            />
            <TextInput
              control={control}
              name="experience_in_house"
              label="Esperienza in-house"
              multiline
              minRows={3}
            />
          </Box>

          <Divider />
          <Stack spacing={2} component="section" aria-labelledby="distribution-cases-title">
            <Typography variant="h6" component="h2" id="distribution-cases-title">
              Casi di distribuzione
            </Typography>
            {cases.fields.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>Nessun caso</Typography>
            ) : null}
            {cases.fields.map((item, index) => (
              <Stack
                key={item.id}
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ alignItems: { md: 'flex-start' } }}
              >
                <TextInput
                  control={control}
                  name={`distribution_cases.${index}.title`}
                  label={`Titolo caso ${index + 1}`}
                  sx={{ flex: 1 }}
                />
                <TextInput
                  control={control}
                  name={`distribution_cases.${index}.description`}
                  label={`Descrizione caso ${index + 1}`}
                  multiline
                  minRows={2}
                  sx={{ flex: 2 }}
                />
                <Box>
                  <IconButton
                    aria-label={`Rimuovi caso ${index + 1}`}
                    color="error"
                    onClick={() => cases.remove(index)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              </Stack>
            ))}
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => cases.append({ title: '', description: '' })}>
                Aggiungi caso
              </Button>
            </Box>
          </Stack>

          <Divider />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: '1fr' }}>
            <FileField control={control} name="curriculum" label="Curriculum" accept={DOCUMENT_ACCEPT} />
            <FileField
              control={control}
              name="first_reccomandation"
              label="Prima raccomandazione"
              accept={DOCUMENT_ACCEPT}
            />
            <FileField
              control={control}
              name="second_reccomandation"
              label="Seconda raccomandazione"
              accept={DOCUMENT_ACCEPT}
            />
          </Box>
        </Stack>
      </Paper>
      {editor.dialogs}
    </Box>
  );
}

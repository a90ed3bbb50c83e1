import {
  formToSection,
  MSG,
  type TCategory,
  type TSection,
  type TSectionForm,
  ZSectionForm,
} from '@app/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Control, type FieldPath, FormProvider, useForm, useWatch } from 'react-hook-form';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { useSnackbar } from '../../../components/snackbar';
import { StaleDialog } from '../../../components/stale-dialog';
import { isApiError } from '../../../lib/api-client';
import { useSaveSection } from '../api/save-section';
import { ChapterList } from './chapter-list';

type Props = {
  id: number | null;
  initial: TSectionForm;
  version?: number;
  categories: readonly TCategory[];
  onSaved: (saved: TSection) => void;
  onBack: () => void;
  onReload: () => void;
};

/** Server field names (section.rows.0.documents.1.file.en) → the form's fields, where one matches. */
function formField(values: TSectionForm, key: string): FieldPath<TSectionForm> | null {
  const path = key.replace(/^section\./, '');
  const file = /^(rows\.\d+\.documents\.\d+)\.file\.(.+)$/.exec(path);
  if (file) {
    const [, document, language] = file;
    const [, c, , d] = document.split('.');
    const index = values.rows[Number(c)]?.documents[Number(d)]?.file.findIndex(
      (e) => e.language === language,
    );
    return index !== undefined && index >= 0
      ? (`${document}.file.${index}.language` as FieldPath<TSectionForm>)
      : null;
  }
  return /^(category_id|title|rows\.\d+\.(title|content|documents\.\d+\.(title|expert_id)))$/.test(path)
    ? (path as FieldPath<TSectionForm>)
    : null;
}

/** Takes the "Required" away as soon as a category is chosen. */
function ClearWhenChosen({
  control,
  onChosen,
}: {
  control: Control<TSectionForm>;
  onChosen: (field: 'category_id') => void;
}) {
  const category = useWatch({ control, name: 'category_id' });
  useEffect(() => {
    if (category !== null && category !== undefined) onChosen('category_id');
  }, [category, onChosen]);
  return null;
}

/** Section editor: category (required), title, chapters → documents → language files; one Save. */
export function SectionForm({
  id,
  initial,
  version: initialVersion,
  categories,
  onSaved,
  onBack,
  onReload,
}: Props) {
  // Validated with the shared schema on Save only, field by field (see validate): handleSubmit would
  // re-render every input of a large section on each submit state change.
  const form = useForm<TSectionForm>({ defaultValues: initial });
  const { control, getValues, setError, clearErrors } = form;
  const snackbar = useSnackbar();
  const save = useSaveSection();
  const [version, setVersion] = useState(initialVersion);
  const [staleError, setStaleError] = useState<unknown>(null);
  const shown = useRef<FieldPath<TSectionForm>[]>([]);
  const categoryOptions = useMemo(
    () => categories.map((c) => ({ value: c.id, label: c.name })),
    [categories],
  );

  const showErrors = (errors: [FieldPath<TSectionForm>, string][]) => {
    if (shown.current.length > 0) clearErrors(shown.current);
    shown.current = errors.map(([field]) => field);
    for (const [field, message] of errors) setError(field, { message });
  };
  const clearError = useCallback(
    (field: FieldPath<TSectionForm>) => {
      if (!shown.current.includes(field)) return;
      shown.current = shown.current.filter((f) => f !== field);
      clearErrors(field);
    },
    [clearErrors],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = getValues();
    const parsed = ZSectionForm.safeParse(values);
    if (!parsed.success) {
      showErrors(parsed.error.issues.map((i) => [i.path.join('.') as FieldPath<TSectionForm>, i.message]));
      const nested = parsed.error.issues.find((i) => i.path[0] === 'rows');
      if (nested) snackbar.show(`Capitolo ${Number(nested.path[1]) + 1}: ${nested.message}`, 'error');
      return;
    }
    showErrors([]);
    save.mutate(
      { id, section: formToSection(values), version },
      {
        onSuccess: (saved) => {
          snackbar.show('Documento Salvato');
          setVersion(saved.version);
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.isStale) return setStaleError(error);
          snackbar.show(MSG.somethingWrong, 'error');
          const errors = Object.entries((isApiError(error) && error.errors) || {});
          showErrors(
            errors.flatMap(([key, message]) => {
              const field = formField(values, key);
              return field ? [[field, message] as [FieldPath<TSectionForm>, string]] : [];
            }),
          );
        },
      },
    );
  };

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Sezione">
        <ClearWhenChosen control={control} onChosen={clearError} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
            Indietro
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={save.isPending}
            loadingPosition="start"
          >
            Save
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <SelectInput
              control={control}
              name="category_id"
              label="Categoria"
              options={categoryOptions}
              noneOption
              required
              sx={{ minWidth: { md: 280 } }}
              fullWidth
            />
            <TextInput control={control} name="title" label="Titolo" fullWidth />
          </Stack>
        </Paper>
        <Typography variant="h6" component="h2">
          Capitoli
        </Typography>
        <ChapterList control={control} />
      </Stack>
      <StaleDialog
        error={staleError}
        onClose={() => setStaleError(null)}
        onReload={() => {
          setStaleError(null);
          onReload();
        }}
      />
    </FormProvider>
  );
}

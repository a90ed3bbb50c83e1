import {
  formToSection,
  MSG,
  type TCategory,
  type TSection,
  type TSectionForm,
  ZSectionForm,
} from '@app/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { FormProvider, type UseFormReturn, useWatch } from 'react-hook-form';
import type { FieldIssue } from '../../../components/editor/editor-logic';
import { SaveButton } from '../../../components/editor/save-button';
import { useEditor } from '../../../components/editor/use-editor';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { useSaveSection } from '../api/save-section';
import { ChapterList } from './chapter-list';

type Props = {
  id: number | null;
  /** The loaded section; null for a new one. */
  section: TSection | null;
  toValues: (section: TSection | null) => TSectionForm;
  /** Loads the section again (Ricarica after a 412). */
  refetch?: () => Promise<TSection>;
  categories: readonly TCategory[];
  onSaved: (saved: TSection) => void;
  onBack: () => void;
};

/** Server field names (section.rows.0.documents.1.file.en) → the form's fields, where one matches. */
function formField(key: string, values: TSectionForm): string | null {
  const path = key.replace(/^section\./, '');
  const file = /^(rows\.\d+\.documents\.\d+)\.file\.(.+)$/.exec(path);
  if (file) {
    const [, document, language] = file;
    const [, c, , d] = document.split('.');
    const index = values.rows[Number(c)]?.documents[Number(d)]?.file.findIndex(
      (e) => e.language === language,
    );
    return index !== undefined && index >= 0 ? `${document}.file.${index}.language` : null;
  }
  return /^(category_id|title|rows\.\d+\.(title|content|documents\.\d+\.(title|expert_id)))$/.test(path)
    ? path
    : null;
}

/** Takes the "Required" away as soon as a category is chosen. */
function ClearWhenChosen({ form }: { form: UseFormReturn<TSectionForm> }) {
  const category = useWatch({ control: form.control, name: 'category_id' });
  useEffect(() => {
    if (category === null || category === undefined) return;
    if (form.getFieldState('category_id').error) form.clearErrors('category_id');
  }, [category, form]);
  return null;
}

/** A refused chapter gets its own message: "Capitolo 2: …". */
function chapterMessage(issues: FieldIssue[]): string | undefined {
  const nested = issues.find((issue) => issue.path.split('.')[0] === 'rows');
  return nested ? `Capitolo ${Number(nested.path.split('.')[1]) + 1}: ${nested.message}` : undefined;
}

/** Section editor: category (required), title, chapters → documents → language files; one Salva. */
export function SectionForm({ id, section, toValues, refetch, categories, onSaved, onBack }: Props) {
  const save = useSaveSection();
  // Validated with the shared schema on Save only: with a resolver every input of a large section
  // would re-render on each submit state change. After a save the values on screen stay.
  const editor = useEditor({
    schema: ZSectionForm,
    validate: 'save',
    afterSave: 'keep',
    record: section,
    toValues,
    save: (values, base) =>
      save.mutateAsync({ id: base?.id ?? id, section: formToSection(values), version: base?.version }),
    messages: { saved: 'Documento Salvato', failed: MSG.somethingWrong, invalid: chapterMessage },
    refetch,
    toField: formField,
    onSaved,
  });
  const { form } = editor;
  const { control } = form;
  const categoryOptions = useMemo(
    () => categories.map((c) => ({ value: c.id, label: c.name })),
    [categories],
  );

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={editor.submit} aria-label="Sezione">
        <ClearWhenChosen form={form} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
            Indietro
          </Button>
          <SaveButton saving={editor.saving} label="Salva" />
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <SelectInput
              control={control}
              name="category_id"
              label="Categoria"
              options={categoryOptions}
              noneOption="Nessuna"
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
        <ChapterList key={editor.loads} control={control} />
      </Stack>
      {editor.dialogs}
    </FormProvider>
  );
}

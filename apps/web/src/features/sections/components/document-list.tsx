import { emptyFormDocument, type TSectionForm } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import { type Control, useFieldArray } from 'react-hook-form';
import { SelectInput } from '../../../components/form/select-input';
import { TextInput } from '../../../components/form/text-input';
import { DeleteAction, IconAction } from '../../../components/icon-action';
import { FileEntries } from './file-entries';
import { useSectionLookups } from './section-lookups';

type CardProps = {
  control: Control<TSectionForm>;
  chapter: number;
  index: number;
  chapterLabel: string;
  onInsertAfter: (index: number) => void;
  onRemove: (index: number) => void;
};

/** One document: title, expert (name surname, or none) and its language files. */
const DocumentCard = memo(function DocumentCard({
  control,
  chapter,
  index,
  chapterLabel,
  onInsertAfter,
  onRemove,
}: CardProps) {
  const { expertOptions } = useSectionLookups();
  const label = `Documento ${index + 1} del ${chapterLabel}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="h4" sx={{ flex: 1 }}>
            Documento {index + 1}
          </Typography>
          <IconAction
            title="Aggiungi documento dopo"
            label={`Aggiungi documento dopo ${label}`}
            icon={<AddIcon fontSize="small" />}
            onClick={() => onInsertAfter(index)}
          />
          <DeleteAction
            title="Elimina documento"
            label={`Elimina ${label}`}
            onClick={() => onRemove(index)}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput
            control={control}
            name={`rows.${chapter}.documents.${index}.title`}
            label="Titolo documento"
            size="small"
            fullWidth
          />
          <SelectInput
            control={control}
            name={`rows.${chapter}.documents.${index}.expert_id`}
            label="Esperto"
            options={expertOptions}
            noneOption="Nessuno"
            size="small"
            sx={{ minWidth: { md: 260 } }}
            fullWidth
          />
        </Stack>
        <FileEntries control={control} chapter={chapter} document={index} label={label} />
      </Stack>
    </Paper>
  );
});

/** The documents of one chapter: add after any document, delete any. */
export function DocumentList({
  control,
  chapter,
  chapterLabel,
}: {
  control: Control<TSectionForm>;
  chapter: number;
  chapterLabel: string;
}) {
  const { fields, insert, remove, append } = useFieldArray({ control, name: `rows.${chapter}.documents` });
  const insertAfter = useCallback((index: number) => insert(index + 1, emptyFormDocument()), [insert]);
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <DocumentCard
          key={field.id}
          control={control}
          chapter={chapter}
          index={index}
          chapterLabel={chapterLabel}
          onInsertAfter={insertAfter}
          onRemove={remove}
        />
      ))}
      {fields.length === 0 ? (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append(emptyFormDocument())}
            aria-label={`Aggiungi documento al ${chapterLabel}`}
          >
            Aggiungi documento
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

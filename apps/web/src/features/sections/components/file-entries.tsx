import { DOCUMENT_ACCEPT, emptyFileEntry, MSG, type TSectionForm } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { type Control, useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FileName } from '../../../components/file-name';
import { DeleteAction, IconAction } from '../../../components/icon-action';
import { useSnackbar } from '../../../components/snackbar';
import { UploadButton } from '../../../components/upload-button';
import { downloadFile } from '../api/download-file';
import { useSectionLookups } from './section-lookups';

type EntryProps = {
  control: Control<TSectionForm>;
  base: `rows.${number}.documents.${number}.file`;
  index: number;
  label: string;
  onRemove: (index: number) => void;
};

/** One language file: language select (keeps language_name in step), the file's name, upload, delete. */
const FileEntryRow = memo(function FileEntryRow({ control, base, index, label, onRemove }: EntryProps) {
  const { setValue } = useFormContext<TSectionForm>();
  const { languageOptions, languageNames } = useSectionLookups();
  const language = useController({ control, name: `${base}.${index}.language` });
  const file = useWatch({ control, name: `${base}.${index}.file` });
  const known = languageOptions.some((o) => o.value === language.field.value);
  const snackbar = useSnackbar();
  const download = () => downloadFile(file).catch(() => snackbar.show(MSG.somethingWrong, 'error'));
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '180px minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"lang lang" "name actions"', sm: '"lang name actions"' },
      }}
    >
      <TextField
        select
        size="small"
        label="Lingua"
        name={language.field.name}
        value={known ? language.field.value : ''}
        onChange={(event) => {
          language.field.onChange(event.target.value);
          setValue(`${base}.${index}.language_name`, languageNames[event.target.value] ?? event.target.value);
        }}
        onBlur={language.field.onBlur}
        inputRef={language.field.ref}
        error={Boolean(language.fieldState.error)}
        helperText={language.fieldState.error?.message}
        sx={{ gridArea: 'lang' }}
      >
        {languageOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <FileName name={file} empty="Nessun file" sx={{ gridArea: 'name' }} />
      <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
        {file ? (
          <IconAction
            title="Scarica file"
            label={`Scarica ${label}`}
            icon={<DownloadIcon fontSize="small" />}
            onClick={download}
          />
        ) : null}
        <UploadButton
          accept={DOCUMENT_ACCEPT}
          label="Carica file"
          size="small"
          onUploaded={(name) => setValue(`${base}.${index}.file`, name, { shouldDirty: true })}
        />
        <DeleteAction title="Elimina file" label={`Elimina ${label}`} onClick={() => onRemove(index)} />
      </Box>
    </Box>
  );
});

/** The language files of one document (add, delete); a new one starts in English. */
export function FileEntries({
  control,
  chapter,
  document,
  label,
}: {
  control: Control<TSectionForm>;
  chapter: number;
  document: number;
  label: string;
}) {
  const base = `rows.${chapter}.documents.${document}.file` as const;
  const { fields, append, remove } = useFieldArray({ control, name: base });
  const { languageNames } = useSectionLookups();
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <FileEntryRow
          key={field.id}
          control={control}
          base={base}
          index={index}
          label={`File ${index + 1} di ${label}`}
          onRemove={remove}
        />
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append(emptyFileEntry(languageNames.en ?? 'en'))}
          aria-label={`Aggiungi file a ${label}`}
        >
          Aggiungi file
        </Button>
      </Box>
    </Stack>
  );
}

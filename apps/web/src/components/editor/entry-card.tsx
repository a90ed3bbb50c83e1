import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SaveButton } from './save-button';
import type { Editor } from './use-editor';

type Props<TValues extends FieldValues> = {
  /** The form's accessible name, e.g. "Documento 2". */
  label: string;
  editor: Editor<TValues>;
  onDelete: () => void;
  deleting: boolean;
  /** The entry's fields. */
  children: ReactNode;
};

/** One entry of a list edited in place (its own form): the fields, then Salva and Cancella. */
export function EntryCard<TValues extends FieldValues>({
  label,
  editor,
  onDelete,
  deleting,
  children,
}: Props<TValues>) {
  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      aria-label={label}
      onSubmit={editor.submit}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        {children}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <SaveButton saving={editor.saving} plain />
          <Button color="error" variant="outlined" onClick={onDelete} loading={deleting}>
            Cancella
          </Button>
        </Stack>
      </Stack>
      {editor.dialogs}
    </Paper>
  );
}

import {
  MSG,
  type TJudicialText,
  type TJudicialTextUpdate,
  DOCUMENT_AREA_MSG as TXT,
  ZJudicialTextUpdate,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConfirm } from '../../../components/confirm-dialog';
import { TextInput } from '../../../components/form/text-input';
import { useSnackbar } from '../../../components/snackbar';
import { StaleDialog } from '../../../components/stale-dialog';
import { isStaleError } from '../../../lib/api-client';
import { useDeleteJudicialText } from '../api/delete-judicial-text';
import { useSaveJudicialText } from '../api/save-judicial-text';

type Props = {
  /** null for a new group not saved yet */
  entry: TJudicialText | null;
  label: string;
  onDone?: () => void;
  onReload: () => void;
};

/** One group of texts: title and multi-line content, with Salva and Cancella. */
export function TextEntry({ entry, label, onDone, onReload }: Props) {
  const { control, handleSubmit } = useForm<TJudicialTextUpdate>({
    resolver: zodResolver(ZJudicialTextUpdate),
    defaultValues: { title: entry?.title ?? '', content: entry?.content ?? '' },
  });
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const save = useSaveJudicialText();
  const remove = useDeleteJudicialText();
  const [stale, setStale] = useState<unknown>(null);

  const onValid = (values: TJudicialTextUpdate) =>
    save.mutate(
      { id: entry?.id ?? null, version: entry?.version, judicial_text: values },
      {
        onSuccess: () => {
          snackbar.show(TXT.textSaved);
          onDone?.();
        },
        onError: (error) =>
          isStaleError(error) ? setStale(error) : snackbar.show(MSG.somethingWrong, 'error'),
      },
    );

  const onDelete = async () => {
    if (!(await confirm({ message: TXT.confirmDeleteText, destructive: true }))) return;
    if (!entry) return onDone?.();
    remove.mutate(entry.id, {
      onSuccess: () => snackbar.show(TXT.textDeleted),
      onError: () => snackbar.show(MSG.somethingWrong, 'error'),
    });
  };

  return (
    <Paper
      component="form"
      noValidate
      variant="outlined"
      aria-label={label}
      onSubmit={handleSubmit(onValid)}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <TextInput control={control} name="title" label="Titolo" required fullWidth />
        <TextInput
          control={control}
          name="content"
          label="Contenuto"
          required
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Salva
          </Button>
          <Button color="error" variant="outlined" onClick={onDelete} loading={remove.isPending}>
            Cancella
          </Button>
        </Stack>
      </Stack>
      <StaleDialog
        error={stale}
        onClose={() => setStale(null)}
        onReload={() => {
          setStale(null);
          onReload();
        }}
      />
    </Paper>
  );
}

import {
  LOOKUP_MSG,
  type TCategory,
  type TCategorySave,
  type TLanguage,
  type TLanguageSave,
  ZCategorySave,
  ZLanguageSave,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { TextInput } from '../../../components/form/text-input';
import { useSnackbar } from '../../../components/snackbar';
import { StaleDialog } from '../../../components/stale-dialog';
import { isApiError, isStaleError } from '../../../lib/api-client';
import { useSaveCategory, useSaveLanguage } from '../api/save-reference';

type ShellProps = {
  title: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** the 412 of the last save, if any: "reload" loads the list again and closes */
  stale: unknown;
  onStaleClose: () => void;
  onReload: () => void;
  children: ReactNode;
};

/** The add / edit dialog of a category or a language: its fields, Salva and Annulla. */
function FormDialog({
  title,
  pending,
  onSubmit,
  onClose,
  stale,
  onStaleClose,
  onReload,
  children,
}: ShellProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
          <StaleDialog
            error={stale}
            onClose={onStaleClose}
            onReload={() => {
              onStaleClose();
              onReload();
              onClose();
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Annulla
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Salva
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * What a save does after the answer: says `saved` and closes; a refusal puts its field errors on the
 * fields (`category.name` → name), else shows its message; a 412 opens the stale dialog.
 */
function useSaveOutcome<T extends FieldValues>(
  form: UseFormReturn<T>,
  key: string,
  saved: string,
  { onClose, onReload }: Omit<DialogProps<unknown>, 'record'>,
) {
  const snackbar = useSnackbar();
  const [stale, setStale] = useState<unknown>(null);
  const onSuccess = () => {
    snackbar.show(saved);
    onClose();
  };
  const onError = (error: Error) => {
    if (isStaleError(error)) return setStale(error);
    const fields = isApiError(error) ? (error.errors ?? {}) : {};
    let shown = false;
    for (const [path, message] of Object.entries(fields)) {
      if (!path.startsWith(`${key}.`)) continue;
      form.setError(path.slice(key.length + 1) as never, { message });
      shown = true;
    }
    if (!shown) snackbar.show(error.message, 'error');
  };
  const dialog = { stale, onStaleClose: () => setStale(null), onClose, onReload };
  return { callbacks: { onSuccess, onError }, dialog };
}

type DialogProps<R> = {
  /** null: a new one */
  record: R | null;
  onClose: () => void;
  /** the list to load again after a 412 */
  onReload: () => void;
};

export function CategoryDialog({ record, ...props }: DialogProps<TCategory>) {
  const form = useForm<TCategorySave>({
    resolver: zodResolver(ZCategorySave),
    defaultValues: { name: record?.name ?? '' },
  });
  const save = useSaveCategory();
  const { callbacks, dialog } = useSaveOutcome(form, 'category', LOOKUP_MSG.categorySaved, props);
  const title = record ? 'Modifica categoria' : 'Nuova categoria';
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: record?.id ?? null, category: { name: values.name }, version: record?.version },
      callbacks,
    ),
  );
  return (
    <FormDialog title={title} pending={save.isPending} onSubmit={submit} {...dialog}>
      <TextInput control={form.control} name="name" label="Nome" required fullWidth autoFocus />
    </FormDialog>
  );
}

export function LanguageDialog({ record, ...props }: DialogProps<TLanguage>) {
  const form = useForm<TLanguageSave>({
    resolver: zodResolver(ZLanguageSave),
    defaultValues: { code: record?.code ?? '', name: record?.name ?? '' },
  });
  const save = useSaveLanguage();
  const { callbacks, dialog } = useSaveOutcome(form, 'language', LOOKUP_MSG.languageSaved, props);
  const title = record ? 'Modifica lingua' : 'Nuova lingua';
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        code: record?.code ?? null,
        language: { code: values.code, name: values.name },
        version: record?.version,
      },
      callbacks,
    ),
  );
  return (
    <FormDialog title={title} pending={save.isPending} onSubmit={submit} {...dialog}>
      <TextInput
        control={form.control}
        name="code"
        label="Codice"
        required
        fullWidth
        autoFocus={!record}
        disabled={Boolean(record)}
        helperText={record ? 'Il codice non si può cambiare' : 'Es. en, it, pt-BR'}
      />
      <TextInput
        control={form.control}
        name="name"
        label="Nome"
        required
        fullWidth
        autoFocus={Boolean(record)}
      />
    </FormDialog>
  );
}

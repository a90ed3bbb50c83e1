import {
  DOCUMENT_ACCEPT,
  MSG,
  type TJudicialDocument,
  type TJudicialDocumentUpdate,
  DOCUMENT_AREA_MSG as TXT,
  ZJudicialDocumentUpdate,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useConfirm } from '../../../components/confirm-dialog';
import { TextInput } from '../../../components/form/text-input';
import { useSnackbar } from '../../../components/snackbar';
import { StaleDialog } from '../../../components/stale-dialog';
import { UploadButton } from '../../../components/upload-button';
import { isStaleError } from '../../../lib/api-client';
import { useDeleteJudicialDocument } from '../api/delete-judicial-document';
import { downloadFile } from '../api/download-file';
import { useSaveJudicialDocument } from '../api/save-judicial-document';

type Props = {
  /** null for a new entry not saved yet */
  entry: TJudicialDocument | null;
  label: string;
  /** the new entry was saved (it now comes from the list) or cancelled */
  onDone?: () => void;
  onReload: () => void;
};

/** One document of the area: title and uploaded file, with Salva and Cancella. */
export function DocumentEntry({ entry, label, onDone, onReload }: Props) {
  const { control, handleSubmit } = useForm<TJudicialDocumentUpdate>({
    resolver: zodResolver(ZJudicialDocumentUpdate),
    defaultValues: { title: entry?.title ?? '', file: entry?.file ?? '' },
  });
  const file = useController({ control, name: 'file' });
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const save = useSaveJudicialDocument();
  const remove = useDeleteJudicialDocument();
  const [stale, setStale] = useState<unknown>(null);

  const onValid = (values: TJudicialDocumentUpdate) =>
    save.mutate(
      { id: entry?.id ?? null, version: entry?.version, judicial_document: values },
      {
        onSuccess: () => {
          snackbar.show(TXT.documentSaved);
          onDone?.();
        },
        onError: (error) =>
          isStaleError(error) ? setStale(error) : snackbar.show(MSG.somethingWrong, 'error'),
      },
    );

  const onDelete = async () => {
    if (!(await confirm({ message: TXT.confirmDeleteDocument, destructive: true }))) return;
    if (!entry) return onDone?.();
    remove.mutate(entry.id, {
      onSuccess: () => snackbar.show(TXT.documentDeleted),
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <UploadField
            value={file.field.value}
            onChange={file.field.onChange}
            error={file.fieldState.error?.message}
          />
        </Stack>
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

function UploadField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (name: string) => void;
  error?: string;
}) {
  const snackbar = useSnackbar();
  const download = () => downloadFile(value).catch(() => snackbar.show(MSG.somethingWrong, 'error'));
  return (
    <>
      <UploadButton accept={DOCUMENT_ACCEPT} label={value ? TXT.replace : TXT.upload} onUploaded={onChange} />
      <Stack direction="row" spacing={0.5} sx={{ minWidth: 0, alignItems: 'center' }}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            sx={{ overflowWrap: 'anywhere', color: value ? 'text.primary' : 'text.secondary' }}
          >
            {value || 'Nessun file'}
          </Typography>
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
        </Stack>
        {value ? (
          <Tooltip title="Scarica">
            <IconButton aria-label={`Scarica ${value}`} size="small" onClick={download}>
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    </>
  );
}

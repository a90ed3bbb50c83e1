import {
  DOCUMENT_ACCEPT,
  MSG,
  type TJudicialDocument,
  DOCUMENT_AREA_MSG as TXT,
  ZJudicialDocumentUpdate,
} from '@app/shared';
import DownloadIcon from '@mui/icons-material/Download';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useController } from 'react-hook-form';
import { EntryCard } from '../../../components/editor/entry-card';
import { FileName } from '../../../components/file-name';
import { TextInput } from '../../../components/form/text-input';
import { useSnackbar } from '../../../components/snackbar';
import { UploadButton } from '../../../components/upload-button';
import { useOriginalFileName } from '../../../lib/file-info';
import { useDeleteJudicialDocument } from '../api/delete-judicial-document';
import { downloadFile } from '../api/download-file';
import { useSaveJudicialDocument } from '../api/save-judicial-document';
import { type EntryProps, useEntryEditor } from './use-drafts';

/** One document of the area: title and uploaded file, with Salva and Cancella. */
export function DocumentEntry({ label, ...entryProps }: EntryProps<TJudicialDocument>) {
  const save = useSaveJudicialDocument();
  const { editor, removal } = useEntryEditor({
    ...entryProps,
    wireKey: 'judicial_document',
    schema: ZJudicialDocumentUpdate,
    toValues: (record) => ({ title: record?.title ?? '', file: record?.file ?? '' }),
    save: (values, base) =>
      save.mutateAsync({ id: base?.id ?? null, version: base?.version, judicial_document: values }),
    remove: useDeleteJudicialDocument(),
    texts: { saved: TXT.documentSaved, confirm: TXT.confirmDeleteDocument, deleted: TXT.documentDeleted },
  });
  const { control } = editor.form;
  const file = useController({ control, name: 'file' });

  return (
    <EntryCard label={label} editor={editor} {...removal}>
      <TextInput control={control} name="title" label="Titolo" required fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <UploadField
          value={file.field.value}
          onChange={file.field.onChange}
          error={file.fieldState.error?.message}
        />
      </Stack>
    </EntryCard>
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
  const shown = useOriginalFileName(value) ?? value;
  return (
    <>
      <UploadButton accept={DOCUMENT_ACCEPT} label={value ? TXT.replace : TXT.upload} onUploaded={onChange} />
      <Stack direction="row" spacing={0.5} sx={{ minWidth: 0, alignItems: 'center' }}>
        <Stack sx={{ minWidth: 0 }}>
          <FileName name={value} empty="Nessun file" />
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
        </Stack>
        {value ? (
          <Tooltip title="Scarica">
            <IconButton aria-label={`Scarica ${shown}`} size="small" onClick={download}>
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    </>
  );
}

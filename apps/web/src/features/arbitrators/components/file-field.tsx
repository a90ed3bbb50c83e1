import ClearIcon from '@mui/icons-material/Clear';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DocumentPreview } from '../../../components/document-preview';
import { FileName } from '../../../components/file-name';
import { UploadButton } from '../../../components/upload-button';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  accept: string;
};

/** A document field: the stored file (previewed in place, downloadable), an upload button and a clear button. */
export function FileField<T extends FieldValues>({ control, name, label, accept }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const file = (field.value as string | null | undefined) || null;
  const headingId = useId();
  const [previewing, setPreviewing] = useState(false);
  const download = async () => {
    if (file) saveBlob(await apiBlob(`/api/files/${encodeURIComponent(file)}`, { method: 'GET' }), file);
  };
  return (
    <Stack spacing={1} role="group" aria-labelledby={headingId}>
      <Typography variant="subtitle2" component="h3" id={headingId}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <UploadButton
          accept={accept}
          label={file ? 'Sostituisci file' : 'Carica file'}
          onUploaded={(stored) => field.onChange(stored)}
        />
        <FileName name={file} empty="Nessun file caricato" />
        {file ? (
          <>
            <Tooltip title="Anteprima">
              <IconButton aria-label={`Anteprima ${label}`} onClick={() => setPreviewing(true)}>
                <VisibilityIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Scarica">
              <IconButton aria-label={`Scarica ${label}`} onClick={download}>
                <DownloadIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Rimuovi">
              <IconButton aria-label={`Rimuovi ${label}`} onClick={() => field.onChange(null)}>
                <ClearIcon />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
      </Stack>
      {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
      {previewing && file ? (
        <DocumentPreview file={file} label={label} onClose={() => setPreviewing(false)} />
      ) : null}
    </Stack>
  );
}

import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_ALERT } from '@app/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { apiUpload } from '../lib/api-client';
import { rememberUpload } from '../lib/file-info';

export type UploadButtonProps = {
  /** DOCUMENT_ACCEPT or IMAGE_ACCEPT from @app/shared. */
  accept: string;
  /** Button text, e.g. "Upload Documento". */
  label: string;
  /** Receives the stored file name returned by POST /api/upload, and the name the file had. */
  onUploaded: (fileName: string, originalName: string) => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  startIcon?: ReactNode;
  /** id of the field's own message (e.g. "Campo obbligatorio"), read with the button. */
  describedBy?: string;
};

/**
 * Picks a file and uploads it. Files over MAX_UPLOAD_BYTES are refused with the size alert before
 * any request; progress shows while sending; a refusal by the server is shown under the button.
 */
export function UploadButton({
  accept,
  label,
  onUploaded,
  disabled = false,
  variant = 'outlined',
  size = 'medium',
  startIcon = <UploadFileIcon />,
  describedBy,
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const queryClient = useQueryClient();

  useEffect(() => () => abort.current?.abort(), []);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again after a fix on the user's side.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      window.alert(UPLOAD_TOO_LARGE_ALERT);
      return;
    }
    abort.current = new AbortController();
    setProgress(0);
    try {
      const stored = await apiUpload(file, { onProgress: setProgress, signal: abort.current.signal });
      rememberUpload(queryClient, stored);
      onUploaded(stored.file, stored.original_name);
    } catch (caught) {
      if (!abort.current.signal.aborted) setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <Box
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        gap: 0.5,
        maxWidth: '100%',
        alignSelf: 'flex-start',
      }}
    >
      <Button
        variant={variant}
        size={size}
        startIcon={startIcon}
        onClick={() => input.current?.click()}
        disabled={disabled}
        loading={uploading}
        loadingPosition="start"
        aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      >
        {label}
      </Button>
      <input ref={input} type="file" accept={accept} hidden onChange={handleChange} />
      {uploading ? (
        <LinearProgress
          variant={progress > 0 ? 'determinate' : 'indeterminate'}
          value={progress * 100}
          aria-label={`Caricamento ${label}`}
        />
      ) : null}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

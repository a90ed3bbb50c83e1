import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { apiBlob } from '../lib/api-client';
import { saveBlob } from '../lib/download';

/** What the browser shows in place: the types the upload checked by content, never by the name. */
const PDF = 'application/pdf';
const IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

type Props = {
  /** the stored file's name (GET /api/files/{name}) */
  file: string;
  /** what the document is ("Curriculum"): names the dialog */
  label: string;
  onClose: () => void;
};

/**
 * An uploaded document read without leaving the page: a PDF in the browser's viewer, an image as
 * it is; a Word file cannot be shown by a browser, so it is offered as a download. The blob is
 * retyped to the stored (content-checked) type, so nothing in it is ever run as a page.
 */
export function DocumentPreview({ file, label, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery('(max-width:599.95px)');
  const fetched = useQuery({
    queryKey: ['document-preview', file],
    queryFn: () => apiBlob(`/api/files/${encodeURIComponent(file)}`, { method: 'GET' }),
    staleTime: 60_000,
  });
  const type = fetched.data?.blob.type.split(';')[0].trim() ?? '';
  const shown = type === PDF || IMAGES.includes(type);
  const url = useMemo(
    () => (fetched.data && shown ? URL.createObjectURL(new Blob([fetched.data.blob], { type })) : null),
    [fetched.data, shown, type],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Anteprima: {label}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: phone ? undefined : '70vh' }}>
        {fetched.isPending ? (
          <Box sx={{ m: 'auto', p: 4 }}>
            <CircularProgress aria-label="Caricamento del documento" />
          </Box>
        ) : fetched.isError ? (
          <Alert severity="error" sx={{ m: 2, alignSelf: 'flex-start' }}>
            Non è stato possibile aprire il documento: {fetched.error.message}
          </Alert>
        ) : url && type === PDF ? (
          <Box
            component="iframe"
            src={url}
            title={`${label} (PDF)`}
            sx={{ border: 0, flex: 1, minHeight: '70vh' }}
          />
        ) : url ? (
          <Box
            component="img"
            src={url}
            alt={label}
            sx={{ m: 'auto', maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        ) : (
          <Alert severity="info" sx={{ m: 2, alignSelf: 'flex-start' }}>
            Questo documento è un file Word: il browser non può mostrarlo. Scaricalo per leggerlo.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          Chiudi
        </Button>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!fetched.data}
          onClick={() => fetched.data && saveBlob(fetched.data, file)}
        >
          Scarica
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { type ApiError, isStaleError } from '../lib/api-client';

export type StaleDialogProps = {
  /** The error of the failed save; the dialog opens only when it is a 412. */
  error: unknown;
  /** Reload the record (refetch / reset the form with the current version), then close. */
  onReload: () => void;
  /** Keep the local edits on screen (the next save will fail again until reloaded). */
  onClose: () => void;
};

/**
 * Someone else saved the record first (412): show the server's message and offer "Ricarica".
 * `error.current(key)` holds the record as it is now if the editor prefers to reset from it.
 */
export function StaleDialog({ error, onReload, onClose }: StaleDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const open = isStaleError(error);
  // The message stays while the dialog fades out after the parent has cleared the error.
  const [shown, setShown] = useState<ApiError | null>(null);
  if (open && error !== shown) setShown(error);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Record modificato</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{shown?.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Annulla
        </Button>
        <Button onClick={onReload} variant="contained" autoFocus>
          Ricarica
        </Button>
      </DialogActions>
    </Dialog>
  );
}

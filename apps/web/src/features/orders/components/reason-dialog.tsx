import { REASON_MAX } from '@app/shared';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';

type Props = {
  title: string;
  /** what the action does, said before it is done */
  children: ReactNode;
  actionLabel: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** An action that cannot be taken back without a reason: the reason is asked, then the button confirms. */
export function ReasonDialog({ title, children, actionLabel, pending, error, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const empty = reason.trim() === '';
  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      pending={pending}
      maxWidth="sm"
      closeLabel="Torna indietro"
      action={{
        label: actionLabel,
        color: 'error',
        onClick: () => onConfirm(reason.trim()),
        disabled: empty,
      }}
    >
      <Stack spacing={2}>
        <DialogContentText component="div">{children}</DialogContentText>
        <TextField
          label="Motivo"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          helperText="Resta nello storico dell’ordine; non viene inviato al cliente"
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
      </Stack>
    </ActionDialog>
  );
}

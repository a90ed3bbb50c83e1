import { APPLICATION_MSG, REJECT_REASON_MAX, type TArbitrator } from '@app/shared';
import BlockIcon from '@mui/icons-material/Block';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { useRejectArbitrator } from '../api/reject-arbitrator';
import { fullName } from './use-approve';

type Props = { arbitrator: TArbitrator; onClose: () => void };

/** Rejecting an application: the reason is required and is mailed to the applicant as written. */
export function RejectDialog({ arbitrator, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectArbitrator();
  const snackbar = useSnackbar();
  const submit = async () => {
    if (!reason.trim()) {
      setError(APPLICATION_MSG.rejectReasonRequired);
      return;
    }
    try {
      await reject.mutateAsync({ id: arbitrator.id, reason });
      snackbar.show(`Candidatura di ${fullName(arbitrator)} rifiutata`, 'success');
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Qualcosa è andato storto');
    }
  };
  return (
    <ActionDialog
      title={`Rifiuta la candidatura di ${fullName(arbitrator)}`}
      onClose={onClose}
      pending={reject.isPending}
      action={{ label: 'Rifiuta', color: 'error', icon: <BlockIcon />, onClick: submit }}
    >
      <Typography sx={{ mb: 2 }}>
        Il motivo viene inviato per e-mail a {arbitrator.email}. La candidatura resta in lista come rifiutata.
      </Typography>
      <TextField
        label="Motivo del rifiuto"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        multiline
        minRows={3}
        fullWidth
        required
        autoFocus
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
      />
    </ActionDialog>
  );
}

import { ARBITRATOR_STATE_LABELS, type TArbitrator } from '@app/shared';
import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { RejectDialog } from './reject-dialog';
import { useApprove } from './use-approve';

type Props = { arbitrator: TArbitrator; unsaved: boolean };

/**
 * The detail's review: its status once approved or rejected, else the buttons that approve (with
 * the list's confirmation and undo) and reject (with a reason). Unsaved edits come first: either
 * changes the record's version.
 */
export function ApprovalAction({ arbitrator, unsaved }: Props) {
  const approve = useApprove();
  const [rejecting, setRejecting] = useState(false);
  if (arbitrator.status !== 'pending')
    return (
      <Chip
        color={arbitrator.status === 'approved' ? 'success' : 'error'}
        variant="outlined"
        label={ARBITRATOR_STATE_LABELS[arbitrator.status]}
      />
    );
  return (
    <Tooltip title={unsaved ? 'Salva prima le modifiche' : ''}>
      <Stack direction="row" spacing={1} component="span">
        <Button
          variant="outlined"
          color="success"
          startIcon={<DoneIcon />}
          disabled={unsaved}
          loading={approve.pending}
          loadingPosition="start"
          onClick={() => approve.run(arbitrator)}
        >
          Conferma arbitrator
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          disabled={unsaved || approve.pending}
          onClick={() => setRejecting(true)}
        >
          Rifiuta
        </Button>
        {rejecting ? <RejectDialog arbitrator={arbitrator} onClose={() => setRejecting(false)} /> : null}
      </Stack>
    </Tooltip>
  );
}

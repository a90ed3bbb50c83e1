import { ARBITRATOR_STATUS_LABELS, type TArbitrator } from '@app/shared';
import DoneIcon from '@mui/icons-material/Done';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useApprove } from './use-approve';

type Props = { arbitrator: TArbitrator; unsaved: boolean };

/**
 * The detail's approval: its status once approved, else the button that approves (with the list's
 * confirmation and undo). Unsaved edits come first: approving changes the record's version.
 */
export function ApprovalAction({ arbitrator, unsaved }: Props) {
  const approve = useApprove();
  if (arbitrator.approved)
    return <Chip color="success" variant="outlined" label={ARBITRATOR_STATUS_LABELS[1]} />;
  return (
    <Tooltip title={unsaved ? 'Salva prima le modifiche' : ''}>
      <span>
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
      </span>
    </Tooltip>
  );
}

import { MAIL_STATUS_LABELS, type TMailStatus } from '@app/shared';
import Chip from '@mui/material/Chip';

const COLORS = { queued: 'default', sent: 'success', failed: 'error' } as const;

/** In coda / Inviata / Non inviata. */
export function MailStatusChip({ status }: { status: TMailStatus }) {
  return <Chip size="small" color={COLORS[status]} label={MAIL_STATUS_LABELS[status]} />;
}

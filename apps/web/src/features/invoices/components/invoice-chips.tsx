import { DOCUMENT_TYPE_LABELS, SDI_STATUS_LABELS, type TDocumentType, type TSdiStatus } from '@app/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';

const STATUS_COLORS: Record<TSdiStatus, ChipProps['color']> = {
  to_send: 'default',
  sent: 'info',
  delivered: 'success',
  rejected: 'error',
  not_delivered: 'warning',
};

/** Where the file stands at SdI, in Italian. */
export function SdiStatusChip({ status }: { status: TSdiStatus }) {
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={SDI_STATUS_LABELS[status]} />
  );
}

/** Fattura or Nota di credito. */
export function DocumentTypeChip({ type }: { type: TDocumentType }) {
  return (
    <Chip
      size="small"
      variant={type === 'TD04' ? 'filled' : 'outlined'}
      color={type === 'TD04' ? 'secondary' : 'primary'}
      label={DOCUMENT_TYPE_LABELS[type]}
    />
  );
}

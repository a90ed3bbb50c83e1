import type { TManualTransfer } from '@app/shared';

/** Where a transfer's purchase is shown: the company's membership, or the conference order. */
export const transferPath = (transfer: TManualTransfer) =>
  transfer.type === 'MEMBERSHIP'
    ? `/memberships/${encodeURIComponent(String(transfer.data.id))}`
    : `/order/${encodeURIComponent(String(transfer.data.id))}`;

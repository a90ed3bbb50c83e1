import type { TManualTransfer } from '@app/shared';
import { detailPath } from '@app/shared';

/** Where a transfer's purchase is shown: the company's membership, or the conference order. */
export const transferPath = (transfer: TManualTransfer) =>
  transfer.type === 'MEMBERSHIP'
    ? detailPath('subscription', String(transfer.data.id))
    : detailPath('order', String(transfer.data.id));

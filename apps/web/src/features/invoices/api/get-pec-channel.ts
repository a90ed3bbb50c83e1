import type { TSdiPecChannel } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getField } from '../../../lib/resource-api';
import { invoiceKeys } from './keys';

/** GET /api/invoice-settings/pec → channel: the PEC mailbox's state as SdI's channel. */
export const getPecChannel = (signal?: AbortSignal) =>
  getField<TSdiPecChannel>('/api/invoice-settings/pec', 'channel', { signal });

export const pecChannelQuery = () =>
  queryOptions({ queryKey: invoiceKeys.pec(), queryFn: ({ signal }) => getPecChannel(signal) });

/** Refreshed every minute while the page is open: sending and reading happen on their own. */
export const usePecChannel = () => useQuery({ ...pecChannelQuery(), refetchInterval: 60_000 });

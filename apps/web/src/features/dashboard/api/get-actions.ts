import type { TActivityEntry } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchWidget, widgetQuery } from './widget';

/** GET /api/dashboard/actions → actions. */
export const fetchLatestActions = (signal?: AbortSignal) => fetchWidget<TActivityEntry[]>('actions', signal);

export const latestActionsQuery = () => widgetQuery<TActivityEntry[]>('actions');

export const useLatestActions = () => useQuery(latestActionsQuery());

import { MSG, type TTimeline } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../lib/api-client';

/** Query keys of record timelines (the Storico panel every editor shows). */
export const timelineKeys = {
  all: ['timeline'] as const,
  timeline: (entity: string, id: string) => [...timelineKeys.all, entity, id] as const,
};

/** GET /api/activity/{entity}/{id} → timeline (audit diffs, mails, payments, Stripe events). */
export async function getTimeline(entity: string, id: string, signal?: AbortSignal): Promise<TTimeline> {
  const path = `/api/activity/${encodeURIComponent(entity)}/${encodeURIComponent(id)}`;
  const body = await api.get<{ timeline?: TTimeline }>(path, { signal });
  if (!body.timeline) throw new ApiError(200, MSG.somethingWrong, body);
  return body.timeline;
}

export const timelineQuery = (entity: string, id: string) =>
  queryOptions({
    queryKey: timelineKeys.timeline(entity, id),
    queryFn: ({ signal }) => getTimeline(entity, id, signal),
  });

/** Fetched each time the panel opens: the edit just saved must be there. */
export const useTimeline = (entity: string, id: string, enabled: boolean) =>
  useQuery({ ...timelineQuery(entity, id), enabled, staleTime: 0, refetchOnMount: 'always' });

import type { THistoryEntry } from '@app/shared';
import { readOnlyListQuery } from '../../../lib/list-query';

/** GET /api/activity?actor&entity&from&to → activity (+ total), newest first. */
export const activityQuery = readOnlyListQuery<THistoryEntry>('/api/activity', 'activity');

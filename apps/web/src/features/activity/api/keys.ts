import { listKeys } from '../../../lib/resource-api';

const base = listKeys('activity');

/** Query keys of the activity feature (the audit list and its filters). */
export const activityKeys = { ...base, admins: () => [...base.all, 'admins'] as const };

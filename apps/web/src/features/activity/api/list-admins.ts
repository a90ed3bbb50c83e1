import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lookupQuery } from '../../../lib/lookup-query';
import { activityKeys } from './keys';

type Admin = { id: number; email: string };

/** GET /api/users?profile=admin → the admins, for the activity "Admin" filter. */
export async function listAdmins(signal?: AbortSignal): Promise<Admin[]> {
  const body = await api.get<{ users?: Admin[] }>('/api/users', {
    query: { profile: 'admin', pageSize: 100, sort: 'email' },
    signal,
  });
  return body.users ?? [];
}

export const adminsQuery = () => lookupQuery(activityKeys.admins(), listAdmins);

export const useAdmins = () => useQuery(adminsQuery());

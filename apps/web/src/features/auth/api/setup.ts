import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/auth/setup (public) → data.admin_exists: false on a first run, before any admin. */
export async function getAdminExists(signal?: AbortSignal): Promise<boolean> {
  const body = await api.get<{ data?: { admin_exists?: unknown } }>('/api/auth/setup', {
    token: null,
    signal,
  });
  // anything but an explicit "no" shows nothing: the hint is for a first run only
  return body.data?.admin_exists !== false;
}

export const useAdminExists = () =>
  useQuery({
    queryKey: [...authKeys.all, 'setup'],
    queryFn: ({ signal }) => getAdminExists(signal),
    staleTime: 30_000,
    retry: false,
  });

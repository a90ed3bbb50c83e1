import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react';
import { clearToken, getToken, subscribeToken } from '../../lib/auth-token';
import { SessionContext, type SessionStatus } from '../../lib/session-context';
import { useSessionQuery } from './api/check-token';

/**
 * Signed in means a stored token plus a user record. The token is checked once at start;
 * a failed check, a 401 anywhere (the API client drops the token) or a logout signs out, and the
 * guards then send the visitor to /.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken);
  const query = useSessionQuery(token !== null);

  useEffect(() => {
    if (token !== null && query.isError) clearToken();
  }, [token, query.isError]);

  useEffect(() => {
    // Nothing fetched for one admin may be shown to the next one on this browser.
    if (token === null) queryClient.clear();
  }, [token, queryClient]);

  const user = token !== null && query.data ? query.data : null;
  const status: SessionStatus = user
    ? 'signed-in'
    : token !== null && !query.isError
      ? 'checking'
      : 'signed-out';
  const session = useMemo(() => ({ status, user }), [status, user]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

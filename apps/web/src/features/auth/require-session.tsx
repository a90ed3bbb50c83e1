import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session-context';

/**
 * Guard of every signed-in page: without a valid session the visitor goes to the sign-in page.
 * With a stored token the page renders while the token is being checked: each of its requests
 * carries the token and the server refuses them when it is bad, so nothing is shown that the
 * server did not allow, and a page's data arrives one round trip sooner. A failed check signs out.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from './session';

/** Guard of every signed-in page: without a valid session the visitor goes to the sign-in page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'checking') return <PageLoader fullScreen />;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}

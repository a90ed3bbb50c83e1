import type { TSessionUser } from '@app/shared';
import { createContext, useContext } from 'react';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';
export type Session = { status: SessionStatus; user: TSessionUser | null };

/** Who is signed in: provided by the auth feature's SessionProvider, read anywhere. */
export const SessionContext = createContext<Session>({ status: 'signed-out', user: null });

export const useSession = (): Session => useContext(SessionContext);

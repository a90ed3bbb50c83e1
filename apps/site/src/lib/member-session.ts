import { useSyncExternalStore } from 'react';

/**
 * The member's bearer token, kept apart from the back-office's (same origin, its own key): a session
 * opened on the site is the member's, and an admin signed in to the back-office is nobody here.
 */
const KEY = 'member_token';
/** whose session it is: a member's (the member area) or an approved arbitrator's (their own page) */
const KIND_KEY = 'member_kind';
export type SessionKind = 'member' | 'arbitrator';
const listeners = new Set<() => void>();

export function memberToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setMemberToken(token: string | null, kind: SessionKind = 'member') {
  try {
    if (token) {
      localStorage.setItem(KEY, token);
      localStorage.setItem(KIND_KEY, kind);
    } else {
      localStorage.removeItem(KEY);
      localStorage.removeItem(KIND_KEY);
    }
  } catch {
    // private mode without storage: the session lasts as long as the page
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === KIND_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a member is signed in on this browser (re-renders on sign-in and sign-out, in every tab). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => memberToken() !== null);
}

/** Whose session this browser holds, outside React (null: nobody is signed in). */
export function sessionKind(): SessionKind | null {
  if (memberToken() === null) return null;
  try {
    return localStorage.getItem(KIND_KEY) === 'arbitrator' ? 'arbitrator' : 'member';
  } catch {
    return 'member';
  }
}

/** Whose session this browser holds, if any: where "their area" is. */
export function useSessionKind(): SessionKind | null {
  return useSyncExternalStore(subscribe, sessionKind);
}

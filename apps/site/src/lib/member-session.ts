import { useSyncExternalStore } from 'react';

/**
 * The member's bearer token, kept apart from the back-office's (same origin, its own key): a session
 * opened on the site is the member's, and an admin signed in to the back-office is nobody here.
 */
const KEY = 'member_token';
const listeners = new Set<() => void>();

export function memberToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setMemberToken(token: string | null) {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // private mode without storage: the session lasts as long as the page
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
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

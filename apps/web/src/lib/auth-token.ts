/** The bearer token lives in localStorage so a reload keeps the session. */
const TOKEN_KEY = 'auth_token';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); behave as signed out.
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  if (getToken() === null) return;
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

/** Subscribe to token changes, including those made in other tabs; returns the unsubscribe. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

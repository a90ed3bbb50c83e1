import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/provider';
import { ApiError, api } from './api';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'error'; error: ApiError }
  | { state: 'ready'; data: T };

/**
 * A GET of the public API while the component shows. `reload` asks again: after an error it shows
 * the loading state; once the data is there it refreshes in place (the page stays as it is, and a
 * failed refresh keeps what was shown), as a page that watches a state does. A language chosen
 * meanwhile refreshes it too: what the server words (an order's lines, a message) follows the switch.
 */
export function useApi<T>(path: string): Loaded<T> & { reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { locale } = useT();
  /** the path whose data is shown, while it is */
  const shown = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `locale` ask again for the same path
  useEffect(() => {
    const controller = new AbortController();
    const refreshing = shown.current === path;
    if (!refreshing) setResult({ state: 'loading' });
    api<T>(path, { signal: controller.signal }).then(
      (data) => {
        shown.current = path;
        setResult({ state: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || refreshing) return;
        shown.current = null;
        setResult({
          state: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [path, attempt, locale]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, reload };
}

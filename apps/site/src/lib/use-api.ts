import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from './api';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'error'; error: ApiError }
  | { state: 'ready'; data: T };

/** A GET of the public API while the component shows; `reload` asks again (after a network error). */
export function useApi<T>(path: string): Loaded<T> & { reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again for the same path
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    api<T>(path, { signal: controller.signal }).then(
      (data) => setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          state: 'error',
          error: error instanceof ApiError ? error : new ApiError(0, String(error)),
        });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, reload };
}

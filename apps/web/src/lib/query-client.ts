import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

/** A 4xx will answer the same way again; only network failures and 5xx are worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Editors fill their forms from queries; a silent refetch on focus must not race with typing.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

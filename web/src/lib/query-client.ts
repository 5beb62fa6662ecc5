import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Waits before each retry of a read: half a second, then a second, so a screen whose call keeps
 * failing says so, with Try again, within two seconds (QA 46a M1: TanStack's default, 1 s then
 * 2 s, kept the contacts list on a bare spinner for 3.6 s and its message away for 6.5 s).
 */
export const retryDelay = (failures: number) => Math.min(500 * 2 ** failures, 4000);

/** Retries network trouble and 5xx a couple of times; a 4xx answer will not change on retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay,
      },
    },
  });
}

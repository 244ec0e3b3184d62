import { QueryClient } from '@tanstack/react-query';
import { GET_CACHE_MS } from '@store/shared/constants';
import { ApiError } from './api-error.ts';

/** GET responses stay fresh for 3 minutes (spec section 7); a 404 is an answer, not a retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: GET_CACHE_MS,
        gcTime: GET_CACHE_MS * 2,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 1,
      },
    },
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { accountKeys } from './account-keys.ts';

/**
 * A change refused with 401 (the session ended, or its cookie was used after sign-out): the
 * account is asked again, and its 401 sends the page to sign-in, as on arrival.
 */
export function recheckSessionOn(queryClient: QueryClient) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    }
  };
}

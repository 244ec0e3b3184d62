import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomepageResponse } from '@store/shared/schemas/content';
import { homepageKeys } from '../../../api/homepage-keys.ts';
import { translationKeys } from '../../../api/translation-keys.ts';
import { toast } from '../../../stores/toast-store.ts';
import { contentAdminKeys } from '../api/content-keys.ts';
import { errorDetail } from '../../../lib/admin/site-form-validation.ts';

/**
 * A write of the home page: on success the admin's copy takes the answer at once, the storefront's
 * cached copy in this tab is dropped (other visitors follow their cache durations; the server's
 * cache is already cleared), and a toast confirms; on failure the spec's message, with the server's
 * reason under it. What the admin typed stays in the form either way.
 */
export function useHomepageMutation<TVars, TResult>({
  mutationFn,
  apply,
  successMessage,
  errorMessage,
}: {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The home page after this write, from the answer and the home page before it. */
  apply: (result: TResult, current: HomepageResponse, vars: TVars) => HomepageResponse;
  successMessage: string | ((result: TResult, vars: TVars) => string);
  errorMessage: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      queryClient.setQueryData<HomepageResponse>(contentAdminKeys.homepage(), (current) =>
        current
          ? { ...apply(result, current, vars), lastUpdated: new Date().toISOString() }
          : current,
      );
      toast.success(
        typeof successMessage === 'function' ? successMessage(result, vars) : successMessage,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentAdminKeys.homepage() }),
        queryClient.invalidateQueries({ queryKey: contentAdminKeys.histories() }),
        queryClient.invalidateQueries({ queryKey: homepageKeys.all }),
        queryClient.invalidateQueries({ queryKey: translationKeys.all }),
      ]);
    },
    onError: (error) => {
      toast.error(errorMessage, errorDetail(error));
    },
  });
}

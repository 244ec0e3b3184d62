import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@store/shared/locales';
import type {
  MarketingChannel,
  ShopperProfile,
  ShopperSessionAnswer,
} from '@store/shared/schemas/accounts';
import { accountKeys } from './account-keys.ts';
import { recheckSessionOn } from './session-ended.ts';
import { shopperRequest } from './shopper-request.ts';

/** What the profile's forms change: the name, or the three marketing opt-ins. */
export type ProfileChange =
  | { kind: 'name'; name: string; language: Language }
  | {
      kind: 'marketing';
      choices: Record<MarketingChannel, boolean>;
      /** The words beside each box, kept by the server with the consent. */
      wording: Record<MarketingChannel, string>;
      language: Language;
    };

/** PUT /api/account/profile or PUT /api/account/marketing: the account as it is now. */
export function updateProfile(change: ProfileChange): Promise<ShopperProfile> {
  return change.kind === 'name'
    ? shopperRequest('/account/profile', {
        method: 'PUT',
        body: { name: change.name, language: change.language },
      })
    : shopperRequest('/account/marketing', {
        method: 'PUT',
        body: { ...change.choices, wording: change.wording, language: change.language },
      });
}

/** The account the server answers replaces the one the page shows. */
export function useKeepProfile() {
  const queryClient = useQueryClient();
  return (account: ShopperProfile) =>
    queryClient.setQueryData<ShopperSessionAnswer>(accountKeys.me(), (current) =>
      current ? { ...current, account } : current,
    );
}

export function useUpdateProfile() {
  const keep = useKeepProfile();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: keep,
    onError: recheckSessionOn(queryClient),
  });
}

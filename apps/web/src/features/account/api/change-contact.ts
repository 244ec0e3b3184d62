import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@store/shared/locales';
import type { ShopperProfile, SignInCodeSent } from '@store/shared/schemas/accounts';
import type { SignInDestination } from './send-sign-in-code.ts';
import { recheckSessionOn } from './session-ended.ts';
import { shopperRequest } from './shopper-request.ts';
import { useKeepProfile } from './update-profile.ts';

/** POST /api/account/contact/code: a code to the new phone or email (nothing changes yet). */
export function sendContactCode(
  destination: SignInDestination,
  language: Language,
): Promise<SignInCodeSent> {
  return shopperRequest('/account/contact/code', {
    method: 'POST',
    body: { ...destination, language },
  });
}

/** POST /api/account/contact/verify: the code typed back; the account with its new contact. */
export function verifyContactCode(
  destination: SignInDestination,
  code: string,
  language: Language,
): Promise<ShopperProfile> {
  return shopperRequest('/account/contact/verify', {
    method: 'POST',
    body: { ...destination, code, language },
  });
}

export function useSendContactCode() {
  const queryClient = useQueryClient();
  return useMutation({
    onError: recheckSessionOn(queryClient),
    mutationFn: (input: { destination: SignInDestination; language: Language }) =>
      sendContactCode(input.destination, input.language),
  });
}

export function useVerifyContactCode() {
  const keep = useKeepProfile();
  const queryClient = useQueryClient();
  return useMutation({
    onError: recheckSessionOn(queryClient),
    mutationFn: (input: { destination: SignInDestination; code: string; language: Language }) =>
      verifyContactCode(input.destination, input.code, input.language),
    onSuccess: keep,
  });
}

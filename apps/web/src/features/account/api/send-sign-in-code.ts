import { useMutation } from '@tanstack/react-query';
import type { Language } from '@store/shared/locales';
import type { SignInCodeSent } from '@store/shared/schemas/accounts';
import { shopperRequest } from './shopper-request.ts';

export type SignInDestination = { phone: string } | { email: string };

/** POST /api/account/sign-in/code: sends a six-digit code (202, the same for any destination). */
export function sendSignInCode(
  destination: SignInDestination,
  language: Language,
): Promise<SignInCodeSent> {
  return shopperRequest<SignInCodeSent>('/account/sign-in/code', {
    method: 'POST',
    body: { ...destination, language },
  });
}

export function useSendSignInCode() {
  return useMutation({
    mutationFn: ({
      destination,
      language,
    }: {
      destination: SignInDestination;
      language: Language;
    }) => sendSignInCode(destination, language),
  });
}

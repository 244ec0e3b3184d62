import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@store/shared/locales';
import type { ShopperSessionAnswer } from '@store/shared/schemas/accounts';
import { mergeWishlistAtSignIn } from '../../../stores/wishlist.ts';
import { accountKeys } from './account-keys.ts';
import type { SignInDestination } from './send-sign-in-code.ts';
import { shopperRequest } from './shopper-request.ts';

/** POST /api/account/sign-in/verify: the code for a session (the server sets its cookie). */
export function verifySignInCode(
  destination: SignInDestination,
  code: string,
  language: Language,
): Promise<ShopperSessionAnswer> {
  return shopperRequest<ShopperSessionAnswer>('/account/sign-in/verify', {
    method: 'POST',
    body: { ...destination, code, language },
  });
}

export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { destination: SignInDestination; code: string; language: Language }) =>
      verifySignInCode(input.destination, input.code, input.language),
    onSuccess: (answer) => {
      // Whatever was kept of another shopper's account is gone; this one is known at once.
      queryClient.removeQueries({ queryKey: accountKeys.all });
      queryClient.setQueryData(accountKeys.me(), answer);
      // This device's wishlist joins the account's (a union: nothing is lost).
      void mergeWishlistAtSignIn();
    },
  });
}

type WithApplePay = { ApplePaySession?: { canMakePayments?: () => boolean } };

/**
 * Whether this browser can pay with Apple Pay (Safari on an Apple device with a card set up), as
 * Apple's `ApplePaySession.canMakePayments()` says; false where the session is missing or throws
 * (outside a secure context it does).
 */
export function canUseApplePay(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return (window as Window & WithApplePay).ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

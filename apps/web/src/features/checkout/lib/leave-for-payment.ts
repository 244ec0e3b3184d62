/**
 * How the tab leaves for the payment provider's page: a full page load, not a route. An object,
 * so a test can watch the way out (jsdom cannot navigate) without mocking a module.
 */
export const paymentExit = {
  leave(paymentUrl: string): void {
    window.location.assign(paymentUrl);
  },
};

/** Hands the tab to the payment provider's page (PayPal's approval, Moyasar's invoice). */
export function leaveForPayment(paymentUrl: string): void {
  paymentExit.leave(paymentUrl);
}

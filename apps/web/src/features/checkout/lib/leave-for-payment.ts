/**
 * How the tab leaves for the payment provider's page: a full page load, not a route. An object,
 * so a test can watch the way out (jsdom cannot navigate) without mocking a module.
 */
export const paymentExit = {
  leave(approveUrl: string): void {
    window.location.assign(approveUrl);
  },
};

/** Hands the tab to the payment provider's approval page. */
export function leaveForPayment(approveUrl: string): void {
  paymentExit.leave(approveUrl);
}

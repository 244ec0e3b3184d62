/** Hands the tab to the payment provider's approval page (a full page load, not a route). */
export function leaveForPayment(approveUrl: string): void {
  window.location.assign(approveUrl);
}

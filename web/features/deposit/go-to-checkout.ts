/**
 * Leaves the hotel's page for the provider's checkout, in this same tab. The provider sends the
 * owner back to the deposit flow's return or cancel address (domain/deposit-checkout.ts), so the
 * flow goes on where it was left, and no second tab is left behind. `assign`, not `replace`: the
 * browser's Back button from the provider's page comes back to the booking.
 */
export function goToCheckout(approveUrl: string): void {
  window.location.assign(approveUrl);
}

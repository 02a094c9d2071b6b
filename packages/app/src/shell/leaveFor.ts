/** Leaves the app for another site's page (Stripe's onboarding): a module of its own, so tests can watch it. */
export function leaveFor(address: string): void {
  window.location.assign(address);
}

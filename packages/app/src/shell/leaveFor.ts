/**
 * Leaving the app for another site's page (Stripe's onboarding). An object whose method is looked
 * up at each call, so a test can watch it with `vi.spyOn` (the app's tests share modules, so
 * mocking the module would not reach a screen already loaded).
 */
export const exits = {
  leaveFor(address: string): void {
    window.location.assign(address);
  },
};

/** The demo login the server seeds on its empty database; the global setup chooses the password. */
export const demoEmail = "demo@varco.local";
export const demoPassword = "e2e-demo-password";

/** The Stripe webhook signing secret of the deployment that connects Stripe accounts (its events are signed with it). */
export const stripeWebhookSecret = "whsec_varcoE2eSecret";

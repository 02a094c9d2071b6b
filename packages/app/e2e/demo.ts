/** The demo login the server seeds on its empty database; the global setup chooses the password. */
export const demoEmail = "demo@varco.local";
export const demoPassword = "e2e-demo-password";

import { createStripeStandIn } from "./stripeStandInServer";

/**
 * The Stripe stand-in as a process of its own, for the browser tests (packages/app/e2e): prints
 * its address on the first line, then answers until it is stopped.
 */
const { start, stop } = createStripeStandIn();
const url = await start();
process.stdout.write(`${url}\n`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void stop().then(() => process.exit(0));
  });
}

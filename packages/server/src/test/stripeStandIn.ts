import { afterAll, beforeAll } from "vitest";
import { createStripeStandIn, type StripeStandIn } from "./stripeStandInServer";

export type {
  StandInAccount,
  StandInCall,
  StandInIntent,
  StandInRefund,
  StripeStandIn,
} from "./stripeStandInServer";

/** The Stripe stand-in (stripeStandInServer.ts), started before the file's tests (before `useTestApp`'s app, when called first) and stopped after. */
export function useStripeStandIn(onReady?: (url: string) => void): StripeStandIn {
  const { standIn, start, stop } = createStripeStandIn();
  beforeAll(async () => {
    onReady?.(await start());
  });
  afterAll(stop);
  return standIn;
}

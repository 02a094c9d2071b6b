import type { Context } from "hono";
import type { AppEnv } from "../../http/appEnv";
import { errorBodySchema } from "../../http/route";
import { PaymentProviderError } from "../sales/stripeClient";

/** The answers of a route that calls Stripe: 502 when Stripe refuses the call, 503 when it cannot be reached. */
export const providerFailure = { 502: errorBodySchema, 503: errorBodySchema } as const;

/** A failed call to Stripe as its answer (502/503), with Stripe's details in the log only. */
export async function answeringProviderFailure(
  c: Context<AppEnv>,
  work: () => Promise<Response>,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    c.var.logger.warn({ stripe: error.details, status: error.status }, "a call to Stripe failed");
    return c.json({ message: error.message }, error.status);
  }
}

import { stripePaymentIntentSchema, stripePaymentIntentStatusSchema } from "@varco/domain";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import Stripe from "stripe";
import type { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { defaultMaxBodyBytes, defineRoute, errorBodySchema } from "../../http/route";
import { buyerRequestOf, publicOrderParams } from "../checkout/routes";
import { checkoutSessionHashOf } from "../checkout/session";
import {
  cardPaymentUnavailable,
  type StripeSettings,
  stripeClientOf,
  stripeSettingsOf,
} from "../sales/stripeClient";
import { type BuyerOrderRef, paymentIntentForBuyer, paymentIntentStatusForBuyer } from "./paymentIntents";
import { answeringProviderFailure, providerFailure } from "./providerFailure";
import { handleStripeEvent } from "./webhook";

/** Card payments with Stripe: the buyer's PaymentIntent, and the webhook that settles the order. */

const tags = ["checkout", "public", "payments"];

async function buyerOrderRef(
  c: Context<AppEnv>,
  params: z.output<typeof publicOrderParams>,
): Promise<BuyerOrderRef> {
  const { session, ...order } = await buyerRequestOf(c, params);
  return { ...order, sessionHash: checkoutSessionHashOf(session) };
}

export const createPaymentIntentRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/order/:order_short_id/stripe/payment_intent",
  summary: "Start (or resume) paying the order by card: the PaymentIntent's client secret",
  description:
    "Answers unwrapped `{ client_secret, account_id: null, public_key, stripe_platform: null }`. One PaymentIntent per order at a time: made on the first call (amount = total_gross in Stripe's unit for the currency: whole units for its zero-decimal currencies, thousandths rounded to a multiple of ten for BHD, JOD, KWD, OMR and TND, hundredths otherwise; automatic payment methods, metadata order_id, event_id, short_id, an idempotency key of the order) and reused after; made again when Stripe's was cancelled or no longer matches the order's total (the old one cancelled first), never while its money is on its way. Only the session that reserved (403), while the reservation runs and after the buyer gave their details (409). 422 when card payment is not set up on this server or not offered by the event; 502/503 when Stripe fails.",
  tags,
  request: { params: publicOrderParams },
  responses: {
    200: stripePaymentIntentSchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    ...providerFailure,
  },
  handler: ({ params }, c) =>
    answeringProviderFailure(c, async () =>
      c.json(await paymentIntentForBuyer(c.var.db, c.var.config, await buyerOrderRef(c, params)), 200),
    ),
});

export const paymentIntentStatusRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/order/:order_short_id/stripe/payment_intent",
  summary: "Where the order's card payment stands at Stripe",
  description:
    "Answers unwrapped `{ status, paymentIntentId, amount }` (Stripe's status; amount in major units). The page the buyer returns to polls it with the order until the webhook completes the order. 404 when no card payment was started; 403 for another session's reservation; 422 when card payment is not set up.",
  tags,
  request: { params: publicOrderParams },
  responses: {
    200: stripePaymentIntentStatusSchema,
    403: errorBodySchema,
    404: errorBodySchema,
    422: errorBodySchema,
    ...providerFailure,
  },
  handler: ({ params }, c) =>
    answeringProviderFailure(c, async () =>
      c.json(await paymentIntentStatusForBuyer(c.var.db, c.var.config, await buyerOrderRef(c, params)), 200),
    ),
});

/**
 * The event, verified with the endpoint's signing secret; under Connect, Stripe may sign the events
 * of connected accounts with their endpoint's own secret, which is tried next.
 */
function verifiedEvent(payload: string, signature: string, settings: StripeSettings): Stripe.Event {
  try {
    return Stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
  } catch (error) {
    const connectSecret = settings.connect?.webhookSecret;
    if (!connectSecret) throw error;
    return Stripe.webhooks.constructEvent(payload, signature, connectSecret);
  }
}

export const stripeWebhookRoute = defineRoute({
  method: "post",
  path: "/public/webhooks/stripe",
  summary:
    "Stripe's webhook: a card payment succeeded or failed, a refund succeeded or failed, a connected account changed",
  description:
    "The raw body is verified against the `Stripe-Signature` header with the webhook's signing secret: a missing, bad or tampered signature answers 400 and changes nothing. Each event is handled once (its id is recorded with its effect): payment_intent.succeeded completes a live reservation or an order awaiting offline payment (the card payment wins), or refunds it in full, once, mailing the buyer why, when it arrived after the reservation ran out, after the order was cancelled, or for an order already paid another way (a cancelled order stays cancelled, a completed one completed and paid); payment_intent.payment_failed marks the order PAYMENT_FAILED (it may be paid again); refund.updated, refund.failed and charge.refund.updated move a recorded refund and the order's refund status on (REFUNDED, PARTIALLY_REFUNDED or REFUND_FAILED; the refund of a payment the order never took moves only itself), and when the buyer was told of the refund, mail them once that it arrived or did not go through. account.updated keeps what Stripe says of a connected account (Connect: ready when it can take charges and pay out). Events of connected accounts may be signed with the Connect endpoint's own secret (STRIPE_CONNECT_WEBHOOK_SECRET). Other types are ignored. 204 when handled, already handled or ignored; 502/503 when a call to Stripe fails and 503 when card payment is not set up, so Stripe retries.",
  tags,
  middleware: [
    bodyLimit({
      maxSize: defaultMaxBodyBytes,
      onError: (c) => c.json({ message: "The request body is too large." }, 413),
    }),
  ],
  responses: { 204: null, 400: errorBodySchema, 413: errorBodySchema, ...providerFailure },
  handler: (_input, c) =>
    answeringProviderFailure(c, async () => {
      const settings = stripeSettingsOf(c.var.config);
      if (!settings) return c.json({ message: cardPaymentUnavailable }, 503);
      const payload = await c.req.text();
      const signature = c.req.header("stripe-signature");
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error("no signature");
        event = verifiedEvent(payload, signature, settings);
      } catch {
        return c.json({ message: "The webhook's signature could not be verified." }, 400);
      }
      await handleStripeEvent(
        { db: c.var.db, stripe: stripeClientOf(settings), logger: c.var.logger, now: new Date() },
        event,
      );
      return c.body(null, 204);
    }),
});

export const paymentRoutes = [createPaymentIntentRoute, paymentIntentStatusRoute, stripeWebhookRoute];

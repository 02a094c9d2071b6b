import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/testApp";

const webhookSecret = "whsec_varcoShapeSecret123";
const api = useTestApp({
  env: {
    STRIPE_SECRET_KEY: "sk_test_varco123456",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    APP_CARD_PAYMENT_PUBLISHABLE_KEY: "pk_test_varco123456",
  },
});

/** A signed delivery of `data` for an event of `type`, as Stripe would sign it. */
function deliver(type: string, data: unknown) {
  const payload = JSON.stringify({
    id: `evt_shape_${type}_${JSON.stringify(data).length}`,
    object: "event",
    type,
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    data,
  });
  return api.request("/api/public/webhooks/stripe", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
    body: payload,
  });
}

describe("a signed Stripe event without its object", () => {
  it.each([
    ["payment_intent.succeeded", { object: null }],
    ["payment_intent.payment_failed", { object: null }],
    ["refund.updated", { object: "re_123" }],
    ["charge.refund.updated", {}],
    ["payment_intent.succeeded", null],
  ])("%s with data %j answers 400 (not a 5xx Stripe would retry)", async (type, data) => {
    const response = await deliver(type, data);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The event carries no object." });
  });
});

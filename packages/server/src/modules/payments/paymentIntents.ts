import type { StripePaymentIntent, StripePaymentIntentStatus } from "@varco/domain";
import { eq } from "drizzle-orm";
import type { ServerConfig } from "../../config";
import type { Database, Executor } from "../../db/connect";
import { orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { moneyOf } from "../../http/money";
import { assertBuyerMayChange, assertBuyerSession, findBuyerOrder } from "../checkout/buyerOrder";
import { settingsOfEvent } from "../events/loaders";
import {
  accountOption,
  callStripe,
  minorUnitsOfStripeAmount,
  requireStripeSettings,
  stripeAmountOf,
  stripeClientOf,
} from "../sales/stripeClient";
import { applicationFeeOf, cardPaymentTargetOf } from "../stripeConnect/connect";

/**
 * The buyer's card payment (docs/rules/payments.md): one PaymentIntent per order at a time, made
 * when the buyer first asks to pay and reused after while Stripe can still take it, so the browser
 * confirms the card against it and the webhook (`webhook.ts`) completes the order.
 */

export interface BuyerOrderRef {
  eventId: number;
  shortId: string;
  /** SHA-256 of the request's checkout session, if it has one. */
  sessionHash: string | undefined;
  now: Date;
}

/**
 * The key Stripe dedupes creation by: a double click, or a retry after a lost answer, makes one.
 * An intent made to replace another (cancelled, or for another amount) has a key naming the one it
 * replaces, so each replacement is made once too.
 */
export function paymentIntentIdempotencyKey(orderShortId: string, replacing?: string): string {
  return replacing
    ? `varco-payment-intent-${orderShortId}-after-${replacing}`
    : `varco-payment-intent-${orderShortId}`;
}

/** Stripe's statuses of an intent whose money is taken or on its way: it is never replaced. */
const settlingStatuses: ReadonlySet<string> = new Set(["succeeded", "processing", "requires_capture"]);

async function assertEventTakesCards(db: Executor, eventId: number): Promise<void> {
  if (!(await settingsOfEvent(db, eventId)).payment_providers.includes("STRIPE")) {
    throw new HttpError(422, "This event does not take card payments.");
  }
}

/**
 * `POST …/stripe/payment_intent`: the client secret of the order's PaymentIntent, created on the
 * first call, and again when Stripe's was cancelled or no longer matches the order's total. Only the session that reserved may pay, only while the reservation lasts and after
 * the buyer gave their details; a free order has nothing to pay.
 *
 * The order's row stays locked across the call to Stripe, so two clicks at once make one intent:
 * the second waits and then finds the first one's id. The idempotency key covers the rest (a
 * retry after the answer was lost, a rolled-back transaction).
 */
export async function paymentIntentForBuyer(
  db: Database,
  config: ServerConfig,
  ref: BuyerOrderRef,
): Promise<StripePaymentIntent> {
  return db.transaction(async (tx) => {
    const order = await findBuyerOrder(tx, { eventId: ref.eventId, shortId: ref.shortId, forUpdate: true });
    assertBuyerMayChange(order, ref.sessionHash, ref.now);
    const settings = requireStripeSettings(config);
    const stripe = stripeClientOf(settings);
    if (order.paymentStatus !== "AWAITING_PAYMENT" && order.paymentStatus !== "PAYMENT_FAILED") {
      throw new HttpError(409, "Please give your details before paying.");
    }
    if (order.totalGross <= 0) throw new HttpError(409, "This order is free: there is nothing to pay.");
    await assertEventTakesCards(tx, order.eventId);

    const amount = stripeAmountOf(order.totalGross, order.currency);
    const currency = order.currency.toLowerCase();
    const target = await cardPaymentTargetOf(tx, settings, order.eventId);
    // An intent lives on the Stripe account it was made on: the order keeps which.
    const onOrdersAccount = accountOption(order.stripeAccountId);
    const existingId = order.stripePaymentIntentId;
    const existing =
      existingId && order.stripeAccountId === (target.stripeAccount ?? null)
        ? await callStripe(() => stripe.paymentIntents.retrieve(existingId, {}, onOrdersAccount))
        : undefined;
    let clientSecret: string | null;
    if (
      existing &&
      (settlingStatuses.has(existing.status) ||
        (existing.status !== "canceled" && existing.amount === amount && existing.currency === currency))
    ) {
      clientSecret = existing.client_secret;
    } else {
      // None yet, or Stripe's can no longer be paid (cancelled), or it is for another amount: a new
      // one. One for another amount is cancelled first, so it cannot be paid in a stale tab.
      if (existing && existing.status !== "canceled") {
        await callStripe(() => stripe.paymentIntents.cancel(existing.id, {}, onOrdersAccount));
      }
      const fee = target.stripeAccount ? applicationFeeOf(amount, target.feePercent) : 0;
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency,
            automatic_payment_methods: { enabled: true },
            ...(fee > 0 ? { application_fee_amount: fee } : {}),
            metadata: {
              order_id: String(order.id),
              event_id: String(order.eventId),
              short_id: order.shortId,
            },
          },
          {
            // An intent left on another Stripe account (the organiser connected one since) is
            // replaced too: the key names it, so the new one is made once.
            idempotencyKey: paymentIntentIdempotencyKey(
              order.shortId,
              existing?.id ?? existingId ?? undefined,
            ),
            ...accountOption(target.stripeAccount),
          },
        ),
      );
      await tx
        .update(orders)
        .set({
          stripePaymentIntentId: intent.id,
          stripeAccountId: target.stripeAccount ?? null,
          updatedAt: ref.now,
        })
        .where(eq(orders.id, order.id));
      clientSecret = intent.client_secret;
    }
    if (!clientSecret) throw new HttpError(503, "The payment could not be started. Please try again.");
    return {
      client_secret: clientSecret,
      account_id: target.stripeAccount ?? null,
      public_key: settings.publishableKey,
      stripe_platform: null,
    };
  });
}

/**
 * `GET …/stripe/payment_intent`: where the order's card payment stands at Stripe, for the page the
 * buyer returns to (it polls this and the order until the webhook completes it). `amount` is in
 * major units, as every amount on the wire.
 */
export async function paymentIntentStatusForBuyer(
  db: Database,
  config: ServerConfig,
  ref: BuyerOrderRef,
): Promise<StripePaymentIntentStatus> {
  const order = await findBuyerOrder(db, { eventId: ref.eventId, shortId: ref.shortId });
  assertBuyerSession(order, ref.sessionHash);
  const settings = requireStripeSettings(config);
  const intentId = order.stripePaymentIntentId;
  if (!intentId) throw HttpError.notFound("No card payment has been started for this order.");
  const intent = await callStripe(() =>
    stripeClientOf(settings).paymentIntents.retrieve(intentId, {}, accountOption(order.stripeAccountId)),
  );
  return {
    status: intent.status,
    paymentIntentId: intent.id,
    amount: moneyOf(minorUnitsOfStripeAmount(intent.amount, order.currency), order.currency),
  };
}

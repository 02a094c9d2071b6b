import { currencyMinorDigits } from "@varco/domain";
import Stripe from "stripe";
import type { ServerConfig } from "../../config";
import { HttpError } from "../../http/httpError";

/** What card payments need from the configuration; the secrets never leave the server. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Where the API is reached when not Stripe's own (a local stand-in). */
  apiUrl: string | undefined;
  /** Set when each account takes card payments on its own connected Stripe account. */
  connect: ConnectSettings | undefined;
}

/** Stripe Connect as the installation runs it (docs/rules/payments.md#connect). */
export interface ConnectSettings {
  accountType: "express" | "standard";
  /** The Connect endpoint's own signing secret, when it has one. */
  webhookSecret: string | undefined;
  /** The installation's share of each payment, in percent. */
  feePercent: number;
}

type StripeConfigSource = Pick<
  ServerConfig,
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "APP_CARD_PAYMENT_PUBLISHABLE_KEY"
  | "STRIPE_API_URL"
  | "STRIPE_CONNECT"
  | "STRIPE_CONNECT_ACCOUNT_TYPE"
  | "STRIPE_CONNECT_WEBHOOK_SECRET"
  | "STRIPE_PLATFORM_FEE_PERCENT"
>;

/**
 * The Stripe settings when card payment is offered: the secret key, the webhook's signing secret
 * and the publishable key the app reads are all set. Otherwise undefined.
 */
export function stripeSettingsOf(config: StripeConfigSource): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, APP_CARD_PAYMENT_PUBLISHABLE_KEY } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !APP_CARD_PAYMENT_PUBLISHABLE_KEY) return undefined;
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    publishableKey: APP_CARD_PAYMENT_PUBLISHABLE_KEY,
    apiUrl: config.STRIPE_API_URL,
    connect: config.STRIPE_CONNECT
      ? {
          accountType: config.STRIPE_CONNECT_ACCOUNT_TYPE,
          webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET,
          feePercent: config.STRIPE_PLATFORM_FEE_PERCENT,
        }
      : undefined,
  };
}

/** The message of every answer that says card payment is not available here. */
export const cardPaymentUnavailable = "Card payments are not set up on this server.";

/** The settings, or 422 saying card payment is not set up. */
export function requireStripeSettings(config: StripeConfigSource): StripeSettings {
  const settings = stripeSettingsOf(config);
  if (!settings) throw new HttpError(422, cardPaymentUnavailable);
  return settings;
}

const clients = new Map<string, Stripe>();

/** One SDK client per key and API address, made on first use. */
export function stripeClientOf(settings: StripeSettings): Stripe {
  const cacheKey = `${settings.apiUrl ?? ""} ${settings.secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    client = new Stripe(settings.secretKey, {
      // A failed call is retried by the SDK with the same idempotency key, so it cannot double.
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === "https:" ? "443" : "80"),
            protocol: url.protocol === "https:" ? "https" : "http",
          }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** The request option that makes a call act on a connected account (`Stripe-Account`), if any. */
export function accountOption(stripeAccount: string | null | undefined): Stripe.RequestOptions {
  return stripeAccount ? { stripeAccount } : {};
}

/**
 * How Stripe counts amounts (docs/rules/payments.md#amounts), which is not always the currency's
 * ISO minor unit (domain `currencyMinorDigits`): these currencies have no minor unit at Stripe;
 * these five count thousandths but take only multiples of ten; every other currency is counted in
 * hundredths, even those with no minor unit in use (ISK, HUF, COP, IDR…: 5 ISK is 500).
 */
const stripeZeroDecimal: ReadonlySet<string> = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
const stripeThreeDecimal: ReadonlySet<string> = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

function stripeDigitsOf(code: string): number {
  if (stripeZeroDecimal.has(code)) return 0;
  if (stripeThreeDecimal.has(code)) return 3;
  return 2;
}

/** n / d rounded half-up (n ≥ 0, d > 0). */
const roundedDivision = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/**
 * An amount in our minor units as Stripe's `amount`: the same number for EUR cents or JPY yen;
 * hundredths for a currency Stripe counts so though it has no minor unit (1500 HUF → 150000);
 * for BHD, JOD, KWD, OMR and TND thousandths rounded half-up to a multiple of ten, as Stripe only
 * takes those (5.124 KWD → 5120, 5.125 KWD → 5130).
 */
export function stripeAmountOf(minor: number, currency: string): number {
  const code = currency.toUpperCase();
  const shift = stripeDigitsOf(code) - currencyMinorDigits(code);
  const amount = shift >= 0 ? minor * 10 ** shift : roundedDivision(minor, 10 ** -shift);
  return stripeThreeDecimal.has(code) ? roundedDivision(amount, 10) * 10 : amount;
}

/** Stripe's `amount` back in our minor units (the inverse of `stripeAmountOf`). */
export function minorUnitsOfStripeAmount(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  const shift = stripeDigitsOf(code) - currencyMinorDigits(code);
  return shift >= 0 ? roundedDivision(amount, 10 ** shift) : amount * 10 ** -shift;
}

/**
 * What a card is charged for a total, in our minor units: the total itself, except where Stripe's
 * rounding changes it (a three-decimal currency's total not a multiple of ten).
 */
export function chargedMinorUnits(minor: number, currency: string): number {
  return minorUnitsOfStripeAmount(stripeAmountOf(minor, currency), currency);
}

/**
 * A call to Stripe failed: the answer is 502 (Stripe refused or erred) or 503 (Stripe could not
 * be reached, or is limiting us), with a message that names no secret. Stripe retries a webhook
 * answered so; a buyer may try again.
 */
export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";
  constructor(
    readonly status: 502 | 503,
    /** What the log keeps: Stripe's type, code and request id, never the key. */
    readonly details: Record<string, unknown>,
  ) {
    super(
      status === 503
        ? "The payment provider could not be reached. Please try again."
        : "The payment provider could not handle the request. Please try again.",
    );
  }
}

/** Runs a call to Stripe, turning its failures into `PaymentProviderError`. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      const unreachable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        (error.statusCode ?? 0) >= 500;
      throw new PaymentProviderError(unreachable ? 503 : 502, {
        type: error.type,
        code: error.code,
        statusCode: error.statusCode,
        requestId: error.requestId,
        message: error.message,
      });
    }
    throw error;
  }
}

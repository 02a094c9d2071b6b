import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * For tests: a local HTTP server standing in for the calls Varco makes to Stripe's API (create,
 * retrieve and cancel a PaymentIntent, create a refund), reached through the SDK's host, port and
 * protocol settings (`STRIPE_API_URL`). It keeps what it made, counts the calls, honours
 * idempotency keys as Stripe does (the same key answers the first answer again) and can be told
 * to fail the next calls of one kind.
 */

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
}

export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
}

export type StandInCall =
  | "payment_intents.create"
  | "payment_intents.retrieve"
  | "payment_intents.cancel"
  | "refunds.create";

export interface StripeStandIn {
  /** `http://127.0.0.1:port`, for STRIPE_API_URL. */
  readonly url: string;
  readonly intents: Map<string, StandInIntent>;
  readonly refunds: Map<string, StandInRefund>;
  /** Requests received, by call (retries with the same idempotency key included). */
  readonly calls: Record<StandInCall, number>;
  /** The form bodies and idempotency keys of the creations, in order. */
  readonly created: { call: StandInCall; form: Record<string, string>; idempotencyKey: string | undefined }[];
  /** The next `times` calls of `call` answer Stripe's error with `status` (400: refused, no retry). */
  failNext(call: StandInCall, times: number, status?: number): void;
  /** Marks an intent paid, as confirming the card would. */
  markSucceeded(intentId: string): StandInIntent;
  /** Marks an intent cancelled, as Stripe's dashboard or its expiry would. */
  markCanceled(intentId: string): StandInIntent;
  /** The status the next refunds are made with (Stripe's: `succeeded`, `pending`…); reset: `succeeded`. */
  refundStatus: string;
  reset(): void;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith("metadata["))
      .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
  );
}

/** Starts the stand-in before the file's tests (before `useTestApp`'s app, when called first) and stops it after. */
export function useStripeStandIn(onReady?: (url: string) => void): StripeStandIn {
  let server: Server | undefined;
  let url = "";
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const calls: Record<StandInCall, number> = {
    "payment_intents.create": 0,
    "payment_intents.retrieve": 0,
    "payment_intents.cancel": 0,
    "refunds.create": 0,
  };
  const created: StripeStandIn["created"] = [];
  const failures = new Map<StandInCall, { times: number; status: number }>();
  const answered = new Map<string, { status: number; body: unknown }>();
  let refundStatus = "succeeded";

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
    response.end(JSON.stringify(body));
  };

  async function answer(
    request: IncomingMessage,
  ): Promise<{ status: number; body: unknown; call?: StandInCall }> {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    const call: StandInCall | undefined =
      request.method === "POST" && path === "/v1/payment_intents"
        ? "payment_intents.create"
        : request.method === "GET" && retrieve
          ? "payment_intents.retrieve"
          : request.method === "POST" && cancel
            ? "payment_intents.cancel"
            : request.method === "POST" && path === "/v1/refunds"
              ? "refunds.create"
              : undefined;
    if (!call)
      return { status: 404, body: { error: { type: "invalid_request_error", message: "Unknown path" } } };
    calls[call]++;
    const failure = failures.get(call);
    if (failure && failure.times > 0) {
      failure.times--;
      const type = failure.status >= 500 ? "api_error" : "invalid_request_error";
      return { status: failure.status, call, body: { error: { type, message: "Stood-in failure" } } };
    }
    if (call === "payment_intents.retrieve") {
      const intent = intents.get(retrieve?.[1] ?? "");
      return intent
        ? { status: 200, body: intent, call }
        : {
            status: 404,
            call,
            body: { error: { type: "invalid_request_error", message: "No such payment_intent" } },
          };
    }
    if (call === "payment_intents.cancel") {
      const intent = intents.get(cancel?.[1] ?? "");
      if (!intent) {
        return {
          status: 404,
          call,
          body: { error: { type: "invalid_request_error", message: "No such payment_intent" } },
        };
      }
      if (intent.status === "succeeded" || intent.status === "processing") {
        return {
          status: 400,
          call,
          body: {
            error: {
              type: "invalid_request_error",
              code: "payment_intent_unexpected_state",
              message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            },
          },
        };
      }
      intent.status = "canceled";
      return { status: 200, body: intent, call };
    }
    const form = await formOf(request);
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const earlier = idempotencyKey ? answered.get(`${call} ${idempotencyKey}`) : undefined;
    if (earlier) return { ...earlier, call };
    created.push({ call, form, idempotencyKey });
    let result: { status: number; body: unknown };
    if (call === "payment_intents.create") {
      const id = newId("pi");
      const intent: StandInIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata: metadataOf(form),
        automatic_payment_methods:
          form["automatic_payment_methods[enabled]"] === "true" ? { enabled: true } : null,
      };
      intents.set(id, intent);
      result = { status: 200, body: intent };
    } else {
      const intent = intents.get(form.payment_intent ?? "");
      if (!intent) {
        result = {
          status: 404,
          body: { error: { type: "invalid_request_error", message: "No such payment_intent" } },
        };
      } else {
        const refund: StandInRefund = {
          id: newId("re"),
          object: "refund",
          amount: form.amount ? Number(form.amount) : intent.amount_received,
          currency: intent.currency,
          payment_intent: intent.id,
          status: refundStatus,
          metadata: metadataOf(form),
        };
        refunds.set(refund.id, refund);
        result = { status: 200, body: refund };
      }
    }
    if (idempotencyKey) answered.set(`${call} ${idempotencyKey}`, result);
    return { ...result, call };
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      answer(request).then(
        ({ status, body }) => send(response, status, body),
        (error: unknown) => send(response, 500, { error: { type: "api_error", message: String(error) } }),
      );
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    onReady?.(url);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  return {
    get url() {
      return url;
    },
    intents,
    refunds,
    calls,
    created,
    failNext(call, times, status = 400) {
      failures.set(call, { times, status });
    },
    markSucceeded(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      return intent;
    },
    markCanceled(intentId) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`stand-in: no intent ${intentId}`);
      intent.status = "canceled";
      return intent;
    },
    get refundStatus() {
      return refundStatus;
    },
    set refundStatus(status: string) {
      refundStatus = status;
    },
    reset() {
      for (const call of Object.keys(calls) as StandInCall[]) calls[call] = 0;
      created.length = 0;
      failures.clear();
      refundStatus = "succeeded";
    },
  };
}

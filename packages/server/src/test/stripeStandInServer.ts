import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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
  | "refunds.create"
  | "accounts.create"
  | "accounts.retrieve"
  | "account_links.create";

/** A connected account as the stand-in keeps it (Stripe Connect). */
export interface StandInAccount {
  id: string;
  object: "account";
  type: string;
  country: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[] };
  metadata: Record<string, string>;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:port`, for STRIPE_API_URL. */
  readonly url: string;
  readonly intents: Map<string, StandInIntent>;
  readonly refunds: Map<string, StandInRefund>;
  readonly accounts: Map<string, StandInAccount>;
  /** The connected account each intent and refund was made on (`Stripe-Account`); absent: the platform's. */
  readonly madeOn: Map<string, string>;
  /** Requests received, by call (retries with the same idempotency key included). */
  readonly calls: Record<StandInCall, number>;
  /** The form bodies and idempotency keys of the creations, in order. */
  readonly created: {
    call: StandInCall;
    form: Record<string, string>;
    idempotencyKey: string | undefined;
    /** The `Stripe-Account` header: the connected account the call acted on. */
    stripeAccount: string | undefined;
  }[];
  /** The next `times` calls of `call` answer Stripe's error with `status` (400: refused, no retry). */
  failNext(call: StandInCall, times: number, status?: number): void;
  /** Marks an intent paid, as confirming the card would. */
  markSucceeded(intentId: string): StandInIntent;
  /** Marks an intent cancelled, as Stripe's dashboard or its expiry would. */
  markCanceled(intentId: string): StandInIntent;
  /** The status the next refunds are made with (Stripe's: `succeeded`, `pending`…); reset: `succeeded`. */
  refundStatus: string;
  /** Finishes a connected account's onboarding, as the organiser would on Stripe's pages. */
  completeOnboarding(accountId: string): StandInAccount;
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

/**
 * The stand-in, not yet listening: `start` listens on a free port and answers its address, `stop`
 * closes it. Also serves, for a browser, the onboarding page its account links lead to
 * (`/connect/onboarding/{account}`: one button finishes it and goes back to `return_url`), and
 * `GET /stand-in/state` for tests in another process.
 */
export function createStripeStandIn(): {
  standIn: StripeStandIn;
  start(): Promise<string>;
  stop(): Promise<void>;
} {
  let server: Server | undefined;
  let url = "";
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const calls: Record<StandInCall, number> = {
    "payment_intents.create": 0,
    "payment_intents.retrieve": 0,
    "payment_intents.cancel": 0,
    "refunds.create": 0,
    "accounts.create": 0,
    "accounts.retrieve": 0,
    "account_links.create": 0,
  };
  const accounts = new Map<string, StandInAccount>();
  const madeOn = new Map<string, string>();
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
    const stripeAccount = request.headers["stripe-account"] as string | undefined;
    /** What a call on another account than the object's finds: nothing, as at Stripe. */
    const onThisAccount = (id: string) => madeOn.get(id) === stripeAccount;
    const connected = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (request.method === "GET" && connected) {
      calls["accounts.retrieve"]++;
      const account = accounts.get(connected[1] ?? "");
      return account
        ? { status: 200, body: account, call: "accounts.retrieve" }
        : {
            status: 404,
            call: "accounts.retrieve",
            body: { error: { type: "invalid_request_error", message: "No such account" } },
          };
    }
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
              : request.method === "POST" && path === "/v1/accounts"
                ? "accounts.create"
                : request.method === "POST" && path === "/v1/account_links"
                  ? "account_links.create"
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
      return intent && onThisAccount(intent.id)
        ? { status: 200, body: intent, call }
        : {
            status: 404,
            call,
            body: { error: { type: "invalid_request_error", message: "No such payment_intent" } },
          };
    }
    if (call === "payment_intents.cancel") {
      const intent = intents.get(cancel?.[1] ?? "");
      if (!intent || !onThisAccount(intent.id)) {
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
    // Stripe scopes idempotency keys by account.
    const answeredKey = `${call} ${stripeAccount ?? ""} ${idempotencyKey}`;
    const earlier = idempotencyKey ? answered.get(answeredKey) : undefined;
    if (earlier) return { ...earlier, call };
    created.push({ call, form, idempotencyKey, stripeAccount });
    let result: { status: number; body: unknown };
    if (call === "accounts.create") {
      const account: StandInAccount = {
        id: newId("acct"),
        object: "account",
        type: form.type ?? "express",
        country: form.country ?? "IT",
        email: form.email ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ["external_account", "individual.first_name"] },
        metadata: metadataOf(form),
      };
      accounts.set(account.id, account);
      result = { status: 200, body: account };
    } else if (call === "account_links.create") {
      const link = new URL(`/connect/onboarding/${form.account ?? ""}`, url);
      link.searchParams.set("return_url", form.return_url ?? "");
      link.searchParams.set("refresh_url", form.refresh_url ?? "");
      result = accounts.has(form.account ?? "")
        ? {
            status: 200,
            body: { object: "account_link", url: link.href, expires_at: Math.floor(Date.now() / 1000) + 300 },
          }
        : { status: 404, body: { error: { type: "invalid_request_error", message: "No such account" } } };
    } else if (call === "payment_intents.create") {
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
      if (stripeAccount) madeOn.set(id, stripeAccount);
      result = { status: 200, body: intent };
    } else {
      const intent = intents.get(form.payment_intent ?? "");
      if (!intent || !onThisAccount(intent.id)) {
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
        if (stripeAccount) madeOn.set(refund.id, stripeAccount);
        result = { status: 200, body: refund };
      }
    }
    if (idempotencyKey) answered.set(answeredKey, result);
    return { ...result, call };
  }

  /** The organiser's side of onboarding, for a browser: a page, and its one button. */
  function onboarding(request: IncomingMessage, response: ServerResponse): boolean {
    const address = new URL(request.url ?? "/", "http://stand-in");
    const page = /^\/connect\/onboarding\/([^/]+)(\/complete)?$/.exec(address.pathname);
    if (address.pathname === "/stand-in/state") {
      send(response, 200, {
        intents: [...intents.values()],
        refunds: [...refunds.values()],
        accounts: [...accounts.values()],
        madeOn: Object.fromEntries(madeOn),
        created,
      });
      return true;
    }
    if (!page) return false;
    const account = accounts.get(page[1] ?? "");
    const returnUrl = address.searchParams.get("return_url") ?? "";
    if (!account || !/^https?:\/\//.test(returnUrl)) {
      response.writeHead(404).end();
      return true;
    }
    if (page[2] && request.method === "POST") {
      completeOnboarding(account.id);
      response.writeHead(303, { location: returnUrl }).end();
      return true;
    }
    const action = `${address.pathname}/complete${address.search}`.replaceAll("&", "&amp;");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><title>Stripe onboarding (stand-in)</title></head><body><main><h1>Stripe onboarding (stand-in)</h1><p>${account.id}</p><form method="post" action="${action}"><button type="submit">Finish onboarding</button></form></main></body></html>`,
    );
    return true;
  }

  function completeOnboarding(accountId: string): StandInAccount {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`stand-in: no account ${accountId}`);
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [] },
    });
    return account;
  }

  const start = async () => {
    server = createServer((request, response) => {
      if (onboarding(request, response)) return;
      answer(request).then(
        ({ status, body }) => send(response, status, body),
        (error: unknown) => send(response, 500, { error: { type: "api_error", message: String(error) } }),
      );
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return url;
  };
  const stop = async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  };

  const standIn: StripeStandIn = {
    get url() {
      return url;
    },
    intents,
    refunds,
    accounts,
    madeOn,
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
    completeOnboarding,
    reset() {
      for (const call of Object.keys(calls) as StandInCall[]) calls[call] = 0;
      created.length = 0;
      failures.clear();
      refundStatus = "succeeded";
    },
  };
  return { standIn, start, stop };
}

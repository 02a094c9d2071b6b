import { stripeConnectAccountsSchema, stripeConnectResultSchema, stripeConnectSchema } from "@varco/domain";
import type { Context } from "hono";
import type { ServerConfig } from "../../config";
import type { AppEnv } from "../../http/appEnv";
import { defineRoute, errorBodySchema } from "../../http/route";
import { accountIdParams, adminOnly, dataEnvelope, invalidInput, member } from "../../http/routeParts";
import { type Caller, callerOfAccount } from "../auth/caller";
import { authenticated } from "../auth/session";
import { answeringProviderFailure, providerFailure } from "../payments/providerFailure";
import { connectedAccountsOf, startConnecting } from "./connect";

const tags = ["account"];
/** What both routes may answer besides their data: the caller, Connect off (403), Stripe failing. */
const refusals = { ...adminOnly, ...member, 403: errorBodySchema, ...providerFailure } as const;

/** The handler of a route answering `work`'s result for the caller's account, or Stripe's failure. */
const answering =
  <T>(work: (caller: Caller, config: ServerConfig) => Promise<T>) =>
  ({ params }: { params: { account_id: number } }, c: Context<AppEnv>) =>
    answeringProviderFailure(c, async () =>
      c.json({ data: await work(callerOfAccount(c, params.account_id), c.var.config) }, 200),
    );

export const stripeConnectAccountsRoute = defineRoute({
  method: "get",
  path: "/accounts/:account_id/stripe/connect_accounts",
  summary: "The account's connected Stripe account, as Stripe says it stands now (admins only)",
  description:
    "Asks Stripe how the connected account stands and keeps the answer: `has_completed_setup` when it can take charges and pay out. While it cannot, `connect_url` continues Stripe's onboarding. 403 when this installation does not connect accounts (STRIPE_CONNECT off).",
  tags,
  middleware: [authenticated("ADMIN")],
  request: { params: accountIdParams },
  responses: { 200: dataEnvelope(stripeConnectAccountsSchema), ...refusals },
  handler: answering(connectedAccountsOf),
});

export const stripeConnectRoute = defineRoute({
  method: "post",
  path: "/accounts/:account_id/stripe/connect",
  summary: "Connect a Stripe account of the account's own (admins only)",
  description:
    "Makes the account's Stripe account on the first call (of the kind STRIPE_CONNECT_ACCOUNT_TYPE names) and answers `connect_url`, where Stripe's onboarding continues; it comes back to /account/payment. Calls at once make one Stripe account. `platform` is accepted and ignored. 403 when this installation does not connect accounts.",
  tags,
  middleware: [authenticated("ADMIN")],
  request: { params: accountIdParams, body: stripeConnectSchema },
  responses: { 200: dataEnvelope(stripeConnectResultSchema), ...invalidInput, ...refusals },
  handler: answering(startConnecting),
});

export const stripeConnectRoutes = [stripeConnectAccountsRoute, stripeConnectRoute];

import type { StripeConnectAccounts, StripeConnectResult } from "@varco/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { ServerConfig } from "../../config";
import type { Executor } from "../../db/connect";
import { accounts, events } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { accountResource } from "../account/accountResource";
import type { Caller } from "../auth/caller";
import {
  type ConnectSettings,
  callStripe,
  type StripeSettings,
  stripeClientOf,
  stripeSettingsOf,
} from "../sales/stripeClient";

/**
 * Stripe Connect (docs/rules/payments.md#connect): an account connects a Stripe account of its
 * own, made by Stripe's onboarding, and its buyers' cards are then charged on it. Whether it may
 * take charges is Stripe's to say (`charges_enabled` and `payouts_enabled`): we keep what Stripe
 * last said, refreshed whenever the organiser looks and whenever Stripe reports a change.
 */

type AccountRow = typeof accounts.$inferSelect;

export const connectNotEnabled = "Connecting a Stripe account is not enabled on this installation.";

/** The installation's Stripe settings when Connect is on; 403 otherwise (as Hi.Events outside SaaS mode). */
function requireConnect(config: ServerConfig): StripeSettings & { connect: ConnectSettings } {
  const settings = stripeSettingsOf(config);
  if (!settings?.connect) throw new HttpError(403, connectNotEnabled);
  return settings as StripeSettings & { connect: ConnectSettings };
}

/** Stripe's verdict on a connected account: it can take card payments and pay them out. */
export function isConnectedAccountReady(
  account: Pick<Stripe.Account, "charges_enabled" | "payouts_enabled">,
) {
  return account.charges_enabled === true && account.payouts_enabled === true;
}

function detailsOf(account: Stripe.Account): Record<string, unknown> {
  return {
    country: account.country ?? null,
    type: account.type ?? null,
    charges_enabled: account.charges_enabled ?? false,
    payouts_enabled: account.payouts_enabled ?? false,
    details_submitted: account.details_submitted ?? false,
    currently_due: account.requirements?.currently_due ?? [],
  };
}

/**
 * Keeps what Stripe says of a connected account on the account it belongs to: ready (the first
 * time is stamped) or not (the stamp is cleared: Stripe can withdraw charges, and then cards stop).
 */
export async function recordConnectedAccount(
  db: Executor,
  account: Stripe.Account,
): Promise<AccountRow | undefined> {
  const ready = isConnectedAccountReady(account);
  const [row] = await db
    .update(accounts)
    .set({
      stripeAccountDetails: detailsOf(account),
      stripeSetupCompletedAt: ready ? sql`coalesce(${accounts.stripeSetupCompletedAt}, now())` : null,
    })
    .where(eq(accounts.stripeAccountId, account.id))
    .returning();
  return row;
}

async function accountRowOf(db: Executor, accountId: number): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));
  if (!row) throw HttpError.notFound();
  return row;
}

/** Where Stripe's onboarding sends the organiser back: done, or the link ran out and a new one is needed. */
function onboardingLinkOf(
  stripe: Stripe,
  config: ServerConfig,
  stripeAccountId: string,
): Promise<Stripe.AccountLink> {
  const page = new URL("/account/payment", config.APP_URL);
  return callStripe(() =>
    stripe.accountLinks.create({
      account: stripeAccountId,
      type: "account_onboarding",
      return_url: `${page.href}?is_return=1`,
      refresh_url: `${page.href}?is_refresh=1`,
    }),
  );
}

/** Asks Stripe how the connected account stands, keeps the answer, and answers the account's row. */
async function refreshed(db: Executor, stripe: Stripe, row: AccountRow): Promise<AccountRow> {
  const stripeAccountId = row.stripeAccountId;
  if (!stripeAccountId) return row;
  const account = await callStripe(() => stripe.accounts.retrieve(stripeAccountId));
  return (await recordConnectedAccount(db, account)) ?? row;
}

const isReady = (row: AccountRow) => row.stripeSetupCompletedAt !== null;

/** `GET accounts/{id}/stripe/connect_accounts`: the connected account, as Stripe says it stands now. */
export async function connectedAccountsOf(
  caller: Caller,
  config: ServerConfig,
): Promise<StripeConnectAccounts> {
  const settings = requireConnect(config);
  const stripe = stripeClientOf(settings);
  const row = await refreshed(caller.db, stripe, await accountRowOf(caller.db, caller.accountId));
  const stripeAccountId = row.stripeAccountId;
  const connected = stripeAccountId
    ? [
        {
          stripe_account_id: stripeAccountId,
          connect_url: isReady(row) ? null : (await onboardingLinkOf(stripe, config, stripeAccountId)).url,
          is_setup_complete: isReady(row),
          platform: null,
          account_type: row.stripeAccountType ?? settings.connect.accountType,
          is_primary: true,
          country:
            typeof row.stripeAccountDetails?.country === "string" ? row.stripeAccountDetails.country : null,
        },
      ]
    : [];
  return {
    account: { id: row.id, stripe_platform: null },
    stripe_connect_accounts: connected,
    primary_stripe_account_id: stripeAccountId,
    has_completed_setup: isReady(row),
  };
}

/**
 * `POST accounts/{id}/stripe/connect` (admins): makes the account's Stripe account on the first
 * call, and answers where Stripe's onboarding continues (or that it is done).
 */
export async function startConnecting(caller: Caller, config: ServerConfig): Promise<StripeConnectResult> {
  const settings = requireConnect(config);
  const stripe = stripeClientOf(settings);
  let row = await accountRowOf(caller.db, caller.accountId);
  if (!row.stripeAccountId) {
    const email = row.email;
    const country = row.country;
    // Two clicks at once ask Stripe with one idempotency key, so Stripe makes one account and
    // answers both with it; the guarded update below then stores it once.
    const created = await callStripe(() =>
      stripe.accounts.create(
        {
          type: settings.connect.accountType,
          email,
          ...(country ? { country } : {}),
          metadata: { varco_account: row.shortId },
        },
        { idempotencyKey: `varco-connect-account-${row.shortId}` },
      ),
    );
    // Safe when requests race: only a row still without a connected account takes this one
    // (`stripe_account_id is null`), and the unique index keeps one Stripe account per account.
    await caller.db
      .update(accounts)
      .set({ stripeAccountId: created.id, stripeAccountType: settings.connect.accountType })
      .where(and(eq(accounts.id, row.id), isNull(accounts.stripeAccountId)));
    row = await accountRowOf(caller.db, caller.accountId);
    await recordConnectedAccount(caller.db, created);
  }
  row = await refreshed(caller.db, stripe, row);
  const stripeAccountId = row.stripeAccountId as string;
  return {
    stripe_connect_account_type: row.stripeAccountType,
    stripe_account_id: stripeAccountId,
    is_connect_setup_complete: isReady(row),
    connect_url: isReady(row) ? null : (await onboardingLinkOf(stripe, config, stripeAccountId)).url,
    account: accountResource(row),
  };
}

/** Where an event's card payments go: the installation's account, or the organiser's connected one. */
export interface CardPaymentTarget {
  /** The connected account the calls act on (`Stripe-Account`); undefined: the installation's own. */
  stripeAccount: string | undefined;
  /** The installation's fee on a payment into a connected account, in percent. */
  feePercent: number;
}

/**
 * Under Connect an event's cards are charged on its account's connected Stripe account, which must
 * be ready (422 otherwise: the buyer may pay another way); without Connect, on the installation's.
 */
export async function cardPaymentTargetOf(
  db: Executor,
  settings: StripeSettings,
  eventId: number,
): Promise<CardPaymentTarget> {
  if (!settings.connect) return { stripeAccount: undefined, feePercent: 0 };
  const [row] = await db
    .select({ account: accounts })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(eq(events.id, eventId));
  if (!row?.account.stripeAccountId || !isReady(row.account))
    throw new HttpError(
      422,
      "The organiser cannot take card payments yet. Please choose another way to pay.",
    );
  return { stripeAccount: row.account.stripeAccountId, feePercent: settings.connect.feePercent };
}

/** The installation's fee on `amount` (Stripe's units), rounded down: never more than the percent. */
export function applicationFeeOf(amount: number, feePercent: number): number {
  return Math.floor((amount * feePercent) / 100);
}

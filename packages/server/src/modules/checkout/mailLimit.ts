import { reasonWords } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { attendees } from "../../db/schema";
import { type CountedHits, hitEach, type RateLimit, type RateLimits } from "../../http/rateLimit";

/**
 * How much mail an anonymous checkout may send (docs/rules/orders.md): a free order, or one paid
 * offline, mails its buyer and its ticket holders at once, to addresses the buyer typed. Counted
 * across orders where every instance sees the same counts (`RateLimits`: the database on
 * PostgreSQL), per address mailed, per client address and per checkout session. Past a limit the
 * checkout answers 429 with `order_mails_limit`, and the order stays as it was: nothing is sent.
 */

/** Orders that mail one address (its confirmation and its tickets are one order's mail). */
export const orderMailRecipientLimit: RateLimit = { bucket: "order-mail:to", max: 10, windowSeconds: 3600 };
/** Addresses mailed by the orders of one client address. */
export const orderMailClientLimit: RateLimit = { bucket: "order-mail:ip", max: 30, windowSeconds: 3600 };
/** Addresses mailed by the orders of one checkout session. */
export const orderMailSessionLimit: RateLimit = {
  bucket: "order-mail:session",
  max: 20,
  windowSeconds: 3600,
};

const refusal = { code: "order_mails_limit", message: reasonWords.order_mails_limit };

/** Who is checking out, for the limits: where requests come from and their session's hash. */
export interface OrderMailSender {
  rateLimits: RateLimits;
  clientIp: string | undefined;
  sessionHash: string | undefined;
}

/** What a checkout counted, to give back when the step that would send it fails after all. */
export type SpentMails = CountedHits;

const nothingSpent: SpentMails = { giveBack: async () => {} };

/** The addresses an order's mails go to now: its buyer's and its ticket holders', as stored. */
export async function mailedAddressesOf(
  db: Executor,
  order: { id: number; email: string | null },
): Promise<(string | null)[]> {
  const holders = await db
    .select({ email: attendees.email })
    .from(attendees)
    .where(and(eq(attendees.orderId, order.id), isNull(attendees.deletedAt)));
  return [order.email, ...holders.map((holder) => holder.email)];
}

/**
 * Counts the mails of an order about to send them, one per distinct address (any case), or throws
 * 429 (`order_mails_limit`) giving back what it counted. Called before the step's transaction,
 * never inside it: the counts are written on a connection of their own, and a checkout holding
 * the event's stock lock must not wait for another connection. Concurrent checkouts see each
 * other's counts, since each hit is written before it is counted (`hitRateLimit`).
 */
export async function spendOrderMails(
  sender: OrderMailSender | undefined,
  addresses: readonly (string | null | undefined)[],
): Promise<SpentMails> {
  if (!sender) return nothingSpent;
  const recipients = new Set(
    addresses
      .filter((address): address is string => typeof address === "string" && address.trim() !== "")
      .map((address) => address.trim().toLowerCase()),
  );
  const hits = [...recipients].flatMap((recipient) => [
    [orderMailRecipientLimit, recipient] as const,
    ...(sender.clientIp === undefined ? [] : [[orderMailClientLimit, sender.clientIp] as const]),
    ...(sender.sessionHash === undefined ? [] : [[orderMailSessionLimit, sender.sessionHash] as const]),
  ]);
  return hitEach(sender.rateLimits, hits, refusal);
}

/** Runs the step that sends what was counted; when it fails, the count is given back. */
export async function sendingSpent<T>(spent: SpentMails, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await spent.giveBack();
    throw error;
  }
}

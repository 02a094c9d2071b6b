import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { PublicEvent } from "@varco/domain";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect";
import { events, orders } from "../../db/schema";
import type { RateLimit, RateLimits } from "../../http/rateLimit";
import { type OrderPublic, orderItemsByOrder, publicOrderResource } from "../checkout/publicOrderResource";
import { publicEvent } from "../events/publicService";
import { queueMail } from "../mail/outbox";
import { existingKey, storedKey } from "../tickets/ticketCode";

/**
 * "Find my tickets": a buyer gives an email address; if orders with tickets were made with it, a
 * link is mailed to it that lists them for a day. The answer never says whether the address is
 * known (the same status and words), and the list is never on the screen that asked: only
 * whoever reads that mailbox sees it. The link's token is the address and its expiry sealed
 * (AES-256-GCM) by a key of the deployment's: every instance opens it, nobody can forge or read it,
 * and the address stays out of URLs and logs.
 */

/** How long the mailed link works. */
export const lookupLinkHours = 24;
/** Most orders a link lists, newest first. */
export const lookupMaxOrders = 50;

/** Requests from one client address; and links mailed to one address (past it: said nothing, sent nothing). */
export const lookupRequestLimit: RateLimit = { bucket: "ticket-lookup:ip", max: 10, windowSeconds: 3600 };
export const lookupMailLimit: RateLimit = { bucket: "ticket-lookup:email", max: 3, windowSeconds: 3600 };

const keyName = "ticket_lookup";
const issuingStatuses = ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"] as const;

function seal(key: Buffer, message: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(message, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

function unseal(key: Buffer, token: string): string | undefined {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length < 29) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/** The orders with tickets bought with `email` (any case), newest first. */
async function ordersOf(db: Executor, email: string) {
  return db
    .select()
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        sql`lower(${orders.email}) = ${email}`,
        inArray(orders.status, [...issuingStatuses]),
        isNull(orders.deletedAt),
        isNull(events.deletedAt),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(lookupMaxOrders);
}

/**
 * `POST public/ticket-lookup`: mails the link when `email` has orders and has not had three links
 * this hour, in the language of its latest order. Answers the same in every case.
 */
export async function requestTicketLookup(
  db: Database,
  rateLimits: RateLimits,
  { email, appUrl, now }: { email: string; appUrl: string; now: Date },
): Promise<void> {
  const address = email.trim().toLowerCase();
  const found = await ordersOf(db, address);
  const latest = found[0];
  if (!latest) return;
  if (!(await rateLimits.hit(lookupMailLimit, address)).allowed) return;
  const expires = now.getTime() + lookupLinkHours * 3_600_000;
  const token = seal(await storedKey(db, keyName), JSON.stringify({ e: address, x: expires }));
  await queueMail(db, {
    accountId: null,
    to: address,
    template: "ticket_lookup",
    payload: {
      locale: latest.orders.locale,
      first_name: latest.orders.firstName ?? "",
      lookup_url: `${appUrl}/my-tickets/${token}`,
      expires_in_hours: String(lookupLinkHours),
    },
  });
}

/**
 * `GET public/ticket-lookup/{token}`: the orders of the link's address, each with its lines and
 * its event (the public event, when it is still public); undefined for a link altered, made up
 * or older than a day.
 */
export async function ordersOfLookup(
  db: Database,
  token: string,
  { appUrl, now }: { appUrl: string; now: Date },
): Promise<OrderPublic[] | undefined> {
  const key = await existingKey(db, keyName);
  const opened = key && token.length <= 512 ? unseal(key, token) : undefined;
  if (!opened) return undefined;
  const { e: email, x: expires } = JSON.parse(opened) as { e: string; x: number };
  if (typeof email !== "string" || typeof expires !== "number" || expires < now.getTime()) return undefined;
  const found = await ordersOf(db, email);
  const items = await orderItemsByOrder(
    db,
    found.map(({ orders: order }) => order.id),
  );
  const eventsById = new Map<number, PublicEvent | undefined>();
  for (const { orders: order } of found)
    if (!eventsById.has(order.eventId))
      eventsById.set(order.eventId, await publicEvent(db, order.eventId, undefined, { appUrl, now }));
  return found.map(({ orders: order }) =>
    publicOrderResource(
      { order, items: items.get(order.id) ?? [], attendees: [] },
      { now, event: eventsById.get(order.eventId) },
    ),
  );
}

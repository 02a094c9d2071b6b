import { randomUUID } from "node:crypto";
import type { Database } from "../../db/connect";
import {
  accounts,
  attendees,
  eventSettings,
  events,
  messages,
  orders,
  organizers,
  productCategories,
  productPrices,
  products,
  users,
} from "../../db/schema";
import { shortIdOf } from "../../db/shortId";
import { enqueueJob } from "../../jobs/queue";
import { runDueJobs } from "../../jobs/runner";
import type { MailTransport, OutgoingMail } from "../mail/transport";
import { messageJobHandlers, messageQueue } from "./delivery";

/** A transport that keeps every mail it is given, or fails while `failing` is set. */
export function capturingTransport(): MailTransport & { sent: OutgoingMail[]; failing: boolean } {
  const transport = {
    kind: "capture",
    sent: [] as OutgoingMail[],
    failing: false,
    async send(mail: OutgoingMail) {
      if (transport.failing) throw new Error("SMTP said no");
      transport.sent.push(mail);
    },
  };
  return transport;
}

/** Runs the messages' jobs that are due until none is left (what the runner does every few seconds). */
export async function deliverMessages(
  db: Database,
  transport: MailTransport,
  options: { maxAttempts?: number } = {},
): Promise<void> {
  const handlers = messageJobHandlers(db, transport, {
    appName: "Varco",
    from: "Varco <no-reply@varco.test>",
    ...options,
  });
  for (let pass = 0; pass < 1000; pass++) {
    const report = await runDueJobs(db, handlers, { batchSize: 200 });
    if (report.done + report.skipped + report.retried + report.failed + report.lost === 0) return;
  }
  throw new Error("messages' jobs never ran out");
}

/**
 * An event with `count` ticket holders, each at an address of their own (`holder-{n}@example.com`;
 * every third order in Italian), and a message to all of them, queued as the route queues it: for
 * the process test and the bench (scripts/messages-bench.ts). Written in batches of 1,000.
 */
export async function seedMessageToHolders(db: Database, count: number): Promise<{ messageId: number }> {
  const tag = randomUUID().replaceAll("-", "").slice(0, 10);
  const [account] = await db
    .insert(accounts)
    .values({
      shortId: shortIdOf("acc"),
      name: "Bench",
      email: `owner-${tag}@example.com`,
      currencyCode: "EUR",
      timezone: "Europe/Rome",
      accountVerifiedAt: new Date(),
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ email: `owner-${tag}@example.com`, firstName: "Olga", timezone: "Europe/Rome", locale: "it" })
    .returning();
  if (!account || !user) throw new Error("seed: no account");
  const [organizer] = await db
    .insert(organizers)
    .values({
      accountId: account.id,
      name: "Arena",
      email: `arena-${tag}@example.com`,
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: `arena-${tag}`,
    })
    .returning();
  if (!organizer) throw new Error("seed: no organizer");
  const [event] = await db
    .insert(events)
    .values({
      accountId: account.id,
      organizerId: organizer.id,
      shortId: shortIdOf("evt"),
      title: "Aida in the Park",
      slug: `aida-${tag}`,
      startDate: new Date(Date.now() + 30 * 86_400_000),
      status: "LIVE",
      currency: "EUR",
      timezone: "Europe/Rome",
    })
    .returning();
  if (!event) throw new Error("seed: no event");
  await db.insert(eventSettings).values({ eventId: event.id, values: {} });
  const [category] = await db
    .insert(productCategories)
    .values({ eventId: event.id, name: "Tickets" })
    .returning();
  const [product] = await db
    .insert(products)
    .values({ eventId: event.id, productCategoryId: category?.id ?? 0, title: "Stalls", priceType: "PAID" })
    .returning();
  const [price] = await db
    .insert(productPrices)
    .values({ productId: product?.id ?? 0, price: 2500 })
    .returning();
  if (!product || !price) throw new Error("seed: no product");
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, index) => start + index);
    const orderRows = await db
      .insert(orders)
      .values(
        batch.map((n) => ({
          eventId: event.id,
          shortId: `o_${tag}${n}`,
          publicId: `O-${tag.toUpperCase()}${n}`,
          status: "COMPLETED" as const,
          currency: "EUR",
          locale: n % 3 === 0 ? "it" : "en",
          firstName: `Holder${n}`,
          email: `holder-${n}@example.com`,
          completedAt: new Date(),
        })),
      )
      .returning({ id: orders.id });
    await db.insert(attendees).values(
      batch.map((n, index) => ({
        orderId: orderRows[index]?.id ?? 0,
        eventId: event.id,
        productId: product.id,
        productPriceId: price.id,
        shortId: `a_${tag}${n}`,
        publicId: `A-${tag.toUpperCase()}${n}`,
        ticketSecret: `${tag}-${n}-${randomUUID()}`,
        status: "ACTIVE" as const,
        firstName: `Holder${n}`,
        lastName: "Bench",
        email: `holder-${n}@example.com`,
        locale: n % 3 === 0 ? "it" : "en",
      })),
    );
  }
  const [message] = await db
    .insert(messages)
    .values({
      accountId: account.id,
      eventId: event.id,
      sentByUserId: user.id,
      subject: "Doors open at 19:00",
      message: "<p>Gates open <strong>early</strong>.</p>",
      type: "ALL_ATTENDEES",
      status: "PROCESSING",
      recipientCount: count,
    })
    .returning();
  if (!message) throw new Error("seed: no message");
  await enqueueJob(db, {
    queue: messageQueue,
    key: `message:${message.id}`,
    payload: { message_id: message.id },
  });
  return { messageId: message.id };
}

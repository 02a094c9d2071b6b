import { randomBytes } from "node:crypto";
import type {
  JoinedWaitlistEntry,
  joinWaitlistSchema,
  offerWaitlistSchema,
  PublicWaitlistEntry,
  WaitlistEntry,
  WaitlistStats,
} from "@varco/domain";
import { waitlistEntryStatuses } from "@varco/domain";
import { and, asc, count, eq, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Executor, Transaction } from "../../db/connect";
import { events, orders, organizers, productPrices, products, waitlistEntries } from "../../db/schema";
import { selectPage } from "../../db/selectPage";
import { refusingUniqueViolation } from "../../db/uniqueViolation";
import { HttpError } from "../../http/httpError";
import { createdSort, defineList, enumFilter, idFilter, type ListQuery } from "../../http/listQuery";
import { unitsLeft } from "../attendees/attendeeStock";
import type { Caller } from "../auth/caller";
import { eventPage } from "../events/eventPage";
import { settingsOfEvent } from "../events/loaders";
import { findEvent } from "../events/service";
import { queueMail } from "../mail/outbox";
import { liveReservationSql } from "../sales/liveReservation";
import { lockEventStock } from "../sales/stock";

/**
 * The waitlist (docs/rules/waitlist.md): people wait in line for a sold-out price of a product
 * whose waitlist is on; a unit that frees up is offered to the first of them, held for the event's
 * `waitlist_offer_timeout_minutes`, by mail with a link to their entry page, where they take it up
 * (a reservation through the ordinary checkout) or give it to the next person.
 */

type EntryRow = typeof waitlistEntries.$inferSelect;
type JoinBody = z.output<typeof joinWaitlistSchema>;
type OfferBody = z.output<typeof offerWaitlistSchema>;

/** A place still in play: in line, or holding an offer. */
const openStatuses = ["WAITING", "OFFERED"] as const;

export const waitlistList = defineList({
  sorts: {
    position: {
      column: waitlistEntries.position,
      labels: { asc: "First in line first", desc: "Last in line first" },
    },
    created_at: createdSort(waitlistEntries.createdAt),
    status: { column: waitlistEntries.status },
  },
  defaultSort: "position",
  defaultSortDirection: "asc",
  tiebreaker: waitlistEntries.id,
  filters: {
    status: enumFilter(waitlistEntries.status, waitlistEntryStatuses),
    product_price_id: idFilter(waitlistEntries.productPriceId),
    product_id: idFilter(waitlistEntries.productId),
  },
  search: [waitlistEntries.email, waitlistEntries.firstName, waitlistEntries.lastName],
});

/** The person's capability in their links: 24 random bytes. */
function newEntryToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The entry page a person's mails link to. */
export function entryPageUrl(appUrl: string, entry: Pick<EntryRow, "eventId" | "token">): string {
  return `${appUrl.replace(/\/+$/u, "")}/waitlist/${entry.eventId}/${entry.token}`;
}

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

function joinedResource(row: EntryRow): JoinedWaitlistEntry {
  const { id, email, status, position, locale } = row;
  return {
    id,
    email,
    status,
    position,
    locale,
    event_id: row.eventId,
    product_id: row.productId,
    product_price_id: row.productPriceId,
    first_name: row.firstName,
    last_name: row.lastName,
    offered_at: iso(row.offeredAt),
    offer_expires_at: iso(row.offerExpiresAt),
    purchased_at: iso(row.purchasedAt),
    cancelled_at: iso(row.cancelledAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Entries as organisers read them, with their product, price and order: one query more. */
async function entryResources(db: Executor, rows: readonly EntryRow[]): Promise<WaitlistEntry[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const named = await db.execute<{
    id: number | string;
    product_title: string;
    price_label: string | null;
    order_short_id: string | null;
  }>(sql`
    select we.id, p.title as product_title, pp.label as price_label, o.short_id as order_short_id
    from waitlist_entries we
    join products p on p.id = we.product_id
    join product_prices pp on pp.id = we.product_price_id
    left join orders o on o.id = we.order_id
    where we.id in (${ids})`);
  const byId = new Map(named.rows.map((row) => [Number(row.id), row]));
  return rows.map((row) => {
    const more = byId.get(row.id);
    return {
      ...joinedResource(row),
      order_id: row.orderId,
      order_short_id: more?.order_short_id ?? null,
      product: { id: row.productId, title: more?.product_title ?? "" },
      product_price: { id: row.productPriceId, label: more?.price_label ?? null },
    };
  });
}

/** What the mails and the rules need of an event. */
interface EventFacts {
  id: number;
  accountId: number;
  title: string;
  timezone: string;
  status: string;
  endDate: Date | null;
  organizerName: string;
  supportEmail: string | null;
  autoProcess: boolean;
  offerMinutes: number;
}

async function eventFacts(db: Executor, eventId: number): Promise<EventFacts | undefined> {
  const [row] = await db
    .select({
      id: events.id,
      accountId: events.accountId,
      title: events.title,
      timezone: events.timezone,
      status: events.status,
      endDate: events.endDate,
      organizerName: organizers.name,
      organizerEmail: organizers.email,
    })
    .from(events)
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  if (!row) return undefined;
  const settings = await settingsOfEvent(db, eventId);
  return {
    ...row,
    supportEmail: settings.support_email ?? row.organizerEmail ?? null,
    autoProcess: settings.waitlist_auto_process ?? true,
    offerMinutes: settings.waitlist_offer_timeout_minutes ?? 120,
  };
}

/** Among the event's live prices (joined with their products), those `where` says. */
function eventPrice(eventId: number, where: SQL) {
  return and(
    eq(products.eventId, eventId),
    isNull(products.deletedAt),
    isNull(productPrices.deletedAt),
    where,
  );
}

/** A price of the event with its product, both live. */
async function priceOfEvent(db: Executor, eventId: number, priceId: number) {
  const [row] = await db
    .select({ price: productPrices, product: products })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eventPrice(eventId, eq(productPrices.id, priceId)));
  return row;
}

type MailKind = "waitlist_joined" | "waitlist_offer" | "waitlist_offer_expired";

/** How mails name a ticket: its product's title and its price's label. */
interface TicketNames {
  product_title: string;
  price_label: string | null;
}

/** Ticket names read through `db`, once per price however many mails name it. */
function ticketNamesOf(db: Executor): (entry: EntryRow) => Promise<TicketNames> {
  const known = new Map<number, Promise<TicketNames>>();
  return (entry) => {
    let names = known.get(entry.productPriceId);
    if (!names) {
      names = priceOfEvent(db, entry.eventId, entry.productPriceId).then((found) => ({
        product_title: found?.product.title ?? "",
        price_label: found?.price.label ?? null,
      }));
      known.set(entry.productPriceId, names);
    }
    return names;
  };
}

/** Queues one of the person's mails, in their language, in the caller's transaction. */
async function mailEntry(
  tx: Executor,
  kind: MailKind,
  entry: EntryRow,
  { facts, appUrl, ticket }: { facts: EventFacts; appUrl: string; ticket: TicketNames },
): Promise<void> {
  await queueMail(tx, {
    accountId: facts.accountId,
    to: entry.email,
    template: kind,
    payload: {
      ...ticket,
      locale: entry.locale,
      first_name: entry.firstName,
      event_title: facts.title,
      entry_url: entryPageUrl(appUrl, entry),
      organizer_name: facts.organizerName,
      support_email: facts.supportEmail,
      position: entry.position,
      offer_expires_at: iso(entry.offerExpiresAt),
      event_timezone: facts.timezone,
      offer_minutes: facts.offerMinutes,
      fixed_locale: true,
    },
  });
}

const notOpen = () => HttpError.unprocessable({ product_price_id: [{ code: "waitlist_not_open" }] });

/**
 * `POST public/events/{e}/waitlist`: a place at the end of a sold-out price's line. Refused (422
 * `waitlist_not_open` on `product_price_id`) unless the price is of a live product of this live
 * event with its waitlist on, its sale has not ended, and no unit is left for an ordinary buyer;
 * 409 `waitlist_already_joined` while the address waits or holds an offer for that price.
 */
export async function joinWaitlist(
  db: Database,
  {
    eventId,
    body,
    locale,
    appUrl,
    now,
  }: { eventId: number; body: JoinBody; locale: string; appUrl: string; now: Date },
): Promise<JoinedWaitlistEntry> {
  const facts = await eventFacts(db, eventId);
  if (facts?.status !== "LIVE") throw HttpError.notFound("Event not found");
  const found = await priceOfEvent(db, eventId, body.product_price_id);
  if (!found?.product.waitlistEnabled) throw notOpen();
  const ended = [facts.endDate, found.product.saleEndDate, found.price.saleEndDate].some(
    (end) => end !== null && end.getTime() < now.getTime(),
  );
  if (ended) throw notOpen();
  const email = body.email.trim();
  const already = () =>
    HttpError.refused(
      409,
      "waitlist_already_joined",
      "This address is already on the waitlist for this ticket.",
    );
  const row = await refusingUniqueViolation("waitlist_entries_open_email_unique", already, () =>
    db.transaction(async (tx) => {
      await lockEventStock(tx, eventId);
      const left = await unitsLeft(tx, { productId: found.product.id, priceId: found.price.id, now });
      if (left > 0) throw notOpen();
      const [open] = await tx
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.productPriceId, found.price.id),
            sql`lower(${waitlistEntries.email}) = lower(${email})`,
            inArray(waitlistEntries.status, [...openStatuses]),
          ),
        );
      if (open) throw already();
      // Safe under the event's stock lock (lockEventStock): joins of one event take positions one
      // after another; the unique index on (price, position) stands behind it.
      const [inserted] = await tx
        .insert(waitlistEntries)
        .values({
          eventId,
          productId: found.product.id,
          productPriceId: found.price.id,
          email,
          firstName: body.first_name,
          lastName: body.last_name ?? null,
          locale: body.locale ?? locale,
          position: sql`(select coalesce(max(position), 0) + 1 from waitlist_entries where product_price_id = ${found.price.id})`,
          token: newEntryToken(),
        })
        .returning();
      if (!inserted) throw new Error("the waitlist entry was not recorded");
      const ticket = { product_title: found.product.title, price_label: found.price.label };
      await mailEntry(tx, "waitlist_joined", inserted, { facts, appUrl, ticket });
      return inserted;
    }),
  );
  return joinedResource(row);
}

async function entryByToken(db: Executor, eventId: number, token: string): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.token, token)));
  if (!row) throw HttpError.notFound("Waitlist entry not found");
  return row;
}

/** Whether an entry's offer can still be taken up at `now`. */
const offerOpen = (row: EntryRow, now: Date) =>
  row.status === "OFFERED" && row.offerExpiresAt !== null && row.offerExpiresAt.getTime() > now.getTime();

/** `GET public/events/{e}/waitlist/{token}`: the person's entry page. */
export async function publicWaitlistEntry(
  db: Database,
  eventId: number,
  token: string,
  now: Date,
): Promise<PublicWaitlistEntry> {
  const row = await entryByToken(db, eventId, token);
  const price = await priceOfEvent(db, eventId, row.productPriceId);
  const [ahead] =
    row.status === "WAITING"
      ? await db
          .select({ count: count() })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.productPriceId, row.productPriceId),
              eq(waitlistEntries.status, "WAITING"),
              lt(waitlistEntries.position, row.position),
            ),
          )
      : [{ count: 0 }];
  const open = offerOpen(row, now);
  const [order] =
    open && row.orderId !== null
      ? await db
          .select({ shortId: orders.shortId })
          .from(orders)
          .where(and(eq(orders.id, row.orderId), liveReservationSql("orders", now)))
      : [];
  return {
    event_id: row.eventId,
    // An offer past its time reads as expired before the sweep has marked it.
    status: row.status === "OFFERED" && !open ? "OFFER_EXPIRED" : row.status,
    first_name: row.firstName,
    product_title: price?.product.title ?? "",
    price_label: price?.price.label ?? null,
    position: row.position,
    waiting_ahead: ahead?.count ?? 0,
    offer_expires_at: open ? iso(row.offerExpiresAt) : null,
    order_short_id: order?.shortId ?? null,
  };
}

/** The offer a claim takes up: the entry, refused with 409 when its offer is not open. */
export async function offerToClaim(
  db: Database,
  eventId: number,
  token: string,
  now: Date,
): Promise<EntryRow> {
  const row = await entryByToken(db, eventId, token);
  if (!offerOpen(row, now))
    throw HttpError.refused(409, "waitlist_offer_closed", "This offer is no longer open.");
  return row;
}

/**
 * Closes an open place (WAITING or OFFERED → CANCELLED); an offer's reservation, if live, is
 * given up with it, so its unit passes on. 409 `waitlist_entry_closed` for a place already closed.
 */
async function cancelEntry(db: Database, row: EntryRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEventStock(tx, row.eventId);
    // Safe under the event's stock lock (lockEventStock), and guarded by the status it leaves.
    const [closed] = await tx
      .update(waitlistEntries)
      .set({ status: "CANCELLED", cancelledAt: now, updatedAt: now })
      .where(and(eq(waitlistEntries.id, row.id), inArray(waitlistEntries.status, [...openStatuses])))
      .returning();
    if (!closed)
      throw HttpError.refused(409, "waitlist_entry_closed", "This place on the waitlist is already closed.");
    if (closed.orderId !== null) {
      // Safe under the same lock: the offer's reservation gives its unit back once.
      await tx
        .update(orders)
        .set({ status: "ABANDONED", updatedAt: now })
        .where(and(eq(orders.id, closed.orderId), liveReservationSql("orders", now)));
    }
  });
}

/** `DELETE public/events/{e}/waitlist/{token}`: the person leaves the line or declines the offer. */
export async function leaveWaitlist(db: Database, eventId: number, token: string, now: Date): Promise<void> {
  await cancelEntry(db, await entryByToken(db, eventId, token), now);
}

/** `DELETE events/{e}/waitlist/{id}`: the organiser removes a person. */
export async function removeWaitlistEntry(caller: Caller, eventId: number, entryId: number, now: Date) {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const [row] = await caller.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.id, entryId)));
  if (!row) throw HttpError.notFound("Waitlist entry not found");
  await cancelEntry(caller.db, row, now);
}

/**
 * Offers a unit to each of `rows` (WAITING or OFFER_EXPIRED), held until the event's offer time
 * runs out, and mails them. The caller holds the event's stock lock and has checked, under it,
 * that a unit is free for each.
 */
async function offerTo(
  tx: Transaction,
  rows: readonly EntryRow[],
  facts: EventFacts,
  { appUrl, now }: { appUrl: string; now: Date },
): Promise<EntryRow[]> {
  const until = new Date(now.getTime() + facts.offerMinutes * 60_000);
  const offered: EntryRow[] = [];
  const ticketOf = ticketNamesOf(tx);
  for (const row of rows) {
    // Safe under the event's stock lock (lockEventStock), and guarded by the status it leaves:
    // an entry is offered once per time it waits.
    const [moved] = await tx
      .update(waitlistEntries)
      .set({ status: "OFFERED", offeredAt: now, offerExpiresAt: until, orderId: null, updatedAt: now })
      .where(
        and(eq(waitlistEntries.id, row.id), inArray(waitlistEntries.status, ["WAITING", "OFFER_EXPIRED"])),
      )
      .returning();
    if (!moved) continue;
    await mailEntry(tx, "waitlist_offer", moved, { facts, appUrl, ticket: await ticketOf(moved) });
    offered.push(moved);
  }
  return offered;
}

/** The first `limit` people waiting for a price, in line order. */
function nextInLine(tx: Executor, priceId: number, limit: number) {
  return tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.productPriceId, priceId), eq(waitlistEntries.status, "WAITING")))
    .orderBy(asc(waitlistEntries.position))
    .limit(limit);
}

/** Units of a price free for the waitlist now: what is left when the people waiting hold nothing. */
function freeForWaitlist(tx: Transaction, row: Pick<EntryRow, "productId" | "productPriceId">, now: Date) {
  return unitsLeft(tx, {
    productId: row.productId,
    priceId: row.productPriceId,
    now,
    waitlist: { waiting: false },
  });
}

const noCapacity = () =>
  HttpError.refused(409, "waitlist_no_capacity", "No unit of this ticket is free to offer.");

/**
 * `POST events/{e}/waitlist/offer-next`: the organiser offers free units by hand, to the next
 * `quantity` people waiting for a price, or to one entry (WAITING, or OFFER_EXPIRED to offer
 * again). Under the event's stock lock, so offers never outnumber the free units.
 */
export async function offerNext(
  caller: Caller,
  eventId: number,
  body: OfferBody,
  { appUrl, now }: { appUrl: string; now: Date },
): Promise<WaitlistEntry[]> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const facts = await eventFacts(caller.db, event.id);
  if (!facts) throw HttpError.notFound();
  const offered = await caller.db.transaction(async (tx) => {
    await lockEventStock(tx, event.id);
    if (body.entry_id !== undefined) {
      const [row] = await tx
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.eventId, event.id), eq(waitlistEntries.id, body.entry_id)));
      if (!row) throw HttpError.notFound("Waitlist entry not found");
      if (row.status !== "WAITING" && row.status !== "OFFER_EXPIRED")
        throw HttpError.refused(
          409,
          "waitlist_entry_not_offerable",
          "This entry cannot be offered a ticket now.",
        );
      if ((await freeForWaitlist(tx, row, now)) < 1) throw noCapacity();
      return offerTo(tx, [row], facts, { appUrl, now });
    }
    const priceId = body.product_price_id as number;
    const price = await priceOfEvent(tx, event.id, priceId);
    if (!price) throw HttpError.notFound("Price not found");
    const free = await freeForWaitlist(tx, { productId: price.product.id, productPriceId: priceId }, now);
    if (free < 1) throw noCapacity();
    const rows = await nextInLine(tx, priceId, Math.min(free, body.quantity ?? 1));
    if (rows.length === 0)
      throw HttpError.refused(409, "waitlist_nobody_waiting", "Nobody is waiting for this ticket.");
    return offerTo(tx, rows, facts, { appUrl, now });
  });
  return entryResources(caller.db, offered);
}

/** The prices people wait for in an event, with how many wait, for products whose waitlist is on. */
function linesOf(db: Executor, eventId: number) {
  return db
    .select({
      productId: waitlistEntries.productId,
      productPriceId: waitlistEntries.productPriceId,
      waiting: count(),
    })
    .from(waitlistEntries)
    .innerJoin(products, eq(products.id, waitlistEntries.productId))
    .where(
      and(
        eq(waitlistEntries.eventId, eventId),
        eq(waitlistEntries.status, "WAITING"),
        eq(products.waitlistEnabled, true),
        isNull(products.deletedAt),
      ),
    )
    .groupBy(waitlistEntries.productId, waitlistEntries.productPriceId);
}

/**
 * Offers every unit free for the event's waitlist to the people first in line: the automatic
 * offers (`waitlist_auto_process`). A read without the lock first, so an event whose lines have
 * nothing to offer is not locked at all; then, under the event's stock lock, the same count again,
 * which decides. Answers how many were offered.
 */
export async function offerFreedUnits(
  db: Database,
  eventId: number,
  { appUrl, now }: { appUrl: string; now: Date },
): Promise<number> {
  const facts = await eventFacts(db, eventId);
  if (!facts?.autoProcess || facts.status !== "LIVE") return 0;
  const worth = await db.transaction(
    async (tx) => {
      for (const line of await linesOf(tx, eventId))
        if ((await freeForWaitlist(tx, line, now)) > 0) return true;
      return false;
    },
    { accessMode: "read only" },
  );
  if (!worth) return 0;
  return db.transaction(async (tx) => {
    await lockEventStock(tx, eventId);
    let offered = 0;
    for (const line of await linesOf(tx, eventId)) {
      const free = await freeForWaitlist(tx, line, now);
      if (free < 1) continue;
      const rows = await nextInLine(tx, line.productPriceId, Math.min(free, line.waiting));
      offered += (await offerTo(tx, rows, facts, { appUrl, now })).length;
    }
    return offered;
  });
}

/**
 * Marks the offers whose time ran out untaken OFFER_EXPIRED and mails their people. Their units
 * stopped being held at that instant whatever this does (the hold is a comparison with the
 * clock); the next offers go out in `sweepWaitlist`. Answers the events concerned.
 */
export async function expireOffers(db: Database, { appUrl, now }: { appUrl: string; now: Date }) {
  return db.transaction(async (tx) => {
    // Guarded by the status it leaves: each offer expires once, whichever server sweeps.
    const expired = await tx
      .update(waitlistEntries)
      .set({ status: "OFFER_EXPIRED", updatedAt: now })
      .where(
        and(
          eq(waitlistEntries.status, "OFFERED"),
          lte(waitlistEntries.offerExpiresAt, now),
          sql`not exists (select 1 from orders o where o.id = ${waitlistEntries.orderId} and ${liveReservationSql("o", now)})`,
        ),
      )
      .returning();
    const factsOf = new Map<number, EventFacts | undefined>();
    const ticketOf = ticketNamesOf(tx);
    for (const row of expired) {
      if (!factsOf.has(row.eventId)) factsOf.set(row.eventId, await eventFacts(tx, row.eventId));
      const facts = factsOf.get(row.eventId);
      if (facts)
        await mailEntry(tx, "waitlist_offer_expired", row, { facts, appUrl, ticket: await ticketOf(row) });
    }
    return [...factsOf.keys()];
  });
}

/**
 * One sweep of every event's waitlist: expired offers marked, then free units offered to the
 * people waiting, in each live event that offers automatically. Several servers may sweep at once:
 * each step is guarded or locked. Answers the offers made.
 */
export async function sweepWaitlist(db: Database, options: { appUrl: string; now: Date }): Promise<number> {
  await expireOffers(db, options);
  const waitingEvents = await db
    .selectDistinct({ eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .innerJoin(products, eq(products.id, waitlistEntries.productId))
    .where(and(eq(waitlistEntries.status, "WAITING"), eq(products.waitlistEnabled, true)));
  let offered = 0;
  for (const { eventId } of waitingEvents) offered += await offerFreedUnits(db, eventId, options);
  return offered;
}

/** `GET events/{e}/waitlist`: the event's entries, one page at a time. */
export function listWaitlist(caller: Caller, eventId: number, list: ListQuery, url: URL) {
  return eventPage(caller, eventId, { definition: waitlistList, list, url }, async (event) => {
    const { rows, total } = await selectPage(
      caller.db,
      waitlistEntries,
      list,
      eq(waitlistEntries.eventId, event.id),
    );
    return { rows: await entryResources(caller.db, rows), total };
  });
}

/**
 * `GET events/{e}/waitlist/stats`: the event's entries by status, and a line per price of a
 * product whose waitlist is on (or with entries): waiting, offered, and the units free for the
 * waitlist now (`null`: no limit).
 */
export async function waitlistStats(caller: Caller, eventId: number, now: Date): Promise<WaitlistStats> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  const byStatus = await caller.db
    .select({ status: waitlistEntries.status, count: count() })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, event.id))
    .groupBy(waitlistEntries.status);
  const tally = (status: EntryRow["status"]) => byStatus.find((row) => row.status === status)?.count ?? 0;
  const inStatus = (status: EntryRow["status"]) =>
    sql<number>`(select count(*)::int from waitlist_entries we where we.product_price_id = ${productPrices.id} and we.status = ${status})`;
  const waitlisted = sql`(${products.waitlistEnabled} or exists (select 1 from waitlist_entries we where we.product_price_id = ${productPrices.id}))`;
  const prices = await caller.db
    .select({
      productId: products.id,
      productPriceId: productPrices.id,
      productTitle: products.title,
      priceLabel: productPrices.label,
      waiting: inStatus("WAITING"),
      offered: inStatus("OFFERED"),
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eventPrice(event.id, waitlisted))
    .orderBy(asc(products.sortOrder), asc(products.id), asc(productPrices.id));
  const lines = await caller.db.transaction(
    async (tx) => {
      const read: WaitlistStats["products"] = [];
      for (const price of prices) {
        const free = await freeForWaitlist(tx, price, now);
        read.push({
          product_id: price.productId,
          product_price_id: price.productPriceId,
          product_title: price.productTitle,
          price_label: price.priceLabel,
          waiting: Number(price.waiting),
          offered: Number(price.offered),
          available: Number.isFinite(free) ? free : null,
        });
      }
      return read;
    },
    { accessMode: "read only" },
  );
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    waiting: tally("WAITING"),
    offered: tally("OFFERED"),
    purchased: tally("PURCHASED"),
    cancelled: tally("CANCELLED"),
    expired: tally("OFFER_EXPIRED"),
    products: lines,
  };
}

import {
  createOrderSchema,
  joinedWaitlistEntrySchema,
  joinWaitlistSchema,
  offerWaitlistSchema,
  paginatedSchema,
  publicWaitlistEntrySchema,
  waitlistClaimSchema,
  waitlistEntrySchema,
  waitlistStatsSchema,
} from "@varco/domain";
import type { Context } from "hono";
import type { AppEnv } from "../../http/appEnv";
import { clientIp } from "../../http/clientIp";
import { answerRetryAfter, type RateLimit, RateLimited } from "../../http/rateLimit";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import {
  dataEnvelope,
  eventIdParams,
  idParam,
  invalidInput,
  member,
  rateLimited,
  tokenParam,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, optionallyAuthenticated } from "../auth/session";
import { reserveOrder } from "../checkout/reserve";
import { orderLocaleOf } from "../checkout/routes";
import {
  checkoutSessionHash,
  checkoutSessionOf,
  keepCheckoutSession,
  newCheckoutSession,
} from "../checkout/session";
import { promoCodeGuesserOf } from "../promoCodes/guessLimit";
import {
  joinWaitlist,
  leaveWaitlist,
  listWaitlist,
  offerNext,
  offerToClaim,
  publicWaitlistEntry,
  removeWaitlistEntry,
  waitlistList,
  waitlistStats,
} from "./service";

/**
 * The waitlist (docs/rules/waitlist.md): the public join, entry page, claim and leave, and the
 * organiser's list, stats, offers and removal. Organiser routes are scoped to the caller's
 * account: another account's event or entry answers 404.
 */

const tags = ["waitlist"];
const publicTags = ["waitlist", "public"];
const scopeNote = "Another account's event, or an entry that is not one of this event's, answers 404.";
const conflict = { 409: errorBodySchema } as const;
const entryParams = eventIdParams.extend({ token: tokenParam });

/** Joins and leaves: 10 a minute per client address. */
const publicLimit: RateLimit = { bucket: "waitlist:ip", max: 10, windowSeconds: 60 };

async function limitClient(c: Context<AppEnv>): Promise<void> {
  const ip = clientIp(c);
  if (ip === undefined) return;
  const hit = await c.var.rateLimits.hit(publicLimit, ip);
  // Answered with its Retry-After by `answerRetryAfter`.
  if (!hit.allowed) throw new RateLimited(hit.retryAfterSeconds);
}

const appUrlOf = (c: Context<AppEnv>) => c.var.config.APP_URL;

export const joinWaitlistRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/waitlist",
  summary: "Join the waitlist of a sold-out price",
  description:
    "Answers 201 with the entry (WAITING, its `position` in the price's line) and mails the person a link to their entry page. 422 `waitlist_not_open` on `product_price_id` unless the price is of a live product of this live event with `waitlist_enabled`, its sale has not ended, and no unit is left for an ordinary buyer; 409 `{ message, code: \"waitlist_already_joined\" }` while the address (any case) waits or holds an offer for that price. `locale` (the mails' language) defaults to the browser's. 10 joins and leaves a minute per client address, then 429 with Retry-After. 404 for an unknown or not live event.",
  tags: publicTags,
  middleware: [answerRetryAfter],
  request: { params: eventIdParams, body: joinWaitlistSchema },
  responses: {
    201: dataEnvelope(joinedWaitlistEntrySchema),
    404: errorBodySchema,
    ...conflict,
    ...invalidInput,
    ...rateLimited,
  },
  async handler({ params, body }, c) {
    await limitClient(c);
    const entry = await joinWaitlist(c.var.db, {
      eventId: params.event_id,
      body,
      locale: orderLocaleOf(c.req.header("accept-language"), c.var.config.APP_DEFAULT_LOCALE),
      appUrl: appUrlOf(c),
      now: new Date(),
    });
    return c.json({ data: entry }, 201);
  },
});

export const readWaitlistEntryRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/waitlist/:token",
  summary: "A person's place on the waitlist, by the token of their mailed link",
  description:
    "Varco's own: the entry page reads it. `waiting_ahead` counts the people before them still waiting; while an offer is open, `offer_expires_at` and (once they reserved with it) `order_short_id`. An offer past its time reads OFFER_EXPIRED. 404 for an unknown token.",
  tags: publicTags,
  request: { params: entryParams },
  responses: { 200: dataEnvelope(publicWaitlistEntrySchema), 404: errorBodySchema, ...invalidInput },
  handler: async ({ params }, c) =>
    c.json({ data: await publicWaitlistEntry(c.var.db, params.event_id, params.token, new Date()) }, 200),
});

export const claimWaitlistOfferRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/waitlist/:token/claim",
  summary: "Take up a waitlist offer: a reservation of the offered unit until the offer runs out",
  description:
    "Varco's own. Reserves the offered unit for the browser's checkout session (as `POST public/events/{id}/order` does: the session's cookie is set, the session's previous cart of the event is given up) until the offer's time, and answers `{ data: { order_short_id, reserved_until } }`; the checkout goes on as for any order. A reservation made earlier with the same offer is given up. 409 `{ message, code: \"waitlist_offer_closed\" }` when the entry holds no open offer; 403 when the event is no longer live; 404 for an unknown token.",
  tags: publicTags,
  middleware: [optionallyAuthenticated()],
  request: { params: entryParams },
  responses: {
    200: dataEnvelope(waitlistClaimSchema),
    403: errorBodySchema,
    404: errorBodySchema,
    ...conflict,
    ...invalidInput,
  },
  async handler({ params }, c) {
    const now = new Date();
    const entry = await offerToClaim(c.var.db, params.event_id, params.token, now);
    const session = (await checkoutSessionOf(c)) ?? (await newCheckoutSession(c.var.db));
    const order = await reserveOrder(c.var.db, {
      eventId: params.event_id,
      body: createOrderSchema.parse({
        products: [
          { product_id: entry.productId, quantities: [{ price_id: entry.productPriceId, quantity: 1 }] },
        ],
      }),
      sessionHash: checkoutSessionHash(session),
      viewer: c.var.auth,
      locale: entry.locale,
      guesser: promoCodeGuesserOf(c),
      now,
      waitlistEntryId: entry.id,
    });
    await keepCheckoutSession(c, session);
    const until = order.reservedUntil ?? now;
    return c.json({ data: { order_short_id: order.shortId, reserved_until: until.toISOString() } }, 200);
  },
});

export const leaveWaitlistRoute = defineRoute({
  method: "delete",
  path: "/public/events/:event_id/waitlist/:token",
  summary: "Leave the waitlist, or decline an offer",
  description:
    'Answers 204: the entry is CANCELLED; an offer\'s reservation, if any, is given up, so its unit passes to the next person. 409 `{ message, code: "waitlist_entry_closed" }` for an entry already PURCHASED, CANCELLED or OFFER_EXPIRED; 404 for an unknown token. Counted with joins: 10 a minute per client address.',
  tags: publicTags,
  middleware: [answerRetryAfter],
  request: { params: entryParams },
  responses: { 204: null, 404: errorBodySchema, ...conflict, ...invalidInput, ...rateLimited },
  async handler({ params }, c) {
    await limitClient(c);
    await leaveWaitlist(c.var.db, params.event_id, params.token, new Date());
    return c.body(null, 204);
  },
});

const common = { tags, middleware: [authenticated()] };

export const listWaitlistRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/waitlist",
  summary: "The event's waitlist, one page at a time",
  description: `In line order (\`position\`) by default; filters \`status\`, \`product_price_id\`, \`product_id\`; \`query\` searches email and names. Each entry with its \`product\`, \`product_price\` and (Varco) \`order_short_id\`. ${scopeNote}`,
  ...common,
  request: { params: eventIdParams, list: waitlistList },
  responses: { 200: paginatedSchema(waitlistEntrySchema), ...invalidInput, ...member },
  async handler({ params, list }, c) {
    const page = await listWaitlist(callerOf(c), params.event_id, list, publicRequestUrl(c));
    return c.json(page, 200);
  },
});

export const waitlistStatsRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/waitlist/stats",
  summary: "The waitlist's counts, and each price's line",
  description: `Unwrapped (no \`data\`), as Hi.Events answers: entries by status, and per price of a product whose waitlist is on (or with entries) how many wait, how many hold an offer, and \`available\`, the units free for the waitlist now (\`null\`: no limit). ${scopeNote}`,
  ...common,
  request: { params: eventIdParams },
  responses: { 200: waitlistStatsSchema, ...member },
  handler: async ({ params }, c) =>
    c.json(await waitlistStats(callerOf(c), params.event_id, new Date()), 200),
});

export const offerNextRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/waitlist/offer-next",
  summary: "Offer free units to the next people waiting, or to one entry",
  description: `\`product_price_id\` with \`quantity\` (1–50, default 1): the first people waiting for that price, as many as units are free; or \`entry_id\`: that entry (WAITING, or OFFER_EXPIRED to offer again). Each offer holds a unit for the event's \`waitlist_offer_timeout_minutes\` and mails the person. Answers the entries offered. 409 \`{ message, code }\`: \`waitlist_no_capacity\` (no unit free), \`waitlist_nobody_waiting\`, \`waitlist_entry_not_offerable\`. ${scopeNote}`,
  ...common,
  request: { params: eventIdParams, body: offerWaitlistSchema },
  responses: { 200: dataEnvelope(waitlistEntrySchema.array()), ...conflict, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json(
      { data: await offerNext(callerOf(c), params.event_id, body, { appUrl: appUrlOf(c), now: new Date() }) },
      200,
    ),
});

export const removeWaitlistEntryRoute = defineRoute({
  method: "delete",
  path: "/events/:event_id/waitlist/:entry_id",
  summary: "Remove a person from the waitlist",
  description: `Answers 204: the entry is CANCELLED; an offer's reservation, if any, is given up and its unit passes on. 409 \`waitlist_entry_closed\` for an entry already closed. ${scopeNote}`,
  ...common,
  request: { params: eventIdParams.extend({ entry_id: idParam }) },
  responses: { 204: null, ...conflict, ...member },
  async handler({ params }, c) {
    await removeWaitlistEntry(callerOf(c), params.event_id, params.entry_id, new Date());
    return c.body(null, 204);
  },
});

export const waitlistRoutes = [
  joinWaitlistRoute,
  readWaitlistEntryRoute,
  claimWaitlistOfferRoute,
  leaveWaitlistRoute,
  listWaitlistRoute,
  waitlistStatsRoute,
  offerNextRoute,
  removeWaitlistEntryRoute,
];

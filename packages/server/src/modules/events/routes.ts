import {
  createEventSchema,
  duplicateEventSchema,
  eventCheckInStatsSchema,
  eventSchema,
  eventSettingsSchema,
  eventStatsSchema,
  homepagePasswordHeader,
  paginatedSchema,
  platformFeePreviewSchema,
  publicEventSchema,
  updateEventSchema,
  updateEventSettingsSchema,
  updateEventStatusSchema,
} from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { clientIp } from "../../http/clientIp";
import { HttpError } from "../../http/httpError";
import { publicAnswer, publicAnswerKeys } from "../../http/publicAnswers";
import { defineRoute, errorBodySchema, publicRequestUrl, type WallClockZone } from "../../http/route";
import {
  dataEnvelope,
  eventIdParams,
  invalidInput,
  member,
  organizerIdParams,
  rateLimited,
  signedIn,
} from "../../http/routeParts";
import { timeZoneGivenIn } from "../../http/wireInput";
import { type Caller, callerOf } from "../auth/caller";
import { authenticated, authOf, optionallyAuthenticated } from "../auth/session";
import { deletionRoutes } from "../deletionRoutes";
import { storageFailure } from "../images/bucket";
import { imageFilesOf } from "../images/storage";
import { homepageReaderOf, homepageRefusalResponse } from "../organizers/homepageAccess";
import { findOrganizer } from "../organizers/service";
import { promoCodeGuesserOf } from "../promoCodes/guessLimit";
import { eventList, eventsStatusQuerySchema } from "./eventList";
import type { EventSettingsUpdate } from "./eventSettings";
import { getEventSettings, updateEventSettings } from "./eventSettingsService";
import { eventViewCounterOf } from "./eventViews";
import { publicEvent, publicEvents, publicOrganizerEvents } from "./publicService";
import { callerAndEvent, eventWallClockZone } from "./routeEvent";
import {
  createEvent,
  deleteEvent,
  duplicateEvent,
  eventDeletionStatus,
  findEvent,
  getEvent,
  listEvents,
  type NewEventOrigin,
  updateEvent,
  updateEventStatus,
} from "./service";
import { eventCheckInStats, eventStats } from "./stats";

const eventEnvelope = dataEnvelope(eventSchema);
const settingsEnvelope = dataEnvelope(eventSettingsSchema);
const tags = ["events"];

/** How public answers are built: the public origin and one clock for the whole answer. */
function publicViewOf(c: Context<AppEnv>) {
  return { appUrl: c.var.config.APP_URL, now: new Date() };
}

/** A new event's colours start from the deployment's brand, its words in the creator's language. */
function newEventOriginOf(c: Context<AppEnv>): NewEventOrigin {
  const { APP_PRIMARY_COLOR, APP_SECONDARY_COLOR } = c.var.config;
  return {
    brand: { primary: APP_PRIMARY_COLOR, secondary: APP_SECONDARY_COLOR },
    locale: authOf(c).user.locale,
  };
}

/** An event's dates without an offset are wall-clock times: in the body's zone, else the event's. */
const eventDatesZone: WallClockZone<{ event_id: number }> = async (input, c) =>
  timeZoneGivenIn(input.body) ?? (await eventWallClockZone(input, c));

/**
 * `GET /events/:event_id<path>` for any member: `{ data }` of what `read` answers for one of the
 * account's events, 404 for another account's.
 */
function eventReadRoute<Data>(spec: {
  path: string;
  summary: string;
  description?: string;
  schema: z.ZodType<Data>;
  read: (caller: Caller, eventId: number) => Promise<Data>;
}) {
  return defineRoute({
    method: "get",
    path: `/events/:event_id${spec.path}`,
    summary: spec.summary,
    description: spec.description,
    tags,
    middleware: [authenticated()],
    request: { params: eventIdParams },
    responses: { 200: dataEnvelope(spec.schema), ...member },
    handler: async ({ params }, c) => c.json({ data: await spec.read(callerOf(c), params.event_id) }, 200),
  });
}

/**
 * A new event's: the body's zone, else its organizer's (one of the caller's account; any other
 * organizer is left to the route's own 422).
 */
const newEventWallClockZone: WallClockZone<unknown> = async ({ body }, c) => {
  const given = timeZoneGivenIn(body);
  if (given) return given;
  const organizerId = Number((body as { organizer_id?: unknown }).organizer_id);
  if (!Number.isSafeInteger(organizerId) || organizerId < 1) return undefined;
  const organizer = await findOrganizer(c.var.db, authOf(c).membership.accountId, organizerId).catch(
    () => undefined,
  );
  return organizer?.timezone;
};

const listDescription =
  "The usual list parameters plus `eventsStatus`: `upcoming` (not archived, not ended), `ended` (not archived, end date passed) or `archived`.";

export const listEventsRoute = defineRoute({
  method: "get",
  path: "/events",
  summary: "The account's events, one page at a time",
  description: listDescription,
  tags,
  middleware: [authenticated()],
  request: { list: eventList, query: eventsStatusQuerySchema },
  responses: { 200: paginatedSchema(eventSchema), ...invalidInput, ...signedIn },
  async handler({ list, query }, c) {
    const page = await listEvents(callerOf(c), list, {
      eventsStatus: query.eventsStatus,
      url: publicRequestUrl(c),
    });
    return c.json(page, 200);
  },
});

export const createEventRoute = defineRoute({
  method: "post",
  path: "/events",
  summary: "Create a DRAFT event for one of the account's organizers",
  description:
    "Time zone and currency default to the organizer's, the category to OTHER; the settings start from Varco's defaults, the account's event defaults and the organizer's. The description is cleaned HTML. 422 `errors.organizer_id` when the organizer is not one of the account's.",
  tags,
  middleware: [authenticated()],
  wallClockZone: newEventWallClockZone,
  request: { body: createEventSchema },
  responses: { 200: eventEnvelope, ...invalidInput, ...signedIn },
  handler: async ({ body }, c) =>
    c.json({ data: await createEvent(callerOf(c), body, newEventOriginOf(c)) }, 200),
});

export const getEventRoute = eventReadRoute({
  path: "",
  summary: "One event with its organizer, images, settings, statistics and product categories",
  schema: eventSchema,
  read: getEvent,
});

export const updateEventRoute = defineRoute({
  method: "put",
  path: "/events/:event_id",
  summary: "Change an event's details",
  description: "Fields left out keep their values; null clears an optional one.",
  tags,
  middleware: [authenticated()],
  wallClockZone: eventDatesZone,
  request: { params: eventIdParams, body: updateEventSchema },
  responses: { 200: eventEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateEvent(callerOf(c), params.event_id, body) }, 200),
});

export const updateEventStatusRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/status",
  summary: "Set an event's status: DRAFT, LIVE, PAUSED or ARCHIVED",
  description: "Any status from any other; 422 when the account is not verified.",
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: updateEventStatusSchema },
  responses: { 200: eventEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateEventStatus(callerOf(c), params.event_id, body.status) }, 200),
});

export const duplicateEventRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/duplicate",
  summary: "Copy an event into a new DRAFT event",
  description:
    "`duplicate_settings` copies the settings, `duplicate_event_cover_image` and `duplicate_ticket_logo` the images, `duplicate_products` the categories, products, prices (nothing sold) and their taxes and fees (with `duplicate_capacity_assignments`, the capacity assignments too), `duplicate_questions`, `duplicate_promo_codes` and `duplicate_check_in_lists` those, following the copied products, and `duplicate_affiliates` the affiliates (same codes, no sales); `duplicate_webhooks` copies nothing.",
  tags,
  middleware: [authenticated()],
  wallClockZone: eventDatesZone,
  request: { params: eventIdParams, body: duplicateEventSchema },
  responses: { 200: eventEnvelope, ...invalidInput, ...member, ...storageFailure },
  async handler({ params, body }, c) {
    const event = await duplicateEvent(callerOf(c), params.event_id, body, {
      ...newEventOriginOf(c),
      files: imageFilesOf(c.var.database, c.var.config),
    });
    return c.json({ data: event }, 200);
  },
});

export const { deleteRoute: deleteEventRoute, deletionStatusRoute: eventDeletionStatusRoute } =
  deletionRoutes({
    path: "/events/:event_id",
    params: eventIdParams,
    noun: "event",
    refusals: "when the event has completed orders",
    tags,
    idOf: (params) => params.event_id,
    remove: deleteEvent,
    status: eventDeletionStatus,
  });

export const getEventSettingsRoute = eventReadRoute({
  path: "/settings",
  summary: "An event's settings",
  schema: eventSettingsSchema,
  read: getEventSettings,
});

const updateSettingsSpec = {
  summary: "Change some of an event's settings",
  description:
    "Only the fields sent change; `require_attendee_details` sets `required_attendee_details`. Messages are cleaned HTML. Offline payment needs instructions and invoicing the organisation's name and address: 422 on the field otherwise. A homepage design sent must keep its text at WCAG AA (4.5:1) on its backgrounds: 422 `contrast_too_low` with the ratio on the field otherwise.",
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: updateEventSettingsSchema },
  responses: { 200: settingsEnvelope, ...invalidInput, ...member },
} as const;

/** PUT and PATCH alike: only the fields sent change. */
const updateSettings = async (
  { params, body }: { params: { event_id: number }; body: EventSettingsUpdate },
  c: Context<AppEnv>,
) => c.json({ data: await updateEventSettings(callerOf(c), params.event_id, body) }, 200);

export const putEventSettingsRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/settings",
  ...updateSettingsSpec,
  handler: updateSettings,
});

export const patchEventSettingsRoute = defineRoute({
  method: "patch",
  path: "/events/:event_id/settings",
  ...updateSettingsSpec,
  handler: updateSettings,
});

/** A price as the query string carries it: zero or more, in major units, at most two decimals. */
const pricePattern = /^\d{1,12}(?:\.\d{1,2})?$/;

export const platformFeePreviewRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/settings/platform-fee-preview",
  summary: "What the platform would add to a ticket of `price`: nothing, in self-hosted Varco",
  description:
    "`price` (required): an amount such as 19.99. Varco runs self-hosted, without a platform fee, so the fee is 0 and the total is the price.",
  tags,
  middleware: [authenticated()],
  // Checked in the handler, after the event: another account's event answers 404 whatever the price.
  request: { params: eventIdParams, query: z.object({ price: z.string().optional() }) },
  responses: { 200: dataEnvelope(platformFeePreviewSchema), ...invalidInput, ...member },
  async handler({ params, query }, c) {
    const { event } = await callerAndEvent(c, params.event_id);
    const text = query.price?.trim();
    if (!text) throw HttpError.unprocessable({ price: [{ code: "required", label: "Price" }] });
    if (!pricePattern.test(text)) {
      throw HttpError.unprocessable({ price: [{ code: "price_format" }] });
    }
    const price = Number(text);
    return c.json(
      {
        data: {
          event_currency: event.currency,
          fee_currency: null,
          fixed_fee_original: 0,
          fixed_fee_converted: 0,
          percentage_fee: 0,
          sample_price: price,
          platform_fee: 0,
          total: price,
        },
      },
      200,
    );
  },
});

export const eventStatsRoute = eventReadRoute({
  path: "/stats",
  summary: "An event's totals and its last seven days",
  description: "Days in the event's time zone, oldest first; money in major units of the event's currency.",
  schema: eventStatsSchema,
  read: async (caller, eventId) =>
    eventStats(caller.db, await findEvent(caller.db, caller.accountId, eventId), caller.now),
});

export const eventCheckInStatsRoute = eventReadRoute({
  path: "/check_in_stats",
  summary: "How many of the event's attendees have checked in",
  schema: eventCheckInStatsSchema,
  read: async (caller, eventId) =>
    eventCheckInStats(caller.db, await findEvent(caller.db, caller.accountId, eventId)),
});

export const listOrganizerEventsRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/events",
  summary: "One organizer's events, one page at a time",
  description: listDescription,
  tags: ["events", "organizers"],
  middleware: [authenticated()],
  request: { params: organizerIdParams, list: eventList, query: eventsStatusQuerySchema },
  responses: { 200: paginatedSchema(eventSchema), ...invalidInput, ...member },
  async handler({ params, list, query }, c) {
    const page = await listEvents(callerOf(c), list, {
      eventsStatus: query.eventsStatus,
      url: publicRequestUrl(c),
      organizerId: params.organizer_id,
    });
    return c.json(page, 200);
  },
});

// --- Public -------------------------------------------------------------------------------------

const publicTags = ["events", "public"];

export const publicEventsRoute = defineRoute({
  method: "get",
  path: "/public/events",
  summary: "Every LIVE event, one page at a time",
  description: listDescription,
  tags: publicTags,
  request: { list: eventList, query: eventsStatusQuerySchema },
  responses: { 200: paginatedSchema(publicEventSchema), ...invalidInput },
  async handler({ list, query }, c) {
    const url = publicRequestUrl(c);
    return publicAnswer(c, {
      key: publicAnswerKeys.events(url),
      cacheable: true,
      read: async () => ({
        status: 200,
        json: await publicEvents(c.var.db, list, query.eventsStatus, { ...publicViewOf(c), url }),
        extra: undefined,
      }),
    });
  },
});

/** The public event read, at its own path and at the one Hi.Events' clients also use. */
const publicEventRouteAt = (path: string, summary: string) =>
  defineRoute({
    method: "get",
    path,
    summary,
    description:
      '404 with an empty body otherwise. An anonymous visit counts as a page view, at most one per visitor (client address and user agent) per 30 minutes, written in batches a few seconds later. `product_categories`: the categories that are not hidden, in order, each with the products a buyer may see now (hidden ones, promo-only ones and those whose hide flag applies left out; a TIERED product only its visible prices), their prices with the taxes and fees of one unit, and `max_per_order` the most one order may take now. `promo_code`: a usable code of the event (not expired, not used up) shows the products hidden without a code that it covers and discounts the PAID and TIERED prices it covers (`price_before_discount`, `is_discounted`; taxes and fees on the discounted price); an unknown, expired or used-up code changes nothing. Such a read is never cached for others, and an unknown code counts against the promo-code guesses of the client (60 in 10 minutes) and of the event (300 in 10 minutes), shared with the code check and the order; past either, 429 `{ message, code: "promo_code_guesses" }`.',
    tags: publicTags,
    middleware: [optionallyAuthenticated()],
    request: {
      params: eventIdParams,
      query: z.object({
        promo_code: z.string().max(255, "Promo code must be at most 255 characters.").optional(),
      }),
    },
    responses: { 200: dataEnvelope(publicEventSchema), 404: null, ...invalidInput, ...rateLimited },
    async handler({ params, query }, c) {
      const counter = eventViewCounterOf(c.var.db);
      const visit = { address: clientIp(c), userAgent: c.req.header("user-agent") };
      const anonymous = c.var.auth === undefined;
      return publicAnswer(c, {
        key: publicAnswerKeys.event(params.event_id),
        // A promo code unlocks hidden products and discounts prices: such a read is the visitor's own.
        cacheable: anonymous && query.promo_code === undefined,
        read: async () => {
          const event = await publicEvent(c.var.db, params.event_id, c.var.auth, {
            ...publicViewOf(c),
            promoCode:
              query.promo_code === undefined
                ? undefined
                : { code: query.promo_code, guesser: promoCodeGuesserOf(c) },
          });
          return event
            ? { status: 200, json: { data: event }, extra: { id: event.id, timezone: event.timezone } }
            : { status: 404, extra: undefined };
        },
        // Hit or miss, an anonymous visitor's read of a public event is a page view.
        onAnswer: (viewed) => {
          if (anonymous && viewed) counter.count(viewed, visit, new Date());
        },
      });
    },
  });

export const publicEventRoute = publicEventRouteAt(
  "/public/events/:event_id",
  "An event's public page: LIVE ones for anyone, any status for its own account",
);

export const publicEventProductsRoute = publicEventRouteAt(
  "/public/events/:event_id/products",
  "The same public page (Hi.Events' clients read the products there): the event with its catalogue",
);

export const publicOrganizerEventsRoute = defineRoute({
  method: "get",
  path: "/public/organizers/:organizer_id/events",
  summary: "A LIVE organizer's LIVE events, one page at a time",
  description: `${listDescription} The organizer's own account also sees a draft organizer's page. 404 with an empty body otherwise. A PASSWORD_PROTECTED page answers 403 without its password in the \`${homepagePasswordHeader}\` header, 429 with Retry-After after too many wrong ones (as \`GET public/organizers/{id}\`).`,
  tags: publicTags,
  middleware: [optionallyAuthenticated()],
  request: { params: organizerIdParams, list: eventList, query: eventsStatusQuerySchema },
  responses: {
    200: paginatedSchema(publicEventSchema),
    403: errorBodySchema,
    404: null,
    ...invalidInput,
    ...rateLimited,
  },
  async handler({ params, list, query }, c) {
    const reader = homepageReaderOf(c);
    const url = publicRequestUrl(c);
    return publicAnswer(c, {
      key: publicAnswerKeys.organizerEvents(url),
      cacheable: reader.viewer === undefined && reader.password === undefined,
      read: async () => {
        const page = await publicOrganizerEvents(
          c.var.db,
          params.organizer_id,
          reader,
          list,
          query.eventsStatus,
          {
            ...publicViewOf(c),
            url,
          },
        );
        if (!page) return { status: 404, extra: undefined };
        if ("refused" in page) return homepageRefusalResponse(c, page);
        return { status: 200, json: page, extra: undefined };
      },
    });
  },
});

export const eventRoutes = [
  listEventsRoute,
  createEventRoute,
  getEventRoute,
  updateEventRoute,
  updateEventStatusRoute,
  duplicateEventRoute,
  deleteEventRoute,
  eventDeletionStatusRoute,
  getEventSettingsRoute,
  putEventSettingsRoute,
  patchEventSettingsRoute,
  platformFeePreviewRoute,
  eventStatsRoute,
  eventCheckInStatsRoute,
  listOrganizerEventsRoute,
  publicEventsRoute,
  publicEventRoute,
  publicEventProductsRoute,
  publicOrganizerEventsRoute,
];

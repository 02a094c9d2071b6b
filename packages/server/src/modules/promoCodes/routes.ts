import {
  paginatedSchema,
  promoCodeBodySchema,
  promoCodeSchema,
  promoCodeValidationSchema,
} from "@varco/domain";
import { z } from "zod";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import {
  dataEnvelope,
  eventIdParams,
  idParam,
  invalidInput,
  member,
  rateLimited,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, optionallyAuthenticated } from "../auth/session";
import { eventWallClockZone } from "../events/routeEvent";
import { limitPromoCodeGuesses } from "./guessLimit";
import { validatePromoCode } from "./publicService";
import {
  createPromoCode,
  deletePromoCode,
  getPromoCode,
  listPromoCodes,
  promoCodeList,
  updatePromoCode,
} from "./service";

/**
 * An event's promo codes as its organisers manage them, and the buyer's check of one code. Every
 * organiser route is scoped to the caller's account: another account's event, or an id of another
 * event, answers 404.
 */

const scopeNote = "Another account's event, or an id that is not one of this event's, answers 404.";
const tags = ["promo-codes"];
const promoCodeEnvelope = dataEnvelope(promoCodeSchema);
const promoCodeParams = eventIdParams.extend({ promo_code_id: idParam });
const bodyNote =
  "`code` is stored lower-case and must be free among the event's live codes (422 `promo_code_taken` on `code`); `applicable_product_ids` must be products of this event (422 on the field; none means every product); `discount` is in decimal major units of the event's currency for FIXED, a percentage for PERCENTAGE; `expiry_date` without an offset is a wall-clock time of the event's time zone.";

export const listPromoCodesRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/promo-codes",
  summary: "The event's promo codes, one page at a time",
  description: `The usual list parameters; newest first by default. Each code with its usage counted from orders (completed, awaiting an offline payment, or a reservation still running). ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, list: promoCodeList },
  responses: { 200: paginatedSchema(promoCodeSchema), ...invalidInput, ...member },
  handler: async ({ params, list }, c) =>
    c.json(await listPromoCodes(callerOf(c), params.event_id, list, publicRequestUrl(c)), 200),
});

export const createPromoCodeRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/promo-codes",
  summary: "Add a promo code",
  description: `Answers 201. ${bodyNote} ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  wallClockZone: eventWallClockZone,
  request: { params: eventIdParams, body: promoCodeBodySchema },
  responses: { 201: promoCodeEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await createPromoCode(callerOf(c), params.event_id, body) }, 201),
});

export const getPromoCodeRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/promo-codes/:promo_code_id",
  summary: "One promo code with its usage",
  description: scopeNote,
  tags,
  middleware: [authenticated()],
  request: { params: promoCodeParams },
  responses: { 200: promoCodeEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getPromoCode(callerOf(c), params.event_id, params.promo_code_id) }, 200),
});

export const updatePromoCodeRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/promo-codes/:promo_code_id",
  summary: "Change a promo code (every field, as on create)",
  description: `Answers 201, as Hi.Events does for this resource. ${bodyNote} ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  wallClockZone: eventWallClockZone,
  request: { params: promoCodeParams, body: promoCodeBodySchema },
  responses: { 201: promoCodeEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updatePromoCode(callerOf(c), params.event_id, params.promo_code_id, body) }, 201),
});

export const deletePromoCodeRoute = defineRoute({
  method: "delete",
  path: "/events/:event_id/promo-codes/:promo_code_id",
  summary: "Delete a promo code",
  description: `Buyers can no longer use it; orders keep the code they used, and its text is free again. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: promoCodeParams },
  responses: { 204: null, ...member },
  async handler({ params }, c) {
    await deletePromoCode(callerOf(c), params.event_id, params.promo_code_id);
    return c.body(null, 204);
  },
});

export const validatePublicPromoCodeRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/promo-codes/:code",
  summary: "Whether a buyer may use a promo code now",
  description:
    "`{ valid }`: the code exists (compared trimmed and lower-cased), has not expired, and fewer orders than allowed hold it (completed, awaiting an offline payment, or a reservation still running). An unknown code answers `{ valid: false }`, never 404. Each client address may try 60 codes in 10 minutes (429 with Retry-After past that, shared with the public event's `promo_code`). The event must be LIVE (its own account may check codes of an event in preview); 404 `{message}` otherwise.",
  tags: [...tags, "public"],
  middleware: [optionallyAuthenticated(), limitPromoCodeGuesses()],
  request: { params: eventIdParams.extend({ code: z.string().min(1).max(255) }) },
  responses: { 200: promoCodeValidationSchema, 404: errorBodySchema, ...rateLimited },
  handler: async ({ params }, c) =>
    c.json(
      await validatePromoCode(c.var.db, {
        eventId: params.event_id,
        code: params.code,
        viewer: c.var.auth,
        now: new Date(),
      }),
      200,
    ),
});

export const promoCodeRoutes = [
  listPromoCodesRoute,
  createPromoCodeRoute,
  getPromoCodeRoute,
  updatePromoCodeRoute,
  deletePromoCodeRoute,
  validatePublicPromoCodeRoute,
];

import { promoCodeBodySchema, promoCodeSchema, promoCodeValidationSchema } from "@varco/domain";
import { z } from "zod";
import { defineRoute, errorBodySchema } from "../../http/route";
import { dataEnvelope, eventIdParams, idParam, rateLimited } from "../../http/routeParts";
import { optionallyAuthenticated } from "../auth/session";
import { eventResourceRoutes } from "../events/eventResourceRoutes";
import { promoCodeGuesserOf } from "./guessLimit";
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
const _promoCodeEnvelope = dataEnvelope(promoCodeSchema);
const _promoCodeParams = eventIdParams.extend({ promo_code_id: idParam });
const bodyNote =
  "`code` is stored lower-case and must be free among the event's live codes (422 `promo_code_taken` on `code`); `applicable_product_ids` must be products of this event (422 on the field; none means every product); `discount` is in decimal major units of the event's currency for FIXED, a percentage for PERCENTAGE; `expiry_date` without an offset is a wall-clock time of the event's time zone.";

const organiserRoutes = eventResourceRoutes(
  {
    segment: "promo-codes",
    idName: "promo_code_id",
    tags,
    schema: promoCodeSchema,
    body: promoCodeBodySchema,
    list: promoCodeList,
    wallClock: true,
    writeStatus: { create: 201, update: 201 },
    words: {
      list: [
        "The event's promo codes, one page at a time",
        `The usual list parameters; newest first by default. Each code with its usage counted from orders (completed, awaiting an offline payment, or a reservation still running). ${scopeNote}`,
      ],
      create: ["Add a promo code", `Answers 201. ${bodyNote} ${scopeNote}`],
      get: ["One promo code with its usage", scopeNote],
      update: [
        "Change a promo code (every field, as on create)",
        `Answers 201, as Hi.Events does for this resource. ${bodyNote} ${scopeNote}`,
      ],
      remove: [
        "Delete a promo code",
        `Buyers can no longer use it; orders keep the code they used, and its text is free again. ${scopeNote}`,
      ],
    },
  },
  {
    list: listPromoCodes,
    create: createPromoCode,
    get: getPromoCode,
    update: updatePromoCode,
    remove: deletePromoCode,
  },
);

export const validatePublicPromoCodeRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/promo-codes/:code",
  summary: "Whether a buyer may use a promo code now",
  description:
    "`{ valid }`: the code exists (compared trimmed and lower-cased), has not expired, and fewer orders than allowed hold it (completed, awaiting an offline payment, or a reservation still running). An unknown code answers `{ valid: false }`, never 404. Unknown codes are limited to 60 per client address and 300 per event in 10 minutes, counted alike with the public event's and the order's `promo_code` (429 `{ message, code: \"promo_code_guesses\" }` with Retry-After past that, for every code, right ones included). The event must be LIVE (its own account may check codes of an event in preview); 404 `{message}` otherwise.",
  tags: [...tags, "public"],
  middleware: [optionallyAuthenticated()],
  request: { params: eventIdParams.extend({ code: z.string().min(1).max(255) }) },
  responses: { 200: promoCodeValidationSchema, 404: errorBodySchema, ...rateLimited },
  handler: async ({ params }, c) =>
    c.json(
      await validatePromoCode(c.var.db, {
        eventId: params.event_id,
        code: params.code,
        viewer: c.var.auth,
        guesser: promoCodeGuesserOf(c),
        now: new Date(),
      }),
      200,
    ),
});

export const promoCodeRoutes = [...organiserRoutes, validatePublicPromoCodeRoute];

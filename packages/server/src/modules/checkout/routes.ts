import { createOrderSchema, defaultLocale, resolveLocale, supportedLocales } from "@varco/domain";
import type { Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/appEnv";
import { defineRoute, errorBodySchema } from "../../http/route";
import { dataEnvelope, eventIdParams, invalidInput, rateLimited, shortIdParam } from "../../http/routeParts";
import { optionallyAuthenticated } from "../auth/session";
import { promoCodeGuesserOf } from "../promoCodes/guessLimit";
import type { BuyerRequest } from "./buyerOrder";
import { loadPublicOrder, orderPublicSchema } from "./publicOrderResource";
import { abandonPublicOrder, readPublicOrder } from "./publicOrderService";
import { reserveOrder } from "./reserve";
import { checkoutSessionHash, checkoutSessionOf, keepCheckoutSession, newCheckoutSession } from "./session";

const tags = ["checkout", "public"];
const orderEnvelope = dataEnvelope(orderPublicSchema);

/** A public order's path: the event and the order's short id (the buyer's capability). */
export const publicOrderParams = eventIdParams.extend({ order_short_id: shortIdParam });

/** The buyer's request about the order the path names, with the checkout session it carries. */
export async function buyerRequestOf(
  c: Context<AppEnv>,
  params: z.output<typeof publicOrderParams>,
): Promise<BuyerRequest> {
  return {
    eventId: params.event_id,
    shortId: params.order_short_id,
    session: await checkoutSessionOf(c),
    now: new Date(),
  };
}

/**
 * The answers of a route by which the buyer changes their order: the order, 403 for another
 * session's reservation, 404 for an unknown order, 409 once it expired or left RESERVED, 422.
 */
export const buyerChangeAnswers = {
  200: orderEnvelope,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...invalidInput,
} as const;

/**
 * The order's language (its mails are written in it): of the browser's Accept-Language choices,
 * by preference (`q`), the first whose language is offered, as its best supported match; else the
 * deployment's default language.
 */
export function orderLocaleOf(
  acceptLanguage: string | undefined,
  deploymentDefault: string | undefined,
): string {
  const choices = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((choice) => choice.tag !== "" && choice.tag !== "*" && choice.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of choices) {
    const language = tag.toLowerCase().split(/[-_]/u)[0];
    if (supportedLocales.some((locale) => locale.split("-")[0] === language)) return resolveLocale(tag);
  }
  return resolveLocale(deploymentDefault ?? defaultLocale);
}

export const reserveOrderRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/order",
  summary: "Reserve a cart: a RESERVED order holding its units until the event's order timeout",
  description:
    "Answers 201 with the order and sets the `session_identifier` cookie (the query's or body's session, else a new one; never in place of a live session cookie the browser holds). Only sessions the server issued (signed) count; any other value is ignored. Every availability rule is checked on the server under the event's stock lock: the event LIVE (or a preview by its own account), sale windows, hidden products and prices, promo-only products unlocked by a usable code, per-order minimum and maximum (100 when unset), stock per price and per ACTIVE capacity assignment less live reservations, donation minimum. 422 names the field (`products`, `products.N`, `products.N.quantities.M.price_id`, `products.N.quantities.M.price`, `promo_code`) with its reason code. 403 for an event that is not live, 404 for an unknown event or product. The session's previous live cart of this event is abandoned. A `promo_code` that does not exist counts as a guess with the promo-code check's (60 per client address and 300 per event in 10 minutes); past either, 429 `{ message, code: \"promo_code_guesses\" }` for any code.",
  tags,
  middleware: [optionallyAuthenticated()],
  request: { params: eventIdParams, body: createOrderSchema },
  responses: {
    201: orderEnvelope,
    403: errorBodySchema,
    404: errorBodySchema,
    ...invalidInput,
    ...rateLimited,
  },
  async handler({ params, body }, c) {
    const session =
      (await checkoutSessionOf(c, body.session_identifier)) ?? (await newCheckoutSession(c.var.db));
    const now = new Date();
    const order = await reserveOrder(c.var.db, {
      eventId: params.event_id,
      body,
      sessionHash: checkoutSessionHash(session),
      viewer: c.var.auth,
      locale: orderLocaleOf(c.req.header("accept-language"), c.var.config.APP_DEFAULT_LOCALE),
      guesser: promoCodeGuesserOf(c),
      now,
    });
    await keepCheckoutSession(c, session);
    return c.json({ data: await loadPublicOrder(c.var.db, order, { now, session }) }, 201);
  },
});

export const readPublicOrderRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/order/:order_short_id",
  summary: "An order as its buyer reads it (`?include=event` adds the public event with its settings)",
  description:
    "A RESERVED order only for the checkout session that made it (403 otherwise); other states to anyone with the short id. 404 for an unknown short id or one of another event. A `?session_identifier=` the server issued reads the order as that session (the widget's frame and the card payment tab it opens name it on every call) but is never set as the cookie: a link puts no session in a browser.",
  tags,
  middleware: [optionallyAuthenticated()],
  request: {
    params: publicOrderParams,
    query: z.object({
      include: z.string().max(100).optional(),
      session_identifier: z.string().max(255).optional(),
    }),
  },
  responses: { 200: orderEnvelope, 403: errorBodySchema, 404: errorBodySchema, ...invalidInput },
  async handler({ params, query }, c) {
    const request = await buyerRequestOf(c, params);
    const includeEvent = (query.include ?? "").split(",").includes("event");
    const order = await readPublicOrder(
      c.var.db,
      request,
      includeEvent ? { event: { viewer: c.var.auth, appUrl: c.var.config.APP_URL } } : {},
    );
    return c.json({ data: order }, 200);
  },
});

export const abandonPublicOrderRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/order/:order_short_id/abandon",
  summary: "Give up a reservation: its units are free for others at once",
  description:
    "Only a live RESERVED order of the same checkout session: 403 for another session, 409 once it expired or left RESERVED, 404 for an unknown one.",
  tags,
  request: { params: publicOrderParams },
  responses: buyerChangeAnswers,
  handler: async ({ params }, c) =>
    c.json({ data: await abandonPublicOrder(c.var.db, await buyerRequestOf(c, params)) }, 200),
});

export const checkoutRoutes = [reserveOrderRoute, readPublicOrderRoute, abandonPublicOrderRoute];

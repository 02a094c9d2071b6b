import { completeOrderSchema } from "@varco/domain";
import type { Context } from "hono";
import type { AppEnv } from "../../http/appEnv";
import { clientIp } from "../../http/clientIp";
import { defineRoute } from "../../http/route";
import { rateLimited } from "../../http/routeParts";
import { completeOrder } from "./complete";
import type { OrderMailSender } from "./mailLimit";
import { awaitOfflinePayment } from "./offline";
import { loadPublicOrder } from "./publicOrderResource";
import { buyerChangeAnswers, buyerRequestOf, publicOrderParams } from "./routes";
import { checkoutSessionHashOf } from "./session";

/** Who sends the order's mails, for the limits on them (`mailLimit.ts`). */
const mailSenderOf = (c: Context<AppEnv>, session: string | undefined): OrderMailSender => ({
  rateLimits: c.var.rateLimits,
  clientIp: clientIp(c),
  sessionHash: checkoutSessionHashOf(session),
});

const mailLimitNote =
  " An order that mails at once (a free one, or one paid offline) counts toward the limits on checkout mail: 10 orders an hour mailing one address, 30 addresses an hour from one client address, 20 from one checkout session; past them 429 `order_mails_limit` and the order stays as it was.";

const tags = ["checkout", "public"];

export const completeOrderRoute = defineRoute({
  method: "put",
  path: "/public/events/:event_id/order/:order_short_id",
  summary: "Give the buyer's and ticket holders' details and answer the event's questions",
  description:
    "Only a live RESERVED order of the same checkout session: 403 for another session, 409 once it expired or left RESERVED, 404 for an unknown one. `products` has one entry per ticket unit (`product_id`, `product_price_id`, the holder's names and email, the unit's answers); when the event collects details once per order, ticket holders are copies of the buyer and the entries may be left out. Entries that do not match the order's units answer 422 `products` `attendees_mismatch`. Answers are checked by type (docs/rules/questions.md) and refused on their path (`order.questions.N.response`, `products.N.questions.M.response`). `order.address` is required when the event requires a billing address, `order.accepted_terms: true` when the deployment has terms. A free order (total 0) is COMPLETED at once with its attendees ACTIVE; a paid one stays RESERVED, AWAITING_PAYMENT. Details given again replace the previous ones." +
    mailLimitNote,
  tags,
  request: { params: publicOrderParams, body: completeOrderSchema },
  responses: { ...buyerChangeAnswers, ...rateLimited },
  async handler({ params, body }, c) {
    const request = await buyerRequestOf(c, params);
    const order = await completeOrder(c.var.db, {
      ...request,
      body,
      termsUrl: c.var.config.APP_TERMS_URL,
      mailSender: mailSenderOf(c, request.session),
    });
    return c.json({ data: await loadPublicOrder(c.var.db, order, request) }, 200);
  },
});

export const awaitOfflinePaymentRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/order/:order_short_id/await-offline-payment",
  summary: "Pay offline: the order awaits payment by the means the event's instructions give",
  description:
    "Only where the event's payment providers include OFFLINE (403 otherwise), for a live RESERVED order of the same checkout session whose details were given (403 for another session, 409 otherwise). The order and its payment become AWAITING_OFFLINE_PAYMENT with provider OFFLINE, its units are sold, and the buyer is mailed the event's offline payment instructions." +
    mailLimitNote,
  tags,
  request: { params: publicOrderParams },
  responses: { ...buyerChangeAnswers, ...rateLimited },
  async handler({ params }, c) {
    const request = await buyerRequestOf(c, params);
    const order = await awaitOfflinePayment(c.var.db, {
      ...request,
      mailSender: mailSenderOf(c, request.session),
    });
    return c.json({ data: await loadPublicOrder(c.var.db, order, request) }, 200);
  },
});

export const completeRoutes = [completeOrderRoute, awaitOfflinePaymentRoute];

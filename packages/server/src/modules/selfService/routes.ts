import {
  messageResponseSchema,
  selfServiceEditResponseSchema,
  selfServiceEditSchema,
  ticketLookupSchema,
} from "@varco/domain";
import { z } from "zod";
import { clientIp } from "../../http/clientIp";
import { HttpError } from "../../http/httpError";
import { tooManyAttempts } from "../../http/rateLimit";
import { defineRoute, errorBodySchema } from "../../http/route";
import { dataEnvelope, invalidInput, rateLimited, shortIdParam } from "../../http/routeParts";
import { orderPublicSchema } from "../checkout/publicOrderResource";
import { publicOrderParams } from "../checkout/routes";
import { editAttendee, editOrder, resendConfirmation, resendTicket } from "./service";
import { lookupLinkHours, lookupRequestLimit, ordersOfLookup, requestTicketLookup } from "./ticketLookup";

const tags = ["self-service", "public"];
const attendeeParams = publicOrderParams.extend({ attendee_short_id: shortIdParam });

const whenAllowed =
  "Only when the event allows buyers to change their orders (`allow_attendee_self_edit`; 403 otherwise) and for an order whose tickets are issued (COMPLETED or AWAITING_OFFLINE_PAYMENT; 404 otherwise, as for an unknown one).";
const editAnswers = {
  200: selfServiceEditResponseSchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...invalidInput,
  ...rateLimited,
} as const;
const mailAnswers = {
  200: messageResponseSchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  ...rateLimited,
} as const;

const request = (params: { event_id: number; order_short_id: string }) => ({
  eventId: params.event_id,
  orderShortId: params.order_short_id,
  now: new Date(),
});

export const editOrderPublicRoute = defineRoute({
  method: "patch",
  path: "/public/events/:event_id/order/:order_short_id",
  summary: "The buyer corrects the order's name or email",
  description: `${whenAllowed} Fields left out stay. A new email issues a new order link (\`new_short_id\`; the old one stops working), sends the confirmation to the new address and a notice to the old one. 20 edits an hour per order (429 past that).`,
  tags,
  request: { params: publicOrderParams, body: selfServiceEditSchema },
  responses: editAnswers,
  handler: async ({ params, body }, c) =>
    c.json(await editOrder(c.var.db, c.var.rateLimits, request(params), body), 200),
});

export const editAttendeePublicRoute = defineRoute({
  method: "patch",
  path: "/public/events/:event_id/order/:order_short_id/attendees/:attendee_short_id",
  summary: "The buyer corrects a ticket holder's name or email",
  description: `${whenAllowed} 404 for a ticket of another order, 409 for a cancelled one. A new email issues a new ticket link (\`new_short_id\`; the old one stops working), sends the ticket to the new address and a notice to the old one. 20 edits an hour per order.`,
  tags,
  request: { params: attendeeParams, body: selfServiceEditSchema },
  responses: editAnswers,
  handler: async ({ params, body }, c) =>
    c.json(
      await editAttendee(
        c.var.db,
        c.var.rateLimits,
        { ...request(params), attendeeShortId: params.attendee_short_id },
        body,
      ),
      200,
    ),
});

export const resendConfirmationPublicRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/order/:order_short_id/resend-confirmation",
  summary: "The buyer has the order's confirmation sent again, to the order's address",
  description: `${whenAllowed} 20 mails an hour per order (429 past that).`,
  tags,
  request: { params: publicOrderParams },
  responses: mailAnswers,
  async handler({ params }, c) {
    await resendConfirmation(c.var.db, c.var.rateLimits, request(params));
    return c.json({ message: "Order confirmation resent successfully" }, 200);
  },
});

export const resendTicketPublicRoute = defineRoute({
  method: "post",
  path: "/public/events/:event_id/order/:order_short_id/attendees/:attendee_short_id/resend-ticket",
  summary: "The buyer has one ticket sent again, to its holder",
  description: `${whenAllowed} Only an ACTIVE ticket (409 otherwise). 20 mails an hour per order (429 past that).`,
  tags,
  request: { params: attendeeParams },
  responses: mailAnswers,
  async handler({ params }, c) {
    await resendTicket(c.var.db, c.var.rateLimits, {
      ...request(params),
      attendeeShortId: params.attendee_short_id,
    });
    return c.json({ message: "Ticket resent successfully" }, 200);
  },
});

const lookupMessage = "If there are tickets for this email address, we have sent a link to it.";

export const requestTicketLookupRoute = defineRoute({
  method: "post",
  path: "/public/ticket-lookup",
  summary: "Find my tickets: mail a link listing the orders bought with an email address",
  description: `Always the same answer, whether the address has orders or not. The link works for ${lookupLinkHours} hours; at most ${lookupRequestLimit.max} requests an hour from one client address (429), and three links an hour to one email address (more are not sent).`,
  tags,
  request: { body: ticketLookupSchema },
  responses: { 200: messageResponseSchema, ...invalidInput, ...rateLimited },
  async handler({ body }, c) {
    const hit = await c.var.rateLimits.hit(lookupRequestLimit, clientIp(c) ?? "unknown");
    if (!hit.allowed) return tooManyAttempts(c, hit.retryAfterSeconds);
    await requestTicketLookup(c.var.db, c.var.rateLimits, {
      email: body.email,
      appUrl: c.var.config.APP_URL,
      now: new Date(),
    });
    return c.json({ message: lookupMessage }, 200);
  },
});

export const readTicketLookupRoute = defineRoute({
  method: "get",
  path: "/public/ticket-lookup/:token",
  summary: "The orders a mailed ticket-lookup link lists",
  description: `The orders with tickets (COMPLETED or AWAITING_OFFLINE_PAYMENT) bought with the link's address, newest first, each with its lines and its public event; tickets are on each order's own page. 400 for a link altered, made up or older than ${lookupLinkHours} hours.`,
  tags,
  request: { params: z.object({ token: z.string().max(1000) }) },
  responses: { 200: dataEnvelope(z.array(orderPublicSchema)), 400: errorBodySchema, ...invalidInput },
  async handler({ params }, c) {
    const found = await ordersOfLookup(c.var.db, params.token, {
      appUrl: c.var.config.APP_URL,
      now: new Date(),
    });
    if (!found) throw new HttpError(400, "This link is not valid or has expired. Ask for a new one.");
    return c.json({ data: found }, 200);
  },
});

export const selfServiceRoutes = [
  editOrderPublicRoute,
  editAttendeePublicRoute,
  resendConfirmationPublicRoute,
  resendTicketPublicRoute,
  requestTicketLookupRoute,
  readTicketLookupRoute,
];

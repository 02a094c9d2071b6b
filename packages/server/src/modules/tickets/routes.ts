import { publicTicketSchema } from "@varco/domain";
import { z } from "zod";
import { HttpError } from "../../http/httpError";
import { defineRoute, errorBodySchema } from "../../http/route";
import { dataEnvelope, idParam, invalidInput, shortIdParam } from "../../http/routeParts";
import { publicTicket } from "./publicService";

export const publicTicketRoute = defineRoute({
  method: "get",
  path: "/public/events/:event_id/attendees/:attendee_short_id",
  summary:
    "A ticket as its holder reads it: the attendee, its product and price, its order's state and the event",
  description:
    "The attendee's short id is the capability (it is in the ticket mail's link): it shows this ticket only, never the order's short id (the buyer's link to every ticket of the order). `ticket_code` (signed, unguessable) and `qr_code_svg` (its QR code as SVG markup) only once the order is COMPLETED or AWAITING_OFFLINE_PAYMENT, and never for a CANCELLED attendee, which is answered with its status. 404 `{message}` for an unknown short id or one of another event.",
  tags: ["tickets", "public"],
  request: {
    params: z.object({
      event_id: idParam,
      attendee_short_id: shortIdParam,
    }),
  },
  responses: { 200: dataEnvelope(publicTicketSchema), 404: errorBodySchema, ...invalidInput },
  async handler({ params }, c) {
    const ticket = await publicTicket(c.var.db, params.event_id, params.attendee_short_id, {
      appUrl: c.var.config.APP_URL,
      now: new Date(),
    });
    if (!ticket) throw HttpError.notFound("This ticket does not exist.");
    return c.json({ data: ticket }, 200);
  },
});

export const ticketRoutes = [publicTicketRoute];

import {
  attendeeSchema,
  createAttendeeSchema,
  paginatedSchema,
  patchAttendeeSchema,
  updateAttendeeSchema,
} from "@varco/domain";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import { dataEnvelope, eventIdParams, idParam, invalidInput, member } from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import {
  attendeeList,
  createAttendee,
  getAttendee,
  listAttendees,
  patchAttendee,
  resendTicket,
  updateAttendee,
} from "./service";

/**
 * An event's attendees as its organisers manage them (docs/rules/attendees.md). Every route is
 * scoped to the caller's account: another account's event, or an attendee of another event or of
 * a reservation not yet sold, answers 404.
 */

const scopeNote =
  "Another account's event, an attendee of another event, or one of an order not sold yet (RESERVED, ABANDONED) answers 404.";
const tags = ["attendees"];
const attendeeEnvelope = dataEnvelope(attendeeSchema);
const attendeeParams = eventIdParams.extend({ attendee_id: idParam });
const conflict = { 409: errorBodySchema } as const;

export const listAttendeesRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/attendees",
  summary: "The event's attendees, one page at a time",
  description: `The usual list parameters; newest first by default. \`query\` searches the name, email, ticket number (public id) and order number; filters: status, product_id, product_price_id, order_id. Only attendees of orders that are COMPLETED, CANCELLED or AWAITING_OFFLINE_PAYMENT. Each row with its product, price (tier) and a summary of its order. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, list: attendeeList },
  responses: { 200: paginatedSchema(attendeeSchema), ...invalidInput, ...member },
  handler: async ({ params, list }, c) =>
    c.json(await listAttendees(callerOf(c), params.event_id, list, publicRequestUrl(c)), 200),
});

export const createAttendeeRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/attendees",
  summary: "Add an attendee by hand (box office)",
  description: `Answers 201. Creates a COMPLETED order marked \`is_manually_created\` with one unit of the price and its ACTIVE attendee: \`amount_paid\` is the price before taxes and fees (0: free), each \`taxes_and_fees\` line adds its amount. 422 \`product_sold_out\` on \`product_id\` when the price or a capacity of its product has no unit left; \`products_not_of_event\`/\`product_not_a_ticket\` on \`product_id\`, \`price_not_of_product\` on \`product_price_id\`. With \`send_confirmation_email\` the buyer's confirmation and the ticket are mailed. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: createAttendeeSchema },
  responses: { 201: attendeeEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await createAttendee(callerOf(c), params.event_id, body) }, 201),
});

export const getAttendeeRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/attendees/:attendee_id",
  summary: "One attendee with its answers and its order",
  description: scopeNote,
  tags,
  middleware: [authenticated()],
  request: { params: attendeeParams },
  responses: { 200: attendeeEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getAttendee(callerOf(c), params.event_id, params.attendee_id) }, 200),
});

export const updateAttendeeRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/attendees/:attendee_id",
  summary: "Change an attendee's name, email, notes and answers",
  description: `\`questions\` (optional) replaces the answers to the questions asked for its product, checked as the checkout checks them (422 naming \`questions.{i}.response\`). \`product_id\` and \`product_price_id\` must be the ones sold (422 \`attendee_product_fixed\`). ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: attendeeParams, body: updateAttendeeSchema },
  responses: { 200: attendeeEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateAttendee(callerOf(c), params.event_id, params.attendee_id, body) }, 200),
});

export const patchAttendeeRoute = defineRoute({
  method: "patch",
  path: "/events/:event_id/attendees/:attendee_id",
  summary: "Cancel or re-activate an attendee, or change its name or email",
  description: `\`status\` CANCELLED gives its unit back; ACTIVE re-activates a cancelled attendee (AWAITING_PAYMENT when its order awaits an offline payment) and takes a unit again, 422 \`capacity_exceeded\` on \`status\` when none is left. Asking for the status it has changes nothing; other moves, and attendees of a cancelled order, answer 409. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: attendeeParams, body: patchAttendeeSchema },
  responses: { 200: attendeeEnvelope, ...invalidInput, ...member, ...conflict },
  handler: async ({ params, body }, c) =>
    c.json({ data: await patchAttendee(callerOf(c), params.event_id, params.attendee_id, body) }, 200),
});

export const resendAttendeeTicketRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/attendees/:attendee_id/resend-ticket",
  summary: "Mail the attendee's ticket again",
  description: `Answers 204 once the mail is queued; 409 when the attendee has no valid ticket (cancelled, or its order cancelled). The path takes the numeric attendee id. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: attendeeParams },
  responses: { 204: null, ...member, ...conflict },
  async handler({ params }, c) {
    await resendTicket(callerOf(c), params.event_id, params.attendee_id);
    return c.body(null, 204);
  },
});

export const attendeeRoutes = [
  listAttendeesRoute,
  createAttendeeRoute,
  getAttendeeRoute,
  updateAttendeeRoute,
  patchAttendeeRoute,
  resendAttendeeTicketRoute,
];

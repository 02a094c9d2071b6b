import {
  attendeeCheckInSchema,
  attendeeSchema,
  checkInAttendeeSchema,
  checkInListBodySchema,
  checkInListSchema,
  checkInSchema,
  createCheckInsSchema,
  doorSyncBodySchema,
  doorSyncResponseSchema,
  maxCheckInAttendeesPerPage,
} from "@varco/domain";
import { z } from "zod";
import { clientIp } from "../../http/clientIp";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import {
  dataEnvelope,
  eventIdParams,
  idParam,
  invalidInput,
  member,
  shortIdParam,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import { eventResourceRoutes } from "../events/eventResourceRoutes";
import { doorSync, publicCheckInList } from "./door";
import {
  checkInListList,
  createCheckInList,
  deleteCheckInList,
  getCheckInList,
  listCheckInLists,
  regenerateCheckInListLink,
  updateCheckInList,
} from "./lists";
import { createCheckIns, deleteDoorCheckIn, doorAttendee, doorAttendeesPage } from "./publicCheckIns";
import { checkInByHand } from "./staff";

/**
 * Check-in (docs/rules/check-in.md): the organiser's lists, scoped to the caller's account (another
 * account's event or list answers 404), and the door's routes, open to whoever holds a list's
 * link (its short id is the capability; no login).
 */

const scopeNote = "Another account's event, or an id that is not one of this event's lists, answers 404.";
const tags = ["check-in-lists"];
const doorTags = ["check-in-lists", "public"];
const listEnvelope = dataEnvelope(checkInListSchema);
const listParams = eventIdParams.extend({ check_in_list_id: idParam });
const doorParams = z.object({ check_in_list_short_id: shortIdParam });
const conflict = { 409: errorBodySchema } as const;
const unknownList = { 404: errorBodySchema } as const;
const windowNote =
  "`activates_at` and `expires_at` without an offset are wall-clock times of the event's time zone; the list admits from the first until the second. `product_ids` must be products of this event (422 on the field otherwise).";

const listRoutes = eventResourceRoutes(
  {
    segment: "check-in-lists",
    idName: "check_in_list_id",
    tags,
    schema: checkInListSchema,
    body: checkInListBodySchema,
    list: checkInListList,
    wallClock: true,
    writeStatus: { create: 200, update: 200 },
    words: {
      list: [
        "The event's check-in lists, one page at a time",
        `Each with its products and counters: \`total_attendees\` (tickets it expects) and \`checked_in_attendees\`. ${scopeNote}`,
      ],
      create: [
        "Open a check-in list for some of the event's products",
        `Answers 200 (not 201), as Hi.Events does for this resource. ${windowNote} ${scopeNote}`,
      ],
      get: ["One check-in list", scopeNote],
      update: ["Change a check-in list (every field, as on create)", `${windowNote} ${scopeNote}`],
      remove: ["Delete a check-in list", `Its link stops working. ${scopeNote}`],
    },
  },
  {
    list: listCheckInLists,
    create: createCheckInList,
    get: getCheckInList,
    update: updateCheckInList,
    remove: deleteCheckInList,
  },
);

export const regenerateCheckInListLinkRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/check-in-lists/:check_in_list_id/regenerate-link",
  summary: "Give a check-in list a new link",
  description: `A new \`short_id\`: the old link, and every device opened with it, stop working (404). Varco's own. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: listParams },
  responses: { 200: listEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json(
      { data: await regenerateCheckInListLink(callerOf(c), params.event_id, params.check_in_list_id) },
      200,
    ),
});

export const checkInByHandRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/attendees/:attendee_public_id/check_in",
  summary: "Check an attendee in, or undo it, by hand",
  description: `The path takes the attendee's **public id**. \`action\`: \`check_in\` or \`check_out\`. \`check_in_list_id\` names the list; it may be left out when exactly one of the event's lists holds the attendee's product (422 \`check_in_list_required\` otherwise). 409 \`{message}\` when already checked in, cancelled, awaiting payment, the list is not active, or (undo) not checked in. ${scopeNote}`,
  tags: ["attendees", ...tags],
  middleware: [authenticated()],
  request: {
    params: eventIdParams.extend({ attendee_public_id: z.string().regex(/^[A-Z]{1,3}-[A-Z0-9]{4,16}$/) }),
    body: attendeeCheckInSchema,
  },
  responses: { 200: dataEnvelope(attendeeSchema), ...invalidInput, ...member, ...conflict },
  handler: async ({ params, body }, c) =>
    c.json({ data: await checkInByHand(callerOf(c), params.event_id, params.attendee_public_id, body) }, 200),
});

export const publicCheckInListRoute = defineRoute({
  method: "get",
  path: "/public/check-in-lists/:check_in_list_short_id",
  summary: "A check-in list, for the door",
  description:
    "With its counters, products and public event. 404 `{message}` for an unknown link (or one replaced).",
  tags: doorTags,
  request: { params: doorParams },
  responses: { 200: listEnvelope, ...unknownList },
  handler: async ({ params }, c) =>
    c.json(
      {
        data: await publicCheckInList(c.var.db, params.check_in_list_short_id, {
          appUrl: c.var.config.APP_URL,
          now: new Date(),
        }),
      },
      200,
    ),
});

const doorQuery = z.object({
  query: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxCheckInAttendeesPerPage)
    .default(maxCheckInAttendeesPerPage),
});

export const doorAttendeesRoute = defineRoute({
  method: "get",
  path: "/public/check-in-lists/:check_in_list_short_id/attendees",
  summary: "The list's attendees, searchable by name, email, ticket or order number",
  description: `Simple pagination (no total): \`per_page\` ≤ ${maxCheckInAttendeesPerPage}. Attendees ACTIVE, AWAITING_PAYMENT or CANCELLED of the list's products, in orders COMPLETED or AWAITING_OFFLINE_PAYMENT, each with its \`check_in\` on the list. 403 \`{message}\` while the list is not active or once it has expired.`,
  tags: doorTags,
  request: { params: doorParams, query: doorQuery },
  responses: {
    200: z.object({ data: z.array(checkInAttendeeSchema), links: z.unknown(), meta: z.unknown() }),
    403: errorBodySchema,
    ...unknownList,
    ...invalidInput,
  },
  handler: async ({ params, query }, c) =>
    c.json(
      await doorAttendeesPage(c.var.db, params.check_in_list_short_id, query, {
        url: publicRequestUrl(c),
        now: new Date(),
      }),
      200,
    ),
});

export const doorAttendeeRoute = defineRoute({
  method: "get",
  path: "/public/check-in-lists/:check_in_list_short_id/attendees/:attendee_public_id",
  summary: "One attendee of the list, with its check-in",
  description:
    "403 `{message}` while the list is not active or once it has expired; 404 for an attendee not on it.",
  tags: doorTags,
  request: { params: doorParams.extend({ attendee_public_id: shortIdParam }) },
  responses: { 200: dataEnvelope(checkInAttendeeSchema), 403: errorBodySchema, ...unknownList },
  handler: async ({ params }, c) =>
    c.json(
      {
        data: await doorAttendee(
          c.var.db,
          params.check_in_list_short_id,
          params.attendee_public_id,
          new Date(),
        ),
      },
      200,
    ),
});

export const createCheckInsRoute = defineRoute({
  method: "post",
  path: "/public/check-in-lists/:check_in_list_short_id/check-ins",
  summary: "Check attendees in at the door",
  description:
    "`attendees[].public_id` is a public id or a ticket code (a code not signed by this server, or naming no attendee, fails the whole request: 422, nothing written; so does a ticket of a product the list does not admit). Per-attendee refusals (already checked in — the existing check-in is in `data`, nothing new is written —, cancelled, awaiting payment) are in `errors` by public id. 409 `{message}` while the list is not active or once it has expired. The caller's IP address is recorded.",
  tags: doorTags,
  request: { params: doorParams, body: createCheckInsSchema },
  responses: {
    200: z.object({ data: z.array(checkInSchema), errors: z.record(z.string(), z.string()).optional() }),
    ...unknownList,
    ...invalidInput,
    ...conflict,
  },
  handler: async ({ params, body }, c) =>
    c.json(
      await createCheckIns(c.var.db, params.check_in_list_short_id, body, {
        ipAddress: clientIp(c) ?? null,
        now: new Date(),
      }),
      200,
    ),
});

export const deleteCheckInRoute = defineRoute({
  method: "delete",
  path: "/public/check-in-lists/:check_in_list_short_id/check-ins/:check_in_short_id",
  summary: "Undo a check-in",
  description:
    "Not bound to the list's window. 409 `{message}` when the check-in is not one of the list's, or already undone.",
  tags: doorTags,
  request: { params: doorParams.extend({ check_in_short_id: shortIdParam }) },
  responses: { 204: null, ...unknownList, ...conflict },
  async handler({ params }, c) {
    await deleteDoorCheckIn(c.var.db, params.check_in_list_short_id, params.check_in_short_id, new Date());
    return c.body(null, 204);
  },
});

export const doorSyncRoute = defineRoute({
  method: "post",
  path: "/public/check-in-lists/:check_in_list_short_id/door",
  summary: "A door device's sync: its scans and undos sent, its copy of the list brought up to date",
  description:
    "Varco's scanner calls only this. `scans[]` are decided as at the door, each by the device's own `id` (sent twice, recorded once); a scan made `offline` that meets an earlier admission is kept as a duplicate, and the earlier of two offline admissions stands. `undo[]` takes check-in short ids or scan ids. The answer carries each scan's `outcome`, the list with its counters, the Ed25519 public key ticket codes are signed with, a `cursor`, and every attendee of the list's products (cancelled ones too) unless nothing changed since `since`. 404 `{message}` for an unknown link (or one replaced).",
  tags: doorTags,
  request: { params: doorParams, body: doorSyncBodySchema },
  responses: { 200: doorSyncResponseSchema, ...unknownList, ...invalidInput },
  handler: async ({ params, body }, c) =>
    c.json(
      {
        data: await doorSync(c.var.db, params.check_in_list_short_id, body, {
          ipAddress: clientIp(c) ?? null,
          now: new Date(),
        }),
      },
      200,
    ),
});

export const checkInRoutes = [
  ...listRoutes,
  regenerateCheckInListLinkRoute,
  checkInByHandRoute,
  publicCheckInListRoute,
  doorAttendeesRoute,
  doorAttendeeRoute,
  createCheckInsRoute,
  deleteCheckInRoute,
  doorSyncRoute,
];

import {
  contactOrganizerSchema,
  deletionStatusSchema,
  homepagePasswordBodySchema,
  homepagePasswordHeader,
  messageResponseSchema,
  organizerBodySchema,
  organizerSchema,
  organizerSettingsSchema,
  organizerStatsQuerySchema,
  organizerStatsSchema,
  publicOrganizerSchema,
  updateOrganizerSettingsSchema,
  updateOrganizerStatusSchema,
} from "@varco/domain";
import { z } from "zod";
import { HttpError } from "../../http/httpError";
import { defineRoute, errorBodySchema } from "../../http/route";
import { clientIp } from "../auth/clientIp";
import { authenticated, authOf, optionallyAuthenticated } from "../auth/session";
import { homepagePasswordLimit, homepageReaderOf, homepageRefusalResponse } from "./homepageAccess";
import {
  contactOrganizer,
  contactPerDayLimit,
  contactPerOrganizerLimit,
  publicOrganizer,
  readableOrganizer,
} from "./publicService";
import {
  createOrganizer,
  deleteOrganizer,
  deletionStatus,
  getOrganizer,
  getOrganizerSettings,
  listOrganizers,
  organizerStats,
  updateOrganizer,
  updateOrganizerSettings,
  updateOrganizerStatus,
} from "./service";

const organizerEnvelope = z.object({ data: organizerSchema });
const organizerIdParams = z.object({
  organizer_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const signedIn = { 401: errorBodySchema } as const;
/** Any member of the account (ORGANIZER and up: rules.md §9.2); other accounts' ids are 404. */
const member = { 401: errorBodySchema, 404: errorBodySchema } as const;
const tags = ["organizers"];

export const listOrganizersRoute = defineRoute({
  method: "get",
  path: "/organizers",
  summary: "The account's organizers, with their images (not paginated)",
  tags,
  middleware: [authenticated()],
  responses: { 200: z.object({ data: z.array(organizerSchema) }), ...signedIn },
  handler: async (_input, c) =>
    c.json(
      { data: await listOrganizers(c.var.db, authOf(c).membership.accountId, c.var.config.APP_URL) },
      200,
    ),
});

export const createOrganizerRoute = defineRoute({
  method: "post",
  path: "/organizers",
  summary: "Create an organizer (status DRAFT, default settings)",
  tags,
  middleware: [authenticated()],
  request: { body: organizerBodySchema },
  responses: { 201: organizerEnvelope, 422: errorBodySchema, ...signedIn },
  handler: async ({ body }, c) =>
    c.json(
      { data: await createOrganizer(c.var.db, authOf(c).membership.accountId, body, c.var.config.APP_URL) },
      201,
    ),
});

export const getOrganizerRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id",
  summary: "One organizer of the account, with its images and settings",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams },
  responses: { 200: organizerEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json(
      {
        data: await getOrganizer(
          c.var.db,
          authOf(c).membership.accountId,
          params.organizer_id,
          c.var.config.APP_URL,
        ),
      },
      200,
    ),
});

export const updateOrganizerRoute = defineRoute({
  method: "post",
  path: "/organizers/:organizer_id",
  summary: "Change an organizer (the whole body, as on create)",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, body: organizerBodySchema },
  responses: { 200: organizerEnvelope, 422: errorBodySchema, ...member },
  handler: async ({ params, body }, c) =>
    c.json(
      {
        data: await updateOrganizer(
          c.var.db,
          authOf(c).membership.accountId,
          params.organizer_id,
          body,
          c.var.config.APP_URL,
        ),
      },
      200,
    ),
});

export const deleteOrganizerRoute = defineRoute({
  method: "delete",
  path: "/organizers/:organizer_id",
  summary: "Delete an organizer (admins only)",
  description:
    "409 `{message}` for the account's last organizer and for an organizer that still has events (delete them first).",
  tags,
  middleware: [authenticated("ADMIN")],
  request: { params: organizerIdParams },
  responses: { 204: null, 403: errorBodySchema, 409: errorBodySchema, ...member },
  async handler({ params }, c) {
    await deleteOrganizer(c.var.db, authOf(c).membership.accountId, params.organizer_id);
    return c.body(null, 204);
  },
});

export const organizerDeletionStatusRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/deletion-status",
  summary: "Whether the organizer can be deleted, and if not why",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams },
  responses: { 200: z.object({ data: deletionStatusSchema }), ...member },
  handler: async ({ params }, c) =>
    c.json(
      { data: await deletionStatus(c.var.db, authOf(c).membership.accountId, params.organizer_id) },
      200,
    ),
});

export const updateOrganizerStatusRoute = defineRoute({
  method: "put",
  path: "/organizers/:organizer_id/status",
  summary: "Set an organizer's status: DRAFT, LIVE or ARCHIVED",
  description:
    "Any status from any other. 422 when the account is not verified; 409 when it would archive the account's last organizer that is not archived. Archiving an organizer archives its events.",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, body: updateOrganizerStatusSchema },
  responses: { 200: organizerEnvelope, 409: errorBodySchema, 422: errorBodySchema, ...member },
  handler: async ({ params, body }, c) =>
    c.json(
      {
        data: await updateOrganizerStatus(
          c.var.db,
          authOf(c).membership.accountId,
          params.organizer_id,
          body.status,
          c.var.config.APP_URL,
        ),
      },
      200,
    ),
});

const settingsEnvelope = z.object({ data: organizerSettingsSchema });

export const getOrganizerSettingsRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/settings",
  summary: "An organizer's settings, the homepage password included",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams },
  responses: { 200: settingsEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json(
      { data: await getOrganizerSettings(c.var.db, authOf(c).membership.accountId, params.organizer_id) },
      200,
    ),
});

export const updateOrganizerSettingsRoute = defineRoute({
  method: "patch",
  path: "/organizers/:organizer_id/settings",
  summary: "Change some of an organizer's settings: only the fields sent change",
  description:
    "`<network>_handle` fields are kept in `social_media_handles` under the network (empty removes it); `location_details` and `homepage_theme_settings` are merged into the stored ones.",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, body: updateOrganizerSettingsSchema },
  responses: { 200: settingsEnvelope, 422: errorBodySchema, ...member },
  handler: async ({ params, body }, c) =>
    c.json(
      {
        data: await updateOrganizerSettings(
          c.var.db,
          authOf(c).membership.accountId,
          params.organizer_id,
          body,
        ),
      },
      200,
    ),
});

export const organizerStatsRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/stats",
  summary: "Totals over the organizer's events in one currency (default: the organizer's)",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, query: organizerStatsQuerySchema },
  responses: { 200: z.object({ data: organizerStatsSchema }), 422: errorBodySchema, ...member },
  handler: async ({ params, query }, c) =>
    c.json(
      {
        data: await organizerStats(
          c.var.db,
          authOf(c).membership.accountId,
          params.organizer_id,
          query.currency_code,
        ),
      },
      200,
    ),
});

const homepagePasswordDescription = `A PASSWORD_PROTECTED page answers 403 \`{message}\` without the right password in the \`${homepagePasswordHeader}\` header (its own account needs none), and 429 with Retry-After after ${homepagePasswordLimit.max} wrong passwords from one client address in ${homepagePasswordLimit.windowSeconds / 60} minutes.`;

export const publicOrganizerRoute = defineRoute({
  method: "get",
  path: "/public/organizers/:organizer_id",
  summary: "An organizer's public page: LIVE ones for anyone, any status for its own account",
  description: `404 with an empty body otherwise. Never carries the organizer's email, phone or homepage password. ${homepagePasswordDescription}`,
  tags,
  middleware: [optionallyAuthenticated()],
  request: { params: organizerIdParams },
  responses: {
    200: z.object({ data: publicOrganizerSchema }),
    403: errorBodySchema,
    404: null,
    429: errorBodySchema,
  },
  async handler({ params }, c) {
    const organizer = await publicOrganizer(
      c.var.db,
      params.organizer_id,
      homepageReaderOf(c),
      c.var.config.APP_URL,
    );
    if (!organizer) return c.body(null, 404);
    if ("refused" in organizer) return homepageRefusalResponse(c, organizer);
    return c.json({ data: organizer }, 200);
  },
});

export const homepagePasswordRoute = defineRoute({
  method: "post",
  path: "/public/organizers/:organizer_id/homepage-password",
  summary: "Check a password for a PASSWORD_PROTECTED organizer page",
  description: `204 when it opens the page (any password opens a page that is not protected); 422 naming \`password\` when it does not; 404 for an organizer whose page is not there. Then send it in the \`${homepagePasswordHeader}\` header of the page's reads. 429 with Retry-After after ${homepagePasswordLimit.max} wrong passwords from one client address in ${homepagePasswordLimit.windowSeconds / 60} minutes.`,
  tags,
  request: { params: organizerIdParams, body: homepagePasswordBodySchema },
  responses: { 204: null, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
  async handler({ params, body }, c) {
    const found = await readableOrganizer(c.var.db, params.organizer_id, homepageReaderOf(c, body.password));
    if (!found) throw HttpError.notFound();
    if ("refused" in found) {
      if (found.refused === "limited") return homepageRefusalResponse(c, found);
      throw HttpError.unprocessable({ password: ["The password is not right."] });
    }
    return c.body(null, 204);
  },
});

export const contactOrganizerRoute = defineRoute({
  method: "post",
  path: "/public/organizers/:organizer_id/contact",
  summary: "A visitor writes to a LIVE organizer; the message is mailed to the organizer",
  description: `Reply-To is the visitor's address. At most ${contactPerOrganizerLimit.max} messages per hour from one client address to one organizer and ${contactPerDayLimit.max} per day to all: 429 with Retry-After past either.`,
  tags,
  request: { params: organizerIdParams, body: contactOrganizerSchema },
  responses: { 200: messageResponseSchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
  async handler({ params, body }, c) {
    const outcome = await contactOrganizer(
      c.var.db,
      params.organizer_id,
      body,
      clientIp(c),
      c.var.rateLimits,
    );
    if (!outcome.sent) {
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return c.json({ message: "Too Many Attempts." }, 429);
    }
    return c.json({ message: "Message sent successfully" }, 200);
  },
});

export const organizerRoutes = [
  listOrganizersRoute,
  createOrganizerRoute,
  getOrganizerRoute,
  updateOrganizerRoute,
  deleteOrganizerRoute,
  organizerDeletionStatusRoute,
  updateOrganizerStatusRoute,
  getOrganizerSettingsRoute,
  updateOrganizerSettingsRoute,
  organizerStatsRoute,
  publicOrganizerRoute,
  homepagePasswordRoute,
  contactOrganizerRoute,
];

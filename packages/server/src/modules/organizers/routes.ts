import {
  colorThemeSchema,
  colorThemes,
  contactOrganizerSchema,
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
import { clientIp } from "../../http/clientIp";
import { HttpError } from "../../http/httpError";
import { publicAnswer, publicAnswerKeys } from "../../http/publicAnswers";
import { tooManyAttempts } from "../../http/rateLimit";
import { defineRoute, errorBodySchema } from "../../http/route";
import {
  dataEnvelope,
  invalidInput,
  member,
  organizerIdParams,
  rateLimited,
  signedIn,
} from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated, optionallyAuthenticated } from "../auth/session";
import { deletionRoutes } from "../deletionRoutes";
import { homepagePasswordLimit, homepageReaderOf, homepageRefusalResponse } from "./homepageAccess";
import {
  contactOrganizer,
  contactPerDayLimit,
  contactPerOrganizerLimit,
  contactToOrganizerLimit,
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

const organizerEnvelope = dataEnvelope(organizerSchema);
const tags = ["organizers"];

export const listOrganizersRoute = defineRoute({
  method: "get",
  path: "/organizers",
  summary: "The account's organizers, with their images (not paginated)",
  tags,
  middleware: [authenticated()],
  responses: { 200: z.object({ data: z.array(organizerSchema) }), ...signedIn },
  handler: async (_input, c) => c.json({ data: await listOrganizers(callerOf(c)) }, 200),
});

export const createOrganizerRoute = defineRoute({
  method: "post",
  path: "/organizers",
  summary: "Create an organizer (status DRAFT, default settings)",
  tags,
  middleware: [authenticated()],
  request: { body: organizerBodySchema },
  responses: { 201: organizerEnvelope, ...invalidInput, ...signedIn },
  handler: async ({ body }, c) => c.json({ data: await createOrganizer(callerOf(c), body) }, 201),
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
    c.json({ data: await getOrganizer(callerOf(c), params.organizer_id) }, 200),
});

export const updateOrganizerRoute = defineRoute({
  method: "post",
  path: "/organizers/:organizer_id",
  summary: "Change an organizer (the whole body, as on create)",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, body: organizerBodySchema },
  responses: { 200: organizerEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateOrganizer(callerOf(c), params.organizer_id, body) }, 200),
});

export const { deleteRoute: deleteOrganizerRoute, deletionStatusRoute: organizerDeletionStatusRoute } =
  deletionRoutes({
    path: "/organizers/:organizer_id",
    params: organizerIdParams,
    noun: "organizer",
    refusals:
      "for the account's last organizer and for an organizer that still has events (delete them first)",
    tags,
    idOf: (params) => params.organizer_id,
    remove: deleteOrganizer,
    status: deletionStatus,
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
  responses: { 200: organizerEnvelope, 409: errorBodySchema, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateOrganizerStatus(callerOf(c), params.organizer_id, body.status) }, 200),
});

const settingsEnvelope = dataEnvelope(organizerSettingsSchema);

export const getOrganizerSettingsRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/settings",
  summary: "An organizer's settings, the homepage password included",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams },
  responses: { 200: settingsEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getOrganizerSettings(callerOf(c), params.organizer_id) }, 200),
});

export const updateOrganizerSettingsRoute = defineRoute({
  method: "patch",
  path: "/organizers/:organizer_id/settings",
  summary: "Change some of an organizer's settings: only the fields sent change",
  description:
    "`<network>_handle` fields are kept in `social_media_handles` under the network (empty removes it); `location_details` and `homepage_theme_settings` are merged into the stored ones. A theme whose text would read below WCAG AA (4.5:1) is refused: 422 `contrast_too_low` with the ratio on the field.",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, body: updateOrganizerSettingsSchema },
  responses: { 200: settingsEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateOrganizerSettings(callerOf(c), params.organizer_id, body) }, 200),
});

export const organizerStatsRoute = defineRoute({
  method: "get",
  path: "/organizers/:organizer_id/stats",
  summary: "Totals over the organizer's events in one currency (default: the organizer's)",
  tags,
  middleware: [authenticated()],
  request: { params: organizerIdParams, query: organizerStatsQuerySchema },
  responses: { 200: dataEnvelope(organizerStatsSchema), ...invalidInput, ...member },
  handler: async ({ params, query }, c) =>
    c.json({ data: await organizerStats(callerOf(c), params.organizer_id, query.currency_code) }, 200),
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
    200: dataEnvelope(publicOrganizerSchema),
    403: errorBodySchema,
    404: null,
    ...rateLimited,
  },
  async handler({ params }, c) {
    const reader = homepageReaderOf(c);
    return publicAnswer(c, {
      key: publicAnswerKeys.organizer(params.organizer_id),
      // Its own account's preview and a page opened with a password are read afresh.
      cacheable: reader.viewer === undefined && reader.password === undefined,
      read: async () => {
        const organizer = await publicOrganizer(c.var.db, params.organizer_id, reader, c.var.config.APP_URL);
        if (!organizer) return { status: 404, extra: undefined };
        if ("refused" in organizer) return homepageRefusalResponse(c, organizer);
        return { status: 200, json: { data: organizer }, extra: undefined };
      },
    });
  },
});

export const homepagePasswordRoute = defineRoute({
  method: "post",
  path: "/public/organizers/:organizer_id/homepage-password",
  summary: "Check a password for a PASSWORD_PROTECTED organizer page",
  description: `204 when it opens the page (any password opens a page that is not protected); 422 naming \`password\` when it does not; 404 for an organizer whose page is not there. Then send it in the \`${homepagePasswordHeader}\` header of the page's reads. 429 with Retry-After after ${homepagePasswordLimit.max} wrong passwords from one client address in ${homepagePasswordLimit.windowSeconds / 60} minutes.`,
  tags,
  request: { params: organizerIdParams, body: homepagePasswordBodySchema },
  responses: { 204: null, 404: errorBodySchema, ...invalidInput, ...rateLimited },
  async handler({ params, body }, c) {
    const found = await readableOrganizer(c.var.db, params.organizer_id, homepageReaderOf(c, body.password));
    if (!found) throw HttpError.notFound();
    if ("refused" in found) {
      if (found.refused === "limited") return homepageRefusalResponse(c, found);
      throw HttpError.unprocessable({ password: [{ code: "homepage_password_wrong" }] });
    }
    return c.body(null, 204);
  },
});

export const contactOrganizerRoute = defineRoute({
  method: "post",
  path: "/public/organizers/:organizer_id/contact",
  summary: "A visitor writes to a LIVE organizer; the message is mailed to the organizer",
  description: `Reply-To is the visitor's address. A PASSWORD_PROTECTED page's form needs its password in the \`${homepagePasswordHeader}\` header, as the page does (403 without it). At most ${contactPerOrganizerLimit.max} messages per hour from one client address to one organizer and ${contactPerDayLimit.max} per day to all, and ${contactToOrganizerLimit.max} per hour to one organizer from everyone: 429 with Retry-After past any.`,
  tags,
  request: { params: organizerIdParams, body: contactOrganizerSchema },
  responses: {
    200: messageResponseSchema,
    403: errorBodySchema,
    404: errorBodySchema,
    ...invalidInput,
    ...rateLimited,
  },
  async handler({ params, body }, c) {
    // A PASSWORD_PROTECTED page's form is behind its password, as the page is: 403 without it
    // (and wrong guesses count toward the same limit).
    const access = await readableOrganizer(c.var.db, params.organizer_id, homepageReaderOf(c));
    if (access && "refused" in access) return homepageRefusalResponse(c, access);
    const outcome = await contactOrganizer(
      c.var.db,
      params.organizer_id,
      body,
      clientIp(c),
      c.var.rateLimits,
    );
    if (!outcome.sent) return tooManyAttempts(c, outcome.retryAfterSeconds);
    return c.json({ message: "Message sent successfully" }, 200);
  },
});

export const colorThemesRoute = defineRoute({
  method: "get",
  path: "/public/color-themes",
  summary: "The ready-made homepage palettes an organiser may start from",
  description:
    "The same list for everyone, no sign-in: each palette sets the six homepage colours of an event's or organiser's settings, and reads at WCAG AA.",
  tags,
  responses: { 200: dataEnvelope(z.array(colorThemeSchema)) },
  handler: (_input, c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.json({ data: [...colorThemes] }, 200);
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
  colorThemesRoute,
];

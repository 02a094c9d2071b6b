import { z } from "zod";
import { locationDetailsSchema, organizerAddressInputSchema } from "./address";
import {
  currencyCode,
  emailAddress,
  hexColor,
  oneOf,
  optionalText,
  requiredName,
  requiredText,
  timeZone,
  webAddress,
} from "./fields";
import { imageSchema } from "./image";
import { salesTotalsSchema } from "./salesTotals";

export const organizerStatuses = ["DRAFT", "LIVE", "ARCHIVED"] as const;
export type OrganizerStatus = (typeof organizerStatuses)[number];
export const organizerStatusSchema = z.enum(organizerStatuses);

export const organizerHomepageVisibilities = ["PUBLIC", "PASSWORD_PROTECTED"] as const;
export type OrganizerHomepageVisibility = (typeof organizerHomepageVisibilities)[number];
export const organizerHomepageVisibilitySchema = z.enum(organizerHomepageVisibilities);

export const attendeeDetailsCollectionMethods = ["PER_TICKET", "PER_ORDER"] as const;
export type AttendeeDetailsCollectionMethod = (typeof attendeeDetailsCollectionMethods)[number];
export const attendeeDetailsCollectionMethodSchema = z.enum(attendeeDetailsCollectionMethods);

export const themeModes = ["light", "dark"] as const;
export type ThemeMode = (typeof themeModes)[number];

export const homepageBackgroundTypes = ["COLOR", "MIRROR_COVER_IMAGE"] as const;
export type HomepageBackgroundType = (typeof homepageBackgroundTypes)[number];
export const homepageBackgroundTypeSchema = z.enum(homepageBackgroundTypes);

/** Networks an organizer may link to; each is saved as `<network>_handle`. */
export const socialNetworks = [
  "facebook",
  "instagram",
  "twitter",
  "linkedin",
  "discord",
  "tiktok",
  "youtube",
  "snapchat",
  "twitch",
  "reddit",
  "pinterest",
  "whatsapp",
  "telegram",
  "vk",
  "weibo",
  "wechat",
  "flickr",
  "tumblr",
  "quora",
  "vimeo",
  "github",
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/**
 * Homepage look: one accent and one background colour plus a mode. Few colours on purpose: the ui
 * derives the rest and keeps text readable on any of them.
 */
export const homepageThemeSettingsSchema = z.object({
  accent: z.string().optional(),
  background: z.string().optional(),
  mode: z.enum(themeModes).optional(),
  background_type: homepageBackgroundTypeSchema.optional(),
});
export type HomepageThemeSettings = z.infer<typeof homepageThemeSettingsSchema>;

/** The theme as an organiser or an event saves it: its colours are hex. */
export const homepageThemeSettingsInputSchema = homepageThemeSettingsSchema.extend({
  accent: hexColor("Accent colour").optional(),
  background: hexColor("Background colour").optional(),
});

export const organizerSettingsSchema = z.object({
  id: z.number(),
  organizer_id: z.number(),
  default_attendee_details_collection_method: attendeeDetailsCollectionMethodSchema.nullable(),
  default_show_marketing_opt_in: z.boolean().nullable(),
  default_pass_platform_fee_to_buyer: z.boolean().nullable(),
  default_allow_attendee_self_edit: z.boolean().nullable(),
  social_media_handles: z.partialRecord(z.enum(socialNetworks), z.string().nullable()).nullable(),
  homepage_theme_settings: homepageThemeSettingsSchema.nullable(),
  homepage_visibility: organizerHomepageVisibilitySchema,
  homepage_password: z.string().nullable().optional(),
  website_url: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  allow_search_engine_indexing: z.boolean(),
  /** The same shape the settings PATCH takes: an address and a venue name. */
  location_details: locationDetailsSchema.nullable(),
});
export type OrganizerSettings = z.infer<typeof organizerSettingsSchema>;

export const organizerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
  slug: z.string(),
  status: organizerStatusSchema,
  images: z.array(imageSchema).optional(),
  settings: organizerSettingsSchema.optional(),
});
export type Organizer = z.infer<typeof organizerSchema>;

/** What anyone may see of an organizer (`GET public/organizers/{id}`). */
export const publicOrganizerSchema = organizerSchema
  .pick({ id: true, name: true, website: true, description: true, slug: true, status: true, images: true })
  .extend({ settings: organizerSettingsSchema.omit({ homepage_password: true }).optional() });
export type PublicOrganizer = z.infer<typeof publicOrganizerSchema>;

/** `POST organizers` and `POST organizers/{id}` (update). */
export const organizerBodySchema = z.object({
  name: requiredName("Name", 100),
  email: emailAddress(),
  phone: optionalText("Phone", 25),
  website: webAddress("Website").nullish(),
  description: optionalText("Description", 1200),
  timezone: timeZone(),
  currency: currencyCode(),
});
export type OrganizerBody = z.input<typeof organizerBodySchema>;

/** `PUT organizers/{id}/status`. */
export const updateOrganizerStatusSchema = z.object({ status: oneOf(organizerStatuses, "Status") });
export type UpdateOrganizerStatusBody = z.input<typeof updateOrganizerStatusSchema>;

const socialHandleInputs = Object.fromEntries(
  socialNetworks.map((network) => [`${network}_handle`, optionalText(`${network} handle`, 255)]),
) as Record<`${SocialNetwork}_handle`, ReturnType<typeof optionalText>>;

/** `PATCH organizers/{id}/settings`: every field optional, only those sent change. */
export const updateOrganizerSettingsSchema = z.object({
  default_attendee_details_collection_method: attendeeDetailsCollectionMethodSchema.optional(),
  default_show_marketing_opt_in: z.boolean().optional(),
  default_pass_platform_fee_to_buyer: z.boolean().optional(),
  default_allow_attendee_self_edit: z.boolean().optional(),
  ...socialHandleInputs,
  website_url: webAddress("Website").nullish(),
  location_details: organizerAddressInputSchema.nullish(),
  homepage_visibility: oneOf(organizerHomepageVisibilities, "Homepage visibility").optional(),
  homepage_theme_settings: homepageThemeSettingsInputSchema.optional(),
  seo_keywords: optionalText("SEO keywords", 255),
  seo_title: optionalText("SEO title", 255),
  seo_description: optionalText("SEO description", 1000),
  allow_search_engine_indexing: z.boolean().optional(),
  homepage_password: optionalText("Homepage password", 100),
});
export type UpdateOrganizerSettingsBody = z.input<typeof updateOrganizerSettingsSchema>;

/** The query of `GET organizers/{id}/stats`: a currency (any case), else the organizer's own. */
export const organizerStatsQuerySchema = z.object({
  currency_code: z
    .string()
    .transform((code) => code.trim().toUpperCase())
    .pipe(currencyCode("Currency code"))
    .optional(),
});
export type OrganizerStatsQuery = z.input<typeof organizerStatsQuerySchema>;

/** `GET organizers/{id}/stats?currency_code=`. */
export const organizerStatsSchema = salesTotalsSchema.extend({
  currency_code: z.string(),
  all_organizers_currencies: z.array(z.string()),
});
export type OrganizerStats = z.infer<typeof organizerStatsSchema>;

/** `POST public/organizers/{id}/contact`: a visitor writes to the organizer. */
export const contactOrganizerSchema = z.object({
  name: requiredName("Name", 255),
  email: emailAddress(),
  message: requiredText("Message", 5000),
});
export type ContactOrganizerBody = z.input<typeof contactOrganizerSchema>;

/**
 * `POST public/organizers/{id}/homepage-password`: a visitor's try at a PASSWORD_PROTECTED page's
 * password, as typed (never trimmed). The same text then goes, percent-encoded
 * (`encodeURIComponent`), in the `X-Homepage-Password` header of `GET public/organizers/{id}` and
 * `…/events`.
 */
export const homepagePasswordBodySchema = z.object({
  password: z
    .string({ error: "The password is required." })
    .min(1, "The password is required.")
    .max(100, "The password must be at most 100 characters."),
});
export type HomepagePasswordBody = z.input<typeof homepagePasswordBodySchema>;

export * from "./organizerTypes";

/** `GET organizers/{id}/deletion-status` and the same for events. */
export const deletionStatusSchema = z.object({ can_delete: z.boolean(), reason: z.string().nullable() });
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

import type { Image, Organizer, OrganizerSettings, PublicOrganizer } from "@varco/domain";
import type { organizerSettings, organizers } from "../../db/schema";

type OrganizerRow = typeof organizers.$inferSelect;
type OrganizerSettingsRow = typeof organizerSettings.$inferSelect;

/** Settings fields with their value when nothing was saved yet. */
export const organizerSettingsDefaults: Omit<OrganizerSettings, "id" | "organizer_id" | "homepage_password"> =
  {
    default_attendee_details_collection_method: null,
    default_show_marketing_opt_in: null,
    default_pass_platform_fee_to_buyer: null,
    default_allow_attendee_self_edit: null,
    social_media_handles: null,
    homepage_theme_settings: null,
    homepage_visibility: "PUBLIC",
    website_url: null,
    seo_keywords: null,
    seo_title: null,
    seo_description: null,
    allow_search_engine_indexing: true,
    location_details: null,
  };

/**
 * Organizer settings for the organizer's own account: every field, the homepage password too.
 * `values` holds only fields that were saved; the rest take their defaults.
 */
export function organizerSettingsResource(row: OrganizerSettingsRow): OrganizerSettings {
  return {
    ...organizerSettingsDefaults,
    ...(row.values as Partial<OrganizerSettings>),
    id: row.id,
    organizer_id: row.organizerId,
    homepage_password: row.homepagePassword,
  };
}

/** The same settings for anyone: built field by field, so the homepage password cannot leak. */
export function publicOrganizerSettingsResource(
  row: OrganizerSettingsRow,
): Omit<OrganizerSettings, "homepage_password"> {
  const { homepage_password: _secret, ...rest } = organizerSettingsResource(row);
  return rest;
}

/** An organizer as its account sees it, with the fields Hi.Events serialises. */
export function organizerResource(
  organizer: OrganizerRow,
  extras: { images?: Image[]; settings?: OrganizerSettingsRow } = {},
): Organizer {
  return {
    id: organizer.id,
    name: organizer.name,
    email: organizer.email,
    phone: organizer.phone,
    website: organizer.website,
    description: organizer.description,
    timezone: organizer.timezone,
    currency: organizer.currency,
    slug: organizer.slug,
    status: organizer.status,
    ...(extras.images ? { images: extras.images } : {}),
    ...(extras.settings ? { settings: organizerSettingsResource(extras.settings) } : {}),
  };
}

/** What anyone may see of an organizer: no email, phone or homepage password. */
export function publicOrganizerResource(
  organizer: OrganizerRow,
  extras: { images?: Image[]; settings?: OrganizerSettingsRow } = {},
): PublicOrganizer {
  return {
    id: organizer.id,
    name: organizer.name,
    website: organizer.website,
    description: organizer.description,
    slug: organizer.slug,
    status: organizer.status,
    ...(extras.images ? { images: extras.images } : {}),
    ...(extras.settings ? { settings: publicOrganizerSettingsResource(extras.settings) } : {}),
  };
}

import type { ColorTheme } from "../model/colorTheme";
import type { Event, PublicEvent } from "../model/event";
import type { DataEnvelope, EventListParams, ListParams, MessageResponse, Paginated } from "../model/list";
import type { Order } from "../model/order";
import type {
  ContactOrganizerBody,
  DeletionStatus,
  HomepagePasswordBody,
  Organizer,
  OrganizerBody,
  OrganizerSettings,
  OrganizerStats,
  PublicOrganizer,
  UpdateOrganizerSettingsBody,
  UpdateOrganizerStatusBody,
} from "../model/organizer";
import { homepagePasswordHeader } from "../model/organizerTypes";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The header carries the password percent-encoded: a header holds neither every letter nor edge spaces. */
const passwordHeaders = (password: string | undefined): Record<string, string> | undefined =>
  password === undefined ? undefined : { [homepagePasswordHeader]: encodeURIComponent(password) };

/**
 * The reads of organizers: each one's path and query, for the client and the hooks' cache keys. A
 * protected page's password travels in a header, and the cache tells answers apart by it.
 */
export const organizerReads = {
  list: () => dataRead<Organizer[]>("organizers"),
  get: (organizerId: Id) => dataRead<Organizer>(apiPath`organizers/${organizerId}`),
  deletionStatus: (organizerId: Id) =>
    dataRead<DeletionStatus>(apiPath`organizers/${organizerId}/deletion-status`),
  events: (organizerId: Id, params?: EventListParams) =>
    bareRead<Paginated<Event>>(apiPath`organizers/${organizerId}/events`, {
      query: { ...withListDefaults(params) },
    }),
  stats: (organizerId: Id, currencyCode?: string) =>
    dataRead<OrganizerStats>(apiPath`organizers/${organizerId}/stats`, {
      query: { currency_code: currencyCode },
    }),
  orders: (organizerId: Id, params?: ListParams) =>
    bareRead<Paginated<Order>>(apiPath`organizers/${organizerId}/orders`, {
      query: { ...withListDefaults(params) },
    }),
  settings: (organizerId: Id) => dataRead<OrganizerSettings>(apiPath`organizers/${organizerId}/settings`),
  /** `password` opens a PASSWORD_PROTECTED page (403 without it). */
  getPublic: (organizerId: Id, password?: string) =>
    dataRead<PublicOrganizer>(apiPath`public/organizers/${organizerId}`, {
      headers: passwordHeaders(password),
      vary: { homepage_password: password },
    }),
  publicEvents: (organizerId: Id, params?: EventListParams, password?: string) =>
    bareRead<Paginated<PublicEvent>>(apiPath`public/organizers/${organizerId}/events`, {
      query: { ...withListDefaults(params) },
      headers: passwordHeaders(password),
      vary: { homepage_password: password },
    }),
  /** The ready-made homepage palettes (the same for every organiser). */
  colorThemes: () => dataRead<ColorTheme[]>("public/color-themes"),
};

/** Organizers, their settings, events, orders and stats; public pages under `public/`. */
export function organizersApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Organizer>>(method, path, { body }));
  return {
    list: () => transport.read(organizerReads.list()),
    create: (body: OrganizerBody) => one("POST", "organizers", body),
    get: (organizerId: Id) => transport.read(organizerReads.get(organizerId)),
    /** Updates are POSTed (multipart-friendly on the original API). */
    update: (organizerId: Id, body: OrganizerBody) => one("POST", apiPath`organizers/${organizerId}`, body),
    delete: (organizerId: Id) => transport.request<void>("DELETE", apiPath`organizers/${organizerId}`),
    getDeletionStatus: (organizerId: Id) => transport.read(organizerReads.deletionStatus(organizerId)),
    updateStatus: (organizerId: Id, body: UpdateOrganizerStatusBody) =>
      one("PUT", apiPath`organizers/${organizerId}/status`, body),
    listEvents: (organizerId: Id, params?: EventListParams) =>
      transport.read(organizerReads.events(organizerId, params)),
    getStats: (organizerId: Id, currencyCode?: string) =>
      transport.read(organizerReads.stats(organizerId, currencyCode)),
    listOrders: (organizerId: Id, params?: ListParams) =>
      transport.read(organizerReads.orders(organizerId, params)),
    getSettings: (organizerId: Id) => transport.read(organizerReads.settings(organizerId)),
    /** Only the fields sent change. */
    updateSettings: (organizerId: Id, body: UpdateOrganizerSettingsBody) =>
      dataOf(
        transport.request<DataEnvelope<OrganizerSettings>>(
          "PATCH",
          apiPath`organizers/${organizerId}/settings`,
          {
            body,
          },
        ),
      ),
    getPublic: (organizerId: Id, password?: string) =>
      transport.read(organizerReads.getPublic(organizerId, password)),
    colorThemes: () => transport.read(organizerReads.colorThemes()),
    listPublicEvents: (organizerId: Id, params?: EventListParams, password?: string) =>
      transport.read(organizerReads.publicEvents(organizerId, params, password)),
    /** Resolves when the password opens the page; a 422 names `password` when it does not. */
    checkHomepagePassword: (organizerId: Id, body: HomepagePasswordBody) =>
      transport.request<void>("POST", apiPath`public/organizers/${organizerId}/homepage-password`, { body }),
    /** `password`: a PASSWORD_PROTECTED page's form is behind its password too (403 without it). */
    contact: (organizerId: Id, body: ContactOrganizerBody, password?: string) =>
      transport.request<MessageResponse>("POST", apiPath`public/organizers/${organizerId}/contact`, {
        body,
        headers: passwordHeaders(password),
      }),
  };
}

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
import { homepagePasswordHeader } from "../model/organizer";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The header carries the password percent-encoded: a header holds neither every letter nor edge spaces. */
const passwordHeaders = (password: string | undefined): Record<string, string> | undefined =>
  password === undefined ? undefined : { [homepagePasswordHeader]: encodeURIComponent(password) };

/** Organizers, their settings, events, orders and stats; public pages under `public/` (SPEC.md §7). */
export function organizersApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<Organizer>>(method, path, { body }));
  return {
    list: () => dataOf(transport.request<DataEnvelope<Organizer[]>>("GET", "organizers")),
    create: (body: OrganizerBody) => one("POST", "organizers", body),
    get: (organizerId: Id) => one("GET", apiPath`organizers/${organizerId}`),
    /** Updates are POSTed (multipart-friendly on the original API). */
    update: (organizerId: Id, body: OrganizerBody) => one("POST", apiPath`organizers/${organizerId}`, body),
    delete: (organizerId: Id) => transport.request<void>("DELETE", apiPath`organizers/${organizerId}`),
    getDeletionStatus: (organizerId: Id) =>
      dataOf(
        transport.request<DataEnvelope<DeletionStatus>>(
          "GET",
          apiPath`organizers/${organizerId}/deletion-status`,
        ),
      ),
    updateStatus: (organizerId: Id, body: UpdateOrganizerStatusBody) =>
      one("PUT", apiPath`organizers/${organizerId}/status`, body),
    listEvents: (organizerId: Id, params?: EventListParams) =>
      transport.request<Paginated<Event>>("GET", apiPath`organizers/${organizerId}/events`, {
        query: { ...withListDefaults(params) },
      }),
    getStats: (organizerId: Id, currencyCode?: string) =>
      dataOf(
        transport.request<DataEnvelope<OrganizerStats>>("GET", apiPath`organizers/${organizerId}/stats`, {
          query: { currency_code: currencyCode },
        }),
      ),
    listOrders: (organizerId: Id, params?: ListParams) =>
      transport.request<Paginated<Order>>("GET", apiPath`organizers/${organizerId}/orders`, {
        query: { ...withListDefaults(params) },
      }),
    getSettings: (organizerId: Id) =>
      dataOf(
        transport.request<DataEnvelope<OrganizerSettings>>(
          "GET",
          apiPath`organizers/${organizerId}/settings`,
        ),
      ),
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
    /** `password` opens a PASSWORD_PROTECTED page (403 without it). */
    getPublic: (organizerId: Id, password?: string) =>
      dataOf(
        transport.request<DataEnvelope<PublicOrganizer>>("GET", apiPath`public/organizers/${organizerId}`, {
          headers: passwordHeaders(password),
        }),
      ),
    listPublicEvents: (organizerId: Id, params?: EventListParams, password?: string) =>
      transport.request<Paginated<PublicEvent>>("GET", apiPath`public/organizers/${organizerId}/events`, {
        query: { ...withListDefaults(params) },
        headers: passwordHeaders(password),
      }),
    /** Resolves when the password opens the page; a 422 names `password` when it does not. */
    checkHomepagePassword: (organizerId: Id, body: HomepagePasswordBody) =>
      transport.request<void>("POST", apiPath`public/organizers/${organizerId}/homepage-password`, { body }),
    contact: (organizerId: Id, body: ContactOrganizerBody) =>
      transport.request<MessageResponse>("POST", apiPath`public/organizers/${organizerId}/contact`, { body }),
  };
}

import type { HttpMethod } from "../api/transport";

/** One call the product makes: its method, its path template, and query parameters it names. */
export interface SpecCall {
  method: HttpMethod;
  path: string;
  query?: readonly string[];
}

/**
 * Every call the product makes of the API, one entry each. Public calls carry their `public/` prefix.
 * Event deletion is `DELETE events/{id}`, not GET as in Hi.Events: a GET that changes state invites
 * cross-site forgery.
 */
export const specSection7: readonly SpecCall[] = [
  // Users
  { method: "GET", path: "users/me" },
  { method: "PUT", path: "users/me" },
  { method: "GET", path: "users" },
  { method: "POST", path: "users" },
  { method: "GET", path: "users/{id}" },
  { method: "PUT", path: "users/{id}" },
  { method: "POST", path: "users/{id}/invitation" },
  { method: "DELETE", path: "users/{id}/invitation" },
  { method: "POST", path: "users/{id}/confirm-email/{token}" },
  { method: "POST", path: "users/{id}/email-change/{token}" },
  { method: "DELETE", path: "users/{id}/email-change" },
  { method: "POST", path: "users/{id}/resend-email-confirmation" },
  { method: "POST", path: "users/{id}/confirm-email-with-code" },
  // Promo codes (authenticated)
  { method: "POST", path: "events/{eventId}/promo-codes" },
  { method: "GET", path: "events/{eventId}/promo-codes", query: ["page", "per_page"] },
  { method: "GET", path: "events/{eventId}/promo-codes/{id}" },
  { method: "PUT", path: "events/{eventId}/promo-codes/{id}" },
  { method: "DELETE", path: "events/{eventId}/promo-codes/{id}" },
  // Events
  { method: "POST", path: "events" },
  { method: "GET", path: "events", query: ["page", "per_page"] },
  { method: "GET", path: "events/{id}" },
  { method: "PUT", path: "events/{id}" },
  { method: "GET", path: "events/{id}/stats" },
  { method: "GET", path: "events/{id}/check_in_stats" },
  { method: "GET", path: "events/{id}/images" },
  { method: "POST", path: "events/{id}/images" },
  { method: "DELETE", path: "events/{id}/images/{imageId}" },
  { method: "POST", path: "events/{id}/duplicate" },
  { method: "PUT", path: "events/{id}/status" },
  { method: "GET", path: "events/{id}/reports/{reportType}", query: ["start_date", "end_date"] },
  { method: "DELETE", path: "events/{id}" },
  // Organizers
  { method: "POST", path: "organizers" },
  { method: "GET", path: "organizers" },
  { method: "GET", path: "organizers/{id}" },
  { method: "POST", path: "organizers/{id}" },
  { method: "PUT", path: "organizers/{id}/status" },
  { method: "GET", path: "organizers/{id}/events", query: ["page", "per_page"] },
  { method: "GET", path: "organizers/{id}/stats", query: ["currency_code"] },
  { method: "GET", path: "organizers/{id}/orders", query: ["page", "per_page"] },
  { method: "PATCH", path: "organizers/{id}/settings" },
  { method: "GET", path: "organizers/{id}/settings" },
  // Public (prefix /public)
  { method: "GET", path: "public/events", query: ["page", "per_page"] },
  { method: "GET", path: "public/events/{id}", query: ["promo_code"] },
  { method: "GET", path: "public/events/{eventId}/promo-codes/{code}" },
  { method: "GET", path: "public/organizers/{id}" },
  { method: "GET", path: "public/organizers/{id}/events", query: ["page", "per_page"] },
  { method: "POST", path: "public/organizers/{id}/contact" },
];

export const specCallName = (call: SpecCall) => `${call.method} ${call.path}`;

/** Whether a concrete path fills the template (`events/{id}` matches `events/7`). */
export function fillsTemplate(template: string, path: string): boolean {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${pattern}$`).test(path);
}

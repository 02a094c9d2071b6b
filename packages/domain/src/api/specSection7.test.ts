import { describe, expect, it } from "vitest";
import { duplicableEventParts } from "../model/event";
import { fillsTemplate, specCallName, specSection7 } from "../test/specSection7";
import { type ApiClient, createApiClient } from "./client";

/** Every part of an event `POST events/{id}/duplicate` can copy, asked for. */
const everyPart = Object.fromEntries(duplicableEventParts.map((part) => [part, true])) as {
  [part in (typeof duplicableEventParts)[number]]: true;
};

/** How the client makes each of the product's calls (`test/specSection7.ts`), with sample arguments. */
const clientCalls: Record<string, (client: ApiClient) => Promise<unknown>> = {
  "GET users/me": (c) => c.users.getCurrent(),
  "PUT users/me": (c) => c.users.updateCurrent({ first_name: "Ada" }),
  "GET users": (c) => c.users.list(),
  "POST users": (c) => c.users.invite({ first_name: "Ada", email: "ada@example.com", role: "ADMIN" }),
  "GET users/{id}": (c) => c.users.get(7),
  "PUT users/{id}": (c) => c.users.update(7, { role: "ORGANIZER" }),
  "POST users/{id}/invitation": (c) => c.users.resendInvitation(7),
  "DELETE users/{id}/invitation": (c) => c.users.deleteInvitation(7),
  "POST users/{id}/confirm-email/{token}": (c) => c.users.confirmEmail(7, "tok"),
  "POST users/{id}/email-change/{token}": (c) => c.users.confirmEmailChange(7, "tok"),
  "DELETE users/{id}/email-change": (c) => c.users.cancelEmailChange(7),
  "POST users/{id}/resend-email-confirmation": (c) => c.users.resendEmailConfirmation(7),
  "POST users/{id}/confirm-email-with-code": (c) => c.users.confirmEmailWithCode(7, { code: "12345" }),
  "POST events/{eventId}/promo-codes": (c) =>
    c.promoCodes.create(3, { code: "spring", discount_type: "NONE" }),
  "GET events/{eventId}/promo-codes": (c) => c.promoCodes.list(3),
  "GET events/{eventId}/promo-codes/{id}": (c) => c.promoCodes.get(3, 9),
  "PUT events/{eventId}/promo-codes/{id}": (c) =>
    c.promoCodes.update(3, 9, { code: "spring", discount_type: "NONE" }),
  "DELETE events/{eventId}/promo-codes/{id}": (c) => c.promoCodes.delete(3, 9),
  "POST events": (c) =>
    c.events.create({ title: "Gala", start_date: "2025-05-01T18:00:00Z", organizer_id: 1 }),
  "GET events": (c) => c.events.list(),
  "GET events/{id}": (c) => c.events.get(3),
  "PUT events/{id}": (c) => c.events.update(3, { title: "Gala", start_date: "2025-05-01T18:00:00Z" }),
  "GET events/{id}/stats": (c) => c.events.getStats(3),
  "GET events/{id}/check_in_stats": (c) => c.events.getCheckInStats(3),
  "GET events/{id}/images": (c) => c.images.listForEvent(3),
  "POST events/{id}/images": (c) =>
    c.images.uploadForEvent(3, { image: new Blob(["png"], { type: "image/png" }) }),
  "DELETE events/{id}/images/{imageId}": (c) => c.images.deleteFromEvent(3, 11),
  "POST events/{id}/duplicate": (c) =>
    c.events.duplicate(3, { title: "Gala again", start_date: "2026-05-01T18:00:00Z", ...everyPart }),
  "PUT events/{id}/status": (c) => c.events.updateStatus(3, { status: "LIVE" }),
  "GET events/{id}/reports/{reportType}": (c) =>
    c.reports.getEventReport(3, "product_sales", { start_date: "2025-01-01", end_date: "2025-01-31" }),
  "DELETE events/{id}": (c) => c.events.delete(3),
  "POST organizers": (c) =>
    c.organizers.create({ name: "Acme", email: "a@example.com", timezone: "Europe/Rome", currency: "EUR" }),
  "GET organizers": (c) => c.organizers.list(),
  "GET organizers/{id}": (c) => c.organizers.get(5),
  "POST organizers/{id}": (c) =>
    c.organizers.update(5, {
      name: "Acme",
      email: "a@example.com",
      timezone: "Europe/Rome",
      currency: "EUR",
    }),
  "PUT organizers/{id}/status": (c) => c.organizers.updateStatus(5, { status: "LIVE" }),
  "GET organizers/{id}/events": (c) => c.organizers.listEvents(5),
  "GET organizers/{id}/stats": (c) => c.organizers.getStats(5, "EUR"),
  "GET organizers/{id}/orders": (c) => c.organizers.listOrders(5),
  "PATCH organizers/{id}/settings": (c) => c.organizers.updateSettings(5, { seo_title: "Acme" }),
  "GET organizers/{id}/settings": (c) => c.organizers.getSettings(5),
  "GET public/events": (c) => c.events.listPublic(),
  "GET public/events/{id}": (c) => c.events.getPublic(3, "spring"),
  "GET public/events/{eventId}/promo-codes/{code}": (c) => c.promoCodes.validatePublic(3, "spring"),
  "GET public/organizers/{id}": (c) => c.organizers.getPublic(5),
  "GET public/organizers/{id}/events": (c) => c.organizers.listPublicEvents(5),
  "POST public/organizers/{id}/contact": (c) =>
    c.organizers.contact(5, { name: "Bea", email: "bea@example.com", message: "Hello" }),
};

/** A fetch that answers `{ data: {} }` and remembers what it was asked. */
function recordingFetch() {
  const calls: { method: string; url: URL; init: RequestInit }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ method: init.method ?? "GET", url: new URL(String(input)), init });
    return new Response(JSON.stringify({ data: {} }), { headers: { "Content-Type": "application/json" } });
  };
  return { fetch, calls };
}

describe("every call the product makes has a client function", () => {
  it("has no client entry for a call the list does not name", () => {
    const listed = new Set(specSection7.map(specCallName));
    expect(Object.keys(clientCalls).filter((name) => !listed.has(name))).toEqual([]);
  });

  it.each(specSection7.map((call) => [specCallName(call), call] as const))("%s", async (name, call) => {
    const makeCall = clientCalls[name];
    expect(makeCall, `no client function for ${name}`).toBeDefined();
    const { fetch, calls } = recordingFetch();
    await makeCall!(createApiClient({ baseUrl: "https://tickets.example/api", fetch }));

    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent!.method).toBe(call.method);
    const path = sent!.url.pathname.replace(/^\/api\//, "");
    expect(fillsTemplate(call.path, path), `${path} does not fill ${call.path}`).toBe(true);
    for (const parameter of call.query ?? []) expect(sent!.url.searchParams.has(parameter)).toBe(true);
    expect(sent!.init.credentials).toBe("include");
  });
});

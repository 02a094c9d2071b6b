import { act, renderHook } from "@testing-library/react";
import { type Cache, useSWRConfig } from "swr";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { duplicableEventParts } from "../model/event";
import { type ApiServer, startApiServer } from "../test/apiServer";
import { clientFor, domainWrapper, snapshot, until } from "../test/domainHarness";
import { fillsTemplate, specCallName, specSection7 } from "../test/specSection7";
import {
  useCreateEvent,
  useDeleteEvent,
  useDuplicateEvent,
  useEvent,
  useEventCheckInStats,
  useEventStats,
  useEvents,
  usePublicEvent,
  usePublicEvents,
  useUpdateEvent,
  useUpdateEventStatus,
} from "./events";
import { useDeleteEventImage, useEventImages, useUploadEventImage } from "./images";
import type { MutationResult } from "./mutation";
import {
  useContactOrganizer,
  useCreateOrganizer,
  useOrganizer,
  useOrganizerEvents,
  useOrganizerOrders,
  useOrganizerSettings,
  useOrganizerStats,
  useOrganizers,
  usePublicOrganizer,
  usePublicOrganizerEvents,
  useUpdateOrganizer,
  useUpdateOrganizerSettings,
  useUpdateOrganizerStatus,
} from "./organizers";
import {
  useCreatePromoCode,
  useDeletePromoCode,
  usePromoCode,
  usePromoCodes,
  usePromoCodeValidation,
  useUpdatePromoCode,
} from "./promoCodes";
import { useEventReport } from "./reports";
import {
  useCancelEmailChange,
  useConfirmEmail,
  useConfirmEmailChange,
  useConfirmEmailWithCode,
  useCurrentUser,
  useDeleteInvitation,
  useInviteUser,
  useResendEmailConfirmation,
  useResendInvitation,
  useUpdateCurrentUser,
  useUpdateUser,
  useUser,
  useUsers,
} from "./users";

type Read = { read: () => { data: unknown; error: unknown } };
// biome-ignore lint/suspicious/noExplicitAny: each write hook has its own argument list.
type Write = { write: () => MutationResult<any[], unknown>; args: unknown[] };

const organizer = { name: "Acme", email: "a@example.com", timezone: "Europe/Rome", currency: "EUR" };
const promo = { code: "spring", discount_type: "NONE" as const };
const duplicateAll = {
  title: "Gala again",
  start_date: "2026-05-01T18:00:00Z",
  ...Object.fromEntries(duplicableEventParts.map((part) => [part, true])),
};

/** How a screen makes each of the product's calls (`test/specSection7.ts`) through the hooks. */
const hookUses: Record<string, Read | Write> = {
  "GET users/me": { read: () => snapshot(useCurrentUser()) },
  "PUT users/me": { write: useUpdateCurrentUser, args: [{ first_name: "Ada" }] },
  "GET users": { read: () => snapshot(useUsers()) },
  "POST users": {
    write: useInviteUser,
    args: [{ first_name: "Ada", email: "ada@example.com", role: "ADMIN" }],
  },
  "GET users/{id}": { read: () => snapshot(useUser(7)) },
  "PUT users/{id}": { write: useUpdateUser, args: [7, { role: "ORGANIZER" }] },
  "POST users/{id}/invitation": { write: useResendInvitation, args: [7] },
  "DELETE users/{id}/invitation": { write: useDeleteInvitation, args: [7] },
  "POST users/{id}/confirm-email/{token}": { write: useConfirmEmail, args: [7, "tok"] },
  "POST users/{id}/email-change/{token}": { write: useConfirmEmailChange, args: [7, "tok"] },
  "DELETE users/{id}/email-change": { write: useCancelEmailChange, args: [7] },
  "POST users/{id}/resend-email-confirmation": { write: useResendEmailConfirmation, args: [7] },
  "POST users/{id}/confirm-email-with-code": {
    write: useConfirmEmailWithCode,
    args: [7, { code: "123456" }],
  },
  "POST events/{eventId}/promo-codes": { write: useCreatePromoCode, args: [3, promo] },
  "GET events/{eventId}/promo-codes": { read: () => snapshot(usePromoCodes(3)) },
  "GET events/{eventId}/promo-codes/{id}": { read: () => snapshot(usePromoCode(3, 9)) },
  "PUT events/{eventId}/promo-codes/{id}": { write: useUpdatePromoCode, args: [3, 9, promo] },
  "DELETE events/{eventId}/promo-codes/{id}": { write: useDeletePromoCode, args: [3, 9] },
  "POST events": {
    write: useCreateEvent,
    args: [{ title: "Gala", start_date: "2025-05-01T18:00:00Z", organizer_id: 1 }],
  },
  "GET events": { read: () => snapshot(useEvents()) },
  "GET events/{id}": { read: () => snapshot(useEvent(3)) },
  "PUT events/{id}": {
    write: useUpdateEvent,
    args: [3, { title: "Gala", start_date: "2025-05-01T18:00:00Z" }],
  },
  "GET events/{id}/stats": { read: () => snapshot(useEventStats(3)) },
  "GET events/{id}/check_in_stats": { read: () => snapshot(useEventCheckInStats(3)) },
  "GET events/{id}/images": { read: () => snapshot(useEventImages(3)) },
  "POST events/{id}/images": {
    write: useUploadEventImage,
    args: [3, { image: new File(["png"], "cover.png", { type: "image/png" }) }],
  },
  "DELETE events/{id}/images/{imageId}": { write: useDeleteEventImage, args: [3, 11] },
  "POST events/{id}/duplicate": { write: useDuplicateEvent, args: [3, duplicateAll] },
  "PUT events/{id}/status": { write: useUpdateEventStatus, args: [3, { status: "LIVE" }] },
  "GET events/{id}/reports/{reportType}": {
    read: () =>
      snapshot(useEventReport(3, "daily_sales_report", { start_date: "2025-01-01", end_date: "2025-01-31" })),
  },
  "DELETE events/{id}": { write: useDeleteEvent, args: [3] },
  "POST organizers": { write: useCreateOrganizer, args: [organizer] },
  "GET organizers": { read: () => snapshot(useOrganizers()) },
  "GET organizers/{id}": { read: () => snapshot(useOrganizer(5)) },
  "POST organizers/{id}": { write: useUpdateOrganizer, args: [5, organizer] },
  "PUT organizers/{id}/status": { write: useUpdateOrganizerStatus, args: [5, { status: "ARCHIVED" }] },
  "GET organizers/{id}/events": { read: () => snapshot(useOrganizerEvents(5)) },
  "GET organizers/{id}/stats": { read: () => snapshot(useOrganizerStats(5, "EUR")) },
  "GET organizers/{id}/orders": { read: () => snapshot(useOrganizerOrders(5)) },
  "PATCH organizers/{id}/settings": { write: useUpdateOrganizerSettings, args: [5, { seo_title: "Acme" }] },
  "GET organizers/{id}/settings": { read: () => snapshot(useOrganizerSettings(5)) },
  "GET public/events": { read: () => snapshot(usePublicEvents()) },
  "GET public/events/{id}": { read: () => snapshot(usePublicEvent(3, "spring")) },
  "GET public/events/{eventId}/promo-codes/{code}": {
    read: () => snapshot(usePromoCodeValidation(3, "spring")),
  },
  "GET public/organizers/{id}": { read: () => snapshot(usePublicOrganizer(5)) },
  "GET public/organizers/{id}/events": { read: () => snapshot(usePublicOrganizerEvents(5)) },
  "POST public/organizers/{id}/contact": {
    write: useContactOrganizer,
    args: [5, { name: "Bea", email: "bea@example.com", message: "Hello" }],
  },
};

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer(
    // Every answer carries data, also where the real API answers 204: the client ignores it there.
    () => ({ json: { data: { id: 1 }, meta: {}, links: {} } }),
  );
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

/** The request paths the cache is keyed on (SWR keeps each entry's original key as `_k`). */
function keyPaths(cache: Cache): string[] {
  return [...cache.keys()].map(
    (key) => (cache.get(key) as { _k?: unknown[] } | undefined)?._k?.[0] as string,
  );
}

describe("every call the product makes has a hook", () => {
  it("has no hook entry for a call the list does not name", () => {
    const listed = new Set(specSection7.map(specCallName));
    expect(Object.keys(hookUses).filter((name) => !listed.has(name))).toEqual([]);
  });

  it.each(specSection7.map((call) => [specCallName(call), call] as const))("%s", async (name, call) => {
    const use = hookUses[name];
    expect(use, `no hook for ${name}`).toBeDefined();
    const wrapper = domainWrapper(clientFor(server.baseUrl));

    if ("read" in use!) {
      const { result } = renderHook(() => ({ cache: useSWRConfig().cache, read: use.read() }), { wrapper });
      await until(
        () => result.current.read.data !== undefined || result.current.read.error !== undefined,
        name,
      );
      expect(result.current.read.error).toBeUndefined();
      const [request] = server.requests;
      expect(request!.method).toBe(call.method);
      expect(fillsTemplate(call.path, request!.path), `${request!.path} does not fill ${call.path}`).toBe(
        true,
      );
      for (const parameter of call.query ?? []) expect(request!.query.has(parameter)).toBe(true);
      expect(keyPaths(result.current.cache), "the SWR key is the request path").toContain(request!.path);
    } else {
      const { result } = renderHook(() => use!.write(), { wrapper });
      await act(async () => {
        await result.current.trigger(...use!.args);
      });
      const [request] = server.requests;
      expect(request!.method).toBe(call.method);
      expect(fillsTemplate(call.path, request!.path), `${request!.path} does not fill ${call.path}`).toBe(
        true,
      );
    }
  });
});

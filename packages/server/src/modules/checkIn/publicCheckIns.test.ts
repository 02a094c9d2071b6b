import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkIns } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { codeOf, createList, doorEvent, publicCall, sell } from "./testFixtures";

/** Hi.Events' door API, as its scanners call it: no login, the list's short id as capability. */
describe("the public check-in API", () => {
  const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });
  const door = (shortId: string, rest = "") => `/api/public/check-in-lists/${shortId}${rest}`;

  it("shows the list with its event, and its attendees a page at a time, searchable, without a total", async () => {
    const fixture = await doorEvent(api);
    await sell(api, fixture, {
      holders: ["Ida", "Leo", "Ugo"].map((firstName) => ({
        firstName,
        lastName: "Verdi",
        email: `${firstName.toLowerCase()}@example.com`,
      })),
    });
    await sell(api, fixture, { gallery: true });
    const list = await publicCall(api, door(fixture.list.short_id));
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: unknown }).data).toMatchObject({
      name: "Ingresso A",
      total_attendees: 3,
      event: { id: fixture.event.id, title: "Aida in the Park" },
    });
    const page = await publicCall(api, door(fixture.list.short_id, "/attendees?per_page=2"));
    const body = (await page.json()) as {
      data: { first_name: string; short_id?: string }[];
      links: { next: string | null; last: null };
      meta: Record<string, unknown>;
    };
    expect(body.data.map((one) => one.first_name)).toEqual(["Ida", "Leo"]);
    expect(body.data[0]?.short_id).toBeUndefined();
    expect(body.links.last).toBeNull();
    expect(body.links.next).toContain("page=2");
    expect(body.meta).not.toHaveProperty("total");
    const found = await publicCall(api, door(fixture.list.short_id, "/attendees?query=leo%40"));
    expect(
      ((await found.json()) as { data: { first_name: string }[] }).data.map((one) => one.first_name),
    ).toEqual(["Leo"]);
  });

  it("checks attendees in, each refusal in errors by public id, the caller's address recorded", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture, {
      holders: [
        { firstName: "Ida", lastName: "Verdi", email: "ida@example.com" },
        { firstName: "Ugo", lastName: "Verdi", email: "ugo@example.com", status: "CANCELLED" },
      ],
    });
    const [ida, ugo] = attendees as [(typeof attendees)[number], (typeof attendees)[number]];
    const path = door(fixture.list.short_id, "/check-ins");
    const first = await api.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
      body: JSON.stringify({
        attendees: [
          { public_id: ida.publicId, action: "check-in" },
          { public_id: ugo.publicId, action: "check-in" },
        ],
      }),
    });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as {
      data: { short_id: string; attendee_id: number }[];
      errors: Record<string, string>;
    };
    expect(answer.data.map((one) => one.attendee_id)).toEqual([ida.id]);
    expect(answer.errors).toEqual({ [ugo.publicId]: "This attendee's ticket is cancelled." });
    const [row] = await api.db.select().from(checkIns).where(eq(checkIns.attendeeId, ida.id));
    expect(row).toMatchObject({ ipAddress: "203.0.113.7", admitted: true, deviceId: null });

    const again = await publicCall(api, path, "POST", {
      attendees: [{ public_id: await codeOf(api, ida), action: "check-in" }],
    });
    const repeated = (await again.json()) as { data: { short_id: string }[]; errors: Record<string, string> };
    expect(repeated.data[0]?.short_id).toBe(answer.data[0]?.short_id);
    expect(repeated.errors).toEqual({ [ida.publicId]: "This attendee is already checked in." });
    expect(await api.db.select().from(checkIns).where(eq(checkIns.attendeeId, ida.id))).toHaveLength(1);
  });

  it("fails the whole request for a code of no attendee or a ticket the list does not admit, writing nothing", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture);
    const gallery = (await sell(api, fixture, { gallery: true })).attendees[0];
    for (const [other, field, code] of [
      ["A-NOBODY1", "attendees.1.public_id", "unknown_ticket"],
      [gallery?.publicId ?? "", "attendees.1.public_id", "ticket_not_on_list"],
    ] as const) {
      const response = await publicCall(api, door(fixture.list.short_id, "/check-ins"), "POST", {
        attendees: [
          { public_id: attendees[0]?.publicId, action: "check-in" },
          { public_id: other, action: "check-in" },
        ],
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { codes: Record<string, { code: string }[]> }).codes).toEqual({
        [field]: [{ code }],
      });
    }
    expect(await api.db.select().from(checkIns).where(eq(checkIns.eventId, fixture.event.id))).toEqual([]);
  });

  it("refuses a list not active yet or expired (403 listing, 409 checking in), and undoes a check-in at any time", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture);
    const later = await createList(api, fixture, {
      name: "Domani",
      product_ids: [fixture.product.id],
      activates_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const notYet = await publicCall(api, door(later.short_id, "/attendees"));
    expect(notYet.status).toBe(403);
    expect(await notYet.json()).toEqual({ message: "This check-in list is not active yet." });
    const refused = await publicCall(api, door(later.short_id, "/check-ins"), "POST", {
      attendees: [{ public_id: attendees[0]?.publicId, action: "check-in" }],
    });
    expect(refused.status).toBe(409);

    const made = await publicCall(api, door(fixture.list.short_id, "/check-ins"), "POST", {
      attendees: [{ public_id: attendees[0]?.publicId, action: "check-in" }],
    });
    const shortId = ((await made.json()) as { data: { short_id: string }[] }).data[0]?.short_id;
    // The organiser closes the list; the door may still undo.
    await api.request(
      `/api/events/${fixture.event.id}/check-in-lists/${fixture.list.id}`,
      authed(fixture.token, "PUT", {
        name: "Ingresso A",
        product_ids: [fixture.product.id],
        expires_at: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    expect((await publicCall(api, door(fixture.list.short_id, "/attendees"))).status).toBe(403);
    expect(
      (await publicCall(api, door(fixture.list.short_id, `/check-ins/${shortId}`), "DELETE")).status,
    ).toBe(204);
    expect(
      (await publicCall(api, door(fixture.list.short_id, `/check-ins/${shortId}`), "DELETE")).status,
    ).toBe(409);
  });
});

describe("checking in by hand, from the attendee's page", () => {
  const api = useTestApp();

  it("admits on the one list holding the ticket, shows it in the attendee's history, refuses twice, undoes", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture);
    const ticket = attendees[0];
    if (!ticket) throw new Error("no attendee");
    const path = `/api/events/${fixture.event.id}/attendees/${ticket.publicId}/check_in`;
    const admitted = await api.request(path, authed(fixture.token, "POST", { action: "check_in" }));
    expect(admitted.status).toBe(200);
    const { data } = (await admitted.json()) as { data: { check_ins: Record<string, unknown>[] } };
    expect(data.check_ins).toEqual([
      expect.objectContaining({
        check_in_list: expect.objectContaining({ name: "Ingresso A" }),
        device_name: null,
        device_id: null,
      }),
    ]);
    const twice = await api.request(path, authed(fixture.token, "POST", { action: "check_in" }));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      message: "This attendee is already checked in on this list.",
      code: "already_checked_in",
    });

    // A second list holding the product: the organiser must say which.
    const second = await createList(api, fixture, { name: "Ingresso B", product_ids: [fixture.product.id] });
    const ambiguous = await api.request(path, authed(fixture.token, "POST", { action: "check_in" }));
    expect(ambiguous.status).toBe(422);
    expect(((await ambiguous.json()) as { codes: unknown }).codes).toEqual({
      check_in_list_id: [{ code: "check_in_list_required" }],
    });
    const onB = await api.request(
      path,
      authed(fixture.token, "POST", { action: "check_in", check_in_list_id: second.id }),
    );
    expect(onB.status).toBe(200);

    const out = await api.request(
      path,
      authed(fixture.token, "POST", { action: "check_out", check_in_list_id: fixture.list.id }),
    );
    expect(out.status).toBe(200);
    expect(
      ((await out.json()) as { data: { check_ins: { check_in_list_id: number }[] } }).data.check_ins.map(
        (one) => one.check_in_list_id,
      ),
    ).toEqual([second.id]);
    const outAgain = await api.request(
      path,
      authed(fixture.token, "POST", { action: "check_out", check_in_list_id: fixture.list.id }),
    );
    expect(outAgain.status).toBe(409);
  });
});

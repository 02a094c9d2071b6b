import { checkInListSchema, paginatedSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed } from "../events/testFixtures";
import { codeOf, createList, doorCall, doorEvent, publicCall, scanOf, sell } from "./testFixtures";

describe("check-in lists, as the organiser manages them", () => {
  const api = useTestApp();

  it("are created for some products, with a window read in the event's time zone, and a door link", async () => {
    const fixture = await doorEvent(api, {
      description: "Porta principale",
      activates_at: "2031-07-14 19:00",
      expires_at: "2031-07-14T23:30:00",
    });
    const { list } = fixture;
    expect(list).toMatchObject({
      name: "Ingresso A",
      description: "Porta principale",
      // 19:00 in Rome in July is 17:00 UTC.
      activates_at: "2031-07-14T17:00:00.000Z",
      expires_at: "2031-07-14T21:30:00.000Z",
      products: [{ id: fixture.product.id, title: "Stalls" }],
      total_attendees: 0,
      checked_in_attendees: 0,
      is_active: false,
      is_expired: false,
    });
    expect(list.short_id).toMatch(/^cil_[A-Za-z0-9]{13}$/);
  });

  it("count the tickets they expect and those checked in, by their rules", async () => {
    const fixture = await doorEvent(api);
    const { attendees } = await sell(api, fixture, {
      holders: [
        { firstName: "Ida", lastName: "Verdi", email: "ida@example.com" },
        { firstName: "Leo", lastName: "Verdi", email: "leo@example.com" },
        { firstName: "Ugo", lastName: "Verdi", email: "ugo@example.com", status: "CANCELLED" },
      ],
    });
    await sell(api, fixture, { gallery: true });
    await sell(api, fixture, {
      status: "AWAITING_OFFLINE_PAYMENT",
      paymentStatus: "AWAITING_OFFLINE_PAYMENT",
    });
    const ida = attendees[0];
    if (!ida) throw new Error("no attendee");
    await doorCall(api, fixture.list.short_id, {
      device: { id: "device-one" },
      scans: [scanOf(await codeOf(api, ida))],
    });
    const read = async () => {
      const response = await api.request(
        `/api/events/${fixture.event.id}/check-in-lists/${fixture.list.id}`,
        authed(fixture.token),
      );
      expect(response.status).toBe(200);
      return checkInListSchema.parse(((await response.json()) as { data: unknown }).data);
    };
    // Ida and Leo: active, completed order, a product of the list. Not Ugo (cancelled), not the
    // Gallery ticket, not the unpaid order while the event does not let such orders in.
    expect(await read()).toMatchObject({ total_attendees: 2, checked_in_attendees: 1 });
    const settings = await api.request(
      `/api/events/${fixture.event.id}/settings`,
      authed(fixture.token, "PATCH", { allow_orders_awaiting_offline_payment_to_check_in: true }),
    );
    expect(settings.status).toBe(200);
    expect(await read()).toMatchObject({ total_attendees: 3, checked_in_attendees: 1 });

    const stats = await api.request(`/api/events/${fixture.event.id}/check_in_stats`, authed(fixture.token));
    expect(((await stats.json()) as { data: unknown }).data).toMatchObject({ total_checked_in_attendees: 1 });
  });

  it("list newest first, change every field, refuse products of another event on their field", async () => {
    const fixture = await doorEvent(api);
    const second = await createList(api, fixture, { name: "Galleria", product_ids: [fixture.gallery.id] });
    const listed = await api.request(`/api/events/${fixture.event.id}/check-in-lists`, authed(fixture.token));
    const page = paginatedSchema(checkInListSchema).parse(await listed.json());
    expect(page.data.map((list) => list.name)).toEqual(["Galleria", "Ingresso A"]);

    const path = `/api/events/${fixture.event.id}/check-in-lists/${second.id}`;
    const changed = await api.request(
      path,
      authed(fixture.token, "PUT", { name: "Tutti", product_ids: [fixture.gallery.id, fixture.product.id] }),
    );
    expect(changed.status).toBe(200);
    expect(
      ((await changed.json()) as { data: { products: { id: number }[] } }).data.products
        .map((p) => p.id)
        .sort(),
    ).toEqual([fixture.product.id, fixture.gallery.id].sort());

    const other = await doorEvent(api);
    for (const body of [
      { name: "Altro", product_ids: [other.product.id] },
      { name: "Vuoto", product_ids: [] },
      {
        name: "Al contrario",
        product_ids: [fixture.product.id],
        activates_at: "2031-07-15 10:00",
        expires_at: "2031-07-14 10:00",
      },
    ]) {
      const refused = await api.request(path, authed(fixture.token, "PUT", body));
      expect(refused.status, JSON.stringify(body)).toBe(422);
      const { errors } = (await refused.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(errors)).toEqual([body.activates_at ? "expires_at" : "product_ids"]);
    }
    const unchanged = await api.request(path, authed(fixture.token));
    expect(((await unchanged.json()) as { data: { name: string } }).data.name).toBe("Tutti");
  });

  it("get a new link on demand: the old one stops working at the door", async () => {
    const fixture = await doorEvent(api);
    const old = fixture.list.short_id;
    const response = await api.request(
      `/api/events/${fixture.event.id}/check-in-lists/${fixture.list.id}/regenerate-link`,
      authed(fixture.token, "POST"),
    );
    expect(response.status).toBe(200);
    const renewed = checkInListSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(renewed.short_id).not.toBe(old);
    expect((await publicCall(api, `/api/public/check-in-lists/${old}`)).status).toBe(404);
    expect((await publicCall(api, `/api/public/check-in-lists/${renewed.short_id}`)).status).toBe(200);
  });

  it("are deleted, and their link with them; another account sees none of them", async () => {
    const fixture = await doorEvent(api);
    const path = `/api/events/${fixture.event.id}/check-in-lists/${fixture.list.id}`;
    const stranger = await registerOwner(api);
    for (const method of ["GET", "DELETE"])
      expect((await api.request(path, authed(stranger.token, method))).status).toBe(404);
    expect((await api.request(path, authed(fixture.token, "DELETE"))).status).toBe(204);
    expect((await api.request(path, authed(fixture.token))).status).toBe(404);
    expect((await publicCall(api, `/api/public/check-in-lists/${fixture.list.short_id}`)).status).toBe(404);
  });
});

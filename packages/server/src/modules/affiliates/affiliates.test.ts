import { affiliateSchema, paginatedSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { affiliates, orders } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { duplicateFlags } from "../../test/duplicateFlags";
import { useTestApp } from "../../test/testApp";
import { line, reserve } from "../checkout/testFixtures";
import { authed } from "../events/testFixtures";
import { postAs, type SalesEvent, salesEvent, soldOrder } from "../orders/testFixtures";
import { anotherEvent, ownerWithEvent } from "../products/testFixtures";

const envelope = z.object({ data: affiliateSchema });
const page = paginatedSchema(affiliateSchema);
const refusal = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  codes: z.record(z.string(), z.array(z.object({ code: z.string() }).loose())),
});

describe("/api/events/{id}/affiliates", () => {
  const api = useTestApp();
  const base = (eventId: number) => `/api/events/${eventId}/affiliates`;
  const create = (token: string, eventId: number, body: Record<string, unknown>) =>
    api.request(base(eventId), authed(token, "POST", body));
  const created = async (token: string, eventId: number, body: Record<string, unknown>) => {
    const answer = await create(token, eventId, body);
    expect(answer.status).toBe(201);
    return envelope.parse(await answer.json()).data;
  };

  it("creates (201) with the code upper-cased, reads, changes without touching the code, lists and deletes (204)", async () => {
    const { token, eventId, accountId } = await ownerWithEvent(api);
    const affiliate = await created(token, eventId, {
      name: "Radio Verona",
      code: "radio-Vr_1",
      email: "ads@radio.example",
    });
    expect(affiliate).toEqual({
      id: expect.any(Number),
      event_id: eventId,
      account_id: accountId,
      name: "Radio Verona",
      code: "RADIO-VR_1",
      email: "ads@radio.example",
      status: "ACTIVE",
      total_sales: 0,
      total_sales_gross: 0,
      total_tickets: 0,
      net_sales: 0,
      net_tickets: 0,
      total_sales_net: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const changed = await api.request(
      `${base(eventId)}/${affiliate.id}`,
      authed(token, "PUT", { name: "Radio Verona FM", code: "OTHER", status: "INACTIVE", email: null }),
    );
    expect(changed.status).toBe(200);
    expect(envelope.parse(await changed.json()).data).toMatchObject({
      name: "Radio Verona FM",
      code: "RADIO-VR_1",
      status: "INACTIVE",
      email: null,
    });

    const read = await api.request(`${base(eventId)}/${affiliate.id}`, authed(token));
    expect(envelope.parse(await read.json()).data.code).toBe("RADIO-VR_1");
    const listed = page.parse(
      await (await api.request(`${base(eventId)}?query=radio`, authed(token))).json(),
    );
    expect(listed.data.map((row) => row.id)).toEqual([affiliate.id]);

    expect((await api.request(`${base(eventId)}/${affiliate.id}`, authed(token, "DELETE"))).status).toBe(204);
    const gone = await api.request(`${base(eventId)}/${affiliate.id}`, authed(token));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "Affiliate not found" });
    // Its code is free again.
    await created(token, eventId, { name: "Radio Verona", code: "RADIO-VR_1" });
  });

  it("refuses bad fields with 422 naming them, a taken code whatever its case, and a PUT without status", async () => {
    const { token, eventId } = await ownerWithEvent(api);
    const bad = await create(token, eventId, { name: "", code: "no spaces!", email: "not-an-email" });
    expect(bad.status).toBe(422);
    expect(Object.keys(refusal.parse(await bad.json()).errors).sort()).toEqual(["code", "email", "name"]);
    const long = await create(token, eventId, { name: "Long", code: "A".repeat(51) });
    expect(Object.keys(refusal.parse(await long.json()).errors)).toEqual(["code"]);

    const first = await created(token, eventId, { name: "Amici", code: "AMICI" });
    const taken = await create(token, eventId, { name: "Other", code: "amici" });
    expect(taken.status).toBe(422);
    expect(refusal.parse(await taken.json()).codes.code).toEqual([{ code: "affiliate_code_taken" }]);

    const noStatus = await api.request(
      `${base(eventId)}/${first.id}`,
      authed(token, "PUT", { name: "Amici 2" }),
    );
    expect(noStatus.status).toBe(422);
    expect(Object.keys(refusal.parse(await noStatus.json()).errors)).toEqual(["status"]);
  });

  it("two creates of one code at once: one 201, the other a 422 on code", async () => {
    const { token, eventId } = await ownerWithEvent(api);
    const answers = await Promise.all([
      create(token, eventId, { name: "One", code: "TWIN" }),
      create(token, eventId, { name: "Two", code: "twin" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const rows = await api.db.select().from(affiliates).where(eq(affiliates.eventId, eventId));
    expect(rows).toHaveLength(1);
  });

  it("copies the affiliates into a duplicate of the event when asked, codes and statuses kept, with no sales", async () => {
    const { token, eventId } = await ownerWithEvent(api);
    await created(token, eventId, { name: "Radio", code: "RADIO" });
    await created(token, eventId, {
      name: "Blog",
      code: "BLOG",
      status: "INACTIVE",
      email: "blog@example.com",
    });
    const duplicate = async (copy: boolean) => {
      const answer = await api.request(
        `/api/events/${eventId}/duplicate`,
        authed(token, "POST", {
          title: "Concerto, bis",
          start_date: new Date(Date.now() + 60 * 86_400_000).toISOString(),
          ...duplicateFlags(false, { duplicate_affiliates: copy }),
        }),
      );
      expect(answer.status).toBe(200);
      const { data } = (await answer.json()) as { data: { id: number } };
      return page.parse(await (await api.request(base(data.id), authed(token))).json()).data;
    };
    const copied = await duplicate(true);
    expect(
      copied.map(({ name, code, email, status, total_sales }) => ({
        name,
        code,
        email,
        status,
        total_sales,
      })),
    ).toEqual([
      { name: "Blog", code: "BLOG", email: "blog@example.com", status: "INACTIVE", total_sales: 0 },
      { name: "Radio", code: "RADIO", email: null, status: "ACTIVE", total_sales: 0 },
    ]);
    expect(await duplicate(false)).toEqual([]);
  });

  it("keeps each account to its own: another account's event and another event's affiliate answer 404", async () => {
    const owner = await ownerWithEvent(api);
    const affiliate = await created(owner.token, owner.eventId, { name: "Mine", code: "MINE" });
    const stranger = await registerOwner(api);
    expect((await api.request(base(owner.eventId), authed(stranger.token))).status).toBe(404);
    expect(
      (await api.request(`${base(owner.eventId)}/${affiliate.id}`, authed(stranger.token, "DELETE"))).status,
    ).toBe(404);
    const second = await anotherEvent(api, owner.token, owner.organizerId);
    expect((await api.request(`${base(second.eventId)}/${affiliate.id}`, authed(owner.token))).status).toBe(
      404,
    );
    const [kept] = await api.db.select().from(affiliates).where(eq(affiliates.id, affiliate.id));
    expect(kept?.deletedAt).toBeNull();
  });
});

describe("attribution and figures", () => {
  const api = useTestApp();

  const addAffiliate = async (event: SalesEvent, code: string, status = "ACTIVE") => {
    const answer = await api.request(
      `/api/events/${event.event.id}/affiliates`,
      authed(event.token, "POST", { name: `Partner ${code}`, code, status }),
    );
    expect(answer.status).toBe(201);
    return envelope.parse(await answer.json()).data;
  };

  /** Reserves one Stalls ticket as a buyer sending `affiliate_code`; the order's stored affiliate. */
  const reservedWith = async (event: SalesEvent, code: string | undefined) => {
    const answer = await reserve(api, event.event.id, [line(event.product.id, event.price.id, 1)], {
      affiliateCode: code,
    });
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as { data: { short_id: string } };
    const [row] = await api.db.select().from(orders).where(eq(orders.shortId, data.short_id));
    return row?.affiliateId ?? null;
  };

  it("credits an order to the ACTIVE affiliate of this event whose code matches in any case, and no one else", async () => {
    const event = await salesEvent(api);
    const other = await salesEvent(api, "Tosca");
    const active = await addAffiliate(event, "RADIO");
    await addAffiliate(event, "SLEEPY", "INACTIVE");
    await addAffiliate(other, "ELSEWHERE");

    expect(await reservedWith(event, "radio")).toBe(active.id);
    expect(await reservedWith(event, " Radio ")).toBe(active.id);
    expect(await reservedWith(event, "SLEEPY")).toBeNull();
    expect(await reservedWith(event, "ELSEWHERE")).toBeNull();
    expect(await reservedWith(event, "NOBODY")).toBeNull();
    expect(await reservedWith(event, undefined)).toBeNull();
  });

  it("counts sales gross as paid and net of refunds and cancellations, in the list, one affiliate and the export", async () => {
    const event = await salesEvent(api);
    const affiliate = await addAffiliate(event, "RADIO");
    const quiet = await addAffiliate(event, "QUIET");
    const sale = (fixture: Parameters<typeof soldOrder>[2]) =>
      soldOrder(api, event, { provider: "OFFLINE", paymentStatus: "PAYMENT_RECEIVED", ...fixture });
    const credit = (orderId: number) =>
      api.db.update(orders).set({ affiliateId: affiliate.id }).where(eq(orders.id, orderId));
    // Two tickets (50.00), 10.00 of it refunded; two tickets cancelled with the order; a ticket and
    // a programme (30.00) kept whole; an order still awaiting its payment and a reservation count for nothing.
    const refunded = await sale({ tickets: 2 });
    const cancelled = await sale({ tickets: 2 });
    const whole = await sale({ tickets: 1, programmes: 1 });
    const awaiting = await sale({ status: "AWAITING_OFFLINE_PAYMENT", tickets: 1 });
    const reserved = await sale({ status: "RESERVED", tickets: 1 });
    for (const { order } of [refunded, cancelled, whole, awaiting, reserved]) await credit(order.id);

    const orderUrl = (orderId: number, action: string) =>
      `/api/events/${event.event.id}/orders/${orderId}/${action}`;
    const refund = await api.request(
      orderUrl(refunded.order.id, "refund"),
      postAs(event.token, { amount: 10, notify_buyer: false, cancel_order: false }),
    );
    expect(refund.status).toBe(200);
    expect((await api.request(orderUrl(cancelled.order.id, "cancel"), postAs(event.token, {}))).status).toBe(
      200,
    );

    const expected = {
      total_sales: 3,
      total_sales_gross: 130,
      total_tickets: 5,
      net_sales: 2,
      net_tickets: 3,
      total_sales_net: 70,
    };
    const listed = page.parse(
      await (
        await api.request(`/api/events/${event.event.id}/affiliates?sort_by=total_sales`, authed(event.token))
      ).json(),
    );
    expect(listed.data.map((row) => row.code)).toEqual(["RADIO", "QUIET"]);
    expect(listed.data[0]).toMatchObject(expected);
    expect(listed.data[1]).toMatchObject({ id: quiet.id, total_sales: 0, total_sales_net: 0 });
    const one = await api.request(
      `/api/events/${event.event.id}/affiliates/${affiliate.id}`,
      authed(event.token),
    );
    expect(envelope.parse(await one.json()).data).toMatchObject(expected);

    const file = await api.request(
      `/api/events/${event.event.id}/affiliates/export?format=csv`,
      authed(event.token, "POST"),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("affiliates");
    const [header, ...rows] = (await file.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    // The owner registered in English: English headings.
    expect(header).toBe(
      "Name,Code,Email,Status,Currency,Orders,Tickets,Gross sales,Orders (net),Tickets (net),Net sales,Created at (Europe/Rome)",
    );
    expect(rows.map((row) => row.split(",").slice(0, 11))).toEqual([
      ["Partner RADIO", "RADIO", "", "Active", "EUR", "3", "5", "130.00", "2", "3", "70.00"],
      ["Partner QUIET", "QUIET", "", "Active", "EUR", "0", "0", "0.00", "0", "0", "0.00"],
    ]);

    // Deleting the affiliate keeps its orders naming it; a new affiliate of the same code starts from none.
    await api.request(
      `/api/events/${event.event.id}/affiliates/${affiliate.id}`,
      authed(event.token, "DELETE"),
    );
    const [kept] = await api.db.select().from(orders).where(eq(orders.id, whole.order.id));
    expect(kept?.affiliateId).toBe(affiliate.id);
    expect(await addAffiliate(event, "RADIO")).toMatchObject({ total_sales: 0, total_sales_gross: 0 });
  });
});

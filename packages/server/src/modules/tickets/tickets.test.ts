import { publicTicketSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/testApp";
import { qrCodeSvg } from "./qrCode";
import { insertOrder, ticketedEvent } from "./testFixtures";
import { readTicketCode, ticketKeys } from "./ticketCode";

const api = useTestApp();

async function readTicket(eventId: number, shortId: string) {
  return api.request(`/api/public/events/${eventId}/attendees/${shortId}`);
}

describe("GET public/events/:event_id/attendees/:attendee_short_id", () => {
  it("answers a completed order's ticket: holder, product and tier, order, event with settings, a signed code and its QR", async () => {
    const event = await ticketedEvent(api);
    const { order, attendees } = await insertOrder(api, event, {
      holders: [{ firstName: "Luca", lastName: "Bianchi", email: "luca@example.com" }],
    });
    const attendee = attendees[0];
    if (!attendee) throw new Error("no attendee");
    const response = await readTicket(event.event.id, attendee.shortId);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: ReturnType<typeof publicTicketSchema.parse> };
    expect(publicTicketSchema.parse(data)).toBeTruthy();
    expect(data).toMatchObject({
      short_id: attendee.shortId,
      public_id: attendee.publicId,
      status: "ACTIVE",
      first_name: "Luca",
      last_name: "Bianchi",
      product: { id: event.product.id, title: "Stalls", product_type: "TICKET" },
      product_price: { id: event.price.id, label: "Front row" },
      order: {
        public_id: order.publicId,
        status: "COMPLETED",
        payment_status: "PAYMENT_RECEIVED",
      },
      event: { id: event.event.id, title: "Aida in the Park", timezone: "Europe/Rome" },
    });
    expect(data.event?.settings).toBeDefined();
    const code = data.ticket_code ?? "";
    expect(readTicketCode(await ticketKeys(api.db), code)).toMatchObject({
      kind: "signed",
      publicId: attendee.publicId,
      eventId: event.event.id,
      productId: attendee.productId,
    });
    expect(data.qr_code_svg).toBe(await qrCodeSvg(code));
    expect(data.qr_code_svg).toMatch(/^<svg [^>]*viewBox/);
  });

  it("a ticket's link opens that ticket only: nothing in its answer leads to the order or the other holders", async () => {
    const event = await ticketedEvent(api);
    const { order, attendees } = await insertOrder(api, event, {
      holders: [
        { firstName: "Luca", lastName: "Bianchi", email: "luca@example.com" },
        { firstName: "Sara", lastName: "Quaglierini", email: "sara@example.com" },
      ],
    });
    const [luca, sara] = attendees;
    if (!luca || !sara) throw new Error("no attendees");
    const text = await (await readTicket(event.event.id, luca.shortId)).text();
    expect(text).toContain(luca.publicId);
    // Neither the order's short id (the buyer's link to every ticket) nor anything of Sara's.
    for (const secret of [order.shortId, sara.shortId, sara.publicId, "sara@example.com", "Quaglierini"])
      expect(text).not.toContain(secret);
  });

  it("gives an offline order awaiting payment its ticket, a reservation none", async () => {
    const event = await ticketedEvent(api);
    const offline = await insertOrder(api, event, {
      status: "AWAITING_OFFLINE_PAYMENT",
      paymentStatus: "AWAITING_OFFLINE_PAYMENT",
      holders: [{ firstName: "Ada", lastName: "Neri", email: "ada@example.com", status: "AWAITING_PAYMENT" }],
    });
    const offlineTicket = (await (
      await readTicket(event.event.id, offline.attendees[0]?.shortId ?? "")
    ).json()) as {
      data: { status: string; ticket_code?: string; order: { status: string } };
    };
    expect(offlineTicket.data.status).toBe("AWAITING_PAYMENT");
    expect(offlineTicket.data.order.status).toBe("AWAITING_OFFLINE_PAYMENT");
    expect(offlineTicket.data.ticket_code).toBeDefined();

    const reserved = await insertOrder(api, event, {
      status: "RESERVED",
      paymentStatus: "AWAITING_PAYMENT",
      holders: [
        { firstName: "Ugo", lastName: "Verdi", email: "ugo@example.com", status: "AWAITING_PAYMENT" },
      ],
    });
    const reservedTicket = (await (
      await readTicket(event.event.id, reserved.attendees[0]?.shortId ?? "")
    ).json()) as {
      data: Record<string, unknown>;
    };
    expect(reservedTicket.data).not.toHaveProperty("ticket_code");
    expect(reservedTicket.data).not.toHaveProperty("qr_code_svg");
  });

  it("answers a cancelled ticket with its status and without a code", async () => {
    const event = await ticketedEvent(api);
    const { attendees } = await insertOrder(api, event, {
      holders: [
        { firstName: "Ada", lastName: "Neri", email: "ada@example.com", status: "CANCELLED" },
        { firstName: "Bea", lastName: "Neri", email: "bea@example.com" },
      ],
    });
    const body = (await (await readTicket(event.event.id, attendees[0]?.shortId ?? "")).json()) as {
      data: Record<string, unknown>;
    };
    expect(body.data.status).toBe("CANCELLED");
    expect(body.data).not.toHaveProperty("ticket_code");
    expect(body.data).not.toHaveProperty("qr_code_svg");
  });

  it("answers 404 with a message for an unknown short id or one of another event", async () => {
    const event = await ticketedEvent(api);
    const other = await ticketedEvent(api, "Tosca");
    const { attendees } = await insertOrder(api, event);
    const shortId = attendees[0]?.shortId ?? "";
    for (const [eventId, id] of [
      [other.event.id, shortId],
      [event.event.id, "a_doesnotexist00"],
      [999_999_999, shortId],
    ] as const) {
      const response = await readTicket(eventId, id);
      expect(response.status, `${eventId}/${id}`).toBe(404);
      expect(await response.json()).toEqual({ message: "This ticket does not exist." });
    }
    expect((await readTicket(event.event.id, "bad id!")).status).toBe(404);
  });
});

describe("GET public/events/:event_id/order/:order_short_id", () => {
  it("gives each attendee its ticket code and QR once the order is completed or awaits offline payment, none once abandoned or for a cancelled attendee", async () => {
    const event = await ticketedEvent(api);
    const key = await ticketKeys(api.db);
    const readOrder = async (shortId: string) => {
      const response = await api.request(`/api/public/events/${event.event.id}/order/${shortId}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { attendees: Record<string, unknown>[] } }).data.attendees;
    };
    for (const status of ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"] as const) {
      const { order, attendees } = await insertOrder(api, event, {
        status,
        holders: [
          { firstName: "Ida", lastName: "Gialli", email: "ida@example.com" },
          { firstName: "Leo", lastName: "Gialli", email: "leo@example.com", status: "CANCELLED" },
        ],
      });
      const [admitted, cancelled] = await readOrder(order.shortId);
      expect(readTicketCode(key, String(admitted?.ticket_code))).toMatchObject({
        kind: "signed",
        publicId: attendees[0]?.publicId,
      });
      expect(admitted?.qr_code_svg).toBe(await qrCodeSvg(String(admitted?.ticket_code)));
      expect(cancelled).not.toHaveProperty("ticket_code");
    }
    const abandoned = await insertOrder(api, event, { status: "ABANDONED", paymentStatus: null });
    for (const attendee of await readOrder(abandoned.order.shortId)) {
      expect(attendee).not.toHaveProperty("ticket_code");
      expect(attendee).not.toHaveProperty("qr_code_svg");
    }
  });
});

import { authed, daysFromNow } from "../modules/events/testFixtures";
import { paid } from "../modules/products/testFixtures";
import { insertOrder, type TicketedEvent, ticketedEvent } from "../modules/tickets/testFixtures";
import { type TestApp, useTestApp } from "./testApp";

type Json = { data: Record<string, unknown> & { id: number } };

/**
 * A live event with a ticket (written to the database directly, so it logs nothing), and the
 * organiser's requests to change it: `request` fails the test on anything but a 2xx.
 */
export function useActivityFixtures(): { api: TestApp; sale: () => Promise<ActivityFixture> } {
  const api = useTestApp();
  return { api, sale: () => saleOn(api) };
}

async function saleOn(api: TestApp) {
  const event = await ticketedEvent(api);
  const eventId = event.event.id;
  const send = (method: string, path: string, body?: unknown) =>
    api.request(path, authed(event.token, method, body));
  const request = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const response = await send(method, path, body);
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? { data: { id: 0 } } : ((await response.json()) as Json);
  };
  return {
    eventId,
    accountId: event.account.id,
    send,
    request,
    productBody: paid(event.product.productCategoryId),
    eventBody: { title: "Aida in the Park, again", start_date: daysFromNow(40) },
    boxOfficeBody: walkInBody(event, { send_confirmation_email: false }),
    async awaitingOfflinePayment() {
      const { order, attendees } = await insertOrder(api, event, {
        status: "AWAITING_OFFLINE_PAYMENT",
        paymentStatus: "AWAITING_OFFLINE_PAYMENT",
        holders: [
          { firstName: "Lia", lastName: "Bianchi", email: "lia@example.com", status: "AWAITING_PAYMENT" },
        ],
      });
      const [attendee] = attendees;
      if (!attendee) throw new Error("no attendee");
      return { orderId: order.id, attendeeId: attendee.id };
    },
  };
}

/**
 * `POST events/{id}/attendees`: Walter In, who paid 25.00 at the door for the event's ticket and
 * is mailed it, but for the `overrides`.
 */
export function walkInBody(event: TicketedEvent, overrides: Record<string, unknown> = {}) {
  return {
    product_id: event.product.id,
    product_price_id: event.price.id,
    email: "walk.in@example.com",
    first_name: "Walter",
    last_name: "In",
    amount_paid: 25,
    send_confirmation_email: true,
    locale: "it",
    ...overrides,
  };
}

export type ActivityFixture = Awaited<ReturnType<typeof saleOn>>;

/** An attendee cancelled on its own, through the organiser's API. */
export async function cancelAttendeeViaApi(
  request: ActivityFixture["request"],
  eventId: number,
  attendeeId: number,
): Promise<void> {
  await request("PATCH", `/api/events/${eventId}/attendees/${attendeeId}`, { status: "CANCELLED" });
}

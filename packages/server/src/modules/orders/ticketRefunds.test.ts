import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { attendees, mailOutbox, orderRefundAttendees, orders } from "../../db/schema";
import { useSmtpMailbox } from "../../test/smtpMailbox";
import { useStripeStandIn } from "../../test/stripeStandIn";
import { useTestApp } from "../../test/testApp";
import {
  cardPaymentEnv,
  cardOrder as paidByCard,
  postAs,
  type SaleFixture,
  type SalesEvent,
  salesEvent,
  sold,
  soldOrder,
  stripeRefundUpdate,
} from "./testFixtures";

const stripeEnv = cardPaymentEnv();
const stripe = useStripeStandIn((url) => {
  stripeEnv.STRIPE_API_URL = url;
});
const api = useTestApp({ env: stripeEnv });
const mailbox = useSmtpMailbox();

interface TicketWire {
  id: number;
  status: string;
  amount_paid: number;
  amount_refunded: number;
}
interface OrderWire {
  refund_status: string | null;
  total_refunded: number;
  status: string;
  attendees: TicketWire[];
}

describe("refunds by ticket", () => {
  let event: SalesEvent;

  beforeEach(async () => {
    stripe.reset();
    event = await salesEvent(api);
    await api.db.delete(mailOutbox);
    mailbox.clear();
  });

  const cardOrder = (fixture: SaleFixture = {}) => paidByCard(api, stripe, event, fixture);
  const refund = (orderId: number, body: Record<string, unknown>) =>
    api.request(
      `/api/events/${event.event.id}/orders/${orderId}/refund`,
      postAs(event.token, { notify_buyer: false, cancel_order: false, ...body }),
    );
  const codesOf = async (answer: Response) =>
    ((await answer.json()) as { codes: Record<string, unknown[]> }).codes;
  /** The order as its buyer's page reads it. */
  const publicOrder = async (shortId: string): Promise<OrderWire> => {
    const answer = await api.request(`/api/public/events/${event.event.id}/order/${shortId}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: OrderWire }).data;
  };

  it("refunds and cancels one ticket of an offline order: its place is back, the other ticket stays", async () => {
    const { order, attendees: [first, second] = [] } = await soldOrder(api, event, {
      tickets: 2,
      provider: "OFFLINE",
    });
    if (!first || !second) throw new Error("two tickets");
    expect(await sold(api, event.price.id)).toBe(2);
    const answer = await refund(order.id, { amount: 25, attendee_ids: [first.id], cancel_attendees: true });
    expect(answer.status).toBe(200);
    const detail = ((await answer.json()) as { data: OrderWire }).data;
    expect(detail).toMatchObject({
      status: "COMPLETED",
      refund_status: "PARTIALLY_REFUNDED",
      total_refunded: 25,
    });
    expect(detail.attendees).toEqual([
      expect.objectContaining({ id: first.id, status: "CANCELLED", amount_paid: 25, amount_refunded: 25 }),
      expect.objectContaining({ id: second.id, status: "ACTIVE", amount_paid: 25, amount_refunded: 0 }),
    ]);
    expect(await sold(api, event.price.id)).toBe(1);

    // The buyer's page tells the same.
    const page = await publicOrder(order.shortId);
    expect(page).toMatchObject({ refund_status: "PARTIALLY_REFUNDED", total_refunded: 25 });
    expect(page.attendees.map((ticket) => [ticket.status, ticket.amount_refunded])).toEqual([
      ["CANCELLED", 25],
      ["ACTIVE", 0],
    ]);

    // The refunded ticket has nothing left; the other at most its price.
    const again = await refund(order.id, { amount: 1, attendee_ids: [first.id] });
    expect(again.status).toBe(422);
    expect((await codesOf(again)).amount).toEqual([
      { code: "refund_exceeds_remaining", remaining: 0, currency: "EUR" },
    ]);
    const over = await refund(order.id, { amount: 30, attendee_ids: [second.id] });
    expect((await codesOf(over)).amount).toEqual([
      { code: "refund_exceeds_remaining", remaining: 25, currency: "EUR" },
    ]);
  });

  it("by card, an amount edited down goes to Stripe and to the picked tickets in the order picked", async () => {
    const { order, attendees: tickets } = await cardOrder({ tickets: 3 });
    const [first, second, third] = tickets;
    if (!first || !second || !third) throw new Error("three tickets");
    const answer = await refund(order.id, { amount: 30, attendee_ids: [third.id, first.id] });
    expect(answer.status).toBe(200);
    const [created] = stripe.created.filter((call) => call.call === "refunds.create");
    expect(created?.form).toMatchObject({ payment_intent: order.stripePaymentIntentId, amount: "3000" });
    const shares = await api.db
      .select()
      .from(orderRefundAttendees)
      .where(inArray(orderRefundAttendees.attendeeId, [first.id, second.id, third.id]));
    expect(shares.map((share) => [share.attendeeId, share.amount]).sort()).toEqual(
      [
        [third.id, 2500],
        [first.id, 500],
      ].sort(),
    );
    // Refunding alone cancels nothing: the tickets stay valid, the places sold.
    const page = await publicOrder(order.shortId);
    expect(page.attendees.map((ticket) => [ticket.id, ticket.status, ticket.amount_refunded])).toEqual([
      [first.id, "ACTIVE", 5],
      [second.id, "ACTIVE", 0],
      [third.id, "ACTIVE", 25],
    ]);
    expect(await sold(api, event.price.id)).toBe(3);
  });

  it("refuses tickets of another order and changes nothing", async () => {
    const { order } = await soldOrder(api, event, { tickets: 1, provider: "OFFLINE" });
    const other = await soldOrder(api, event, { tickets: 1, provider: "OFFLINE" });
    const stranger = other.attendees[0]?.id ?? 0;
    const answer = await refund(order.id, { amount: 5, attendee_ids: [stranger], cancel_attendees: true });
    expect(answer.status).toBe(422);
    expect((await codesOf(answer)).attendee_ids).toEqual([{ code: "tickets_not_of_order" }]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ totalRefunded: 0, refundStatus: null });
    const [ticket] = await api.db.select().from(attendees).where(eq(attendees.id, stranger));
    expect(ticket?.status).toBe("ACTIVE");
    expect((await refund(order.id, { amount: 5, attendee_ids: [] })).status).toBe(422);
  });

  it("two refunds cancelling the same ticket at once: one goes through, its place comes back once", async () => {
    const { order, attendees: [ticket] = [] } = await soldOrder(api, event, {
      tickets: 2,
      provider: "OFFLINE",
    });
    if (!ticket) throw new Error("a ticket");
    const body = { amount: 25, attendee_ids: [ticket.id], cancel_attendees: true };
    const answers = await Promise.all([refund(order.id, body), refund(order.id, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await sold(api, event.price.id)).toBe(1);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.totalRefunded).toBe(2500);
  });

  it("the buyer's mail lists the refunded and cancelled tickets; another holder is told theirs was cancelled", async () => {
    const buyer = { firstName: "Franca", lastName: "Blu", email: "franca@example.com" };
    const { order, attendees: tickets } = await soldOrder(api, event, {
      tickets: 3,
      provider: "OFFLINE",
      locale: "it",
      buyer,
    });
    const [own, guest, kept] = tickets;
    if (!own || !guest || !kept) throw new Error("three tickets");
    await api.db.update(attendees).set({ email: "guest@example.com" }).where(eq(attendees.id, guest.id));
    const answer = await refund(order.id, {
      amount: 50,
      attendee_ids: [own.id, guest.id],
      cancel_attendees: true,
      notify_buyer: true,
    });
    expect(answer.status).toBe(200);
    const mails = await mailbox.deliver(api.db);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["franca@example.com", "guest@example.com"]);
    const toBuyer = mails.find((mail) => mail.to === "franca@example.com");
    expect(toBuyer?.text).toContain("Il rimborso riguarda questi biglietti:");
    expect(toBuyer?.text).toContain(`${own.publicId}): 25,00`);
    expect(toBuyer?.text).toContain(`${guest.publicId}): 25,00`);
    expect(toBuyer?.text).toContain("Questi biglietti sono stati annullati e non sono più validi:");
    expect(toBuyer?.text).not.toContain(kept.publicId);
    const toGuest = mails.find((mail) => mail.to === "guest@example.com");
    expect(toGuest?.subject).toBe("Il tuo biglietto per Aida in the Park è stato annullato");
    expect(toGuest?.text).toContain(guest.publicId);
    expect(toGuest?.text).not.toContain(own.publicId);
  });

  it("a refund by ticket Stripe makes later names its ticket when it is on its way and when it is done", async () => {
    stripe.refundStatus = "pending";
    const { order, attendees: [ticket] = [] } = await cardOrder({ tickets: 2 });
    if (!ticket) throw new Error("a ticket");
    const answer = await refund(order.id, { amount: 25, attendee_ids: [ticket.id], notify_buyer: true });
    expect(answer.status).toBe(200);
    // On its way: the ticket counts as given back, so it is not offered twice.
    const page = await publicOrder(order.shortId);
    expect(page.refund_status).toBe("REFUND_PENDING");
    expect(page.attendees[0]?.amount_refunded).toBe(25);
    const made = [...stripe.refunds.values()].find(
      (one) => one.payment_intent === order.stripePaymentIntentId,
    );
    if (!made) throw new Error("no refund at the stand-in");
    expect((await stripeRefundUpdate(api, stripeEnv, made, "succeeded")).status).toBe(204);
    const mails = await mailbox.deliver(api.db);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your refund of €25.00 for Aida in the Park is on its way",
      "You have been refunded €25.00 for Aida in the Park",
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain("This refund is for these tickets:");
      expect(mail.text).toContain(`(${ticket.publicId}): €25.00`);
    }
  });
});

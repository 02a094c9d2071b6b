import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "../../db/schema";
import { useStripeStandIn } from "../../test/stripeStandIn";
import { useTestApp } from "../../test/testApp";
import { setEventSettings } from "../checkout/completeTestFixtures";
import { cardOrder, cardPaymentEnv, postAs, salesEvent, stripeRefundUpdate } from "../orders/testFixtures";
import { issueOrderInvoice } from "./issue";

const stripeEnv = cardPaymentEnv();
// The local Stripe stand-in, spoken to through Stripe's official SDK; it starts first.
const stripe = useStripeStandIn((url) => {
  stripeEnv.STRIPE_API_URL = url;
});
const api = useTestApp({ env: stripeEnv });

describe("a card refund's credit note (Stripe stand-in, official SDK)", () => {
  it("comes when Stripe's webhook says the pending refund succeeded, once", async () => {
    stripe.reset();
    stripe.refundStatus = "pending";
    const event = await salesEvent(api);
    await setEventSettings(api, event.event.id, {
      enable_invoicing: true,
      organization_name: "Teatro Verdi SRL",
      organization_address: "Piazza Verdi 1, Milano",
    });
    const { order } = await cardOrder(api, stripe, event, { tickets: 2 });
    await api.db.transaction((tx) => issueOrderInvoice(tx, order.id, new Date()));
    const creditNotes = () =>
      api.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "CREDIT_NOTE")));

    const refunded = await api.request(
      `/api/events/${event.event.id}/orders/${order.id}/refund`,
      postAs(event.token, { amount: 20, notify_buyer: false, cancel_order: false }),
    );
    expect(refunded.status).toBe(200);
    // Still on its way: no credit note yet.
    expect(await creditNotes()).toEqual([]);

    const made = [...stripe.refunds.values()].find(
      (each) => each.payment_intent === order.stripePaymentIntentId,
    );
    if (!made) throw new Error("no refund at the stand-in");
    expect((await stripeRefundUpdate(api, stripeEnv, made, "succeeded")).status).toBe(204);
    expect((await stripeRefundUpdate(api, stripeEnv, made, "succeeded")).status).toBe(204);

    const notes = await creditNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ sequence: 2, invoiceNumber: "INV-2", status: "PAID" });
    expect(notes[0]?.snapshot).toMatchObject({ credited_invoice_number: "INV-1", total: 2000 });
  });
});

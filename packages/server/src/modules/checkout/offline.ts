import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { orders } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import { settingsOfEvent } from "../events/loaders";
import { issueOrderInvoice } from "../invoices/issue";
import { recordNewOrder } from "../sales/orderActivity";
import { consumeOrderStock } from "../sales/stock";
import {
  assertBuyerMayChange,
  type BuyerRequest,
  findBuyerOrder,
  lockBuyerOrder,
  type OrderRow,
} from "./buyerOrder";
import { queueOrderMails } from "./fulfil";
import { mailedAddressesOf, type OrderMailSender, sendingSpent, spendOrderMails } from "./mailLimit";
import { checkoutSessionHashOf } from "./session";

/**
 * `POST public/events/{id}/order/{shortId}/await-offline-payment`: the buyer will pay offline (at
 * the door, by transfer). Only where the event offers OFFLINE payment (403 otherwise), and only
 * for a live reservation of the buyer's session whose details were given (409 otherwise). The
 * order leaves RESERVED for AWAITING_OFFLINE_PAYMENT, its units become sold, and the confirmation
 * mail carries the event's offline payment instructions. Attendees stay AWAITING_PAYMENT until the
 * organiser records the payment; the event's sales count the order then, not now.
 */
export async function awaitOfflinePayment(
  db: Database,
  input: BuyerRequest & { mailSender?: OrderMailSender | undefined },
): Promise<OrderRow> {
  const sessionHash = checkoutSessionHashOf(input.session);
  // Its mails go at once: counted before the transaction, a limit reached is a 429 and nothing
  // changes (the transaction's own checks come after; a refusal there gives the count back).
  const found = input.mailSender ? await findBuyerOrder(db, input) : undefined;
  const spent = await spendOrderMails(
    input.mailSender,
    found?.status === "RESERVED" && found.email !== null ? await mailedAddressesOf(db, found) : [],
  );
  return sendingSpent(spent, () => moveToOfflinePayment(db, input, sessionHash));
}

function moveToOfflinePayment(
  db: Database,
  input: BuyerRequest,
  sessionHash: string | undefined,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockBuyerOrder(tx, input);
    const settings = await settingsOfEvent(tx, input.eventId);
    if (!settings.payment_providers.includes("OFFLINE")) {
      throw HttpError.forbidden("This event does not take offline payments.");
    }
    assertBuyerMayChange(order, sessionHash, input.now);
    if (order.email === null) {
      throw new HttpError(409, "Give your details before choosing how to pay.");
    }
    // Safe under the event's stock lock (lockEventStock): the guard moves the order once, so its
    // units are consumed once however often the buyer asks.
    const [moved] = await tx
      .update(orders)
      .set({
        status: "AWAITING_OFFLINE_PAYMENT",
        paymentStatus: "AWAITING_OFFLINE_PAYMENT",
        paymentProvider: "OFFLINE",
        updatedAt: input.now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, "RESERVED")))
      .returning();
    if (!moved) throw new HttpError(409, "This order has already been processed.");
    await consumeOrderStock(tx, order.id);
    // Its invoice, UNPAID until the payment is recorded, before the confirmation that carries it.
    await issueOrderInvoice(tx, order.id, input.now);
    await queueOrderMails(tx, order.id);
    await recordNewOrder(tx, moved);
    return moved;
  });
}

import type { Order, PublicEvent } from "@varco/domain";
import { useOutletContext } from "react-router-dom";

/** The order being bought with the event it was read with (`?include=event`). */
export type CheckoutOrder = Order & { event?: PublicEvent };

/** What the checkout's layout loaded and gives each of its screens. */
export interface CheckoutArea {
  eventId: number;
  shortId: string;
  order: CheckoutOrder;
  event: PublicEvent;
  /** Reads the order again (after a write the hooks did not already refresh). */
  reload: () => Promise<unknown>;
  /** The session a card payment tab's address names (the widget opened it); its calls carry it. */
  session?: string | undefined;
}

export function useCheckoutArea(): CheckoutArea {
  return useOutletContext<CheckoutArea>();
}

/** The checkout's own addresses. */
export const checkoutPath = (eventId: number, shortId: string, step: CheckoutStep) =>
  `/checkout/${eventId}/${encodeURIComponent(shortId)}/${step}`;

export type CheckoutStep = "details" | "payment" | "payment_return" | "summary";

/** The event's public page. */
export const eventPagePath = (event: Pick<PublicEvent, "id" | "slug">) =>
  `/event/${event.id}/${encodeURIComponent(event.slug)}`;

/** Where an order that left RESERVED belongs: its summary once it is bought (paid or to pay offline). */
export function isSettled(order: Pick<Order, "status">): boolean {
  return order.status === "COMPLETED" || order.status === "AWAITING_OFFLINE_PAYMENT";
}

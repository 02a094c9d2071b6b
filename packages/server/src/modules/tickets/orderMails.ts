import {
  type LocationDetails,
  type PriceDisplayMode,
  priceDisplayModeOf,
  shownPrice,
  type TicketDesignSettings,
} from "@varco/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { attendees, events, orderItems, orders, productPrices, products } from "../../db/schema";
import { mailContextOf, templateFor } from "../emailTemplates/service";
import { eventSettingsResource } from "../events/eventSettings";
import { settingsByEvent } from "../events/loaders";
import { invoiceOfOrder } from "../invoices/issue";
import type { OrderConfirmationPayload, OrderTicketPayload } from "../mail/orderMail";
import { queueOrganizerOrderMail } from "../mail/organizerOrderMail";
import { queueMail } from "../mail/outbox";
import { qrCodePng } from "./qrCode";
import { type TicketKeys, ticketCodeOf, ticketKeys } from "./ticketCode";
import { issuesTicket } from "./ticketResource";

interface RollupLine {
  name: string;
  value: number;
}

function rollupLines(stored: unknown, kind: "taxes" | "fees"): RollupLine[] {
  const list = (stored as Partial<Record<typeof kind, unknown>> | null)?.[kind];
  return (Array.isArray(list) ? list : []).map((line: { name?: unknown; value?: unknown }) => ({
    name: String(line.name ?? ""),
    value: Number(line.value ?? 0),
  }));
}

/**
 * An order's mails, queued in the caller's transaction (a rolled-back completion sends nothing):
 * one confirmation to the buyer (items, unit prices, promo code, subtotal, tax and fee lines,
 * total, status; for an order awaiting offline payment the event's instructions) and one ticket
 * mail per address among its attendees: every ticket of that address in one mail, each with its
 * QR code, and the event as a calendar file. Attendees with different addresses each get their own. All in the order's language. When the event's
 * `notify_organizer_of_new_orders` is on, the organiser gets their copy too (in their language).
 *
 * Queues nothing for an order whose tickets are not issued (neither COMPLETED nor
 * AWAITING_OFFLINE_PAYMENT): callers run it right after moving the order there. With
 * `ticketMails: false` only the buyer's confirmation is queued (its tickets were mailed before).
 */
export async function queueOrderMails(
  tx: Executor,
  orderId: number,
  {
    ticketMails = true,
    organizerCopy = ticketMails,
  }: {
    ticketMails?: boolean;
    /** An order the organiser added by hand (box office) needs no copy: they know of it. */
    organizerCopy?: boolean;
  } = {},
): Promise<void> {
  const [found] = await tx
    .select({ order: orders, event: events })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!found) return;
  const { order, event } = found;
  if (order.status !== "COMPLETED" && order.status !== "AWAITING_OFFLINE_PAYMENT") return;
  // One after another: these run on the caller's transaction, one connection.
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const holders = await tx
    .select({ attendee: attendees, productTitle: products.title, priceLabel: productPrices.label })
    .from(attendees)
    .innerJoin(products, eq(products.id, attendees.productId))
    .innerJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
    .where(and(eq(attendees.orderId, order.id), isNull(attendees.deletedAt)))
    .orderBy(asc(attendees.id));
  const settings = eventSettingsResource((await settingsByEvent(tx, [event.id])).get(event.id));
  const awaitingPayment = order.status === "AWAITING_OFFLINE_PAYMENT";
  const tickets = holders.filter(({ attendee }) => issuesTicket(order, attendee));
  const common = {
    locale: order.locale,
    fixed_locale: true as const,
    event_title: event.title,
    order_number: order.publicId,
  };

  if (order.email) {
    const confirmation: OrderConfirmationPayload = {
      ...common,
      first_name: order.firstName ?? "",
      status: order.status,
      currency: order.currency,
      items: items.map((item) => ({
        name: item.itemName,
        quantity: item.quantity,
        price: item.price,
        total: item.totalBeforeAdditions,
        total_gross: item.totalGross,
      })),
      subtotal: order.totalBeforeAdditions,
      taxes: rollupLines(order.taxesAndFeesRollup, "taxes"),
      fees: rollupLines(order.taxesAndFeesRollup, "fees"),
      total: order.totalGross,
      promo_code: order.promoCode,
      price_display: priceDisplayModeOf(settings),
      offline_instructions: awaitingPayment ? settings.offline_payment_instructions : null,
      ticket_count: ticketMails ? tickets.length : 0,
      order_path: `/checkout/${event.id}/${order.shortId}/summary`,
      print_path: `/order/${event.id}/${order.shortId}/print`,
    };
    // The invoice issued with the order (before its mails, in the same transaction) goes with it.
    const invoice = await invoiceOfOrder(tx, order.id);
    if (invoice) confirmation.invoice_id = invoice.id;
    // The organiser's own words, when they wrote a template for this mail.
    const custom = await templateFor(tx, { event, type: "order_confirmation", locale: order.locale });
    await queueMail(tx, {
      accountId: event.accountId,
      to: order.email,
      template: "order_confirmation",
      payload: {
        ...confirmation,
        ...(custom
          ? {
              custom: {
                template: custom,
                context: await mailContextOf(tx, { event, order, supportEmail: settings.support_email }),
              },
            }
          : {}),
      },
    });
  }

  // A new order only: a later call for an order already announced (`ticketMails: false`) sends none.
  if (organizerCopy && settings.notify_organizer_of_new_orders)
    await queueOrganizerOrderMail(tx, { order, event, items });

  if (!ticketMails || tickets.length === 0) return;
  const key = await ticketKeys(tx);
  for (const holders of byAddress(tickets)) {
    await queueTicketMail(tx, {
      key,
      order,
      event,
      online: settings.is_online_event,
      supportEmail: settings.support_email,
      prices: priceDisplayModeOf(settings),
      design: settings.ticket_design_settings,
      holders,
    });
  }
}

/** The tickets grouped by their holder's address (any case), in the order's order. */
function byAddress(tickets: readonly TicketHolder[]): [TicketHolder, ...TicketHolder[]][] {
  const groups = new Map<string, [TicketHolder, ...TicketHolder[]]>();
  for (const holder of tickets) {
    const address = holder.attendee.email.trim().toLowerCase();
    const group = groups.get(address);
    if (group) group.push(holder);
    else groups.set(address, [holder]);
  }
  return [...groups.values()];
}

/**
 * What the attendee's order paid for one unit of their price, shown as the event shows prices
 * (minor units; 0 when not found).
 */
async function unitPriceOf(
  tx: Executor,
  attendee: typeof attendees.$inferSelect,
  prices: PriceDisplayMode,
): Promise<number> {
  const [item] = await tx
    .select({
      price: orderItems.price,
      quantity: orderItems.quantity,
      net: orderItems.totalBeforeAdditions,
      gross: orderItems.totalGross,
    })
    .from(orderItems)
    .where(
      and(eq(orderItems.orderId, attendee.orderId), eq(orderItems.productPriceId, attendee.productPriceId)),
    )
    .limit(1);
  if (!item) return 0;
  // One unit's share of the line's taxes and fees, for a price shown with them.
  const charges = item.quantity > 0 ? Math.round((item.gross - item.net) / item.quantity) : 0;
  return shownPrice(prices, item.price, charges).amount;
}

interface TicketHolder {
  attendee: typeof attendees.$inferSelect;
  productTitle: string;
  priceLabel: string | null;
}

/**
 * One address's ticket mail, in its order's language (docs/rules/tickets.md): the first holder's
 * ticket, and the others' of the same address after it.
 */
async function queueTicketMail(
  tx: Executor,
  {
    key,
    order,
    event,
    online,
    supportEmail,
    prices,
    design,
    holders: [{ attendee, productTitle, priceLabel }, ...others],
  }: {
    key: TicketKeys;
    order: typeof orders.$inferSelect;
    event: typeof events.$inferSelect;
    online: boolean;
    supportEmail: string | null;
    /** How the event shows prices: the ticket's price in the organiser's template follows it. */
    prices: PriceDisplayMode;
    /** The event's ticket design: its accent and footer go on the mail while it is switched on. */
    design: TicketDesignSettings | null;
    holders: [TicketHolder, ...TicketHolder[]];
  },
): Promise<void> {
  const png = await qrCodePng(ticketCodeOf(key, attendee));
  const ticket: OrderTicketPayload = {
    locale: order.locale,
    fixed_locale: true as const,
    event_title: event.title,
    order_number: order.publicId,
    first_name: attendee.firstName,
    attendee_name: `${attendee.firstName} ${attendee.lastName}`.trim(),
    event_id: event.id,
    start: event.startDate.toISOString(),
    end: event.endDate?.toISOString() ?? null,
    timezone: event.timezone,
    location: (event.locationDetails as LocationDetails | null) ?? null,
    online,
    product_title: productTitle,
    price_label: priceLabel,
    awaiting_payment: order.status === "AWAITING_OFFLINE_PAYMENT",
    ticket_path: `/product/${event.id}/${attendee.shortId}`,
    qr_png: png.toString("base64"),
    design:
      design && design.enabled !== false
        ? { accent_color: design.accent_color ?? null, footer_text: design.footer_text ?? null }
        : null,
    ...(others.length
      ? {
          more: await Promise.all(
            others.map(async (other) => ({
              attendee_name: `${other.attendee.firstName} ${other.attendee.lastName}`.trim(),
              product_title: other.productTitle,
              price_label: other.priceLabel,
              ticket_path: `/product/${event.id}/${other.attendee.shortId}`,
              qr_png: (await qrCodePng(ticketCodeOf(key, other.attendee))).toString("base64"),
            })),
          ),
        }
      : {}),
  };
  const custom = await templateFor(tx, { event, type: "attendee_ticket", locale: order.locale });
  const context = custom
    ? await mailContextOf(tx, {
        event,
        order,
        supportEmail,
        ticket: {
          firstName: attendee.firstName,
          lastName: attendee.lastName,
          email: attendee.email,
          product: priceLabel ? `${productTitle} – ${priceLabel}` : productTitle,
          price: await unitPriceOf(tx, attendee, prices),
          path: ticket.ticket_path,
        },
      })
    : undefined;
  await queueMail(tx, {
    accountId: event.accountId,
    to: attendee.email,
    template: "order_ticket",
    payload: { ...ticket, ...(custom && context ? { custom: { template: custom, context } } : {}) },
  });
}

/**
 * One attendee's ticket mail queued again (the organiser's "resend ticket"), in the caller's
 * transaction. Returns false, queuing nothing, when the attendee has no ticket to send: its order
 * is not COMPLETED or AWAITING_OFFLINE_PAYMENT, or it is CANCELLED.
 */
export async function queueAttendeeTicketMail(tx: Executor, attendeeId: number): Promise<boolean> {
  const [found] = await tx
    .select({
      attendee: attendees,
      order: orders,
      event: events,
      productTitle: products.title,
      priceLabel: productPrices.label,
    })
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .innerJoin(events, eq(events.id, attendees.eventId))
    .innerJoin(products, eq(products.id, attendees.productId))
    .innerJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
    .where(and(eq(attendees.id, attendeeId), isNull(attendees.deletedAt)));
  if (!found || !issuesTicket(found.order, found.attendee)) return false;
  const settings = eventSettingsResource((await settingsByEvent(tx, [found.event.id])).get(found.event.id));
  await queueTicketMail(tx, {
    key: await ticketKeys(tx),
    order: found.order,
    event: found.event,
    online: settings.is_online_event,
    supportEmail: settings.support_email,
    prices: priceDisplayModeOf(settings),
    design: settings.ticket_design_settings,
    holders: [found],
  });
  return true;
}

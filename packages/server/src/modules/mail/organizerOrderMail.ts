import { defaultLocale, type UserLocale } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { accountUsers, type events, type orderItems, type orders, organizers, users } from "../../db/schema";
import { absolute, layout, moneyIn, type RenderedOrderMail } from "./orderMail";
import { orderMailStrings } from "./orderMailStrings";
import { organizerOrderMailStrings } from "./organizerOrderMailStrings";
import { queueMail } from "./outbox";

/**
 * The organiser's copy of a new order (docs/rules/tickets.md, "The organiser's copy"): who
 * ordered, what, for how much, and whether it is paid, with a link to the event's orders. Sent to
 * the event's organiser's address in the organiser's language: the language of the user who has
 * that address, else the account owner's, else the deployment's default. Money is formatted
 * when the mail is rendered, in that language.
 */

export const organizerOrderMailTemplate = "organizer_new_order" as const;

/** What `queueOrganizerOrderMail` puts in an `organizer_new_order` row. */
export interface OrganizerOrderPayload {
  /** The account owner's language, for an organiser address that is no user's. */
  locale: string;
  event_title: string;
  order_number: string;
  buyer_name: string;
  buyer_email: string;
  status: "PAID" | "FREE" | "AWAITING_OFFLINE_PAYMENT";
  currency: string;
  /** Totals in minor units. */
  items: { name: string; quantity: number; total: number }[];
  /** The order's taxes and fees together. */
  taxes_and_fees: number;
  total: number;
  orders_path: string;
}

type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof events.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Queues the organiser's copy of an order that has just become COMPLETED or
 * AWAITING_OFFLINE_PAYMENT, in the caller's transaction (a rolled-back completion sends nothing).
 * Called once per order because its callers run only after the guarded move out of RESERVED.
 * Queues nothing when the event's organiser is gone.
 */
export async function queueOrganizerOrderMail(
  tx: Executor,
  { order, event, items }: { order: OrderRow; event: EventRow; items: OrderItemRow[] },
): Promise<void> {
  const [organizer] = await tx
    .select({ email: organizers.email })
    .from(organizers)
    .where(and(eq(organizers.id, event.organizerId), isNull(organizers.deletedAt)));
  if (!organizer) return;
  const [owner] = await tx
    .select({ locale: users.locale })
    .from(accountUsers)
    .innerJoin(users, and(eq(users.id, accountUsers.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(accountUsers.accountId, event.accountId),
        eq(accountUsers.isAccountOwner, true),
        isNull(accountUsers.deletedAt),
      ),
    );
  const buyerEmail = order.email ?? "";
  const buyerName = [order.firstName, order.lastName].filter(Boolean).join(" ") || buyerEmail;
  const payload: OrganizerOrderPayload = {
    locale: owner?.locale ?? defaultLocale,
    event_title: event.title,
    order_number: order.publicId,
    buyer_name: buyerName,
    buyer_email: buyerEmail,
    status:
      order.status === "AWAITING_OFFLINE_PAYMENT"
        ? "AWAITING_OFFLINE_PAYMENT"
        : order.totalGross === 0
          ? "FREE"
          : "PAID",
    currency: order.currency,
    items: items.map((item) => ({
      name: item.itemName,
      quantity: item.quantity,
      total: item.totalBeforeAdditions,
    })),
    taxes_and_fees: order.totalTax + order.totalFee,
    total: order.totalGross,
    orders_path: `/manage/event/${event.id}/orders`,
  };
  await queueMail(tx, {
    accountId: event.accountId,
    to: organizer.email,
    template: organizerOrderMailTemplate,
    payload: { ...payload },
  });
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? (values[key] as string) : whole,
  );
}

/** Renders the organiser's copy in `options.locale` (English when it has no strings). */
export function renderOrganizerOrderMail(
  raw: Record<string, unknown>,
  options: { locale: string; appName: string; appUrl?: string | undefined },
): RenderedOrderMail {
  const payload = raw as unknown as OrganizerOrderPayload;
  const locale = (options.locale in organizerOrderMailStrings ? options.locale : "en") as UserLocale;
  const words = organizerOrderMailStrings[locale];
  const common = orderMailStrings[locale];
  // Our "se" is Swedish; for Intl it would be Northern Sami.
  const tag = locale === "se" ? "sv" : locale;
  const money = moneyIn(tag, payload.currency);
  const values = {
    app_name: options.appName,
    event_title: payload.event_title,
    order_number: payload.order_number,
    buyer_name: payload.buyer_name,
    buyer_email: payload.buyer_email,
  };
  const offline = payload.status === "AWAITING_OFFLINE_PAYMENT";
  const status = offline
    ? words.statusAwaitingPayment
    : payload.status === "FREE"
      ? words.statusFree
      : words.statusPaid;
  const rows: [string, string][] = [
    [common.confirmation.orderNumber, payload.order_number],
    [common.confirmation.status, status],
    [words.buyer, payload.buyer_name],
    [words.email, payload.buyer_email],
    ...payload.items.map((item): [string, string] => [
      fill(words.item, { quantity: String(item.quantity), item: item.name }),
      money(item.total),
    ]),
    ...(payload.taxes_and_fees
      ? [[words.taxesAndFees, money(payload.taxes_and_fees)] as [string, string]]
      : []),
    [common.confirmation.total, money(payload.total)],
  ];
  const subject = fill(offline ? words.subjectAwaitingPayment : words.subject, values);
  return {
    subject,
    ...layout(
      {
        subject,
        greeting: common.greetingNoName,
        intro: [fill(offline ? words.introAwaitingPayment : words.intro, values)],
        rows,
        button: { label: words.button, url: absolute(payload.orders_path, options.appUrl) },
        links: [],
        after: [words.why],
        signoff: fill(common.signoff, values),
      },
      tag,
      common,
    ),
    attachments: [],
  };
}

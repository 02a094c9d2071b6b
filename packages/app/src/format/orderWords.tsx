import { useLingui } from "@lingui/react/macro";
import {
  type AttendeeStatus,
  type Event,
  type OrderDisplayStatus,
  type OrderStatusFields,
  orderDisplayStatus,
  orderStatusTone,
} from "@varco/domain";
import { Badge, type BadgeTone } from "@varco/ui";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { plainSpaces } from "./EventDates";
import { usableTimeZone, wireDate } from "./zonedTime";

/** The words of orders' and attendees' statuses, in the current locale. */
export function useSaleWords() {
  const { t } = useLingui();
  const orderStatus: Record<OrderDisplayStatus, string> = {
    AWAITING_PAYMENT: t`Awaiting payment`,
    REFUND_PENDING: t`Refund pending`,
    PARTIALLY_REFUNDED: t`Partially refunded`,
    CANCELLED: t`Cancelled`,
    REFUND_FAILED: t`Refund failed`,
    REFUNDED: t`Refunded`,
    PAYMENT_FAILED: t`Payment failed`,
    COMPLETED: t`Completed`,
  };
  const attendeeStatus: Record<AttendeeStatus, string> = {
    ACTIVE: t`Active`,
    AWAITING_PAYMENT: t`Awaiting payment`,
    CANCELLED: t`Cancelled`,
  };
  return { orderStatus, attendeeStatus };
}

/** The order's one status (docs/rules/statuses.md), in its colour and the user's words. */
export function OrderStatusBadge({ order }: { order: OrderStatusFields }) {
  const words = useSaleWords();
  const status = orderDisplayStatus(order);
  return <Badge tone={orderStatusTone(status) as BadgeTone}>{words.orderStatus[status]}</Badge>;
}

const attendeeTones: Record<AttendeeStatus, BadgeTone> = {
  ACTIVE: "success",
  AWAITING_PAYMENT: "warning",
  CANCELLED: "danger",
};

export function AttendeeStatusBadge({ status }: { status: AttendeeStatus }) {
  const words = useSaleWords();
  return <Badge tone={attendeeTones[status]}>{words.attendeeStatus[status]}</Badge>;
}

/** Amounts in a currency and moments in the event's time zone, in the user's locale. */
export function useSaleFormats(event: Pick<Event, "timezone">) {
  const { bcp47 } = useLocaleControls();
  const dateTime = new Intl.DateTimeFormat(bcp47, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: usableTimeZone(event.timezone),
  });
  return {
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(bcp47, { style: "currency", currency }).format(amount),
    /** A wire datetime (ISO, or a raw zoneless UTC column) in the event's zone. */
    moment: (iso: string) => plainSpaces(dateTime.format(wireDate(iso) ?? new Date(Number.NaN))),
    count: (value: number) => new Intl.NumberFormat(bcp47).format(value),
  };
}

/** The buyer's name, or their address when they left no name. */
export function buyerNameOf(person: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}) {
  const name = [person.first_name, person.last_name].filter(Boolean).join(" ");
  return name || person.email || "";
}

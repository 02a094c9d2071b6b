import { useLingui } from "@lingui/react/macro";
import type { WebhookEventType, WebhookStatus } from "@varco/domain";
import type { BadgeTone } from "@varco/ui";
import { useLocaleControls } from "../../i18n/LocaleProvider";

/** The kinds of event a webhook can be told about, in the order the dialog shows them. */
export type WebhookEventGroup = "orders" | "attendees" | "checkins" | "products" | "event";

export const webhookEventGroups: Record<WebhookEventGroup, readonly WebhookEventType[]> = {
  orders: ["order.created", "order.updated", "order.marked_as_paid", "order.refunded", "order.cancelled"],
  attendees: ["attendee.created", "attendee.updated", "attendee.cancelled"],
  checkins: ["checkin.created", "checkin.deleted"],
  products: ["product.created", "product.updated", "product.deleted"],
  event: ["event.created", "event.updated", "event.archived"],
};

export const webhookStatusTones: Record<WebhookStatus, BadgeTone> = { ENABLED: "success", PAUSED: "warning" };

/** A receiver's answer: 2xx went through; anything else (0: no answer at all) failed. */
export const deliveredCode = (code: number | null | undefined) => code != null && code >= 200 && code < 300;

/** The words of webhooks' statuses, event types and their groups, in the current locale. */
export function useWebhookWords() {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const status: Record<WebhookStatus, string> = { ENABLED: t`Active`, PAUSED: t`Paused` };
  const group: Record<WebhookEventGroup, string> = {
    orders: t`Orders`,
    attendees: t`Attendees`,
    checkins: t`Check-ins`,
    products: t`Products`,
    event: t`Event`,
  };
  const eventType: Record<WebhookEventType, string> = {
    "order.created": t`Order placed`,
    "order.updated": t`Order changed`,
    "order.marked_as_paid": t`Order marked as paid`,
    "order.refunded": t`Order refunded`,
    "order.cancelled": t`Order cancelled`,
    "attendee.created": t`Attendee added`,
    "attendee.updated": t`Attendee changed`,
    "attendee.cancelled": t`Attendee cancelled`,
    "checkin.created": t`Attendee checked in`,
    "checkin.deleted": t`Check-in undone`,
    "product.created": t`Product created`,
    "product.updated": t`Product changed`,
    "product.deleted": t`Product deleted`,
    "event.created": t`Event created`,
    "event.updated": t`Event changed`,
    "event.archived": t`Event archived`,
  };
  const when = new Intl.DateTimeFormat(bcp47, { dateStyle: "medium", timeStyle: "medium" });
  /** An instant of the log in the organiser's own clock ("Nov 30, 2026, 9:12:05 AM"). */
  const instant = (iso: string) => when.format(new Date(iso));
  /** A receiver's answer: its status code, or that none came. */
  const answer = (code: number | null | undefined) =>
    code == null ? t`Not sent yet` : code === 0 ? t`No answer` : String(code);
  return { status, group, eventType, instant, answer };
}

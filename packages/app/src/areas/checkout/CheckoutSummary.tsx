import { useLingui } from "@lingui/react/macro";
import { type Order, type PublicEvent, priceDisplayModeOf } from "@varco/domain";
import { Card, Heading, Link, Stack, SummaryList, Text } from "@varco/ui";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { eventPagePath } from "./checkoutArea";
import { OrderRefunds } from "./OrderRefunds";
import { OrderSummary } from "./OrderSummary";
import { OrganiserText } from "./RichText";
import { SelfServiceEdit, SelfServiceResend } from "./SelfService";

/** The summary's heading for an order that left RESERVED (the page's title too). */
export function useSummaryTitle(order: Pick<Order, "status" | "refund_status">): string {
  const { t } = useLingui();
  return order.status === "COMPLETED"
    ? order.refund_status === "REFUNDED"
      ? t`Your order was refunded`
      : t`Your order is confirmed`
    : order.status === "AWAITING_OFFLINE_PAYMENT"
      ? t`Your order awaits payment`
      : order.status === "CANCELLED"
        ? t`This order was cancelled`
        : t`This order is closed`;
}

/**
 * The order bought, its tickets, what happens next: the summary step, as the app's screen and the
 * page the server draws show it (no router: it links with plain links).
 */
export function CheckoutSummary({
  order,
  event,
  eventId,
  shortId,
}: {
  order: Order;
  event: PublicEvent;
  eventId: number;
  shortId: string;
}) {
  const { t } = useLingui();
  const title = useSummaryTitle(order);
  const completed = order.status === "COMPLETED";
  const awaitingPayment = order.status === "AWAITING_OFFLINE_PAYMENT";
  const settings = event.settings;
  const email = order.email ?? "";
  const tickets = order.attendees ?? [];
  const name = (first: string | null | undefined, last: string | null | undefined) =>
    [first, last].filter(Boolean).join(" ");
  // The buyer corrects names and emails and has mails sent again, when the organiser allows it.
  const selfService = Boolean(settings?.allow_attendee_self_edit) && (completed || awaitingPayment);
  const self = { eventId, shortId };
  // The invoice's PDF, straight from the API: the order's short id is the buyer's capability.
  const invoice = order.latest_invoice?.invoice_number;
  const { apiUrlClient } = useRuntimeConfig();

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{title}</Heading>
        <Text as="p" tone="muted">
          {event.title}
        </Text>
      </Stack>
      <SummaryList
        rows={[
          { key: "number", label: t`Order number`, value: order.public_id },
          { key: "buyer", label: t`Bought by`, value: name(order.first_name, order.last_name) },
          ...(order.email ? [{ key: "email", label: t`Email`, value: order.email }] : []),
        ]}
      />
      {completed ? <Text as="p">{t`We sent your tickets and a confirmation to ${email}.`}</Text> : null}
      {selfService ? (
        <Stack gap="sm">
          <SelfServiceEdit
            order={self}
            whose="order"
            person={{ first_name: order.first_name ?? "", last_name: order.last_name ?? "", email }}
            label={t`Change my details`}
          />
          <SelfServiceResend order={self} whose="order" to={email} label={t`Send the confirmation again`} />
        </Stack>
      ) : null}
      {awaitingPayment ? (
        <Card title={t`How to pay`} titleLevel={2}>
          <Stack gap="sm">
            <Text as="p">
              {t`Your tickets are reserved until the organiser receives your payment. We sent the instructions to ${email} too.`}
            </Text>
            {settings?.offline_payment_instructions ? (
              <OrganiserText html={settings.offline_payment_instructions} />
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {completed && settings?.post_checkout_message ? (
        <Card title={t`A message from the organiser`} titleLevel={2}>
          <OrganiserText html={settings.post_checkout_message} />
        </Card>
      ) : null}
      {completed && settings?.online_event_connection_details ? (
        <Card title={t`How to join online`} titleLevel={2}>
          <OrganiserText html={settings.online_event_connection_details} />
        </Card>
      ) : null}
      {tickets.length > 0 && (completed || awaitingPayment) ? (
        <Card title={t`Tickets`} titleLevel={2}>
          <Stack gap="sm">
            <Stack as="ul" gap="sm">
              {tickets.map((ticket) => {
                const holder = name(ticket.first_name, ticket.last_name);
                const product = ticket.product?.title ?? "";
                return (
                  <li key={ticket.short_id}>
                    <Stack gap="xs">
                      <Link href={`/product/${eventId}/${encodeURIComponent(ticket.short_id)}`}>
                        {t`${product} for ${holder}`}
                      </Link>
                      {ticket.status === "CANCELLED" ? <Text tone="muted">{t`Cancelled`}</Text> : null}
                      {selfService && ticket.status !== "CANCELLED" ? (
                        <>
                          <SelfServiceEdit
                            order={self}
                            whose={{ ticket: ticket.short_id }}
                            person={{
                              first_name: ticket.first_name ?? "",
                              last_name: ticket.last_name ?? "",
                              email: ticket.email ?? "",
                            }}
                            label={t`Change the details of ${holder}`}
                          />
                          {ticket.status === "ACTIVE" ? (
                            <SelfServiceResend
                              order={self}
                              whose={{ ticket: ticket.short_id }}
                              to={ticket.email ?? ""}
                              label={t`Send ${holder}'s ticket again`}
                            />
                          ) : null}
                        </>
                      ) : null}
                    </Stack>
                  </li>
                );
              })}
            </Stack>
            <Link href={`/order/${eventId}/${encodeURIComponent(shortId)}/print`} variant="standalone">
              {t`Print all tickets`}
            </Link>
          </Stack>
        </Card>
      ) : null}
      <OrderSummary order={order} prices={priceDisplayModeOf(event.settings)} />
      {invoice ? (
        <Link
          href={`${apiUrlClient}/public/events/${eventId}/order/${encodeURIComponent(shortId)}/invoice`}
          variant="standalone"
        >
          {t`Download invoice ${invoice}`}
        </Link>
      ) : null}
      <OrderRefunds order={order} />
      <Link href={eventPagePath(event)} variant="standalone">
        {t`Back to the event`}
      </Link>
    </Stack>
  );
}

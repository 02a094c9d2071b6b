import { useLingui } from "@lingui/react/macro";
import { type Order, type PublicEvent, priceDisplayModeOf } from "@varco/domain";
import { Card, NativeButton, Stack, Text } from "@varco/ui";
import type { ReactNode } from "react";
import { OrderSummary } from "./OrderSummary";
import { CheckoutStepHeading } from "./ReservationCountdown";
import { OrganiserText } from "./RichText";

export interface CheckoutPaymentProps {
  order: Order;
  event: PublicEvent;
  /** `?failed=` of a card payment that came back refused (canceled, declined, …), else null. */
  failed: string | null;
  onExpired: () => void;
  /** Paying offline: the button's action, whether it runs, and what went wrong. */
  offline: { pay: () => void; isPending: boolean; problem: string | null };
  /** Card payment (Stripe), when the deployment and the event offer it. */
  card: ReactNode;
  /** For a page the server drew: the moment it was drawn (see `ReservationCountdown`). */
  drawnAt?: number | undefined;
}

/**
 * The payment step of a reserved order with the buyer's details: card (Stripe) or offline, as the
 * app's screen and the page the server draws show it.
 */
export function CheckoutPayment({
  order,
  event,
  failed,
  onExpired,
  offline,
  card,
  drawnAt,
}: CheckoutPaymentProps) {
  const { t } = useLingui();
  const offers = { offline: (event.settings?.payment_providers ?? []).includes("OFFLINE") };
  return (
    <Stack gap="lg">
      <CheckoutStepHeading
        title={t`Payment`}
        eventTitle={event.title}
        reservedUntil={order.reserved_until}
        onExpired={onExpired}
        startedAt={drawnAt}
      />
      {failed !== null ? (
        <Text as="p" tone="danger" role="alert">
          {failed === "canceled"
            ? t`The payment was cancelled. Try again or choose another way to pay.`
            : failed === "declined"
              ? t`The payment was declined or not authorised. Try again or choose another way to pay.`
              : t`The payment did not go through. Try again or choose another way to pay.`}
        </Text>
      ) : null}
      <OrderSummary order={order} prices={priceDisplayModeOf(event.settings)} />
      {card ? (
        <Card title={t`Pay by card`} titleLevel={2}>
          {card}
        </Card>
      ) : null}
      {offers.offline ? (
        <Card title={t`Pay offline`} titleLevel={2}>
          <Stack gap="md" align="start">
            {event.settings?.offline_payment_instructions ? (
              <OrganiserText html={event.settings.offline_payment_instructions} />
            ) : null}
            <Text as="p" tone="muted">
              {t`Your tickets are issued now and confirmed once the organiser receives your payment.`}
            </Text>
            {offline.problem ? (
              <Text as="p" tone="danger" role="alert">
                {offline.problem}
              </Text>
            ) : null}
            {/* A plain button: light enough for the page the server draws. */}
            <NativeButton onClick={offline.pay} disabled={offline.isPending} aria-busy={offline.isPending}>
              {t`I will pay offline`}
            </NativeButton>
          </Stack>
        </Card>
      ) : null}
      {!card && !offers.offline ? (
        <Text as="p" role="alert">
          {t`This event takes no payments online at the moment. Contact the organiser to buy tickets.`}
        </Text>
      ) : null}
    </Stack>
  );
}

import { useLingui } from "@lingui/react/macro";
import { useAwaitOfflinePayment } from "@varco/domain/swr";
import { Button, Card, Heading, SkeletonText, Stack, Text } from "@varco/ui";
import { lazy, Suspense, useCallback, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { failureMessage } from "../../forms/fieldErrors";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { checkoutPath, isSettled, useCheckoutArea } from "./checkoutArea";
import { OrderClosed } from "./OrderClosed";
import { OrderSummary, useMoney } from "./OrderSummary";
import { ReservationCountdown } from "./ReservationCountdown";
import { OrganiserText } from "./RichText";

// Stripe's scripts load only on this page, and only where card payment is offered.
const CardPayment = lazy(() => import("./CardPayment"));

/** /checkout/{eventId}/{orderShortId}/payment: pay by card (Stripe) or choose to pay offline. */
export function CheckoutPaymentScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Payment`);
  const navigate = useNavigate();
  const area = useCheckoutArea();
  const { order, event, eventId, shortId } = area;
  const { cardPaymentPublishableKey } = useRuntimeConfig();
  const [searchParams] = useSearchParams();
  const [expired, setExpired] = useState(Boolean(order.is_expired));
  const onExpired = useCallback(() => setExpired(true), []);
  const awaitOffline = useAwaitOfflinePayment();
  const [problem, setProblem] = useState<string | null>(null);
  const money = useMoney(order.currency);

  if (isSettled(order)) return <Navigate to={checkoutPath(eventId, shortId, "summary")} replace />;
  if (order.status !== "RESERVED" || expired) return <OrderClosed area={area} expired={expired} />;
  // Nothing to pay, or no details yet: the details come first.
  if (!order.is_payment_required || !order.email)
    return <Navigate to={checkoutPath(eventId, shortId, "details")} replace />;

  const providers = event.settings?.payment_providers ?? [];
  const card = Boolean(cardPaymentPublishableKey) && providers.includes("STRIPE");
  const offline = providers.includes("OFFLINE");
  const failed = searchParams.get("failed");
  const total = money(order.total_gross);

  const payOffline = async () => {
    setProblem(null);
    try {
      await awaitOffline.trigger(eventId, shortId);
    } catch (error) {
      setProblem(failureMessage(error, i18n));
      return;
    }
    await area.reload();
    navigate(checkoutPath(eventId, shortId, "summary"));
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t`Payment`}</Heading>
        <Text as="p" tone="muted">
          {event.title}
        </Text>
        <ReservationCountdown reservedUntil={order.reserved_until} onExpired={onExpired} />
      </Stack>
      {failed !== null ? (
        <Text as="p" tone="danger" role="alert">
          {failed === "canceled"
            ? t`The payment was cancelled. Try again or choose another way to pay.`
            : failed === "declined"
              ? t`The payment was declined or not authorised. Try again or choose another way to pay.`
              : t`The payment did not go through. Try again or choose another way to pay.`}
        </Text>
      ) : null}
      <OrderSummary order={order} />
      {card && cardPaymentPublishableKey ? (
        <Card title={t`Pay by card`} titleLevel={2}>
          <Suspense fallback={<SkeletonText lines={4} />}>
            <CardPayment
              eventId={eventId}
              shortId={shortId}
              publishableKey={cardPaymentPublishableKey}
              returnUrl={
                new URL(checkoutPath(eventId, shortId, "payment_return"), window.location.origin).href
              }
              payLabel={t`Pay ${total}`}
            />
          </Suspense>
        </Card>
      ) : null}
      {offline ? (
        <Card title={t`Pay offline`} titleLevel={2}>
          <Stack gap="md" align="start">
            {event.settings?.offline_payment_instructions ? (
              <OrganiserText html={event.settings.offline_payment_instructions} />
            ) : null}
            <Text as="p" tone="muted">
              {t`Your tickets are issued now and confirmed once the organiser receives your payment.`}
            </Text>
            {problem ? (
              <Text as="p" tone="danger" role="alert">
                {problem}
              </Text>
            ) : null}
            <Button onPress={() => void payOffline()} isPending={awaitOffline.isMutating}>
              {t`I will pay offline`}
            </Button>
          </Stack>
        </Card>
      ) : null}
      {!card && !offline ? (
        <Text as="p" role="alert">
          {t`This event takes no payments online at the moment. Contact the organiser to buy tickets.`}
        </Text>
      ) : null}
    </Stack>
  );
}

export { CheckoutPaymentScreen as Component };

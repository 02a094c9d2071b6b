import { useLingui } from "@lingui/react/macro";
import { usePublicOrder, useStripePaymentIntentStatus } from "@varco/domain/swr";
import { Heading, Link, Spinner, Stack, Text } from "@varco/ui";
import { useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { checkoutPath, isSettled, useCheckoutArea } from "./checkoutArea";

/** How often the order is read again while the payment is being confirmed, and for how long. */
const pollEveryMs = 2000;
const waitAtMostMs = 60_000;

/** Stripe's payment-intent statuses that mean the payment will not go through as it is. */
const refusedIntents = ["requires_payment_method", "canceled"];

/**
 * /checkout/{eventId}/{orderShortId}/payment_return: where Stripe sends the buyer back. The order
 * is read again until its payment is received (→ summary) or refused (→ payment, with the reason).
 */
export function CheckoutPaymentReturnScreen() {
  const { t } = useLingui();
  usePageTitle(t`Confirming your payment`);
  const area = useCheckoutArea();
  const { eventId, shortId } = area;
  const [waited, setWaited] = useState(false);
  // Each read asks the server again (the usual 60 s of reuse would swallow the polls), in a tab
  // left in the background too: the answer decides where the buyer goes.
  const polling = {
    refreshInterval: waited ? 0 : pollEveryMs,
    dedupingInterval: pollEveryMs / 2,
    refreshWhenHidden: true,
  };
  // Read without the event (the layout has it): a key of its own, so these reads are not taken
  // for repeats of the layout's.
  const order = usePublicOrder(eventId, shortId, {}, polling).data ?? area.order;
  const intent = useStripePaymentIntentStatus(eventId, shortId, polling).data;
  const navigate = useNavigate();
  const settled = isSettled(order) || isSettled(area.order);
  const { reload } = area;

  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), waitAtMostMs);
    return () => window.clearTimeout(timer);
  }, []);

  // Paid: the layout's order is read again before the summary shows it.
  useEffect(() => {
    if (!settled) return;
    void reload().then(() => navigate(checkoutPath(eventId, shortId, "summary"), { replace: true }));
  }, [settled, reload, navigate, eventId, shortId]);

  if (settled) return null;
  if (order.payment_status === "PAYMENT_FAILED" || (intent && refusedIntents.includes(intent.status))) {
    const reason = intent?.status === "canceled" ? "canceled" : "declined";
    return <Navigate to={`${checkoutPath(eventId, shortId, "payment")}?failed=${reason}`} replace />;
  }

  return (
    <Stack gap="md" align="start">
      <Heading level={1}>{t`Confirming your payment`}</Heading>
      {waited ? (
        <>
          <Text as="p" role="status">
            {t`Your payment has not been confirmed yet. It can take a few minutes: your tickets will be sent by email once it is.`}
          </Text>
          <Link href={checkoutPath(eventId, shortId, "summary")} variant="standalone">
            {t`See your order`}
          </Link>
        </>
      ) : (
        <Stack gap="sm" align="start" role="status">
          <Spinner label={t`Confirming your payment`} />
          <Text as="p">{t`This takes a few seconds. Please keep this page open.`}</Text>
        </Stack>
      )}
    </Stack>
  );
}

export { CheckoutPaymentReturnScreen as Component };

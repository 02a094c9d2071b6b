import { useLingui } from "@lingui/react/macro";
import { useAwaitOfflinePayment } from "@varco/domain/swr";
import { SkeletonText } from "@varco/ui";
import { lazy, Suspense, useCallback, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { failureMessage } from "../../forms/fieldErrors";
import { loadServerReasons } from "../../forms/reasonWords";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { CheckoutPayment } from "./CheckoutPayment";
import { checkoutPath, isSettled, useCheckoutArea } from "./checkoutArea";
import { OrderClosed } from "./OrderClosed";
import { useMoney } from "./OrderSummary";

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
  const total = money(order.total_gross);

  const payOffline = async () => {
    setProblem(null);
    try {
      await awaitOffline.trigger(eventId, shortId);
    } catch (error) {
      await loadServerReasons(i18n);
      setProblem(failureMessage(error, i18n));
      return;
    }
    await area.reload();
    navigate(checkoutPath(eventId, shortId, "summary"));
  };

  return (
    <CheckoutPayment
      order={order}
      event={event}
      failed={searchParams.get("failed")}
      onExpired={onExpired}
      offline={{ pay: () => void payOffline(), isPending: awaitOffline.isMutating, problem }}
      card={
        card && cardPaymentPublishableKey ? (
          <Suspense fallback={<SkeletonText lines={4} />}>
            <CardPayment
              eventId={eventId}
              shortId={shortId}
              publishableKey={cardPaymentPublishableKey}
              returnUrl={returnUrlOf(checkoutPath(eventId, shortId, "payment_return"), area.session)}
              payLabel={t`Pay ${total}`}
            />
          </Suspense>
        ) : null
      }
    />
  );
}

export { CheckoutPaymentScreen as Component };

/** Where the bank sends the buyer back: the return step, with the session the tab's address named. */
function returnUrlOf(path: string, session: string | undefined): string {
  const url = new URL(path, window.location.origin);
  if (session) url.searchParams.set("session_identifier", session);
  return url.href;
}

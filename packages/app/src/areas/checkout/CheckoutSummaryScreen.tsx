import { Navigate } from "react-router-dom";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { CheckoutSummary, useSummaryTitle } from "./CheckoutSummary";
import { checkoutPath, useCheckoutArea } from "./checkoutArea";

/** /checkout/{eventId}/{orderShortId}/summary: the order bought, its tickets, what happens next. */
export function CheckoutSummaryScreen() {
  const { order, event, eventId, shortId } = useCheckoutArea();
  usePageTitle(useSummaryTitle(order));
  if (order.status === "RESERVED") return <Navigate to={checkoutPath(eventId, shortId, "details")} replace />;
  return <CheckoutSummary order={order} event={event} eventId={eventId} shortId={shortId} />;
}

export { CheckoutSummaryScreen as Component };

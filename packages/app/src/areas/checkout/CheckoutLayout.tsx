import { useLingui } from "@lingui/react/macro";
import type { PublicEvent } from "@varco/domain";
import { usePublicOrder } from "@varco/domain/swr";
import { useState } from "react";
import { Outlet, useParams, useSearchParams } from "react-router-dom";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath } from "../public/PublicPage";
import { PublicRead } from "../public/PublicRead";
import type { CheckoutArea, CheckoutOrder } from "./checkoutArea";

/**
 * The frame of a checkout (`/checkout/:eventId/:orderShortId/*`): the order with its event, read
 * once for every step; an unknown order (or one of another event) is not found.
 */
export function CheckoutLayout() {
  const { t } = useLingui();
  const { eventId, orderShortId } = useParams();
  const id = idFromPath(eventId);
  // A card payment the widget opened in a tab of its own names its session in the address: every
  // call of the tab sends it (main.tsx), and so does the address the bank sends the buyer back to.
  const [search] = useSearchParams();
  const [session] = useState(() => search.get("session_identifier") ?? undefined);
  const order = usePublicOrder(id ?? undefined, orderShortId, {
    include: ["event"],
    session_identifier: session,
  });

  if (id === null || !orderShortId) return <PublicFailure error={null} />;
  return (
    <PublicRead
      query={order}
      keepOnError
      loadingLabel={t`Loading your order`}
      failure={t`Your order could not be loaded.`}
      lines={6}
      titled
    >
      {(found) => {
        const withEvent = found as CheckoutOrder;
        if (!withEvent.event) return <PublicFailure error={null} />;
        const area: CheckoutArea = {
          eventId: id,
          shortId: orderShortId,
          order: withEvent,
          event: withEvent.event as PublicEvent,
          reload: order.mutate,
          session,
        };
        return <Outlet context={area} />;
      }}
    </PublicRead>
  );
}

export { CheckoutLayout as Component };

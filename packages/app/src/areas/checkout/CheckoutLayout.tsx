import { useLingui } from "@lingui/react/macro";
import type { PublicEvent } from "@varco/domain";
import { usePublicOrder } from "@varco/domain/swr";
import { SkeletonText } from "@varco/ui";
import { Outlet, useLocation, useParams } from "react-router-dom";
import { DeferredLocaleSwitcher } from "../../shell/DeferredLocaleSwitcher";
import { QueryView } from "../../shell/QueryView";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath, PublicPage } from "../public/PublicPage";
import type { CheckoutArea, CheckoutOrder } from "./checkoutArea";

/**
 * The frame of a checkout (`/checkout/:eventId/:orderShortId/*`): the order with its event, read
 * once for every step; an unknown order (or one of another event) is not found.
 */
export function CheckoutLayout() {
  const { t } = useLingui();
  const { eventId, orderShortId } = useParams();
  const { pathname } = useLocation();
  const id = idFromPath(eventId);
  const order = usePublicOrder(id ?? undefined, orderShortId, { include: ["event"] });

  if (id === null || !orderShortId) return <PublicFailure error={null} />;
  if (order.error && order.data === undefined) return <PublicFailure error={order.error} />;
  return (
    <PublicPage pathname={pathname} languageSwitch={<DeferredLocaleSwitcher />}>
      <QueryView
        query={order}
        loadingLabel={t`Loading your order`}
        failure={t`Your order could not be loaded.`}
        placeholder={
          <>
            <SkeletonText lines={1} lastLineWidth="60%" />
            <SkeletonText lines={6} />
          </>
        }
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
          };
          return <Outlet context={area} />;
        }}
      </QueryView>
    </PublicPage>
  );
}

export { CheckoutLayout as Component };

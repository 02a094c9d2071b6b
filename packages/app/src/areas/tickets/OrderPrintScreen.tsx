import { useLingui } from "@lingui/react/macro";
import { usePublicOrder } from "@varco/domain/swr";
import { useParams } from "react-router-dom";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath } from "../public/PublicPage";
import { PublicRead } from "../public/PublicRead";
import { OrderPrint, type OrderWithEvent } from "./TicketView";

/** /order/{eventId}/{orderShortId}/print: every ticket of an order, one per sheet. */
export function OrderPrintScreen() {
  const { t } = useLingui();
  const { eventId, orderShortId } = useParams();
  const id = idFromPath(eventId);
  const order = usePublicOrder(id ?? undefined, orderShortId, { include: ["event"] });

  if (id === null) return <PublicFailure error={null} />;
  return (
    <PublicRead
      query={order}
      loadingLabel={t`Loading the order`}
      failure={t`The order could not be loaded.`}
      lines={6}
      framed={false}
    >
      {(found) => {
        const { event } = found as OrderWithEvent;
        return event ? <OrderPrint order={found} event={event} /> : <PublicFailure error={null} />;
      }}
    </PublicRead>
  );
}

export { OrderPrintScreen as Component };

import { useLingui } from "@lingui/react/macro";
import { usePublicOrder } from "@varco/domain/swr";
import { Box, SkeletonText } from "@varco/ui";
import { useParams } from "react-router-dom";
import { QueryView } from "../../shell/QueryView";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath } from "../public/PublicPage";
import { OrderPrint, type OrderWithEvent } from "./TicketView";

/** /order/{eventId}/{orderShortId}/print: every ticket of an order, one per sheet. */
export function OrderPrintScreen() {
  const { t } = useLingui();
  const { eventId, orderShortId } = useParams();
  const id = idFromPath(eventId);
  const order = usePublicOrder(id ?? undefined, orderShortId, { include: ["event"] });

  if (id === null) return <PublicFailure error={null} />;
  if (order.error) return <PublicFailure error={order.error} />;
  return (
    <QueryView
      query={order}
      loadingLabel={t`Loading the order`}
      failure={t`The order could not be loaded.`}
      placeholder={
        <Box as="main" padding="lg">
          <SkeletonText lines={6} />
        </Box>
      }
    >
      {(found) => {
        const { event } = found as OrderWithEvent;
        return event ? <OrderPrint order={found} event={event} /> : <PublicFailure error={null} />;
      }}
    </QueryView>
  );
}

export { OrderPrintScreen as Component };

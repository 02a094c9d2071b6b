import { useLingui } from "@lingui/react/macro";
import type { Order, PublicEvent } from "@varco/domain";
import { usePublicOrder } from "@varco/domain/swr";
import { Box, SkeletonText } from "@varco/ui";
import { useParams } from "react-router-dom";
import { QueryView } from "../../shell/QueryView";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath } from "../public/PublicPage";
import { TicketSheets } from "./TicketView";

/** The public order with the event it was read with (`?include=event`). */
export type OrderWithEvent = Order & { event?: PublicEvent };

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
      {(found) => <OrderSheets order={found as OrderWithEvent} eventId={id} />}
    </QueryView>
  );
}

export function OrderSheets({ order, eventId }: { order: OrderWithEvent; eventId: number }) {
  const { t } = useLingui();
  if (!order.event) return <PublicFailure error={null} />;
  return (
    <TicketSheets
      event={order.event}
      tickets={order.attendees ?? []}
      order={order}
      backTo={{
        href: `/event/${eventId}/${encodeURIComponent(order.event.slug)}`,
        label: t`Back to the event`,
      }}
    />
  );
}

export { OrderPrintScreen as Component };

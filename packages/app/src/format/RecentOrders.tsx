import { useLingui } from "@lingui/react/macro";
import type { Order, Paginated } from "@varco/domain";
import { EmptyState, Heading, Inline, Link, Stack, Text } from "@varco/ui";
import { useId } from "react";
import { QueryView, type ViewedQuery } from "../shell/QueryView";
import { buyerNameOf, OrderStatusBadge, type useSaleFormats } from "./orderWords";

/**
 * A dashboard's newest orders: who bought, when, for how much, where each stands; each links to
 * its event's orders screen with the order open, and `allOrders` (when given) to all of them.
 */
export function RecentOrders({
  orders,
  format,
  emptyDescription,
  allOrders,
  eventId,
}: {
  orders: ViewedQuery<Paginated<Order>>;
  format: ReturnType<typeof useSaleFormats>;
  /** Which orders appear when there are some ("The newest orders appear here."). */
  emptyDescription: string;
  allOrders?: string;
  /** The event whose orders these are; else each order names its own. */
  eventId?: number;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={2} id={headingId}>
          {t`Recent orders`}
        </Heading>
        {allOrders ? (
          <Link href={allOrders} variant="standalone">
            {t`All orders`}
          </Link>
        ) : null}
      </Inline>
      <QueryView
        query={orders}
        loadingLabel={t`Loading orders`}
        failure={t`The orders could not be loaded.`}
        rowHeight={48}
      >
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState titleLevel={3} size="sm" title={t`No orders yet`} description={emptyDescription} />
          ) : (
            <Stack as="ul" gap="sm">
              {data.map((order) => (
                <li key={order.public_id}>
                  <Inline gap="md" align="center" justify="between" wrap>
                    <Stack gap="xs">
                      <Link href={`/manage/event/${eventId ?? order.event_id}/orders?order=${order.id}`}>
                        {`${order.public_id} · ${buyerNameOf(order)}`}
                      </Link>
                      {order.created_at ? (
                        <Text tone="muted" size="sm">
                          {format.moment(order.created_at)}
                        </Text>
                      ) : null}
                    </Stack>
                    <Inline gap="sm" align="center">
                      <Text weight="medium">{format.money(order.total_gross, order.currency)}</Text>
                      <OrderStatusBadge order={order} />
                    </Inline>
                  </Inline>
                </li>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

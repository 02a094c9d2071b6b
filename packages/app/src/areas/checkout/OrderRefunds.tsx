import { useLingui } from "@lingui/react/macro";
import type { Order } from "@varco/domain";
import { Card, SummaryList } from "@varco/ui";
import { useMoney } from "./OrderSummary";

/**
 * What happened to the order's money and tickets after the sale, as its buyer reads it: where its
 * refunds stand, how much came back, each ticket cancelled, and the total as it now stands.
 * Nothing for an order with no refund and no ticket cancelled.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const { t } = useLingui();
  const money = useMoney(order.currency);
  const refunded = order.total_refunded ?? 0;
  const cancelled = (order.attendees ?? []).filter((ticket) => ticket.status === "CANCELLED");
  if (!order.refund_status && refunded === 0 && cancelled.length === 0) return null;
  const statusWords: Record<NonNullable<Order["refund_status"]>, string> = {
    REFUNDED: t({ message: "Refunded", context: "refund status" }),
    PARTIALLY_REFUNDED: t`Partially refunded`,
    REFUND_PENDING: t`Refund on its way`,
    REFUND_FAILED: t`Refund not completed: contact the organiser`,
  };
  const name = (first: string, last: string) => [first, last].filter(Boolean).join(" ");
  // Rounded to the currency's minor unit: decimals subtracted as floats drift in their last digits.
  const scale =
    10 **
    (new Intl.NumberFormat("en", { style: "currency", currency: order.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2);
  const standing = Math.round((order.total_gross - refunded) * scale) / scale;
  return (
    <Card title={t`Refunds and cancellations`} titleLevel={2}>
      <SummaryList
        rows={[
          ...(order.refund_status
            ? [{ key: "status", label: t`Refund status`, value: statusWords[order.refund_status] }]
            : []),
          ...(refunded > 0 ? [{ key: "refunded", label: t`Amount refunded`, value: money(refunded) }] : []),
          ...cancelled.map((ticket) => {
            const holder = name(ticket.first_name, ticket.last_name);
            const product = ticket.product?.title ?? "";
            const back = ticket.amount_refunded ?? 0;
            const backText = money(back);
            return {
              key: `cancelled-${ticket.short_id}`,
              label: t`${product} for ${holder}`,
              value: back > 0 ? t`Cancelled, ${backText} refunded` : t`Cancelled`,
            };
          }),
        ]}
        total={{ label: t`Total after refunds`, value: money(standing) }}
      />
    </Card>
  );
}

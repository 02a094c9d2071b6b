import { useLingui } from "@lingui/react/macro";
import type { Order } from "@varco/domain";
import { Card, SummaryList } from "@varco/ui";
import { useLocaleControls } from "../../i18n/LocaleProvider";

/** Amounts as the order carries them (decimal major units), in the reader's language. */
export function useMoney(currency: string): (amount: number) => string {
  const { bcp47 } = useLocaleControls();
  const format = new Intl.NumberFormat(bcp47, { style: "currency", currency });
  return (amount) => format.format(amount);
}

/** What the buyer is buying: each item, the subtotal, each fee and tax by name, the total. */
export function OrderSummary({ order, titleLevel = 2 }: { order: Order; titleLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const money = useMoney(order.currency);
  const items = order.order_items ?? [];
  const rollup = order.taxes_and_fees_rollup ?? { taxes: [], fees: [] };
  const rate = (value: number | undefined) => (value === undefined ? "" : ` (${value}%)`);
  return (
    <Card title={t`Order summary`} titleLevel={titleLevel}>
      <SummaryList
        rows={[
          ...items.map((item, index) => ({
            key: `item-${index}`,
            label: `${item.quantity} × ${item.item_name}`,
            value: money(item.total_before_additions),
          })),
          { key: "subtotal", label: t`Subtotal`, value: money(order.total_before_additions) },
          ...rollup.fees.map((fee, index) => ({
            key: `fee-${index}`,
            label: `${fee.name}${fee.type === "PERCENTAGE" ? rate(fee.rate) : ""}`,
            value: money(fee.value),
          })),
          ...rollup.taxes.map((tax, index) => ({
            key: `tax-${index}`,
            label: `${tax.name}${tax.type === "PERCENTAGE" ? rate(tax.rate) : ""}`,
            value: money(tax.value),
          })),
        ]}
        total={{ label: t`Total`, value: money(order.total_gross) }}
      />
    </Card>
  );
}

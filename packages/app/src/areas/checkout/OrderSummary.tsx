import { useLingui } from "@lingui/react/macro";
import type { Order, OrderItem } from "@varco/domain";
import { Card, SummaryList } from "@varco/ui";
import { useLocaleControls } from "../../i18n/LocaleProvider";

/** Amounts as the order carries them (decimal major units), in the reader's language. */
export function useMoney(currency: string): (amount: number) => string {
  const { bcp47 } = useLocaleControls();
  const format = new Intl.NumberFormat(bcp47, { style: "currency", currency });
  return (amount) => format.format(amount);
}

/** An item's amount before its promo discount (its undiscounted price × quantity). */
function beforeDiscountOf(item: OrderItem): number {
  if (item.total_before_discount != null) return item.total_before_discount;
  if (item.price_before_discount == null) return item.total_before_additions;
  return item.price_before_discount * item.quantity;
}

/**
 * What the buyer is buying: each item at its price before a promo code, the code and what it took
 * off, the subtotal, each fee and tax by name, the total. The lines add up as written
 * (docs/rules/prices.md, "What a buyer sees of a discount").
 */
export function OrderSummary({ order, titleLevel = 2 }: { order: Order; titleLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const { currency } = order;
  const money = useMoney(currency);
  const items = order.order_items ?? [];
  const rollup = order.taxes_and_fees_rollup ?? { taxes: [], fees: [] };
  const rate = (value: number | undefined) => (value === undefined ? "" : ` (${value}%)`);
  const code = order.promo_code;
  // Rounded to the currency's minor unit, since decimals added as floats drift in their last
  // digits. (Not the domain's minorUnits: importing it here would split it out of the public
  // event page's chunk into one more download.)
  const scale =
    10 **
    (new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2);
  const saved = code
    ? Math.round(
        items.reduce((sum, item) => sum + beforeDiscountOf(item) - item.total_before_additions, 0) * scale,
      ) / scale
    : 0;
  return (
    <Card title={t`Order summary`} titleLevel={titleLevel}>
      <SummaryList
        rows={[
          ...items.map((item, index) => ({
            key: `item-${index}`,
            label: `${item.quantity} × ${item.item_name}`,
            value: money(code ? beforeDiscountOf(item) : item.total_before_additions),
          })),
          ...(code
            ? [
                {
                  key: "promo",
                  label: t`Promo code ${code}`,
                  value: saved > 0 ? money(-saved) : t`Applied`,
                },
              ]
            : []),
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

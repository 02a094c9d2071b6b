import { useLingui } from "@lingui/react/macro";
import { type Order, type OrderItem, type PriceDisplayMode, shownPrice } from "@varco/domain";
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
export function OrderSummary({
  order,
  prices,
  titleLevel = 2,
}: {
  order: Order;
  /** How the event shows prices (`priceDisplayModeOf` its settings). */
  prices: PriceDisplayMode;
  titleLevel?: 2 | 3;
}) {
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
  // With prices shown with their taxes and fees, each item shows what it costs after the code, the
  // code's line only that it applies, and the taxes and fees as included in the total
  // (docs/rules/prices.md, "How prices are shown").
  const inclusive = prices === "INCLUSIVE";
  const charge = (included: string) => (inclusive ? t`incl. ${included}` : included);
  const itemValue = (item: OrderItem) =>
    inclusive
      ? shownPrice(prices, item.total_before_additions, (item.total_tax ?? 0) + (item.total_service_fee ?? 0))
          .amount
      : code
        ? beforeDiscountOf(item)
        : item.total_before_additions;
  return (
    <Card title={t`Order summary`} titleLevel={titleLevel}>
      <SummaryList
        rows={[
          ...items.map((item, index) => ({
            key: `item-${index}`,
            label: `${item.quantity} × ${item.item_name}`,
            value: money(itemValue(item)),
          })),
          ...(code
            ? [
                {
                  key: "promo",
                  label: t`Promo code ${code}`,
                  value: saved > 0 && !inclusive ? money(-saved) : t`Applied`,
                },
              ]
            : []),
          ...(inclusive
            ? []
            : [{ key: "subtotal", label: t`Subtotal`, value: money(order.total_before_additions) }]),
          ...rollup.fees.map((fee, index) => ({
            key: `fee-${index}`,
            label: charge(`${fee.name}${fee.type === "PERCENTAGE" ? rate(fee.rate) : ""}`),
            value: money(fee.value),
          })),
          ...rollup.taxes.map((tax, index) => ({
            key: `tax-${index}`,
            label: charge(`${tax.name}${tax.type === "PERCENTAGE" ? rate(tax.rate) : ""}`),
            value: money(tax.value),
          })),
        ]}
        total={{ label: t`Total`, value: money(order.total_gross) }}
      />
    </Card>
  );
}

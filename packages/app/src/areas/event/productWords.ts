import { useLingui } from "@lingui/react/macro";
import type { Product, ProductPriceType, ProductType } from "@varco/domain";
import type { BadgeTone } from "@varco/ui";
import { useLocaleControls } from "../../i18n/LocaleProvider";

/** Where a product stands for buyers, as the organiser reads it on the products screen. */
export type ProductState =
  | "hidden"
  | "promo_only"
  | "not_yet_on_sale"
  | "sale_ended"
  | "sold_out"
  | "on_sale";

/**
 * The product's state from the flags the server worked out: being hidden (or shown only with a
 * promo code) comes first, then the buyer's order — not yet on sale, sale ended, sold out, on sale.
 */
export function productStateOf(product: Product): ProductState {
  if (product.is_hidden) return "hidden";
  if (product.is_hidden_without_promo_code) return "promo_only";
  if (product.is_before_sale_start_date) return "not_yet_on_sale";
  if (product.is_after_sale_end_date) return "sale_ended";
  if (product.is_sold_out) return "sold_out";
  return "on_sale";
}

export const stateTones: Record<ProductState, BadgeTone> = {
  hidden: "neutral",
  promo_only: "info",
  not_yet_on_sale: "warning",
  sale_ended: "neutral",
  sold_out: "danger",
  on_sale: "success",
};

/** The words of a product's kinds and states, in the current locale. */
export function useProductWords() {
  const { t } = useLingui();
  const priceType: Record<ProductPriceType, string> = {
    PAID: t`Paid`,
    FREE: t`Free`,
    DONATION: t`Donation`,
    TIERED: t`Tiered`,
  };
  const productType: Record<ProductType, string> = { TICKET: t`Ticket`, GENERAL: t`General product` };
  const state: Record<ProductState, string> = {
    hidden: t`Hidden`,
    promo_only: t`Promo code only`,
    not_yet_on_sale: t`Not yet on sale`,
    sale_ended: t`Sale ended`,
    sold_out: t`Sold out`,
    on_sale: t`On sale`,
  };
  return { priceType, productType, state };
}

/** An amount in major units, in the event's currency and the user's locale ("€12.50"). */
export function useMoney(currency: string) {
  const { bcp47 } = useLocaleControls();
  const format = new Intl.NumberFormat(bcp47, { style: "currency", currency });
  return (amount: number) => format.format(amount);
}

import { useLingui } from "@lingui/react/macro";
import { type Event, maxPerPage, type Product, type PromoCode } from "@varco/domain";
import { useDeletePromoCode, useProductCategories, usePromoCodes } from "@varco/domain/swr";
import { Badge, Cell, CopyButton, Inline, Text } from "@varco/ui";
import { usableTimeZone } from "../../format/zonedTime";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { EditableTable } from "../../shell/EditableTable";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { useEditableList } from "../../shell/useEditableList";
import { shareableAddressOf, useEventArea } from "./eventArea";
import { PromoCodeDialog } from "./PromoCodeDialog";
import { useMoney } from "./productWords";

/** Enough for every code of an event on one page. */
const listParams = { per_page: maxPerPage };

/** The public page with the code in its address: opening it applies the code for the buyer. */
export function promoLinkOf(event: Event, code: string, frontendUrl: string | null, origin: string): string {
  const url = new URL(shareableAddressOf(event, frontendUrl, origin));
  url.searchParams.set("promo_code", code);
  return url.href;
}

/** How a code changes a price, as the organiser reads it: "−20%", "−€5.00", or "Access only". */
function useDiscountText(currency: string) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const money = useMoney(currency);
  const percent = new Intl.NumberFormat(bcp47, { style: "percent", maximumFractionDigits: 2 });
  return (code: PromoCode) => {
    if (code.discount_type === "NONE") return t`Access only`;
    // A true minus sign: the amount comes off the price.
    return `\u2212${code.discount_type === "PERCENTAGE" ? percent.format(code.discount / 100) : money(code.discount)}`;
  };
}

/**
 * `/manage/event/:eventId/promo-codes`: the event's promo codes (what each takes off, how often it
 * was used, until when, on which products), a link that applies each one, and their dialogs.
 */
export function PromoCodesScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  const { frontendUrl } = useRuntimeConfig();
  const { bcp47 } = useLocaleControls();
  const title = t`Promo codes`;
  usePageTitle(`${title} · ${event.title}`);
  const read = usePromoCodes(event.id, listParams);
  const categories = useProductCategories(event.id);
  const remove = useDeletePromoCode();
  const list = useEditableList<PromoCode>();
  const discountOf = useDiscountText(event.currency);
  const products: Product[] = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const titles = new Map(products.map((product) => [product.id, product.title]));
  const zone = usableTimeZone(event.timezone);
  const dateTime = new Intl.DateTimeFormat(bcp47, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone,
  });
  const now = Date.now();

  return (
    <EditableTable
      list={list}
      title={title}
      addLabel={t`Add a promo code`}
      intro={t`A promo code takes a percentage or an amount off the price, or only unlocks products shown to its holders. Share its link: opening it applies the code.`}
      read={read}
      items={read.data?.data}
      failure={t`The promo codes could not be loaded.`}
      columns={[
        { id: "code", label: t`Promo code` },
        { id: "discount", label: t`Discount` },
        { id: "uses", label: t`Uses` },
        { id: "expiry", label: t`Expires` },
        { id: "products", label: t`Products` },
      ]}
      dependencies={[discountOf, titles, dateTime]}
      empty={{
        title: t`No promo codes yet`,
        description: t`Add one to give a discount, or to unlock products only its holders see.`,
      }}
      row={(item) => {
        const code = item.code;
        const used = item.order_usage_count;
        const max = item.max_allowed_usages;
        const applies = item.applicable_product_ids ?? [];
        const isExpired = item.expiry_date !== null && Date.parse(item.expiry_date) <= now;
        return {
          name: code,
          cells: (
            <>
              <Cell>{discountOf(item)}</Cell>
              <Cell>{max === null ? String(used) : t`${used} of ${max}`}</Cell>
              <Cell>
                {item.expiry_date === null ? (
                  <Text tone="muted">{t`Never`}</Text>
                ) : (
                  <Inline gap="xs" align="center" wrap>
                    <time dateTime={item.expiry_date}>{dateTime.format(new Date(item.expiry_date))}</time>
                    {isExpired ? <Badge tone="neutral">{t`Expired`}</Badge> : null}
                  </Inline>
                )}
              </Cell>
              <Cell>
                {applies.length === 0
                  ? t`All products`
                  : applies.map((id) => titles.get(id) ?? `#${id}`).join(", ")}
              </Cell>
            </>
          ),
          actions: (
            <EditAndDelete name={code} {...list.rowActions(item)}>
              <CopyButton
                value={promoLinkOf(event, code, frontendUrl, window.location.origin)}
                label={t`Copy the link with ${code}`}
                copiedLabel={t`Link copied`}
                iconOnly
              />
            </EditAndDelete>
          ),
        };
      }}
      editor={(existing, done) => (
        <PromoCodeDialog event={event} products={products} existing={existing} onDone={done} />
      )}
      deletion={{
        nameOf: (item) => item.code,
        title: t`Delete this promo code?`,
        message: (code) =>
          t`${{ code }} will stop working, for its link too. Orders already placed keep their discount.`,
        remove: (item) => remove.trigger(event.id, item.id),
        deleted: (code) => t`${code} was deleted.`,
      }}
    />
  );
}

export { PromoCodesScreen as Component };

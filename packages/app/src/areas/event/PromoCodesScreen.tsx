import { useLingui } from "@lingui/react/macro";
import { type Event, maxPerPage, type Product, type PromoCode } from "@varco/domain";
import { useDeletePromoCode, useProductCategories, usePromoCodes } from "@varco/domain/swr";
import {
  Badge,
  Button,
  Cell,
  Column,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  Heading,
  Inline,
  Modal,
  PlusIcon,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { usableTimeZone } from "../../format/zonedTime";
import { failureMessage } from "../../forms/fieldErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { QueryFailure, readFailed } from "../../shell/QueryView";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
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
  const { t, i18n } = useLingui();
  const { event } = useEventArea();
  const { frontendUrl } = useRuntimeConfig();
  const { bcp47 } = useLocaleControls();
  const title = t`Promo codes`;
  usePageTitle(`${title} · ${event.title}`);
  const list = usePromoCodes(event.id, listParams);
  const categories = useProductCategories(event.id);
  const remove = useDeletePromoCode();
  const [editing, setEditing] = useState<PromoCode | "new" | null>(null);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
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
  const deletingCode = deleting?.code ?? "";

  const confirmDelete = async () => {
    if (!deleting) return;
    const code = deleting.code;
    try {
      await remove.trigger(event.id, deleting.id);
      toasts.show({ tone: "success", message: t`${code} was deleted.` });
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
      throw error;
    }
  };

  return (
    <Stack gap="lg" padding="lg">
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={1}>{title}</Heading>
        <Button iconStart={<PlusIcon size={16} />} onPress={() => setEditing("new")}>
          {t`Add a promo code`}
        </Button>
      </Inline>
      <Text as="p" tone="muted">
        {t`A promo code takes a percentage or an amount off the price, or only unlocks products shown to its holders. Share its link: opening it applies the code.`}
      </Text>
      {readFailed(list) ? (
        <QueryFailure query={list} failure={t`The promo codes could not be loaded.`} />
      ) : (
        <Table aria-label={title} isLoading={!list.data} loadingLabel={t`Loading`}>
          <TableHeader>
            <Column id="code" isRowHeader>
              {t`Promo code`}
            </Column>
            <Column id="discount">{t`Discount`}</Column>
            <Column id="uses">{t`Uses`}</Column>
            <Column id="expiry">{t`Expires`}</Column>
            <Column id="products">{t`Products`}</Column>
            <Column id="actions">{t`Actions`}</Column>
          </TableHeader>
          <TableBody
            items={list.data?.data ?? []}
            dependencies={[discountOf, titles, dateTime]}
            renderEmptyState={() => (
              <EmptyState
                size="sm"
                titleLevel="none"
                title={t`No promo codes yet`}
                description={t`Add one to give a discount, or to unlock products only its holders see.`}
              />
            )}
          >
            {(item) => {
              const code = item.code;
              const used = item.order_usage_count;
              const max = item.max_allowed_usages;
              const applies = item.applicable_product_ids ?? [];
              const isExpired = item.expiry_date !== null && Date.parse(item.expiry_date) <= now;
              return (
                <Row id={item.id}>
                  <Cell>
                    <Text weight="medium">{code}</Text>
                  </Cell>
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
                  <Cell>
                    <EditAndDelete
                      name={code}
                      onEdit={() => setEditing(item)}
                      onDelete={() => setDeleting(item)}
                    >
                      <CopyButton
                        value={promoLinkOf(event, code, frontendUrl, window.location.origin)}
                        label={t`Copy the link with ${code}`}
                        copiedLabel={t`Link copied`}
                        iconOnly
                      />
                    </EditAndDelete>
                  </Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      )}

      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        isDismissable={false}
      >
        {editing === null ? null : (
          <PromoCodeDialog
            key={editing === "new" ? "new" : editing.id}
            event={event}
            products={products}
            existing={editing === "new" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t`Delete this promo code?`}
        message={t`${{ code: deletingCode }} will stop working, for its link too. Orders already placed keep their discount.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

export { PromoCodesScreen as Component };

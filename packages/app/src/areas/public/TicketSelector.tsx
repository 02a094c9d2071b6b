import { useLingui } from "@lingui/react/macro";
import { type ApiClient, type Order, orderTotals, type PublicEvent, shownPrice } from "@varco/domain";
import { Heading, NativeButton, Stack, SummaryList, Text } from "@varco/ui";
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from "react";
import { useGo } from "../../shell/navigation";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { ProductItem } from "./ProductItem";
import type { PromoCodeFieldProps } from "./PromoCodeField";
import type { ReservationRefusal } from "./reserveSelection";

import { formatsFor } from "./ticketFormats";
import {
  linesOf,
  parseAmount,
  type Quantities,
  rememberAffiliate,
  reservationBodyOf,
  type ShownCategory,
} from "./ticketSelection";
export interface TicketSelectorProps {
  event: PublicEvent;
  categories: ShownCategory[];
  /** The reader's language (BCP 47). */
  locale: string;
  /** The promo code in effect (already checked), sent with the reservation. */
  promoCode?: string | null;
  /** The app's API client where the app runs; a page the server drew makes its own. */
  client?: ApiClient | null;
  /** A promo code was applied here: the event as it reads with it. */
  onPromoApplied: (event: PublicEvent, code: string) => void;
  /** The words of the button that reserves (an embedding site's own); default "Continue". */
  continueLabel?: string | undefined;
  /** Where the buyer goes once the tickets are reserved; default the checkout's details step. */
  onReserved?: ((order: Order) => void) | undefined;
  /** The promo code's field: the event page's, or one the widget loads when asked for. */
  PromoField: ComponentType<PromoCodeFieldProps>;
}

/**
 * The products of an event's public page, by category, with a quantity for each price, a running
 * total worked out by the domain's price rules, and the way on to checkout. Plain HTML controls:
 * the server draws them with the prices and states, readable before the page's script runs.
 */
export function TicketSelector({
  event,
  categories,
  locale,
  promoCode = null,
  client = null,
  onPromoApplied,
  continueLabel,
  onReserved,
  PromoField,
}: TicketSelectorProps) {
  const { t, i18n } = useLingui();
  const go = useGo();
  const { apiUrlClient } = useRuntimeConfig();
  const [reserving, setReserving] = useState(false);
  const [refusal, setRefusal] = useState<ReservationRefusal | null>(null);
  const refusalRoot = useRef<HTMLElement>(null);
  const formats = useMemo(() => formatsFor(event, locale), [event, locale]);
  const [quantities, setQuantities] = useState<Quantities>({});
  // What the buyer typed for each donation, by product; absent: the minimum.
  const [donations, setDonations] = useState<Record<number, string>>({});
  const donationAmounts = useMemo(
    () => Object.fromEntries(Object.entries(donations).map(([id, text]) => [id, parseAmount(text)])),
    [donations],
  );
  const totals = orderTotals({
    currency: event.currency,
    lines: linesOf(categories, quantities, donationAmounts),
  });
  const count = totals.lines.reduce((sum, line) => sum + line.quantity, 0);
  // The items with their taxes and fees, which the rows after them say are included, or without
  // them, the rows adding them: as the event shows prices (docs/rules/prices.md).
  const items = shownPrice(formats.prices, totals.totalBeforeAdditions, totals.fees + totals.taxes);
  const charges = (
    [
      ["fees", t`Fees`, totals.fees],
      ["taxes", t`Taxes`, totals.taxes],
    ] as const
  ).filter(([, , amount]) => amount > 0);
  const chargesIncluded = (included: string) => t`incl. ${included}`;
  const summaryId = useId();
  const reasonId = useId();
  // A category with nothing to show and nothing to say is left out; a single one needs no heading
  // of its own under the card's "Tickets" (its name would most often repeat it), only its words.
  const shown = categories.filter(
    ({ category, products }) => products.length > 0 || category.no_products_message,
  );
  const titled = shown.length > 1;

  useEffect(() => rememberAffiliate(event.id, location.search, Date.now()), [event.id]);

  const setQuantity = (key: string, value: number) =>
    setQuantities((current) => ({ ...current, [key]: value }));

  // Reserves the selection and goes on to the buyer's details; a refusal is shown where it
  // applies, focused, and the selection stays as it was.
  const reserve = async () => {
    if (reserving) return;
    setReserving(true);
    setRefusal(null);
    const body = reservationBodyOf(categories, quantities, donationAmounts, promoCode);
    const { reserveSelection } = await import("./reserveSelection");
    const result = await reserveSelection(client, apiUrlClient, event.id, body, i18n);
    if (result.ok) {
      if (onReserved) onReserved(result.order);
      else go(`/checkout/${event.id}/${encodeURIComponent(result.order.short_id)}/details`);
      return;
    }
    setReserving(false);
    setRefusal(result.refusal);
    // After the messages are drawn: the first one, in the page's order, takes the focus.
    requestAnimationFrame(() => refusalRoot.current?.querySelector<HTMLElement>("[data-refusal]")?.focus());
  };

  return (
    <Stack gap="lg" ref={refusalRoot}>
      {shown.map(({ category, products }) => (
        <Stack key={category.id} as="section" gap="md" aria-label={titled ? undefined : category.name}>
          {titled || category.description ? (
            <Stack gap="xxs">
              {titled ? <Heading level={3}>{category.name}</Heading> : null}
              {category.description ? (
                <Text as="p" tone="muted">
                  {category.description}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {products.length === 0 ? (
            <Text as="p" tone="muted">
              {category.no_products_message}
            </Text>
          ) : (
            <Stack as="ul" gap="md">
              {products.map(({ product, choices }) => (
                <ProductItem
                  key={product.id}
                  product={product}
                  choices={choices}
                  headingLevel={titled ? 4 : 3}
                  formats={formats}
                  quantities={quantities}
                  onQuantity={setQuantity}
                  donation={donations[product.id]}
                  onDonation={(text) => setDonations((current) => ({ ...current, [product.id]: text }))}
                  locale={locale}
                  refusal={refusal?.byProduct[product.id]}
                />
              ))}
            </Stack>
          )}
        </Stack>
      ))}
      <PromoField eventId={event.id} applied={promoCode} client={client} onApplied={onPromoApplied} />
      <Stack gap="sm" as="section" aria-labelledby={summaryId}>
        <Heading level={3} id={summaryId} size="md">
          {t`Your selection`}
        </Heading>
        <div aria-live="polite" aria-atomic="true">
          {count === 0 ? (
            <Text as="p" tone="muted">
              {t`Nothing selected yet.`}
            </Text>
          ) : (
            <SummaryList
              rows={[
                { key: "items", label: t`Items (${count})`, value: formats.money(items.amount) },
                ...charges.map(([key, label, amount]) => ({
                  key,
                  label: items.charges === "included" ? chargesIncluded(label) : label,
                  value: formats.money(amount),
                })),
              ]}
              total={{ label: t`Total`, value: formats.money(totals.total) }}
            />
          )}
        </div>
        {refusal && refusal.general.length > 0 ? (
          <Text as="p" tone="danger" data-refusal tabIndex={-1}>
            {refusal.general.join(" ")}
          </Text>
        ) : null}
        <NativeButton
          size="lg"
          fullWidth
          disabled={count === 0 || reserving}
          aria-describedby={count === 0 ? reasonId : undefined}
          onClick={() => void reserve()}
        >
          {reserving ? t`Reserving…` : (continueLabel ?? t`Continue`)}
        </NativeButton>
        {count === 0 ? (
          <Text as="p" size="sm" tone="muted" id={reasonId}>
            {t`Choose at least one ticket to continue.`}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}

import { useLingui } from "@lingui/react/macro";
import {
  type ApiClient,
  currencyMinorDigits,
  lineTotal,
  orderTotals,
  type Product,
  type PublicEvent,
  toMinorUnits,
} from "@varco/domain";
import {
  Box,
  Heading,
  Inline,
  NativeButton,
  NativeInput,
  OfferCard,
  QuantityStepper,
  Stack,
  SummaryList,
  Text,
  visuallyHidden,
} from "@varco/ui";
import { useId, useMemo, useRef, useState } from "react";
import { knownTimeZone } from "../../format/EventDates";
import { useGo } from "../../shell/navigation";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { PromoCodeField } from "./PromoCodeField";
import type { ReservationRefusal } from "./reserveSelection";
import {
  boundQuantity,
  type Choice,
  lineOf,
  linesOf,
  maxFor,
  orderLimitsOf,
  parseAmount,
  type Quantities,
  reservationBodyOf,
  type SaleState,
  type ShownCategory,
  stepDown,
  stepUp,
} from "./ticketSelection";

/** Money and instants as this page shows them: the reader's language, the event's currency and time zone. */
interface Formats {
  /** An amount in minor units of the event's currency. */
  money: (minor: number) => string;
  /** An instant in the event's time zone. */
  instant: (iso: string) => string;
  /** "€2.20 VAT, €1.00 fee". */
  list: (items: string[]) => string;
  currency: string;
}

function formatsFor(event: PublicEvent, locale: string): Formats {
  const currency = event.currency;
  const digits = currencyMinorDigits(currency);
  const money = new Intl.NumberFormat(locale, { style: "currency", currency });
  const instant = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: knownTimeZone(event.timezone),
  });
  const list = new Intl.ListFormat(locale, { style: "short", type: "unit" });
  return {
    money: (minor) => money.format(minor / 10 ** digits),
    instant: (iso) => instant.format(new Date(iso)),
    list: (items) => list.format(items),
    currency,
  };
}

/** An amount in the event's currency as a buyer would type it ("5,00" in Italian), for a field's first value. */
function amountText(minor: number, currency: string, locale: string): string {
  const digits = currencyMinorDigits(currency);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits);
}

export interface TicketSelectorProps {
  event: PublicEvent;
  categories: ShownCategory[];
  /** The reader's language (BCP 47). */
  locale: string;
  /** The promo code in effect (already checked), sent with the reservation. */
  promoCode?: string | null;
  /** The app's API client where the app runs; a page the server drew makes its own. */
  client?: ApiClient | null;
  /** The page's address (the promo code reads it again with the code). */
  address: { pathname: string; search: string };
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
  address,
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
  const summaryId = useId();
  const reasonId = useId();
  // A category with nothing to show and nothing to say is left out; a single one needs no heading
  // of its own under the card's "Tickets" (its name would most often repeat it), only its words.
  const shown = categories.filter(
    ({ category, products }) => products.length > 0 || category.no_products_message,
  );
  const titled = shown.length > 1;

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
      go(`/checkout/${event.id}/${encodeURIComponent(result.order.short_id)}/details`);
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
      <PromoCodeField eventId={event.id} applied={promoCode} client={client} address={address} />
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
                {
                  key: "items",
                  label: t`Items (${count})`,
                  value: formats.money(totals.totalBeforeAdditions),
                },
                ...(totals.fees > 0
                  ? [{ key: "fees", label: t`Fees`, value: formats.money(totals.fees) }]
                  : []),
                ...(totals.taxes > 0
                  ? [{ key: "taxes", label: t`Taxes`, value: formats.money(totals.taxes) }]
                  : []),
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
          {reserving ? t`Reserving…` : t`Continue`}
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

interface ProductItemProps {
  product: Product;
  choices: Choice[];
  headingLevel: 3 | 4;
  formats: Formats;
  quantities: Quantities;
  onQuantity: (key: string, value: number) => void;
  donation: string | undefined;
  onDonation: (text: string) => void;
  locale: string;
  /** Why the reservation refused this product, in the buyer's words. */
  refusal: string[] | undefined;
}

function ProductItem({
  product,
  choices,
  headingLevel,
  formats,
  quantities,
  onQuantity,
  donation,
  onDonation,
  locale,
  refusal,
}: ProductItemProps) {
  const { t } = useLingui();
  const tiered = product.type === "TIERED";
  const { title } = product;
  const highlight = product.is_highlighted ? product.highlight_message || t`Featured` : null;
  const headingId = useId();
  return (
    <OfferCard
      title={
        <Heading level={headingLevel} size="md" id={headingId}>
          {title}
        </Heading>
      }
      highlighted={product.is_highlighted}
      highlight={highlight}
      collapsed={product.start_collapsed}
      description={
        product.description ? (
          // Cleaned by the server on the way in (only an editor's markup survives).
          <Box
            breakWords
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text the server sanitised (only safe tags survive)
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        ) : null
      }
    >
      {tiered ? (
        <Stack as="ul" gap="sm" aria-labelledby={headingId}>
          {choices.map((choice) => (
            <li key={choice.key}>
              <PriceLine
                choice={choice}
                siblings={choices}
                label={choice.price.label || title}
                fieldLabel={choice.price.label || t`Quantity of ${title}`}
                formats={formats}
                quantities={quantities}
                onQuantity={onQuantity}
                donation={undefined}
              />
            </li>
          ))}
        </Stack>
      ) : (
        choices.map((choice) => (
          <PriceLine
            key={choice.key}
            choice={choice}
            siblings={choices}
            label={null}
            fieldLabel={t`Quantity of ${title}`}
            formats={formats}
            quantities={quantities}
            onQuantity={onQuantity}
            donation={
              product.type === "DONATION" ? { text: donation, onChange: onDonation, locale } : undefined
            }
          />
        ))
      )}
      {refusal && refusal.length > 0 ? (
        <Text as="p" tone="danger" data-refusal tabIndex={-1}>
          {refusal.join(" ")}
        </Text>
      ) : null}
    </OfferCard>
  );
}

interface PriceLineProps {
  choice: Choice;
  siblings: Choice[];
  /** The tier's name, shown above its price; none for a single price. */
  label: string | null;
  fieldLabel: string;
  formats: Formats;
  quantities: Quantities;
  onQuantity: (key: string, value: number) => void;
  donation: { text: string | undefined; onChange: (text: string) => void; locale: string } | undefined;
}

/** One price: what it costs (and includes), where its sale stands, and its quantity field. */
function PriceLine({
  choice,
  siblings,
  label,
  fieldLabel,
  formats,
  quantities,
  onQuantity,
  donation,
}: PriceLineProps) {
  const { t } = useLingui();
  const { product, price, state, remaining } = choice;
  const currency = formats.currency;
  const minimum = toMinorUnits(price.price, currency);
  const offered = donation?.text === undefined ? null : parseAmount(donation.text);
  const belowMinimum =
    donation !== undefined &&
    donation.text !== undefined &&
    (offered === null || toMinorUnits(offered, currency) < minimum);
  // One unit with its taxes and fees by name, by the same rules as the order's total.
  const unit = lineTotal(lineOf(choice, 1, offered), { currency });
  const included = formats.list(
    [...unit.taxes, ...unit.fees].map((charge) => `${formats.money(charge.amount)} ${charge.name}`),
  );
  const minimumText = formats.money(minimum);
  const shown =
    product.type === "FREE"
      ? t`Free`
      : product.type === "DONATION"
        ? t`At least ${minimumText}`
        : formats.money(toMinorUnits(price.price_including_taxes_and_fees, currency));
  // A promo code lowered the price: what one unit cost without it, taxes and fees by the same
  // rules (docs/rules/prices.md, "What a buyer sees of a discount").
  const before = price.is_discounted ? price.price_before_discount : null;
  const was =
    before == null
      ? null
      : formats.money(
          lineTotal(lineOf({ ...choice, price: { ...price, price: before } }, 1, null), { currency })
            .totalGross,
        );
  const quantity = quantities[choice.key] ?? 0;
  const { min } = orderLimitsOf(product);
  const max = maxFor(choice, quantities, siblings);
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <Stack gap="xs">
      <Inline gap="sm" align="center" justify="between" wrap>
        <Stack gap="xxs">
          {label ? <Text weight="medium">{label}</Text> : null}
          <Text weight="bold" size="lg">
            {was ? (
              <>
                {/* Screen readers do not say a strike-through (two bare prices): they hear one sentence. */}
                <span aria-hidden="true">
                  <Text tone="muted" weight="regular" size="md">
                    <s>{was}</s>
                  </Text>{" "}
                  {shown}
                </span>
                <span className={visuallyHidden}>{t`was ${was}, now ${shown}`}</span>
              </>
            ) : (
              shown
            )}
          </Text>
          {unit.taxes.length + unit.fees.length > 0 ? (
            <Text size="sm" tone="muted">
              {product.type === "DONATION" ? t`plus ${included} each` : t`incl. ${included}`}
            </Text>
          ) : null}
          <SaleStatus state={state} formats={formats} />
          {state.kind === "available" && remaining !== null ? (
            <Text size="sm" tone="muted">{t`Remaining: ${remaining}`}</Text>
          ) : null}
        </Stack>
        {state.kind === "available" ? (
          <Stack gap="xxs" align="end">
            <QuantityStepper
              label={fieldLabel}
              decrementLabel={t`One fewer: ${fieldLabel}`}
              incrementLabel={t`One more: ${fieldLabel}`}
              value={quantity}
              min={0}
              max={Math.max(max, quantity)}
              next={(current, direction) =>
                direction > 0 ? stepUp(current, min, max) : stepDown(current, min, max)
              }
              text={draft}
              onChange={(value, text) => {
                setDraft(text ?? null);
                onQuantity(choice.key, boundQuantity(value, min, max));
              }}
              onBlur={() => setDraft(null)}
            />
            {min > 1 ? (
              <Text size="sm" tone="muted">
                {t`At least ${min} per order`}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Inline>
      {donation && state.kind === "available" ? (
        <NativeInput
          label={t`Your amount per ticket (${currency})`}
          width="short"
          inputMode="decimal"
          autoComplete="off"
          value={donation.text ?? amountText(minimum, currency, donation.locale)}
          onChange={(change) => donation.onChange(change.currentTarget.value)}
          // Until then the total counts the minimum.
          error={belowMinimum ? t`Enter at least ${minimumText}.` : undefined}
        />
      ) : null}
    </Stack>
  );
}

/** Where a price's sale stands, in words (a colour alone says nothing to many readers). */
function SaleStatus({ state, formats }: { state: SaleState; formats: Formats }) {
  const { t } = useLingui();
  switch (state.kind) {
    case "available":
      return null;
    case "before": {
      const opens = state.opens ? formats.instant(state.opens) : null;
      return (
        <Text as="p" size="sm" weight="medium">
          {opens ? t`Not on sale yet: on sale from ${opens}` : t`Not on sale`}
        </Text>
      );
    }
    case "ended":
      return (
        <Text as="p" size="sm" weight="medium">
          {t`Sale ended`}
        </Text>
      );
    case "soldOut":
      return (
        <Text as="p" size="sm" weight="medium" tone="danger">
          {t`Sold out`}
        </Text>
      );
    case "off":
      return (
        <Text as="p" size="sm" weight="medium">
          {t`Not on sale`}
        </Text>
      );
  }
}

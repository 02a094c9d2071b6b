import { useLingui } from "@lingui/react/macro";
import { lineTotal, shownPrice, toMinorUnits } from "@varco/domain";
import { Inline, NativeInput, QuantityStepper, Stack, Text, visuallyHidden } from "@varco/ui";
import { useState } from "react";
import { amountText, type Formats } from "./ticketFormats";
import {
  boundQuantity,
  type Choice,
  lineOf,
  maxFor,
  orderLimitsOf,
  parseAmount,
  type Quantities,
  type SaleState,
  stepDown,
  stepUp,
} from "./ticketSelection";
import { WaitlistButton } from "./WaitlistButton";

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
export function PriceLine({
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
  // With its taxes and fees or without, as the event shows prices (docs/rules/prices.md).
  const net = toMinorUnits(price.price, currency);
  const priced = shownPrice(
    formats.prices,
    net,
    toMinorUnits(price.price_including_taxes_and_fees, currency) - net,
  );
  const shown =
    product.type === "FREE"
      ? t`Free`
      : product.type === "DONATION"
        ? t`At least ${minimumText}`
        : formats.money(priced.amount);
  // A promo code lowered the price: what one unit cost without it, taxes and fees by the same
  // rules (docs/rules/prices.md, "What a buyer sees of a discount").
  const before = price.is_discounted ? price.price_before_discount : null;
  const beforeUnit =
    before == null
      ? null
      : lineTotal(lineOf({ ...choice, price: { ...price, price: before } }, 1, null), { currency });
  const was = beforeUnit
    ? formats.money(
        shownPrice(
          formats.prices,
          beforeUnit.totalBeforeAdditions,
          beforeUnit.totalGross - beforeUnit.totalBeforeAdditions,
        ).amount,
      )
    : null;
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
              {product.type === "DONATION"
                ? t`plus ${included} each`
                : priced.charges === "included"
                  ? t`incl. ${included}`
                  : t`plus ${included}`}
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
        ) : state.kind === "soldOut" && product.waitlist_enabled ? (
          <WaitlistButton choice={choice} />
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

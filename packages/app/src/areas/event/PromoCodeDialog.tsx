import type { DateValue } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  maxPromoCodeUsages,
  type Product,
  type PromoCode,
  type PromoCodeBody,
  type PromoCodeDiscountType,
  promoCodeBodySchema,
} from "@varco/domain";
import { useCreatePromoCode, useUpdatePromoCode } from "@varco/domain/swr";
import { DatePicker, NumberField, Select, TextField } from "@varco/ui";
import { instantOfWallClock, usableTimeZone, wallClockValueOf } from "../../format/zonedTime";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { ProductCheckboxes } from "./ProductCheckboxes";

interface PromoCodeDialogProps {
  event: Event;
  /** The event's products, which a code may be limited to. */
  products: Product[];
  existing: PromoCode | null;
  onDone: () => void;
}

const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);

/**
 * Creates a promo code or changes one: the code, what it takes off (a percentage, an amount in the
 * event's currency, or nothing: an access code), the products it applies to (none chosen: all),
 * until when it works (in the event's time zone) and how many orders may use it.
 */
export function PromoCodeDialog({ event, products, existing, onDone }: PromoCodeDialogProps) {
  const { t } = useLingui();
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const zone = usableTimeZone(event.timezone);
  const currency = event.currency;
  const form = useSchemaForm({
    schema: promoCodeBodySchema,
    initial: () => ({
      code: existing?.code ?? "",
      discount_type: existing?.discount_type ?? ("PERCENTAGE" as PromoCodeDiscountType),
      discount: existing && existing.discount_type !== "NONE" ? existing.discount : Number.NaN,
      applicable_product_ids: (existing?.applicable_product_ids ?? []).map(String),
      expiry_date: wallClockValueOf(existing?.expiry_date, zone) as DateValue | null,
      max_allowed_usages: existing?.max_allowed_usages ?? Number.NaN,
    }),
    labels: {
      code: t`Promo code`,
      discount_type: t`Discount type`,
      discount: t`Discount`,
      applicable_product_ids: t`Products`,
      expiry_date: t`Expires`,
      max_allowed_usages: t`Maximum uses`,
    },
    toBody: (values) => ({
      code: values.code.trim(),
      discount_type: values.discount_type,
      discount:
        values.discount_type === "NONE" ? null : Number.isNaN(values.discount) ? undefined : values.discount,
      applicable_product_ids: values.applicable_product_ids.map(Number),
      expiry_date: instantOfWallClock(values.expiry_date, zone),
      max_allowed_usages: numberOrNull(values.max_allowed_usages),
    }),
    submit: (body: PromoCodeBody) =>
      existing ? update.trigger(event.id, existing.id, body) : create.trigger(event.id, body),
    saved: ({ code }) => (existing ? t`${{ code }} was saved.` : t`${{ code }} was added.`),
    onSaved: onDone,
  });
  const { values } = form;
  const existingCode = existing?.code ?? "";

  return (
    <FormDialog title={existing ? t`Edit ${{ code: existingCode }}` : t`Add a promo code`} form={form}>
      <TextField
        {...form.field("code")}
        description={t`What buyers type, 2 to 50 characters; capitals do not matter.`}
        isRequired
        autoFocus
      />
      <Select
        {...form.choice("discount_type")}
        items={[
          { id: "PERCENTAGE", label: t`Percentage off` },
          { id: "FIXED", label: t`Amount off` },
          { id: "NONE", label: t`No discount (access only)` },
        ]}
        description={
          values.discount_type === "NONE"
            ? t`The code only unlocks products shown to promo code holders.`
            : undefined
        }
        isRequired
      />
      {values.discount_type === "NONE" ? null : (
        <NumberField
          // A new control when the unit changes, so it never shows an amount as a percentage.
          key={values.discount_type}
          {...form.field("discount")}
          minValue={0}
          maxValue={values.discount_type === "PERCENTAGE" ? 100 : undefined}
          formatOptions={
            values.discount_type === "PERCENTAGE"
              ? { style: "unit", unit: "percent", maximumFractionDigits: 2 }
              : { style: "currency", currency: event.currency }
          }
          description={
            values.discount_type === "PERCENTAGE"
              ? t`Off each unit's price, up to 100%.`
              : t`Off each unit's price, in ${currency}.`
          }
          isRequired
        />
      )}
      <ProductCheckboxes
        {...form.field("applicable_product_ids")}
        description={
          products.length === 0
            ? t`The event has no products yet: the code applies to every product.`
            : t`None chosen: the code applies to every product.`
        }
        products={products}
      />
      <DatePicker
        {...form.field("expiry_date")}
        granularity="minute"
        description={t`In the event's time zone (${zone}). Leave empty for no end.`}
      />
      <NumberField
        {...form.field("max_allowed_usages")}
        minValue={1}
        maxValue={maxPromoCodeUsages}
        description={t`How many orders may use it. Leave empty for no limit.`}
      />
    </FormDialog>
  );
}

import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type Product,
  type ProductBody,
  type ProductCategory,
  type ProductPriceType,
  type ProductType,
  productBodySchema,
  productPriceTypes,
} from "@varco/domain";
import { useCreateProduct, useTaxesAndFees, useUpdateProduct } from "@varco/domain/swr";
import {
  Card,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  Drawer,
  Form,
  Inline,
  NumberField,
  Select,
  Stack,
  Switch,
  TextField,
} from "@varco/ui";
import { useEffect, useId, useRef } from "react";
import { instantOfWallClock, wallClockValueOf } from "../../format/zonedTime";
import { DialogFormFooter } from "../../forms/FormActions";
import { RichTextField } from "../../forms/RichTextField";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useEventArea } from "./eventArea";
import { PriceTierFields, type TierValues } from "./PriceTierFields";
import { useProductWords } from "./productWords";
import { hasText } from "./richText";

/** More tiers than an organiser would offer; their refusals are named up to here. */
const maxTiersLabelled = 50;

const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);

interface ProductDialogProps {
  event: Event;
  categories: ProductCategory[];
  /** The category a new product goes into. */
  categoryId: number;
  existing: Product | null;
  onDone: () => void;
}

/**
 * Creates a product or changes one, in a drawer: one form for every price type (a single price,
 * the minimum of a donation, or tiers each with its own label, quantity and sale window), the
 * quantity, the sale window in the event's time zone, the limits per order, what buyers see, and
 * the taxes and fees it charges.
 */
export function ProductDialog({ event, categories, categoryId, existing, onDone }: ProductDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const { user } = useEventArea();
  const words = useProductWords();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const taxes = useTaxesAndFees(user.account_id ?? undefined);
  const zone = event.timezone;
  const nextKey = useRef(0);
  const newKey = () => {
    nextKey.current += 1;
    return `tier-${nextKey.current}`;
  };
  const blankTier = (): TierValues => ({
    key: newKey(),
    label: "",
    price: Number.NaN,
    initial_quantity_available: Number.NaN,
    sale_start_date: null,
    sale_end_date: null,
    is_hidden: false,
  });
  const prices = existing?.prices ?? [];
  // Each tier's fields named as the wire names them, so a refusal in the form's summary names them.
  const tierLabels: Record<string, string> = {};
  for (let index = 0; index < maxTiersLabelled; index += 1) {
    tierLabels[`prices.${index}.label`] = t`Tier name`;
    tierLabels[`prices.${index}.price`] = t`Price`;
    tierLabels[`prices.${index}.initial_quantity_available`] = t`Quantity available`;
    tierLabels[`prices.${index}.sale_start_date`] = t`Sale starts`;
    tierLabels[`prices.${index}.sale_end_date`] = t`Sale ends`;
  }

  // Whether the product's kind (ticket or general) is the organiser's choice: a saved product's is.
  const kindChosen = useRef(Boolean(existing));
  const form = useSchemaForm({
    schema: productBodySchema,
    initial: () => ({
      title: existing?.title ?? "",
      type: existing?.type ?? ("PAID" as ProductPriceType),
      product_type: existing?.product_type ?? ("TICKET" as ProductType),
      product_category_id: existing?.product_category_id ?? categoryId,
      description: existing?.description ?? "",
      price: existing?.price ?? prices[0]?.price ?? Number.NaN,
      tiers:
        existing?.type === "TIERED" && prices.length > 0
          ? prices.map(
              (price): TierValues => ({
                key: newKey(),
                id: price.id,
                label: price.label ?? "",
                price: price.price,
                initial_quantity_available: price.initial_quantity_available ?? Number.NaN,
                sale_start_date: wallClockValueOf(price.sale_start_date, zone),
                sale_end_date: wallClockValueOf(price.sale_end_date, zone),
                is_hidden: price.is_hidden ?? false,
              }),
            )
          : [blankTier(), blankTier()],
      initial_quantity_available: existing?.initial_quantity_available ?? Number.NaN,
      sale_start_date: wallClockValueOf(existing?.sale_start_date, zone),
      sale_end_date: wallClockValueOf(existing?.sale_end_date, zone),
      min_per_order: existing?.min_per_order ?? Number.NaN,
      max_per_order: existing?.max_per_order ?? Number.NaN,
      is_hidden: existing?.is_hidden ?? false,
      is_hidden_without_promo_code: existing?.is_hidden_without_promo_code ?? false,
      hide_before_sale_start_date: existing?.hide_before_sale_start_date ?? false,
      hide_after_sale_end_date: existing?.hide_after_sale_end_date ?? false,
      hide_when_sold_out: existing?.hide_when_sold_out ?? false,
      show_quantity_remaining: existing?.show_quantity_remaining ?? false,
      waitlist_enabled: existing?.waitlist_enabled ?? false,
      start_collapsed: existing?.start_collapsed ?? false,
      is_highlighted: existing?.is_highlighted ?? false,
      highlight_message: existing?.highlight_message ?? "",
      tax_and_fee_ids: (existing?.taxes_and_fees ?? []).map((tax) => String(tax.id)),
    }),
    labels: {
      title: t`Title`,
      type: t`Price type`,
      product_type: t`Product type`,
      product_category_id: t`Category`,
      description: t`Description`,
      "prices.0.price": t`Price`,
      prices: t`Prices`,
      initial_quantity_available: t`Quantity available`,
      sale_start_date: t`Sale starts`,
      sale_end_date: t`Sale ends`,
      min_per_order: t`Minimum per order`,
      max_per_order: t`Maximum per order`,
      is_hidden: t`Hidden from buyers`,
      is_hidden_without_promo_code: t`Shown only with a promo code`,
      hide_before_sale_start_date: t`Hide before the sale starts`,
      hide_after_sale_end_date: t`Hide after the sale ends`,
      hide_when_sold_out: t`Hide when sold out`,
      show_quantity_remaining: t`Show how many are left`,
      waitlist_enabled: t`Waitlist when sold out`,
      start_collapsed: t`Start collapsed`,
      is_highlighted: t`Highlight this product`,
      highlight_message: t`Highlight message`,
      tax_and_fee_ids: t`Taxes and fees`,
      ...tierLabels,
    },
    toBody: (values) => ({
      title: values.title.trim(),
      type: values.type,
      product_type: values.product_type,
      product_category_id: values.product_category_id,
      // Rich text, drawn on the public page: an editor left empty sends nothing.
      description: hasText(values.description) ? values.description : null,
      prices:
        values.type === "TIERED"
          ? values.tiers.map((tier) => ({
              ...(tier.id ? { id: tier.id } : {}),
              label: tier.label.trim() || null,
              price: Number.isNaN(tier.price) ? undefined : tier.price,
              initial_quantity_available: numberOrNull(tier.initial_quantity_available),
              sale_start_date: instantOfWallClock(tier.sale_start_date, zone),
              sale_end_date: instantOfWallClock(tier.sale_end_date, zone),
              is_hidden: tier.is_hidden,
            }))
          : [
              {
                ...(prices[0] ? { id: prices[0].id } : {}),
                // A free product has one price, and it is nothing.
                price: values.type === "FREE" ? 0 : Number.isNaN(values.price) ? undefined : values.price,
              },
            ],
      initial_quantity_available:
        values.type === "TIERED" ? null : numberOrNull(values.initial_quantity_available),
      sale_start_date: instantOfWallClock(values.sale_start_date, zone),
      sale_end_date: instantOfWallClock(values.sale_end_date, zone),
      min_per_order: numberOrNull(values.min_per_order),
      max_per_order: numberOrNull(values.max_per_order),
      is_hidden: values.is_hidden,
      is_hidden_without_promo_code: values.is_hidden_without_promo_code,
      hide_before_sale_start_date: values.hide_before_sale_start_date,
      hide_after_sale_end_date: values.hide_after_sale_end_date,
      hide_when_sold_out: values.hide_when_sold_out,
      show_quantity_remaining: values.show_quantity_remaining,
      waitlist_enabled: values.waitlist_enabled,
      start_collapsed: values.start_collapsed,
      is_highlighted: values.is_highlighted,
      highlight_message: values.is_highlighted ? values.highlight_message.trim() || null : null,
      tax_and_fee_ids: values.tax_and_fee_ids.map(Number),
    }),
    submit: (body: ProductBody) =>
      existing ? update.trigger(event.id, existing.id, body) : create.trigger(event.id, body),
    saved: ({ title }) => (existing ? t`${{ name: title }} was saved.` : t`${{ name: title }} was added.`),
    onSaved: onDone,
  });
  const { values } = form;

  // A new product starts with the account's default taxes and fees, once they are known (unless
  // the organiser already chose).
  const defaultsAdopted = useRef(existing !== null);
  const taxList = taxes.data;
  useEffect(() => {
    if (defaultsAdopted.current || !taxList) return;
    defaultsAdopted.current = true;
    const defaults = taxList.filter((tax) => tax.is_default && tax.is_active).map((tax) => String(tax.id));
    if (defaults.length > 0) form.set("tax_and_fee_ids", defaults);
  }, [taxList, form.set]);

  const changeTier = (key: string, change: Partial<TierValues>, field: string) => {
    const index = values.tiers.findIndex((tier) => tier.key === key);
    form.set(
      "tiers",
      values.tiers.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)),
    );
    form.forget(`prices.${index}.${field}`);
  };
  const removeTier = (key: string) =>
    form.set(
      "tiers",
      values.tiers.filter((tier) => tier.key !== key),
    );
  const money = { style: "currency", currency: event.currency } as const;
  const title = existing?.title ?? "";
  const dateDescription = t`In the event's time zone (${zone}).`;

  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onDone()}
      isDismissable={false}
      title={existing ? t`Edit ${{ name: title }}` : t`Add a product`}
      footer={({ close }) => <DialogFormFooter formId={formId} isPending={form.isPending} close={close} />}
    >
      <Form id={formId} {...form.props}>
        <Stack gap="lg">
          <Stack gap="md">
            <TextField {...form.field("title")} isRequired autoFocus />
            <Select
              {...form.choice("product_type")}
              onSelectionChange={(key) => {
                kindChosen.current = true;
                if (key !== null) form.set("product_type", key as ProductType);
              }}
              items={[
                { id: "TICKET", label: words.productType.TICKET },
                { id: "GENERAL", label: words.productType.GENERAL },
              ]}
              description={t`A ticket admits someone; a general product (merchandise, parking) does not.`}
              isRequired
            />
            <Select
              {...form.choice("product_category_id")}
              items={categories.map((category) => ({ id: category.id, label: category.name }))}
              isRequired
            />
            <RichTextField field={form.field("description")} />
          </Stack>

          <Card title={t`Price`} titleLevel={3} padding="md">
            <Stack gap="md">
              <Select
                {...form.choice("type")}
                onSelectionChange={(key) => {
                  if (key === null) return;
                  form.set("type", key as ProductPriceType);
                  // A donation admits nobody: unless the organiser said otherwise, it asks for no
                  // holder's name (a general product), and a priced ticket goes back to a ticket.
                  if (!kindChosen.current)
                    form.set("product_type", key === "DONATION" ? "GENERAL" : "TICKET");
                }}
                items={productPriceTypes.map((type) => ({ id: type, label: words.priceType[type] }))}
                isRequired
              />
              {values.type === "TIERED" ? (
                <PriceTierFields
                  tiers={values.tiers}
                  money={money}
                  dateDescription={dateDescription}
                  refusal={form.refusal}
                  onChange={changeTier}
                  onRemove={removeTier}
                  onAdd={() => form.set("tiers", [...values.tiers, blankTier()])}
                />
              ) : values.type === "FREE" ? null : (
                <NumberField
                  {...form.field("price")}
                  {...form.refusal("prices.0.price")}
                  label={values.type === "DONATION" ? t`Minimum price` : t`Price`}
                  description={values.type === "DONATION" ? t`Buyers may give more.` : undefined}
                  minValue={0}
                  formatOptions={money}
                  isRequired
                />
              )}
            </Stack>
          </Card>

          <Card title={t`Availability`} titleLevel={3} padding="md">
            <Stack gap="md">
              {values.type === "TIERED" ? null : (
                <NumberField
                  {...form.field("initial_quantity_available")}
                  description={t`Leave empty for no limit.`}
                  minValue={0}
                />
              )}
              <DatePicker
                {...form.field("sale_start_date")}
                description={dateDescription}
                granularity="minute"
              />
              <DatePicker {...form.field("sale_end_date")} granularity="minute" />
              <Inline gap="md" wrap>
                <NumberField {...form.field("min_per_order")} minValue={1} description={t`1 when empty.`} />
                <NumberField {...form.field("max_per_order")} minValue={1} description={t`10 when empty.`} />
              </Inline>
            </Stack>
          </Card>

          <Card title={t`What buyers see`} titleLevel={3} padding="md">
            <Stack gap="sm">
              <Switch {...form.toggle("is_hidden")} />
              <Switch {...form.toggle("is_hidden_without_promo_code")} />
              <Switch {...form.toggle("hide_before_sale_start_date")} />
              <Switch {...form.toggle("hide_after_sale_end_date")} />
              <Switch {...form.toggle("hide_when_sold_out")} />
              <Switch {...form.toggle("show_quantity_remaining")} />
              <Switch
                {...form.toggle("waitlist_enabled")}
                description={t`Once a price sells out, buyers can join its waitlist and are offered tickets that free up, in turn.`}
              />
              <Switch {...form.toggle("start_collapsed")} />
              <Switch {...form.toggle("is_highlighted")} />
              {values.is_highlighted ? <TextField {...form.field("highlight_message")} /> : null}
            </Stack>
          </Card>

          <CheckboxGroup
            {...form.field("tax_and_fee_ids")}
            description={
              (taxes.data ?? []).length === 0
                ? t`The account has no taxes or fees yet: add them under Taxes and fees.`
                : undefined
            }
          >
            {(taxes.data ?? []).map((tax) => (
              <Checkbox key={tax.id} value={String(tax.id)}>
                {tax.is_active ? tax.name : t`${{ name: tax.name }} (inactive)`}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </Stack>
      </Form>
    </Drawer>
  );
}

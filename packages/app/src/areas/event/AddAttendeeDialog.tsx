import { useLingui } from "@lingui/react/macro";
import {
  type CreateAttendeeBody,
  createAttendeeSchema,
  type Event,
  type Product,
  type UserLocale,
  userLocales,
} from "@varco/domain";
import { useCreateAttendee } from "@varco/domain/swr";
import { NumberField, Select, Switch, TextField } from "@varco/ui";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { localeNames } from "../../i18n/localeNames";

/** The languages an attendee's mails can be written in, by their own names. */
export const mailLocales = userLocales.filter(
  (locale): locale is UserLocale & keyof typeof localeNames => locale in localeNames,
);

/**
 * The box office: someone added by hand, with the product and price they hold, what they paid
 * (nothing for a guest) and whether their ticket is mailed to them. It makes a completed order.
 */
export function AddAttendeeDialog({
  event,
  products,
  onDone,
}: {
  event: Event;
  products: Product[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const create = useCreateAttendee();
  const { locale } = useLocaleControls();
  const first = products[0];
  const form = useSchemaForm({
    schema: createAttendeeSchema,
    initial: () => ({
      product_id: first ? String(first.id) : "",
      product_price_id: first?.prices?.[0] ? String(first.prices[0].id) : "",
      first_name: "",
      last_name: "",
      email: "",
      amount_paid: 0,
      send_confirmation_email: true,
      locale: (mailLocales as readonly string[]).includes(locale) ? locale : "en",
    }),
    labels: {
      product_id: t`Product`,
      product_price_id: t`Price`,
      first_name: t`First name`,
      last_name: t`Last name`,
      email: t`Email`,
      amount_paid: t`Amount paid`,
      send_confirmation_email: t`Email the ticket to the attendee`,
      locale: t`Language of the mails`,
    },
    toBody: (values) => ({
      ...values,
      product_id: Number(values.product_id) || undefined,
      product_price_id: Number(values.product_price_id) || undefined,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim() || undefined,
      email: values.email.trim(),
      amount_paid: Number.isNaN(values.amount_paid) ? undefined : values.amount_paid,
    }),
    submit: (body: CreateAttendeeBody) => create.trigger(event.id, body),
    saved: ({ first_name: name }) => t`${name} was added.`,
    onSaved: onDone,
  });
  const chosen = products.find((product) => String(product.id) === form.values.product_id);
  const prices = chosen?.prices ?? [];

  return (
    <FormDialog title={t`Add an attendee`} form={form} submitLabel={t`Add`}>
      <Select
        {...form.choice("product_id")}
        onSelectionChange={(key) => {
          const product = products.find((each) => String(each.id) === String(key));
          form.set("product_id", String(key));
          form.set("product_price_id", product?.prices?.[0] ? String(product.prices[0].id) : "");
        }}
        items={products.map((product) => ({ id: String(product.id), label: product.title }))}
        isRequired
      />
      {prices.length > 1 ? (
        <Select
          {...form.choice("product_price_id")}
          items={prices.map((price) => ({
            id: String(price.id),
            label: price.label ?? String(price.price),
          }))}
          isRequired
        />
      ) : null}
      <TextField {...form.field("first_name")} isRequired autoFocus />
      <TextField {...form.field("last_name")} />
      <TextField {...form.field("email")} type="email" isRequired />
      <NumberField
        {...form.field("amount_paid")}
        minValue={0}
        formatOptions={{ style: "currency", currency: event.currency }}
        description={t`Zero for a guest.`}
        isRequired
      />
      <Select
        {...form.choice("locale")}
        items={mailLocales.map((each) => ({ id: each, label: localeNames[each] }))}
      />
      <Switch {...form.toggle("send_confirmation_email")} />
    </FormDialog>
  );
}

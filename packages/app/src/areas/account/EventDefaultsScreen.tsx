import { useLingui } from "@lingui/react/macro";
import {
  type EventDefaults,
  type PriceDisplayMode,
  type UpdateEventDefaultsBody,
  updateEventDefaultsSchema,
} from "@varco/domain";
import { useEventDefaults, useUpdateEventDefaults } from "@varco/domain/swr";
import { Card, Form, Heading, NumberField, Stack, Switch, Text, TextArea, TextField } from "@varco/ui";
import {
  CheckoutFields,
  type CheckoutValues,
  checkoutValuesOf,
  PaymentMethodsField,
  PriceDisplayField,
  useCheckoutWords,
} from "../../forms/CheckoutFields";
import { FormActions } from "../../forms/FormActions";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AdminOnlyNote } from "./AdminOnlyNote";
import { useAccountArea } from "./accountArea";

/** The defaults form: every field with a value, the built-in one where the account set none. */
interface DefaultsValues extends CheckoutValues {
  price_display_mode: PriceDisplayMode;
  pass_platform_fee_to_buyer: boolean;
  allow_attendee_self_edit: boolean;
  enable_invoicing: boolean;
  invoice_label: string;
  invoice_prefix: string;
  invoice_notes: string;
  invoice_payment_terms_days: number;
}

/**
 * What a new event starts with when neither the account nor the organiser chose (the server's).
 * Offline payment is the built-in method (it needs no keys), and it needs instructions: where the
 * account wrote none, the form offers `suggestedInstructions` (in the user's language) to keep or
 * change, so saving the screen as it first appears is never refused.
 */
function valuesOf(saved: EventDefaults, suggestedInstructions: string): DefaultsValues {
  return {
    ...checkoutValuesOf(saved),
    payment_providers: saved.payment_providers ?? ["OFFLINE"],
    offline_payment_instructions: saved.offline_payment_instructions ?? suggestedInstructions,
    pass_platform_fee_to_buyer: saved.pass_platform_fee_to_buyer ?? false,
    allow_attendee_self_edit: saved.allow_attendee_self_edit ?? false,
    price_display_mode: saved.price_display_mode ?? "INCLUSIVE",
    enable_invoicing: saved.enable_invoicing ?? false,
    invoice_label: saved.invoice_label ?? "",
    invoice_prefix: saved.invoice_prefix ?? "INV-",
    invoice_notes: saved.invoice_notes ?? "",
    invoice_payment_terms_days: saved.invoice_payment_terms_days ?? Number.NaN,
  };
}

const textOrNull = (text: string) => (text.trim() === "" ? null : text.trim());
const numberOrNull = (value: number) => (Number.isNaN(value) ? null : value);

/** /account/event-defaults: what every new event of the account starts with. */
export function EventDefaultsScreen() {
  const { t } = useLingui();
  const title = t`Event defaults`;
  usePageTitle(title);
  const { account } = useAccountArea();

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <Text as="p" tone="muted">
        {t`New events of the account start with these settings. Events created before keep their own.`}
      </Text>
      <QueryView
        query={useEventDefaults(account.id)}
        loadingLabel={t`Loading`}
        failure={t`The event defaults could not be loaded.`}
        rowHeight={160}
      >
        {(saved) => <EventDefaultsForm saved={saved} />}
      </QueryView>
    </Stack>
  );
}

function EventDefaultsForm({ saved }: { saved: EventDefaults }) {
  const { t } = useLingui();
  const { account, isAdmin } = useAccountArea();
  const update = useUpdateEventDefaults();
  const words = useCheckoutWords();
  const suggestedInstructions = t`Pay at the entrance on the day of the event. Bring your order confirmation.`;
  const form = useSchemaForm({
    schema: updateEventDefaultsSchema,
    initial: () => valuesOf(saved, suggestedInstructions),
    labels: {
      ...words.labels,
      pass_platform_fee_to_buyer: t`The buyer pays the platform fee`,
      allow_attendee_self_edit: t`Attendees may edit their own details`,
      enable_invoicing: t`Issue invoices`,
      invoice_label: t`Invoice title`,
      invoice_prefix: t`Invoice number prefix`,
      invoice_notes: t`Invoice notes`,
      invoice_payment_terms_days: t`Payment terms (days)`,
    },
    toBody: (values) => ({
      ...values,
      offline_payment_instructions: values.payment_providers.includes("OFFLINE")
        ? textOrNull(values.offline_payment_instructions)
        : null,
      invoice_label: textOrNull(values.invoice_label),
      invoice_prefix: textOrNull(values.invoice_prefix),
      invoice_notes: textOrNull(values.invoice_notes),
      invoice_payment_terms_days: numberOrNull(values.invoice_payment_terms_days),
    }),
    reasons: words.reasons,
    submit: (body: UpdateEventDefaultsBody) => update.trigger(account.id, body),
    saved: t`Event defaults saved.`,
    onSaved: (answer) => form.reset(valuesOf(answer, suggestedInstructions)),
    isReadOnly: !isAdmin,
  });
  const { values } = form;

  return (
    <Form {...form.props}>
      <Stack gap="lg">
        <AdminOnlyNote />
        <Card title={t`Checkout`} titleLevel={2}>
          <Stack gap="md">
            <CheckoutFields form={form} isDisabled={!isAdmin} />
            <PriceDisplayField binding={form.choice("price_display_mode")} />
            <Switch {...form.toggle("pass_platform_fee_to_buyer")} />
            <Switch {...form.toggle("allow_attendee_self_edit")} />
          </Stack>
        </Card>
        <Card title={t`Payment`} titleLevel={2}>
          <Stack gap="md">
            <PaymentMethodsField binding={form.field("payment_providers")} />
            {values.payment_providers.includes("OFFLINE") ? (
              <TextArea
                {...form.field("offline_payment_instructions")}
                description={t`Shown to buyers who choose to pay offline: how and when to pay.`}
                rows={3}
                isRequired
              />
            ) : null}
          </Stack>
        </Card>
        <Card title={t`Invoices`} titleLevel={2}>
          <Stack gap="md">
            <Switch {...form.toggle("enable_invoicing")} />
            {values.enable_invoicing ? (
              <>
                <TextField {...form.field("invoice_label")} />
                <TextField
                  {...form.field("invoice_prefix")}
                  description={t`Letters, digits and dashes, at most 10.`}
                />
                <NumberField {...form.field("invoice_payment_terms_days")} minValue={0} maxValue={1000} />
                <TextArea {...form.field("invoice_notes")} rows={3} />
              </>
            ) : null}
          </Stack>
        </Card>
        {isAdmin ? <FormActions isPending={form.isPending} /> : null}
      </Stack>
    </Form>
  );
}

export { EventDefaultsScreen as Component };

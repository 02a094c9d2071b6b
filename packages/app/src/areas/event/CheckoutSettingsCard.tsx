import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  priceDisplayModeOf,
  type UpdateEventSettingsBody,
  updateEventSettingsSchema,
} from "@varco/domain";
import { useUpdateEventSettings } from "@varco/domain/swr";
import { Card, Form, Stack, Switch } from "@varco/ui";
import {
  CheckoutFields,
  checkoutValuesOf,
  PaymentMethodsField,
  PriceDisplayField,
  useCheckoutWords,
} from "../../forms/CheckoutFields";
import { FormActions } from "../../forms/FormActions";
import { RichTextField } from "../../forms/RichTextField";
import { useSchemaForm } from "../../forms/useSchemaForm";

/** The event's saved checkout settings, with the server's defaults where none was saved. */
function valuesOf(settings: Event["settings"]) {
  return {
    ...checkoutValuesOf(settings),
    payment_providers: settings?.payment_providers ?? [],
    offline_payment_instructions: settings?.offline_payment_instructions ?? "",
    notify_organizer_of_new_orders: settings?.notify_organizer_of_new_orders ?? true,
    price_display_mode: priceDisplayModeOf(settings),
  };
}

/**
 * The event's checkout: whom the details are asked of, how long tickets are held, the ways to pay
 * and the offline instructions, whether the organiser hears of each new order, and whether prices
 * show with their taxes and fees or without. Saved with
 * `PATCH events/{id}/settings`; the account's event defaults only set what a new event starts with.
 */
export function CheckoutSettingsCard({ event }: { event: Event }) {
  const { t } = useLingui();
  const update = useUpdateEventSettings();
  const words = useCheckoutWords();
  const form = useSchemaForm({
    schema: updateEventSettingsSchema,
    initial: () => valuesOf(event.settings),
    labels: {
      ...words.labels,
      notify_organizer_of_new_orders: t`Email me each new order`,
    },
    toBody: (values) => ({
      ...values,
      offline_payment_instructions:
        values.payment_providers.includes("OFFLINE") && values.offline_payment_instructions.trim() !== ""
          ? values.offline_payment_instructions
          : null,
    }),
    reasons: words.reasons,
    submit: (body: UpdateEventSettingsBody) => update.trigger(event.id, body),
    saved: t`Checkout settings saved.`,
    onSaved: (answer) => form.reset(valuesOf(answer)),
  });
  const offline = form.values.payment_providers.includes("OFFLINE");

  return (
    <Card
      id="checkout"
      title={t`Checkout and payment`}
      titleLevel={2}
      description={t`How buyers complete an order of this event and how they pay.`}
    >
      <Form {...form.props}>
        <Stack gap="md">
          <CheckoutFields form={form} />
          <PriceDisplayField binding={form.choice("price_display_mode")} />
          <Switch {...form.toggle("notify_organizer_of_new_orders")} />
          <PaymentMethodsField
            binding={form.field("payment_providers")}
            description={t`Card payment needs the platform's Stripe keys; offline payment needs instructions.`}
          />
          {offline ? <RichTextField field={form.field("offline_payment_instructions")} /> : null}
          <FormActions isPending={form.isPending} align="end" label={t`Save checkout settings`} />
        </Stack>
      </Form>
    </Card>
  );
}

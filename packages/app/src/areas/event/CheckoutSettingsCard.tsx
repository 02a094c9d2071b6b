import { useLingui } from "@lingui/react/macro";
import {
  type AttendeeDetailsCollectionMethod,
  type Event,
  type PaymentProvider,
  type UpdateEventSettingsBody,
  updateEventSettingsSchema,
} from "@varco/domain";
import { useUpdateEventSettings } from "@varco/domain/swr";
import { Card, Checkbox, CheckboxGroup, Form, NumberField, Select, Stack, Switch } from "@varco/ui";
import { FormActions } from "../../forms/FormActions";
import { RichTextField } from "../../forms/RichTextField";
import { useSchemaForm } from "../../forms/useSchemaForm";

interface CheckoutValues {
  attendee_details_collection_method: AttendeeDetailsCollectionMethod;
  order_timeout_in_minutes: number;
  payment_providers: PaymentProvider[];
  offline_payment_instructions: string;
  require_billing_address: boolean;
  show_marketing_opt_in: boolean;
  notify_organizer_of_new_orders: boolean;
}

/** The event's saved checkout settings, with the server's defaults where none was saved. */
function valuesOf(settings: Event["settings"]): CheckoutValues {
  return {
    attendee_details_collection_method: settings?.attendee_details_collection_method ?? "PER_TICKET",
    order_timeout_in_minutes: settings?.order_timeout_in_minutes ?? 15,
    payment_providers: settings?.payment_providers ?? [],
    offline_payment_instructions: settings?.offline_payment_instructions ?? "",
    require_billing_address: settings?.require_billing_address ?? false,
    show_marketing_opt_in: settings?.show_marketing_opt_in ?? false,
    notify_organizer_of_new_orders: settings?.notify_organizer_of_new_orders ?? true,
  };
}

/**
 * The event's checkout: whom the details are asked of, how long tickets are held, the ways to pay
 * and the offline instructions, and whether the organiser hears of each new order. Saved with
 * `PATCH events/{id}/settings`; the account's event defaults only set what a new event starts with.
 */
export function CheckoutSettingsCard({ event }: { event: Event }) {
  const { t } = useLingui();
  const update = useUpdateEventSettings();
  const form = useSchemaForm({
    schema: updateEventSettingsSchema,
    initial: () => valuesOf(event.settings),
    labels: {
      attendee_details_collection_method: t`Attendee details`,
      order_timeout_in_minutes: t`Minutes to complete an order`,
      payment_providers: t`Payment methods`,
      offline_payment_instructions: t`Offline payment instructions`,
      require_billing_address: t`Ask for a billing address`,
      show_marketing_opt_in: t`Offer a marketing opt-in at checkout`,
      notify_organizer_of_new_orders: t`Email me each new order`,
    },
    toBody: (values) => ({
      ...values,
      offline_payment_instructions:
        values.payment_providers.includes("OFFLINE") && values.offline_payment_instructions.trim() !== ""
          ? values.offline_payment_instructions
          : null,
    }),
    reasons: {
      offline_payment_instructions: t`Offline payment instructions are required when offline payment is offered.`,
    },
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
          <Select
            {...form.choice("attendee_details_collection_method")}
            items={[
              { id: "PER_TICKET", label: t`For each ticket` },
              { id: "PER_ORDER", label: t`Once per order` },
            ]}
          />
          <NumberField
            {...form.field("order_timeout_in_minutes")}
            description={t`Tickets are held for the buyer this long, from 1 to 120 minutes.`}
            minValue={1}
            maxValue={120}
            isRequired
          />
          <Switch {...form.toggle("require_billing_address")} />
          <Switch {...form.toggle("show_marketing_opt_in")} />
          <Switch {...form.toggle("notify_organizer_of_new_orders")} />
          <CheckboxGroup
            {...form.field("payment_providers")}
            description={t`Card payment needs the platform's Stripe keys; offline payment needs instructions.`}
            onChange={(chosen) =>
              form.set(
                "payment_providers",
                chosen.filter((value): value is PaymentProvider => value === "STRIPE" || value === "OFFLINE"),
              )
            }
          >
            <Checkbox value="STRIPE">{t`Card payment`}</Checkbox>
            <Checkbox value="OFFLINE">{t`Offline payment (bank transfer, cash at the door)`}</Checkbox>
          </CheckboxGroup>
          {offline ? <RichTextField field={form.field("offline_payment_instructions")} /> : null}
          <FormActions isPending={form.isPending} align="end" label={t`Save checkout settings`} />
        </Stack>
      </Form>
    </Card>
  );
}

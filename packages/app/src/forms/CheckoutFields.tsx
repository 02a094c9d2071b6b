import { useLingui } from "@lingui/react/macro";
import type { AttendeeDetailsCollectionMethod, PaymentProvider } from "@varco/domain";
import { Checkbox, CheckboxGroup, NumberField, Select, Switch } from "@varco/ui";
import type { ChoiceBinding } from "./useSchemaForm";

/** The checkout settings an event has and an account's event defaults set for new events. */
export interface CheckoutValues {
  attendee_details_collection_method: AttendeeDetailsCollectionMethod;
  order_timeout_in_minutes: number;
  payment_providers: PaymentProvider[];
  offline_payment_instructions: string;
  require_billing_address: boolean;
  show_marketing_opt_in: boolean;
}

type Saved = { [Name in keyof CheckoutValues]?: CheckoutValues[Name] | null };

/** The saved checkout values, with the server's defaults where none was saved (but the ways to pay). */
export function checkoutValuesOf(saved: Saved | null | undefined) {
  return {
    attendee_details_collection_method: saved?.attendee_details_collection_method ?? "PER_TICKET",
    order_timeout_in_minutes: saved?.order_timeout_in_minutes ?? 15,
    require_billing_address: saved?.require_billing_address ?? false,
    show_marketing_opt_in: saved?.show_marketing_opt_in ?? false,
  } satisfies Partial<CheckoutValues>;
}

/** The checkout fields' labels, and the refusal of offline payment without instructions. */
export function useCheckoutWords() {
  const { t } = useLingui();
  return {
    labels: {
      attendee_details_collection_method: t`Attendee details`,
      order_timeout_in_minutes: t`Minutes to complete an order`,
      payment_providers: t`Payment methods`,
      offline_payment_instructions: t`Offline payment instructions`,
      require_billing_address: t`Ask for a billing address`,
      show_marketing_opt_in: t`Offer a marketing opt-in at checkout`,
      price_display_mode: t`Prices shown to buyers`,
    },
    reasons: {
      offline_payment_instructions: t`Offline payment instructions are required when offline payment is offered.`,
    },
  };
}

interface Binding<Value> {
  name: string;
  label: string | undefined;
  value: Value;
  onChange: (value: Value) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isReadOnly: boolean | undefined;
}

interface ToggleBinding {
  children: string | undefined;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isReadOnly: boolean | undefined;
}

/** What the checkout fields need of their form (`useSchemaForm`'s answer). */
export interface CheckoutForm {
  choice(name: "attendee_details_collection_method"): ChoiceBinding;
  field(name: "order_timeout_in_minutes"): Binding<number>;
  toggle(name: "require_billing_address" | "show_marketing_opt_in"): ToggleBinding;
}

/**
 * Whom the details are asked of, how long tickets are held, a billing address, a marketing
 * opt-in. `isDisabled`: the form is read-only (a select cannot be read-only, only disabled).
 */
export function CheckoutFields({ form, isDisabled }: { form: CheckoutForm; isDisabled?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <Select
        {...form.choice("attendee_details_collection_method")}
        items={[
          { id: "PER_TICKET", label: t`For each ticket` },
          { id: "PER_ORDER", label: t`Once per order` },
        ]}
        isDisabled={isDisabled}
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
    </>
  );
}

/** The ways to pay a form offers: card, offline. */
export function PaymentMethodsField({
  binding,
  description,
}: {
  binding: Binding<PaymentProvider[]>;
  description?: string;
}) {
  const { t } = useLingui();
  return (
    <CheckboxGroup
      {...binding}
      description={description}
      onChange={(chosen) =>
        binding.onChange(
          chosen.filter((value): value is PaymentProvider => value === "STRIPE" || value === "OFFLINE"),
        )
      }
    >
      <Checkbox value="STRIPE">{t`Card payment`}</Checkbox>
      <Checkbox value="OFFLINE">{t`Offline payment (bank transfer, cash at the door)`}</Checkbox>
    </CheckboxGroup>
  );
}

/** Whether buyers see prices with their taxes and fees included or added on top (the event's setting). */
export function PriceDisplayField({ binding }: { binding: ChoiceBinding }) {
  const { t } = useLingui();
  return (
    <Select
      {...binding}
      items={[
        { id: "INCLUSIVE", label: t`With taxes and fees included` },
        { id: "EXCLUSIVE", label: t`Without taxes and fees, added on top` },
      ]}
      description={t`On the event's page, at checkout, on the order and in the buyer's emails. Buyers pay the same either way.`}
    />
  );
}

import { useLingui } from "@lingui/react/macro";
import {
  type AttendeeDetailsCollectionMethod,
  type EventDefaults,
  type PaymentProvider,
  updateEventDefaultsSchema,
} from "@varco/domain";
import { useEventDefaults, useUpdateEventDefaults } from "@varco/domain/swr";
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Form,
  Heading,
  NumberField,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  toasts,
} from "@varco/ui";
import { type FormEvent, useState } from "react";
import { errorsOfFailedCall, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useAccountArea } from "./accountArea";

/** The defaults form: every field with a value, the built-in one where the account set none. */
interface DefaultsValues {
  attendee_details_collection_method: AttendeeDetailsCollectionMethod;
  order_timeout_in_minutes: number;
  payment_providers: PaymentProvider[];
  offline_payment_instructions: string;
  require_billing_address: boolean;
  show_marketing_opt_in: boolean;
  pass_platform_fee_to_buyer: boolean;
  allow_attendee_self_edit: boolean;
  enable_invoicing: boolean;
  invoice_label: string;
  invoice_prefix: string;
  invoice_notes: string;
  invoice_payment_terms_days: number;
}

/** What a new event starts with when neither the account nor the organiser chose (the server's). */
function valuesOf(saved: EventDefaults): DefaultsValues {
  return {
    attendee_details_collection_method: saved.attendee_details_collection_method ?? "PER_TICKET",
    order_timeout_in_minutes: saved.order_timeout_in_minutes ?? 15,
    payment_providers: saved.payment_providers ?? ["OFFLINE"],
    offline_payment_instructions: saved.offline_payment_instructions ?? "",
    require_billing_address: saved.require_billing_address ?? false,
    show_marketing_opt_in: saved.show_marketing_opt_in ?? false,
    pass_platform_fee_to_buyer: saved.pass_platform_fee_to_buyer ?? false,
    allow_attendee_self_edit: saved.allow_attendee_self_edit ?? false,
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
  const defaults = useEventDefaults(account.id);

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <Text as="p" tone="muted">
        {t`New events of the account start with these settings. Events created before keep their own.`}
      </Text>
      {defaults.data ? (
        <EventDefaultsForm saved={defaults.data} />
      ) : defaults.error ? (
        <Stack gap="sm" align="start" role="alert">
          <Text tone="danger">{t`The event defaults could not be loaded.`}</Text>
          <Button variant="outline" onPress={() => void defaults.mutate()}>
            {t`Try again`}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t`Loading`} role="status">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height={160} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function EventDefaultsForm({ saved }: { saved: EventDefaults }) {
  const { t, i18n } = useLingui();
  const { account, isAdmin } = useAccountArea();
  const update = useUpdateEventDefaults();
  const errors = useFormErrors();
  const [values, setValues] = useState(() => valuesOf(saved));
  const labels = {
    attendee_details_collection_method: t`Attendee details`,
    order_timeout_in_minutes: t`Minutes to complete an order`,
    payment_providers: t`Payment methods`,
    offline_payment_instructions: t`Offline payment instructions`,
    require_billing_address: t`Ask for a billing address`,
    show_marketing_opt_in: t`Offer a marketing opt-in at checkout`,
    pass_platform_fee_to_buyer: t`The buyer pays the platform fee`,
    allow_attendee_self_edit: t`Attendees may edit their own details`,
    enable_invoicing: t`Issue invoices`,
    invoice_label: t`Invoice title`,
    invoice_prefix: t`Invoice number prefix`,
    invoice_notes: t`Invoice notes`,
    invoice_payment_terms_days: t`Payment terms (days)`,
  };

  /** A field's control props: value, change (clearing its refusal) and error, read-only for organisers. */
  const bind = <Field extends keyof DefaultsValues>(field: Field) => {
    const { onChange: edited, ...shown } = errors.field(field);
    const change = (value: DefaultsValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      edited();
    };
    return [{ ...shown, label: labels[field], isReadOnly: !isAdmin }, change] as const;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const offline = values.payment_providers.includes("OFFLINE");
    const checked = validate(
      updateEventDefaultsSchema,
      {
        ...values,
        offline_payment_instructions: offline ? textOrNull(values.offline_payment_instructions) : null,
        invoice_label: textOrNull(values.invoice_label),
        invoice_prefix: textOrNull(values.invoice_prefix),
        invoice_notes: textOrNull(values.invoice_notes),
        invoice_payment_terms_days: numberOrNull(values.invoice_payment_terms_days),
      },
      labels,
      i18n,
    );
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    update.trigger(account.id, checked.body).then(
      (answer) => {
        setValues(valuesOf(answer));
        toasts.show({ tone: "success", message: t`Event defaults saved.` });
      },
      (error: unknown) => errors.show(errorsOfFailedCall(error, labels, i18n)),
    );
  };

  const [method, methodChange] = bind("attendee_details_collection_method");
  const [timeout, timeoutChange] = bind("order_timeout_in_minutes");
  const [providers, providersChange] = bind("payment_providers");
  const [instructions, instructionsChange] = bind("offline_payment_instructions");
  const [invoiceLabel, invoiceLabelChange] = bind("invoice_label");
  const [invoicePrefix, invoicePrefixChange] = bind("invoice_prefix");
  const [invoiceNotes, invoiceNotesChange] = bind("invoice_notes");
  const [terms, termsChange] = bind("invoice_payment_terms_days");
  const flag = (field: BooleanField) => {
    const [{ label, isReadOnly, errorMessage }, change] = bind(field);
    return (
      <Switch
        isSelected={values[field]}
        onChange={change}
        isReadOnly={isReadOnly}
        errorMessage={errorMessage}
      >
        {label}
      </Switch>
    );
  };

  return (
    <Form serverErrors={errors.summary} onSubmit={onSubmit}>
      <Stack gap="lg">
        {isAdmin ? null : (
          <Text as="p" tone="muted">
            {t`Only an admin of the account can change these settings.`}
          </Text>
        )}
        <Card title={t`Checkout`} titleLevel={2}>
          <Stack gap="md">
            <Select
              {...method}
              items={[
                { id: "PER_TICKET", label: t`For each ticket` },
                { id: "PER_ORDER", label: t`Once per order` },
              ]}
              value={values.attendee_details_collection_method}
              onChange={(key) => {
                if (key === "PER_TICKET" || key === "PER_ORDER") methodChange(key);
              }}
              isDisabled={!isAdmin}
            />
            <NumberField
              {...timeout}
              description={t`Tickets are held for the buyer this long, from 1 to 120 minutes.`}
              value={values.order_timeout_in_minutes}
              onChange={timeoutChange}
              minValue={1}
              maxValue={120}
              isRequired
            />
            {flag("require_billing_address")}
            {flag("show_marketing_opt_in")}
            {flag("pass_platform_fee_to_buyer")}
            {flag("allow_attendee_self_edit")}
          </Stack>
        </Card>
        <Card title={t`Payment`} titleLevel={2}>
          <Stack gap="md">
            <CheckboxGroup
              {...providers}
              value={values.payment_providers}
              onChange={(chosen) =>
                providersChange(
                  chosen.filter(
                    (value): value is PaymentProvider => value === "STRIPE" || value === "OFFLINE",
                  ),
                )
              }
            >
              <Checkbox value="STRIPE">{t`Card payment`}</Checkbox>
              <Checkbox value="OFFLINE">{t`Offline payment (bank transfer, cash at the door)`}</Checkbox>
            </CheckboxGroup>
            {values.payment_providers.includes("OFFLINE") ? (
              <TextArea
                {...instructions}
                description={t`Shown to buyers who choose to pay offline: how and when to pay.`}
                value={values.offline_payment_instructions}
                onChange={instructionsChange}
                rows={3}
                isRequired
              />
            ) : null}
          </Stack>
        </Card>
        <Card title={t`Invoices`} titleLevel={2}>
          <Stack gap="md">
            {flag("enable_invoicing")}
            {values.enable_invoicing ? (
              <>
                <TextField {...invoiceLabel} value={values.invoice_label} onChange={invoiceLabelChange} />
                <TextField
                  {...invoicePrefix}
                  description={t`Letters, digits and dashes, at most 10.`}
                  value={values.invoice_prefix}
                  onChange={invoicePrefixChange}
                />
                <NumberField
                  {...terms}
                  value={values.invoice_payment_terms_days}
                  onChange={termsChange}
                  minValue={0}
                  maxValue={1000}
                />
                <TextArea
                  {...invoiceNotes}
                  value={values.invoice_notes}
                  onChange={invoiceNotesChange}
                  rows={3}
                />
              </>
            ) : null}
          </Stack>
        </Card>
        {isAdmin ? (
          <div>
            <Button type="submit" isPending={update.isMutating}>
              {t`Save`}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Form>
  );
}

type BooleanField = {
  [Field in keyof DefaultsValues]: DefaultsValues[Field] extends boolean ? Field : never;
}[keyof DefaultsValues];

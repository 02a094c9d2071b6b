import { useLingui } from "@lingui/react/macro";
import { type Event, type UpdateEventSettingsBody, updateEventSettingsSchema } from "@varco/domain";
import { useUpdateEventSettings } from "@varco/domain/swr";
import { Card, Form, NumberField, Stack, Switch, TextArea, TextField } from "@varco/ui";
import { FormActions } from "../../forms/FormActions";
import { useSchemaForm } from "../../forms/useSchemaForm";

/** The invoicing fields as the form edits them: text as typed, numbers NaN when empty. */
function valuesOf(settings: Event["settings"]) {
  return {
    enable_invoicing: settings?.enable_invoicing ?? false,
    invoice_label: settings?.invoice_label ?? "",
    invoice_prefix: settings?.invoice_prefix ?? "INV-",
    invoice_start_number: settings?.invoice_start_number ?? 1,
    organization_name: settings?.organization_name ?? "",
    organization_address: settings?.organization_address ?? "",
    invoice_tax_details: settings?.invoice_tax_details ?? "",
    invoice_notes: settings?.invoice_notes ?? "",
    invoice_payment_terms_days: settings?.invoice_payment_terms_days ?? Number.NaN,
  };
}

const trimmedOrNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The event's invoices (docs/rules/invoices.md): on or off, their title, number prefix and first
 * number, the organisation that issues them, tax details, notes and payment terms (the billing
 * address the checkout asks for, a checkout setting, is printed on them). Turning them on needs the organisation's name and address (the server
 * says so on each field). Saved with `PATCH events/{id}/settings`.
 */
export function InvoiceSettingsCard({ event }: { event: Event }) {
  const { t } = useLingui();
  const update = useUpdateEventSettings();
  const form = useSchemaForm({
    schema: updateEventSettingsSchema,
    initial: () => valuesOf(event.settings),
    labels: {
      enable_invoicing: t`Issue invoices`,
      invoice_label: t`Invoice title`,
      invoice_prefix: t`Invoice number prefix`,
      invoice_start_number: t`First invoice number`,
      organization_name: t`Organisation name`,
      organization_address: t`Organisation address`,
      invoice_tax_details: t`Tax details`,
      invoice_notes: t`Invoice notes`,
      invoice_payment_terms_days: t`Payment terms (days)`,
    },
    toBody: (values) => ({
      ...values,
      invoice_label: trimmedOrNull(values.invoice_label),
      invoice_prefix: values.invoice_prefix.trim(),
      organization_name: trimmedOrNull(values.organization_name),
      organization_address: trimmedOrNull(values.organization_address),
      invoice_tax_details: trimmedOrNull(values.invoice_tax_details),
      invoice_notes: trimmedOrNull(values.invoice_notes),
      invoice_payment_terms_days: Number.isNaN(values.invoice_payment_terms_days)
        ? null
        : values.invoice_payment_terms_days,
    }),
    submit: (body: UpdateEventSettingsBody) => update.trigger(event.id, body),
    saved: t`Invoice settings saved.`,
    onSaved: (answer) => form.reset(valuesOf(answer)),
  });
  const on = form.values.enable_invoicing;

  return (
    <Card
      id="invoices"
      title={t`Invoices`}
      titleLevel={2}
      description={t`An invoice for every order, numbered without gaps and sent with the order confirmation; a refund gets a credit note. When the checkout asks for a billing address, invoices show it.`}
    >
      <Form {...form.props}>
        <Stack gap="md">
          <Switch {...form.toggle("enable_invoicing")} />
          {on ? (
            <>
              <TextField {...form.field("organization_name")} isRequired />
              <TextArea {...form.field("organization_address")} rows={2} isRequired />
              <TextArea
                {...form.field("invoice_tax_details")}
                rows={2}
                description={t`Printed under the organisation, e.g. its tax or company registration numbers.`}
              />
              <TextField
                {...form.field("invoice_label")}
                description={t`The title on every invoice; empty: "Invoice" in the buyer's language.`}
              />
              <TextField
                {...form.field("invoice_prefix")}
                description={t`Letters, digits and dashes, at most 10.`}
              />
              <NumberField
                {...form.field("invoice_start_number")}
                minValue={1}
                description={t`Numbers go up by one from here, for invoices and credit notes alike.`}
              />
              <NumberField {...form.field("invoice_payment_terms_days")} minValue={0} maxValue={1000} />
              <TextArea {...form.field("invoice_notes")} rows={3} />
            </>
          ) : null}
          <FormActions isPending={form.isPending} align="end" label={t`Save invoice settings`} />
        </Stack>
      </Form>
    </Card>
  );
}

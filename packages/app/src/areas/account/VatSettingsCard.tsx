import { useLingui } from "@lingui/react/macro";
import { type UpdateVatSettingBody, updateVatSettingSchema, type VatSetting } from "@varco/domain";
import { useUpdateVatSettings, useVatSettings } from "@varco/domain/swr";
import { Badge, Card, Form, Stack, Switch, Text, TextArea, TextField } from "@varco/ui";
import { FormActions } from "../../forms/FormActions";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { QueryView } from "../../shell/QueryView";
import { useAccountArea } from "./accountArea";

function valuesOf(saved: VatSetting | null) {
  return {
    vat_registered: saved?.vat_registered ?? false,
    vat_number: saved?.vat_number ?? "",
    business_name: saved?.business_name ?? "",
    business_address: saved?.business_address ?? "",
  };
}

const trimmedOrNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The account's VAT details (`accounts/{id}/vat-settings`), printed on its invoices: registered or
 * not, the number, the business name and address. Varco checks only that the number looks like an
 * EU VAT number; it does not ask the EU's VIES service, and the card says the number is not
 * validated. Admins change it; others read it.
 */
export function VatSettingsCard() {
  const { t } = useLingui();
  const { account } = useAccountArea();
  return (
    <Card
      id="vat"
      title={t`VAT details`}
      titleLevel={2}
      description={t`Printed on the invoices of the account's events, in place of the event's organisation.`}
    >
      <QueryView
        query={useVatSettings(account.id)}
        loadingLabel={t`Loading`}
        failure={t`The VAT details could not be loaded.`}
        rowHeight={120}
      >
        {(saved) => <VatSettingsForm saved={saved} />}
      </QueryView>
    </Card>
  );
}

function VatSettingsForm({ saved }: { saved: VatSetting | null }) {
  const { t } = useLingui();
  const { account, isAdmin } = useAccountArea();
  const update = useUpdateVatSettings();
  const form = useSchemaForm({
    schema: updateVatSettingSchema,
    initial: () => valuesOf(saved),
    labels: {
      vat_registered: t`The business is registered for VAT`,
      vat_number: t`VAT number`,
      business_name: t`Business name`,
      business_address: t`Business address`,
    },
    toBody: (values) => ({
      vat_registered: values.vat_registered,
      vat_number: values.vat_registered ? trimmedOrNull(values.vat_number) : null,
      business_name: trimmedOrNull(values.business_name),
      business_address: trimmedOrNull(values.business_address),
    }),
    submit: (body: UpdateVatSettingBody) => update.trigger(account.id, body),
    saved: t`VAT details saved.`,
    onSaved: (answer) => form.reset(valuesOf(answer)),
    isReadOnly: !isAdmin,
  });
  const savedNumber = saved?.vat_registered ? saved.vat_number : null;

  return (
    <Form {...form.props}>
      <Stack gap="md">
        <Switch {...form.toggle("vat_registered")} isDisabled={!isAdmin} />
        {form.values.vat_registered ? (
          <TextField
            {...form.field("vat_number")}
            isRequired
            description={t`With its country code, e.g. IT12345678901 or DE123456789.`}
          />
        ) : null}
        {savedNumber ? (
          saved?.vat_validated ? (
            <Badge tone="success" dot>{t`Validated`}</Badge>
          ) : (
            <Text as="p" tone="muted">
              <Badge tone="neutral" dot>{t`Not validated`}</Badge>{" "}
              {t`Varco checks only that ${savedNumber} looks like an EU VAT number: it has not been checked with the EU's VIES service.`}
            </Text>
          )
        ) : null}
        <TextField {...form.field("business_name")} />
        <TextArea {...form.field("business_address")} rows={2} />
        {isAdmin ? <FormActions isPending={form.isPending} align="end" label={t`Save VAT details`} /> : null}
      </Stack>
    </Form>
  );
}

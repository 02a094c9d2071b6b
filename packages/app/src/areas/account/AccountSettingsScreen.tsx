import { useLingui } from "@lingui/react/macro";
import { updateAccountSchema } from "@varco/domain";
import { useUpdateAccount } from "@varco/domain/swr";
import { Card, Form, Heading, Stack, TextField } from "@varco/ui";
import { CurrencyField } from "../../forms/CurrencyField";
import { FormActions } from "../../forms/FormActions";
import { TimeZoneField } from "../../forms/TimeZoneField";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AdminOnlyNote } from "./AdminOnlyNote";
import { useAccountArea } from "./accountArea";
import { VatSettingsCard } from "./VatSettingsCard";

/**
 * /account/settings: the account's name, time zone and default currency, and its VAT details
 * (admins change them).
 */
export function AccountSettingsScreen() {
  const { t } = useLingui();
  const title = t`Account settings`;
  usePageTitle(title);
  const { account, isAdmin } = useAccountArea();
  const update = useUpdateAccount();
  const form = useSchemaForm({
    schema: updateAccountSchema,
    initial: { name: account.name, timezone: account.timezone, currency_code: account.currency_code },
    labels: { name: t`Account name`, timezone: t`Time zone`, currency_code: t`Currency` },
    submit: update.trigger,
    saved: t`Account settings saved.`,
    isReadOnly: !isAdmin,
  });

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <Card>
        <Form {...form.props}>
          <Stack gap="md">
            <AdminOnlyNote />
            <TextField {...form.field("name")} isRequired />
            <TimeZoneField
              {...form.choice("timezone")}
              description={t`Dates and times of the account are shown in this time zone.`}
              isRequired
            />
            <CurrencyField
              {...form.choice("currency_code")}
              description={t`New events start with this currency.`}
            />
            {isAdmin ? <FormActions isPending={form.isPending} /> : null}
          </Stack>
        </Form>
      </Card>
      <VatSettingsCard />
    </Stack>
  );
}

export { AccountSettingsScreen as Component };

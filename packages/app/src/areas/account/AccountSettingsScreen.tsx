import { useLingui } from "@lingui/react/macro";
import { updateAccountSchema } from "@varco/domain";
import { useUpdateAccount } from "@varco/domain/swr";
import { Button, Card, ComboBox, Form, Heading, Stack, Text, TextField, toasts } from "@varco/ui";
import { type FormEvent, useMemo, useState } from "react";
import { errorsOfFailedCall, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useAccountArea } from "./accountArea";
import { currencyOptions, timeZoneOptions } from "./choices";

/** /account/settings: the account's name, time zone and default currency (admins change them). */
export function AccountSettingsScreen() {
  const { t, i18n } = useLingui();
  const title = t`Account settings`;
  usePageTitle(title);
  const { bcp47 } = useLocaleControls();
  const { account, isAdmin } = useAccountArea();
  const update = useUpdateAccount();
  const errors = useFormErrors();
  const [name, setName] = useState(account.name);
  const [timezone, setTimezone] = useState(account.timezone);
  const [currency, setCurrency] = useState(account.currency_code);
  const zones = useMemo(() => timeZoneOptions(account.timezone), [account.timezone]);
  const currencies = useMemo(() => currencyOptions(bcp47), [bcp47]);
  const labels = { name: t`Account name`, timezone: t`Time zone`, currency_code: t`Currency` };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(updateAccountSchema, { name, timezone, currency_code: currency }, labels, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    update.trigger(checked.body).then(
      () => toasts.show({ tone: "success", message: t`Account settings saved.` }),
      (error: unknown) => errors.show(errorsOfFailedCall(error, labels, i18n)),
    );
  };

  const nameField = errors.field("name");
  const { onChange: zoneEdited, ...zoneField } = errors.field("timezone");
  const { onChange: currencyEdited, ...currencyField } = errors.field("currency_code");

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <Card>
        <Form serverErrors={errors.summary} onSubmit={onSubmit}>
          <Stack gap="md">
            {isAdmin ? null : (
              <Text as="p" tone="muted">
                {t`Only an admin of the account can change these settings.`}
              </Text>
            )}
            <TextField
              {...nameField}
              label={labels.name}
              value={name}
              onChange={(value) => {
                setName(value);
                nameField.onChange();
              }}
              isRequired
              isReadOnly={!isAdmin}
            />
            <ComboBox
              {...zoneField}
              label={labels.timezone}
              description={t`Dates and times of the account are shown in this time zone.`}
              items={zones}
              selectedKey={timezone}
              onSelectionChange={(key) => {
                if (key !== null) setTimezone(String(key));
                zoneEdited();
              }}
              isRequired
              isReadOnly={!isAdmin}
            />
            <ComboBox
              {...currencyField}
              label={labels.currency_code}
              description={t`New events start with this currency.`}
              items={currencies}
              selectedKey={currency}
              onSelectionChange={(key) => {
                if (key !== null) setCurrency(String(key));
                currencyEdited();
              }}
              isReadOnly={!isAdmin}
            />
            {isAdmin ? (
              <div>
                <Button type="submit" isPending={update.isMutating}>
                  {t`Save`}
                </Button>
              </div>
            ) : null}
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}

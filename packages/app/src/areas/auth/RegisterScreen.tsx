import { Trans, useLingui } from "@lingui/react/macro";
import { registerSchema, type UserLocale, userLocales } from "@varco/domain";
import { useRegister } from "@varco/domain/swr";
import { Button, Form, Link, Stack, Text, TextField } from "@varco/ui";
import { takeReturnPath } from "../../auth/returnPath";
import { browserTimeZone } from "../../format/zonedTime";
import { NameFields } from "../../forms/NameFields";
import { NewPasswordFields, useNewPasswordReasons } from "../../forms/NewPasswordFields";
import { useSchemaForm, withoutBlanks } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { suggestedCurrency } from "../../i18n/suggestedCurrency";
import { NoScriptNotice } from "../../shell/NoScriptNotice";
import { useGo } from "../../shell/navigation";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/** /auth/register: a new account and its owner, signed in at once. */
export function RegisterScreen() {
  const { t } = useLingui();
  usePageTitle(t`Create an account`);
  const go = useGo();
  const { locale } = useLocaleControls();
  const register = useRegister();
  const form = useSchemaForm({
    schema: registerSchema,
    initial: { first_name: "", last_name: "", email: "", password: "", password_confirmation: "" },
    labels: {
      first_name: t`First name`,
      last_name: t`Last name`,
      email: t`Email`,
      password: t`Password`,
      password_confirmation: t`Confirm password`,
    },
    toBody: (values) => ({
      ...withoutBlanks(values),
      timezone: browserTimeZone(),
      // Italian → EUR: the account's (and so its organisers' and events') currency until changed.
      currency_code: suggestedCurrency(locale),
      // The account's mail and screens start in the language the form was filled in.
      locale: (userLocales as readonly string[]).includes(locale) ? (locale as UserLocale) : undefined,
    }),
    reasons: { ...useNewPasswordReasons(), email: t`An account with this email already exists.` },
    submit: register.trigger,
    onSaved: () => {
      // A new account has no organiser yet: its first steps are on the welcome screen.
      takeReturnPath();
      go("/welcome");
    },
  });

  return (
    <AuthCard
      title={t`Create an account`}
      intro={t`Organise events and trips and sell their tickets.`}
      footer={
        <Text as="p" size="sm">
          {t`Already have an account?`} <Link href="/auth/login">{t`Sign in`}</Link>
        </Text>
      }
    >
      <NoScriptNotice />
      <Form {...form.props}>
        <Stack gap="md">
          <NameFields form={form} />
          <TextField {...form.field("email")} type="email" autoComplete="email" isRequired />
          <NewPasswordFields form={form} />
          <LegalNotice />
          <Button type="submit" fullWidth isPending={form.isPending}>
            {t`Create account`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

/** The deployment's terms and privacy policy, when it has them (a deployment may have neither). */
function LegalNotice() {
  const { termsUrl, privacyUrl } = useRuntimeConfig();
  if (!termsUrl && !privacyUrl) return null;
  return (
    <Text as="p" size="sm" tone="muted">
      {termsUrl && privacyUrl ? (
        <Trans>
          By creating an account you accept the{" "}
          <Link href={termsUrl} variant="inline" isExternal>
            terms of service
          </Link>{" "}
          and the{" "}
          <Link href={privacyUrl} variant="inline" isExternal>
            privacy policy
          </Link>
          .
        </Trans>
      ) : termsUrl ? (
        <Trans>
          By creating an account you accept the{" "}
          <Link href={termsUrl} variant="inline" isExternal>
            terms of service
          </Link>
          .
        </Trans>
      ) : (
        <Trans>
          By creating an account you accept the{" "}
          <Link href={privacyUrl ?? ""} variant="inline" isExternal>
            privacy policy
          </Link>
          .
        </Trans>
      )}
    </Text>
  );
}

export { RegisterScreen as Component };

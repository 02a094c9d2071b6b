import { Trans, useLingui } from "@lingui/react/macro";
import { registerSchema, type UserLocale, userLocales } from "@varco/domain";
import { useRegister } from "@varco/domain/swr";
import { Button, Form, Inline, Link, Stack, Text, TextField } from "@varco/ui";
import type { FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { takeReturnPath } from "../../auth/returnPath";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { NewPasswordFields } from "../../forms/NewPasswordFields";
import { useFormErrors } from "../../forms/useFormErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/** The browser's time zone, so the new account's dates read as the organiser expects. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** /auth/register: a new account and its owner, signed in at once. */
export function RegisterScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Create an account`);
  const navigate = useNavigate();
  const { locale } = useLocaleControls();
  const register = useRegister();
  const errors = useFormErrors();
  const labels = {
    first_name: t`First name`,
    last_name: t`Last name`,
    email: t`Email`,
    password: t`Password`,
    password_confirmation: t`Confirm password`,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      ...formValues(event.currentTarget),
      timezone: browserTimeZone(),
      // The account's mail and screens start in the language the form was filled in.
      locale: (userLocales as readonly string[]).includes(locale) ? (locale as UserLocale) : undefined,
    };
    const checked = validate(registerSchema, values, labels, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    register.trigger(checked.body).then(
      () => {
        // A new account has no organiser yet: its first steps are on the welcome screen.
        takeReturnPath();
        navigate("/welcome", { replace: true });
      },
      (error: unknown) => errors.show(errorsOfFailedCall(error, labels, i18n)),
    );
  };

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
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <Inline gap="md" collapseBelow="sm" align="start">
            <TextField
              {...errors.field("first_name")}
              label={labels.first_name}
              autoComplete="given-name"
              isRequired
              style={{ flex: 1 }}
            />
            <TextField
              {...errors.field("last_name")}
              label={labels.last_name}
              autoComplete="family-name"
              style={{ flex: 1 }}
            />
          </Inline>
          <TextField
            {...errors.field("email")}
            type="email"
            label={labels.email}
            autoComplete="email"
            isRequired
          />
          <NewPasswordFields errors={errors} labels={labels} />
          <LegalNotice />
          <Button type="submit" fullWidth isPending={register.isMutating}>
            {t`Create account`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

/** The deployment's terms and privacy policy, when it has them (SPEC.md §1). */
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

import { useLingui } from "@lingui/react/macro";
import { forgotPasswordSchema } from "@varco/domain";
import { useForgotPassword } from "@varco/domain/swr";
import { Button, Form, Link, Stack, Text, TextField } from "@varco/ui";
import { type FormEvent, useState } from "react";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/** /auth/forgot-password: mails a link to choose a new password. */
export function ForgotPasswordScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Forgot your password?`);
  const forgotPassword = useForgotPassword();
  const errors = useFormErrors();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const labels = { email: t`Email` };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(forgotPasswordSchema, formValues(event.currentTarget), labels, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    forgotPassword.trigger(checked.body).then(
      () => setSentTo(checked.body.email),
      (error: unknown) => errors.show(errorsOfFailedCall(error, labels, i18n)),
    );
  };

  const backToLogin = (
    <Text as="p" size="sm">
      <Link href="/auth/login">{t`Back to sign in`}</Link>
    </Text>
  );

  if (sentTo !== null) {
    // The server answers the same for every address, so the page cannot say whether one exists.
    return (
      <AuthCard title={t`Check your inbox`} footer={backToLogin}>
        <Text as="p" role="status">
          {t`If an account uses ${sentTo}, we have sent it a link to choose a new password. The link works for 15 minutes.`}
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      intro={t`Enter the email you sign in with and we will send you a link to choose a new password.`}
      footer={backToLogin}
    >
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <TextField
            {...errors.field("email")}
            type="email"
            label={labels.email}
            autoComplete="email"
            isRequired
          />
          <Button type="submit" fullWidth isPending={forgotPassword.isMutating}>
            {t`Send the link`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

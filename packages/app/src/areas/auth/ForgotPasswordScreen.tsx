import { useLingui } from "@lingui/react/macro";
import { forgotPasswordSchema } from "@varco/domain";
import { useForgotPassword } from "@varco/domain/swr";
import { Button, Form, Link, Stack, Text, TextField } from "@varco/ui";
import { useState } from "react";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { NoScriptNotice } from "../../shell/NoScriptNotice";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/** /auth/forgot-password: mails a link to choose a new password. */
export function ForgotPasswordScreen() {
  const { t } = useLingui();
  usePageTitle(t`Forgot your password?`);
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: forgotPasswordSchema,
    initial: { email: "" },
    labels: { email: t`Email` },
    submit: forgotPassword.trigger,
    onSaved: (_answer, body) => setSentTo(body.email),
  });

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
      <NoScriptNotice />
      <Form {...form.props}>
        <Stack gap="md">
          <TextField {...form.field("email")} type="email" autoComplete="email" isRequired />
          <Button type="submit" fullWidth isPending={form.isPending}>
            {t`Send the link`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

export { ForgotPasswordScreen as Component };

import { useLingui } from "@lingui/react/macro";
import type { Account, LoginBody } from "@varco/domain";
import { useLogin } from "@varco/domain/swr";
import { Button, Form, Link, PasswordField, Stack, Text, TextField } from "@varco/ui";
import { useState } from "react";
import { takeReturnPath } from "../../auth/returnPath";
import { loginFields } from "../../forms/loginFields";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { NoScriptNotice } from "../../shell/NoScriptNotice";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/**
 * Signing in: email and password, then back to the page that asked for it (where it was before
 * being asked to sign in), which `onSignedIn` opens.
 */
export function LoginForm({
  onSignedIn,
  notice,
}: {
  onSignedIn: (path: string) => void;
  /** Said above the form (the password was just changed). */
  notice?: string | undefined;
}) {
  const { t } = useLingui();
  usePageTitle(t`Sign in`);
  const { adoptUserLocale } = useLocaleControls();
  const login = useLogin();
  // Someone in several accounts signs in once more, naming the account.
  const [choice, setChoice] = useState<{ credentials: LoginBody; accounts: Account[] } | null>(null);
  const form = useSchemaForm({
    schema: loginFields,
    initial: { email: "", password: "" },
    labels: { email: t`Email`, password: t`Password` },
    submit: login.trigger,
    statuses: { 401: t`The email or the password is not correct.` },
    onSaved: (answer, credentials) => {
      if (answer.token === null && answer.accounts.length > 1) {
        setChoice({ credentials, accounts: answer.accounts });
        return;
      }
      adoptUserLocale(answer.user.locale);
      onSignedIn(takeReturnPath());
    },
    onFailed: () => setChoice(null),
  });

  if (choice) {
    return (
      <AuthCard
        title={t`Choose an account`}
        intro={t`You belong to more than one account. Which one do you want to open?`}
      >
        <Stack gap="sm">
          {choice.accounts.map((account) => (
            <Button
              key={account.id}
              variant="outline"
              fullWidth
              isPending={form.isPending}
              onPress={() => void form.send({ ...choice.credentials, account_id: account.id })}
            >
              {account.name}
            </Button>
          ))}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Sign in`}
      intro={t`Welcome back. Sign in to manage your events.`}
      footer={
        <>
          <Text as="p" size="sm">
            {t`New here?`} <Link href="/auth/register">{t`Create an account`}</Link>
          </Text>
          <Text as="p" size="sm">
            {t`Bought tickets?`} <Link href="/my-tickets">{t`Find them by email`}</Link>
          </Text>
        </>
      }
    >
      <NoScriptNotice />
      {notice ? (
        <Text as="p" role="status" tone="success">
          {notice}
        </Text>
      ) : null}
      <Form {...form.props}>
        <Stack gap="md">
          <TextField {...form.field("email")} type="email" autoComplete="email" isRequired />
          <PasswordField {...form.field("password")} isRequired />
          <Link href="/auth/forgot-password" variant="standalone">
            {t`Forgot your password?`}
          </Link>
          <Button type="submit" fullWidth isPending={form.isPending}>
            {t`Sign in`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

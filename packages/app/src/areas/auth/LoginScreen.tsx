import { useLingui } from "@lingui/react/macro";
import { type Account, type LoginBody, loginSchema } from "@varco/domain";
import { useLogin } from "@varco/domain/swr";
import { Button, Form, Link, PasswordField, Stack, Text, TextField } from "@varco/ui";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { takeReturnPath } from "../../auth/returnPath";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/** /auth/login: email and password; back to the page that asked for it (SPEC.md §8). */
export function LoginScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sign in`);
  const navigate = useNavigate();
  const { adoptUserLocale } = useLocaleControls();
  const login = useLogin();
  const errors = useFormErrors();
  // Someone in several accounts signs in once more, naming the account.
  const [choice, setChoice] = useState<{ credentials: LoginBody; accounts: Account[] } | null>(null);
  const labels = { email: t`Email`, password: t`Password` };

  const signIn = async (body: LoginBody) => {
    errors.show(null);
    try {
      const answer = await login.trigger(body);
      if (answer.token === null && answer.accounts.length > 1) {
        setChoice({ credentials: body, accounts: answer.accounts });
        return;
      }
      adoptUserLocale(answer.user.locale);
      navigate(takeReturnPath(), { replace: true });
    } catch (error) {
      setChoice(null);
      errors.show(
        errorsOfFailedCall(error, labels, i18n, { 401: t`The email or the password is not correct.` }),
      );
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(loginSchema, formValues(event.currentTarget), labels, i18n);
    if (checked.ok) void signIn(checked.body);
    else errors.show(checked.errors);
  };

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
              isPending={login.isMutating}
              onPress={() => void signIn({ ...choice.credentials, account_id: account.id })}
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
        <Text as="p" size="sm">
          {t`New here?`} <Link href="/auth/register">{t`Create an account`}</Link>
        </Text>
      }
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
          <PasswordField {...errors.field("password")} label={labels.password} isRequired />
          <Link href="/auth/forgot-password" variant="standalone">
            {t`Forgot your password?`}
          </Link>
          <Button type="submit" fullWidth isPending={login.isMutating}>
            {t`Sign in`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

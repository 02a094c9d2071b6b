import { useLingui } from "@lingui/react/macro";
import { isApiError, resetPasswordSchema } from "@varco/domain";
import { useResetPassword, useResetPasswordToken } from "@varco/domain/swr";
import { Button, Form, Link, SkeletonText, Stack, Text, toasts } from "@varco/ui";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { NewPasswordFields } from "../../forms/NewPasswordFields";
import { useFormErrors } from "../../forms/useFormErrors";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/** /auth/reset-password/{token}: the link from the mail; a new password, then sign in again. */
export function ResetPasswordScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Choose a new password`);
  const { token } = useParams();
  const navigate = useNavigate();
  const link = useResetPasswordToken(token);
  const resetPassword = useResetPassword();
  const errors = useFormErrors();
  const [linkDead, setLinkDead] = useState(false);
  const labels = { password: t`New password`, password_confirmation: t`Confirm new password` };

  if (link.isLoading) {
    return (
      <AuthCard title={t`Choose a new password`}>
        <div aria-busy="true">
          <SkeletonText lines={3} />
        </div>
      </AuthCard>
    );
  }

  if (link.error || linkDead || !token) {
    return (
      <AuthCard
        title={t`This link no longer works`}
        intro={t`A link to choose a new password works once, for 15 minutes. Ask for a new one.`}
      >
        <Link href="/auth/forgot-password" variant="standalone">
          {t`Send me a new link`}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(resetPasswordSchema, formValues(event.currentTarget), labels, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    resetPassword.trigger(token, checked.body).then(
      () => {
        toasts.show({
          tone: "success",
          message: t`Your password has been changed. Sign in with the new one.`,
        });
        navigate("/auth/login", { replace: true });
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) setLinkDead(true);
        else errors.show(errorsOfFailedCall(error, labels, i18n));
      },
    );
  };

  return (
    <AuthCard title={t`Choose a new password`} intro={t`You will be signed out everywhere else.`}>
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <NewPasswordFields errors={errors} labels={labels} />
          <Button type="submit" fullWidth isPending={resetPassword.isMutating}>
            {t`Save the new password`}
          </Button>
          <Text as="p" size="sm">
            <Link href="/auth/login">{t`Back to sign in`}</Link>
          </Text>
        </Stack>
      </Form>
    </AuthCard>
  );
}

import { useLingui } from "@lingui/react/macro";
import { isApiError, type ResetPasswordBody, resetPasswordSchema } from "@varco/domain";
import { useResetPassword, useResetPasswordToken } from "@varco/domain/swr";
import { Button, Form, Link, SkeletonText, Stack, Text } from "@varco/ui";
import { useState } from "react";
import { NewPasswordFields, useNewPasswordReasons } from "../../forms/NewPasswordFields";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { NoScriptNotice } from "../../shell/NoScriptNotice";
import { useGo } from "../../shell/navigation";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/**
 * /auth/reset-password/{token}: the link from the mail; a new password, then sign in again.
 * `alive` says whether the link still works when the server checked it already (the page it
 * drew); otherwise the link is checked here.
 */
export function ResetPassword({ token, alive }: { token: string; alive?: boolean | undefined }) {
  const { t } = useLingui();
  usePageTitle(t`Choose a new password`);
  const link = useResetPasswordToken(alive === undefined && token ? token : undefined);

  if (alive === undefined && link.isLoading) {
    return (
      <AuthCard title={t`Choose a new password`}>
        <div aria-busy="true">
          <SkeletonText lines={3} />
        </div>
      </AuthCard>
    );
  }
  return alive === false || link.error || !token ? <DeadLink /> : <NewPasswordForm token={token} />;
}

function DeadLink() {
  const { t } = useLingui();
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

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const go = useGo();
  const resetPassword = useResetPassword();
  const [linkDead, setLinkDead] = useState(false);
  const form = useSchemaForm({
    schema: resetPasswordSchema,
    initial: { password: "", password_confirmation: "" },
    labels: { password: t`New password`, password_confirmation: t`Confirm new password` },
    reasons: useNewPasswordReasons(),
    submit: (body: ResetPasswordBody) => resetPassword.trigger(token, body),
    saved: t`Your password has been changed. Sign in with the new one.`,
    // The sign-in page says so too where no toast survives the page load (a page the server drew).
    onSaved: () => go("/auth/login?password_changed=1"),
    onFailed: (error) => setLinkDead(isApiError(error) && error.status === 404),
  });
  if (linkDead) return <DeadLink />;

  return (
    <AuthCard title={t`Choose a new password`} intro={t`You will be signed out everywhere else.`}>
      <NoScriptNotice />
      <Form {...form.props}>
        <Stack gap="md">
          <NewPasswordFields form={form} />
          <Button type="submit" fullWidth isPending={form.isPending}>
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

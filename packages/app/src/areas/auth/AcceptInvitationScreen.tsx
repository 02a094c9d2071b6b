import { useLingui } from "@lingui/react/macro";
import { acceptInvitationSchema, isApiError } from "@varco/domain";
import { useAcceptInvitation, useInvitation } from "@varco/domain/swr";
import { Button, Form, Inline, Link, SkeletonText, Stack, TextField } from "@varco/ui";
import type { FormEvent } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { takeReturnPath } from "../../auth/returnPath";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { NewPasswordFields } from "../../forms/NewPasswordFields";
import { useFormErrors } from "../../forms/useFormErrors";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** /auth/accept-invitation/{token}: someone invited to an account sets a name and password. */
export function AcceptInvitationScreen() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Accept the invitation`);
  const { token } = useParams();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const errors = useFormErrors();
  const labels = {
    first_name: t`First name`,
    last_name: t`Last name`,
    password: t`Password`,
    password_confirmation: t`Confirm password`,
  };

  if (invitation.isLoading) {
    return (
      <AuthCard title={t`Accept the invitation`}>
        <div aria-busy="true">
          <SkeletonText lines={4} />
        </div>
      </AuthCard>
    );
  }

  const invited = invitation.data;
  if (!invited || !token) {
    const status = isApiError(invitation.error) ? invitation.error.status : 0;
    const reason =
      status === 410
        ? t`This invitation has expired. Ask the person who invited you to send a new one.`
        : status === 409
          ? t`This invitation has already been accepted. Sign in with your email and password.`
          : status === 404
            ? t`This invitation was withdrawn. Ask the person who invited you if it should still stand.`
            : t`This invitation link is not valid. Check that you opened the whole link from the email.`;
    return (
      <AuthCard title={t`This invitation cannot be used`} intro={reason}>
        <Link href="/auth/login" variant="standalone">
          {t`Go to sign in`}
        </Link>
      </AuthCard>
    );
  }

  const email = invited.email;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { ...formValues(event.currentTarget), timezone: browserTimeZone() };
    const checked = validate(acceptInvitationSchema, values, labels, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    accept.trigger(token, checked.body).then(
      () => navigate(takeReturnPath(), { replace: true }),
      (error: unknown) => errors.show(errorsOfFailedCall(error, labels, i18n)),
    );
  };

  return (
    <AuthCard
      title={t`Accept the invitation`}
      intro={t`You have been invited as ${email}. Choose how your name appears and a password.`}
    >
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <Inline gap="md" collapseBelow="sm" align="start">
            <TextField
              {...errors.field("first_name")}
              label={labels.first_name}
              defaultValue={invited.first_name}
              autoComplete="given-name"
              isRequired
              style={{ flex: 1 }}
            />
            <TextField
              {...errors.field("last_name")}
              label={labels.last_name}
              defaultValue={invited.last_name ?? ""}
              autoComplete="family-name"
              style={{ flex: 1 }}
            />
          </Inline>
          <NewPasswordFields errors={errors} labels={labels} />
          <Button type="submit" fullWidth isPending={accept.isMutating}>
            {t`Join the account`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

import { useLingui } from "@lingui/react/macro";
import { type AcceptInvitationBody, acceptInvitationSchema, isApiError, type User } from "@varco/domain";
import { useAcceptInvitation, useInvitation } from "@varco/domain/swr";
import { Button, Form, Link, SkeletonText, Stack } from "@varco/ui";
import { useEffect } from "react";
import { takeReturnPath } from "../../auth/returnPath";
import { browserTimeZone } from "../../format/zonedTime";
import { NameFields } from "../../forms/NameFields";
import { NewPasswordFields, useNewPasswordReasons } from "../../forms/NewPasswordFields";
import { useSchemaForm, withoutBlanks } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { readStoredLocale } from "../../i18n/localeChoice";
import { NoScriptNotice } from "../../shell/NoScriptNotice";
import { useGo } from "../../shell/navigation";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { AuthCard } from "./AuthCard";

/** What the server found behind an invitation's link: the invited person, or the refusal's status. */
export type InvitationAnswer = { invited: User } | { status: number };

/**
 * /auth/accept-invitation/{token}: someone invited to an account sets a name and password.
 * `answer` is the invitation as the server read it already (the page it drew); otherwise it is
 * read here.
 */
export function AcceptInvitation({
  token,
  answer,
}: {
  token: string | undefined;
  answer?: InvitationAnswer;
}) {
  const { t } = useLingui();
  usePageTitle(t`Accept the invitation`);
  const invitation = useInvitation(answer === undefined ? token : undefined);

  if (answer === undefined && invitation.isLoading) {
    return (
      <AuthCard title={t`Accept the invitation`}>
        <div aria-busy="true">
          <SkeletonText lines={4} />
        </div>
      </AuthCard>
    );
  }

  const invited = answer === undefined ? invitation.data : "invited" in answer ? answer.invited : undefined;
  if (!invited || !token) {
    const status =
      answer !== undefined && "status" in answer
        ? answer.status
        : isApiError(invitation.error)
          ? invitation.error.status
          : 0;
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

  return <InvitationForm token={token} invited={invited} />;
}

function InvitationForm({ token, invited }: { token: string; invited: User }) {
  const { t } = useLingui();
  const go = useGo();
  const accept = useAcceptInvitation();
  const { adoptUserLocale } = useLocaleControls();
  // The invitation speaks the inviter's language (the mail did too), unless this device already
  // chose one.
  useEffect(() => {
    if (readStoredLocale() === null) adoptUserLocale(invited.locale);
  }, [adoptUserLocale, invited.locale]);
  const form = useSchemaForm({
    schema: acceptInvitationSchema,
    initial: {
      first_name: invited.first_name,
      last_name: invited.last_name ?? "",
      password: "",
      password_confirmation: "",
    },
    labels: {
      first_name: t`First name`,
      last_name: t`Last name`,
      password: t`Password`,
      password_confirmation: t`Confirm password`,
    },
    // The invitation carries the account's time zone; the profile can change it later.
    toBody: (values) => ({
      ...withoutBlanks(values),
      timezone: invited.timezone || (browserTimeZone() ?? "UTC"),
    }),
    reasons: useNewPasswordReasons(),
    submit: (body: AcceptInvitationBody) => accept.trigger(token, body),
    onSaved: () => go(takeReturnPath()),
  });
  const email = invited.email;

  return (
    <AuthCard
      title={t`Accept the invitation`}
      intro={t`You have been invited as ${email}. Choose how your name appears and a password.`}
    >
      <NoScriptNotice />
      <Form {...form.props}>
        <Stack gap="md">
          <NameFields form={form} />
          <NewPasswordFields form={form} />
          <Button type="submit" fullWidth isPending={form.isPending}>
            {t`Join the account`}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

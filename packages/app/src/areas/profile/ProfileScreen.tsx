import { useLingui } from "@lingui/react/macro";
import {
  confirmEmailWithCodeSchema,
  isApiError,
  type SupportedLocale,
  supportedLocales,
  type User,
  type UserLocale,
  updateCurrentUserSchema,
  userLocales,
} from "@varco/domain";
import {
  useCancelEmailChange,
  useConfirmEmailWithCode,
  useCurrentUser,
  useResendEmailConfirmation,
  useUpdateCurrentUser,
} from "@varco/domain/swr";
import {
  Button,
  Card,
  Form,
  Heading,
  Inline,
  MailIcon,
  PasswordField,
  Select,
  Stack,
  Text,
  TextField,
  toasts,
} from "@varco/ui";
import { useMemo } from "react";
import { FormActions } from "../../forms/FormActions";
import { NameFields } from "../../forms/NameFields";
import { NewPasswordFields, useNewPasswordReasons } from "../../forms/NewPasswordFields";
import { TimeZoneField } from "../../forms/TimeZoneField";
import { useSchemaForm, withoutBlanks } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { localeNames } from "../../i18n/localeNames";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";

/** The languages both the interface and the API know. */
const profileLocales = supportedLocales.filter((locale): locale is SupportedLocale & UserLocale =>
  (userLocales as readonly string[]).includes(locale),
);

/** /manage/profile: the signed-in person's name, email, time zone, language and password. */
export function ProfileScreen() {
  const { t } = useLingui();
  const title = t`Your profile`;
  usePageTitle(title);

  return (
    <Stack gap="lg" padding="lg" maxWidth="xxl">
      <Heading level={1}>{title}</Heading>
      <QueryView
        query={useCurrentUser()}
        loadingLabel={t`Loading`}
        failure={t`Your profile could not be loaded.`}
        rowHeight={160}
      >
        {(user) => (
          <>
            {user.is_email_verified ? null : <VerifyEmailCard user={user} />}
            <DetailsCard key={user.id} user={user} />
            <LanguageCard user={user} />
            <PasswordCard />
          </>
        )}
      </QueryView>
    </Stack>
  );
}

/** The fields `PUT users/me` needs in profile mode, as they are saved now. */
function savedProfile(user: User) {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    timezone: user.timezone,
    locale: user.locale,
  };
}

function DetailsCard({ user }: { user: User }) {
  const { t } = useLingui();
  const update = useUpdateCurrentUser();
  const cancelChange = useCancelEmailChange();
  const pendingEmail = user.has_pending_email_change ? (user.pending_email ?? null) : null;
  const form = useSchemaForm({
    schema: updateCurrentUserSchema,
    initial: {
      first_name: user.first_name,
      last_name: user.last_name ?? "",
      email: user.email,
      timezone: user.timezone,
    },
    labels: {
      first_name: t`First name`,
      last_name: t`Last name`,
      email: t`Email`,
      timezone: t`Time zone`,
    },
    // An emptied last name is cleared; the language is kept as saved.
    toBody: (values) => ({
      ...savedProfile(user),
      ...withoutBlanks(values),
      last_name: values.last_name === "" ? null : values.last_name,
    }),
    submit: update.trigger,
    onSaved: (saved, body) => {
      const emailChanged = body.email !== undefined && body.email !== user.email;
      const newEmail = saved.pending_email ?? body.email ?? "";
      toasts.show({
        tone: "success",
        message:
          emailChanged && saved.has_pending_email_change
            ? t`Your profile was saved. Open the link we sent to ${{ email: newEmail }} to change your email.`
            : t`Your profile was saved.`,
      });
    },
  });

  const cancel = () => {
    cancelChange.trigger(user.id).then(
      () => toasts.show({ tone: "success", message: t`The email change was cancelled.` }),
      () =>
        toasts.show({
          tone: "danger",
          message: t`The email change could not be cancelled. Try again in a moment.`,
        }),
    );
  };

  return (
    <Card title={t`Personal details`} titleLevel={2}>
      <Form {...form.props}>
        <Stack gap="md">
          <NameFields form={form} />
          <TextField
            {...form.field("email")}
            type="email"
            autoComplete="email"
            description={t`A new address is used once you open the link we send to it.`}
            isRequired
          />
          {pendingEmail ? (
            <Card variant="outline" padding="md">
              <Stack gap="sm" align="start" role="status">
                <Inline gap="sm" align="center">
                  <MailIcon size={18} aria-hidden />
                  <Text as="p">
                    {t`Waiting for confirmation: open the link we sent to ${{ email: pendingEmail }} to use it as your email.`}
                  </Text>
                </Inline>
                <Button variant="outline" size="sm" isPending={cancelChange.isMutating} onPress={cancel}>
                  {t`Cancel the change`}
                </Button>
              </Stack>
            </Card>
          ) : null}
          <TimeZoneField {...form.choice("timezone")} isRequired />
          <FormActions isPending={form.isPending} />
        </Stack>
      </Form>
    </Card>
  );
}

/** The interface language: saved on the profile at once, and the page switches to it. */
function LanguageCard({ user }: { user: User }) {
  const { t } = useLingui();
  const { locale, adoptUserLocale } = useLocaleControls();
  const update = useUpdateCurrentUser();
  const items = useMemo(() => profileLocales.map((id) => ({ id, label: localeNames[id] })), []);

  const choose = (picked: (typeof profileLocales)[number]) => {
    if (picked === user.locale) return;
    update.trigger({ ...savedProfile(user), locale: picked }).then(
      (saved) => adoptUserLocale(saved.locale),
      (error: unknown) =>
        toasts.show({
          tone: "danger",
          message:
            isApiError(error) && error.isNetworkError
              ? t`The server could not be reached. Check your connection and try again.`
              : t`The language could not be saved. Try again in a moment.`,
        }),
    );
  };

  return (
    <Card title={t`Language`} titleLevel={2}>
      <Select
        label={t`Language of the interface`}
        description={t`Saved on your profile: the app speaks it on every device you sign in on.`}
        items={items}
        value={(profileLocales as readonly string[]).includes(user.locale) ? user.locale : locale}
        isDisabled={update.isMutating}
        onChange={(key) => {
          const picked = profileLocales.find((id) => id === key);
          if (picked) choose(picked);
        }}
      />
    </Card>
  );
}

function PasswordCard() {
  const { t } = useLingui();
  const update = useUpdateCurrentUser();
  const blank = { current_password: "", password: "", password_confirmation: "" };
  const form = useSchemaForm({
    schema: updateCurrentUserSchema,
    initial: blank,
    labels: {
      current_password: t`Current password`,
      password: t`New password`,
      password_confirmation: t`Confirm new password`,
    },
    toBody: (values) => values,
    reasons: { ...useNewPasswordReasons(), current_password: t`The current password is not correct.` },
    submit: update.trigger,
    saved: t`Your password was changed.`,
    onSaved: () => form.reset(blank),
  });

  return (
    <Card title={t`Password`} titleLevel={2} description={t`You will be signed out everywhere else.`}>
      <Form {...form.props}>
        <Stack gap="md">
          <PasswordField {...form.field("current_password")} autoComplete="current-password" isRequired />
          <NewPasswordFields form={form} />
          <FormActions isPending={form.isPending} label={t`Change the password`} />
        </Stack>
      </Form>
    </Card>
  );
}

/** An unverified address: the six-digit code from the email, or a new email with one. */
function VerifyEmailCard({ user }: { user: User }) {
  const { t } = useLingui();
  const confirm = useConfirmEmailWithCode();
  const resend = useResendEmailConfirmation();
  const email = user.email;
  const form = useSchemaForm({
    schema: confirmEmailWithCodeSchema,
    initial: { code: "" },
    labels: { code: t`Code` },
    toBody: (values) => values,
    reasons: { code: t`Enter the 6 digits from the email.` },
    serverReasons: { code: t`This code is not valid or has expired. Ask for a new one.` },
    submit: (body) => confirm.trigger(user.id, body),
    saved: t`Your email address is confirmed.`,
  });

  const sendAgain = () => {
    resend.trigger(user.id).then(
      () => toasts.show({ tone: "success", message: t`A new code was sent to ${email}.` }),
      (error: unknown) =>
        toasts.show({
          tone: "danger",
          message:
            isApiError(error) && error.status === 429
              ? t`A code was sent a moment ago. Wait half a minute before asking again.`
              : t`The code could not be sent. Try again in a moment.`,
        }),
    );
  };

  return (
    <Card
      title={t`Confirm your email address`}
      titleLevel={2}
      description={t`We sent a 6-digit code to ${email}. Enter it here, or open the link in the same email.`}
    >
      <Form {...form.props}>
        <Inline gap="md" align="end">
          <TextField
            {...form.field("code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
          />
          <Button type="submit" isPending={form.isPending}>
            {t`Confirm`}
          </Button>
          <Button variant="subtle" isPending={resend.isMutating} onPress={sendAgain}>
            {t`Send a new code`}
          </Button>
        </Inline>
      </Form>
    </Card>
  );
}

export { ProfileScreen as Component };

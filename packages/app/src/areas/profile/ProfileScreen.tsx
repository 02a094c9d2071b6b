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
  Skeleton,
  Stack,
  Text,
  TextField,
  toasts,
} from "@varco/ui";
import { type FormEvent, useMemo, useState } from "react";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { NewPasswordFields, useNewPasswordReasons } from "../../forms/NewPasswordFields";
import { TimeZoneField } from "../../forms/TimeZoneField";
import { useFormErrors } from "../../forms/useFormErrors";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { localeNames } from "../../i18n/localeNames";
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
  const { data: user } = useCurrentUser();

  return (
    <Stack gap="lg" padding="lg" style={{ maxWidth: 720 }}>
      <Heading level={1}>{title}</Heading>
      {user ? (
        <>
          {user.is_email_verified ? null : <VerifyEmailCard user={user} />}
          <DetailsCard key={user.id} user={user} />
          <LanguageCard user={user} />
          <PasswordCard />
        </>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t`Loading`} role="status">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height={160} />
          ))}
        </Stack>
      )}
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
  const { t, i18n } = useLingui();
  const update = useUpdateCurrentUser();
  const cancelChange = useCancelEmailChange();
  const errors = useFormErrors();
  const [timezone, setTimezone] = useState(user.timezone);
  const labels = {
    first_name: t`First name`,
    last_name: t`Last name`,
    email: t`Email`,
    timezone: t`Time zone`,
  };
  const pendingEmail = user.has_pending_email_change ? (user.pending_email ?? null) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = formValues(event.currentTarget);
    const checked = validate(
      updateCurrentUserSchema,
      {
        ...savedProfile(user),
        last_name: null,
        ...entered,
        timezone,
      },
      labels,
      {},
      i18n,
    );
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    const emailChanged = entered.email !== undefined && entered.email !== user.email;
    update.trigger(checked.body).then(
      (saved) => {
        const newEmail = saved.pending_email ?? entered.email ?? "";
        toasts.show({
          tone: "success",
          message:
            emailChanged && saved.has_pending_email_change
              ? t`Your profile was saved. Open the link we sent to ${{ email: newEmail }} to change your email.`
              : t`Your profile was saved.`,
        });
      },
      (error: unknown) => errors.show(errorsOfFailedCall(error, i18n)),
    );
  };

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

  const { onChange: zoneEdited, ...zoneField } = errors.field("timezone");
  return (
    <Card title={t`Personal details`} titleLevel={2}>
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="md">
          <Inline gap="md" align="start" style={{ flexWrap: "wrap" }}>
            <TextField
              {...errors.field("first_name")}
              label={labels.first_name}
              defaultValue={user.first_name}
              autoComplete="given-name"
              isRequired
            />
            <TextField
              {...errors.field("last_name")}
              label={labels.last_name}
              defaultValue={user.last_name ?? ""}
              autoComplete="family-name"
            />
          </Inline>
          <TextField
            {...errors.field("email")}
            type="email"
            label={labels.email}
            defaultValue={user.email}
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
          <TimeZoneField
            {...zoneField}
            label={labels.timezone}
            selectedKey={timezone}
            onSelectionChange={(key) => {
              if (key !== null) setTimezone(String(key));
              zoneEdited();
            }}
            isRequired
          />
          <div>
            <Button type="submit" isPending={update.isMutating}>
              {t`Save`}
            </Button>
          </div>
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
          <div>
            <Button type="submit" isPending={form.isPending}>
              {t`Change the password`}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

/** An unverified address: the six-digit code from the email, or a new email with one. */
function VerifyEmailCard({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirmEmailWithCode();
  const resend = useResendEmailConfirmation();
  const errors = useFormErrors();
  const labels = { code: t`Code` };
  const email = user.email;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(confirmEmailWithCodeSchema, formValues(event.currentTarget), labels, {}, i18n);
    if (!checked.ok) {
      errors.show({ errors: { code: [t`Enter the 6 digits from the email.`] } });
      return;
    }
    errors.show(null);
    confirm.trigger(user.id, checked.body).then(
      () => toasts.show({ tone: "success", message: t`Your email address is confirmed.` }),
      (error: unknown) =>
        errors.show(
          isApiError(error) && error.status === 422
            ? { errors: { code: [t`This code is not valid or has expired. Ask for a new one.`] } }
            : errorsOfFailedCall(error, i18n),
        ),
    );
  };

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
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Inline gap="md" align="end" style={{ flexWrap: "wrap" }}>
          <TextField
            {...errors.field("code")}
            label={labels.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
          />
          <Button type="submit" isPending={confirm.isMutating}>
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

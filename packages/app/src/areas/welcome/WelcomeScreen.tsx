import { useLingui } from "@lingui/react/macro";
import { createEventSchema, isApiError, type Organizer, organizerBodySchema } from "@varco/domain";
import {
  useAccount,
  useCreateEvent,
  useCreateOrganizer,
  useCurrentUser,
  useOrganizers,
} from "@varco/domain/swr";
import {
  Box,
  Button,
  Card,
  DatePicker,
  Form,
  Heading,
  Inline,
  Logo,
  Skeleton,
  Stack,
  Text,
  TextField,
  toasts,
} from "@varco/ui";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { wallTimeToInstant } from "../../format/zonedTime";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { useAdoptUserLocale } from "../../i18n/LocaleProvider";
import { ResultScreen } from "../../shell/ErrorScreen";
import { PageLoading } from "../../shell/PageLoading";
import { PlatformFooter } from "../../shell/PlatformFooter";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import {
  OrganizerDetailsFields,
  organizerDetailsValues,
  useOrganizerLabels,
} from "../organizer/OrganizerDetailsFields";

/** Where a new event is set up after the welcome: the event area's first step. */
export function gettingStartedPath(eventId: number): string {
  return `/manage/event/${eventId}/getting-started`;
}

/**
 * /welcome: a new account's first steps — its first organiser (skipped when one exists), then its
 * first event, which opens on its getting-started page.
 */
export function WelcomeScreen() {
  const { t } = useLingui();
  usePageTitle(t`Welcome`);
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const organizers = useOrganizers();
  const account = useAccount();
  const [created, setCreated] = useState<Organizer | null>(null);
  useAdoptUserLocale(user.data?.locale);

  if (!user.data) {
    // 401/403 already sent the visitor to the login page; anything else is a failure.
    if (user.error && !(isApiError(user.error) && (user.error.status === 401 || user.error.status === 403)))
      return (
        <main style={{ flex: 1 }}>
          <ResultScreen variant="error" />
        </main>
      );
    return <PageLoading />;
  }

  const firstName = user.data.first_name;
  const welcome = t`Welcome, ${firstName}!`;
  const organizer = created ?? organizers.data?.[0] ?? null;
  // The account's time zone and currency are only suggestions: without them the form still works.
  const ready = organizers.data !== undefined && (account.data !== undefined || account.error !== undefined);

  return (
    <>
      <Inline as="header" justify="between" align="end" gap="md" paddingX="lg" paddingY="md">
        <Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} />
      </Inline>
      <Box
        as="main"
        paddingX="md"
        paddingY="xl"
        style={{ flex: 1, width: "100%", maxWidth: 640, marginInline: "auto" }}
      >
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={1} size="xl">
              {welcome}
            </Heading>
            <Text as="p" tone="muted">
              {t`Two short steps and your first event is ready to take shape.`}
            </Text>
          </Stack>
          {organizers.error ? (
            <Stack gap="sm" align="start" role="alert">
              <Text tone="danger">{t`Your organisers could not be loaded.`}</Text>
              <Button variant="outline" onPress={() => void organizers.mutate()}>
                {t`Try again`}
              </Button>
            </Stack>
          ) : !ready ? (
            <Stack gap="md" aria-busy="true" aria-label={t`Loading`} role="status">
              <Skeleton shape="rect" height={48} />
              <Skeleton shape="rect" height={320} />
            </Stack>
          ) : organizer ? (
            <FirstEventStep organizer={organizer} afterFirstStep={created !== null} />
          ) : (
            <FirstOrganizerStep
              defaults={{
                email: user.data.email,
                timezone: account.data?.timezone ?? user.data.timezone,
                currency: account.data?.currency_code,
              }}
              onCreated={setCreated}
            />
          )}
        </Stack>
      </Box>
      <PlatformFooter pathname={pathname} />
    </>
  );
}

function StepCard({
  step,
  title,
  intro,
  takeFocus = false,
  children,
}: {
  step: 1 | 2;
  title: string;
  intro: string;
  takeFocus?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  // The step's heading takes the focus when the step changes, so a screen reader says where it is.
  useEffect(() => {
    if (takeFocus) document.getElementById(headingId)?.focus();
  }, [takeFocus, headingId]);
  return (
    <Card variant="elevated" padding="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Text as="p" size="sm" tone="muted">
            {t`Step ${step} of 2`}
          </Text>
          <Heading level={2} size="lg" id={headingId} tabIndex={-1}>
            {title}
          </Heading>
          <Text as="p" tone="muted">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function FirstOrganizerStep({
  defaults,
  onCreated,
}: {
  defaults: { email: string; timezone?: string; currency?: string };
  onCreated: (organizer: Organizer) => void;
}) {
  const { t, i18n } = useLingui();
  const labels = useOrganizerLabels();
  const errors = useFormErrors();
  const create = useCreateOrganizer();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = organizerDetailsValues(formValues(event.currentTarget), false);
    const checked = validate(organizerBodySchema, values, labels, {}, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    create.trigger(checked.body).then(
      (organizer) => {
        toasts.show({ message: t`Organiser created.`, tone: "success" });
        onCreated(organizer);
      },
      (error: unknown) => errors.show(errorsOfFailedCall(error, i18n)),
    );
  };

  return (
    <StepCard
      step={1}
      title={t`Create your organiser`}
      intro={t`The organiser is who buyers see behind your events: on the tickets, in the emails and on your public page.`}
    >
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="lg">
          <OrganizerDetailsFields errors={errors} defaults={defaults} />
          <Inline justify="end">
            <Button type="submit" isPending={create.isMutating}>
              {t`Continue`}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </StepCard>
  );
}

function FirstEventStep({ organizer, afterFirstStep }: { organizer: Organizer; afterFirstStep: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const create = useCreateEvent();
  const labels = { title: t`Event title`, start_date: t`Starts on` };
  const { name, timezone } = organizer;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = formValues(event.currentTarget);
    const values = {
      title: entries.title,
      // The date is typed as the organiser's wall clock and sent as the instant it names.
      start_date: entries.start_date ? wallTimeToInstant(entries.start_date, organizer.timezone) : undefined,
      organizer_id: organizer.id,
    };
    const checked = validate(createEventSchema, values, labels, {}, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    create.trigger(checked.body).then(
      (created) => {
        toasts.show({ message: t`Event created.`, tone: "success" });
        navigate(gettingStartedPath(created.id));
      },
      (error: unknown) => errors.show(errorsOfFailedCall(error, i18n)),
    );
  };

  return (
    <StepCard
      step={2}
      takeFocus={afterFirstStep}
      title={t`Create your first event`}
      intro={t`A title and a start are enough for now: tickets, place and description come next.`}
    >
      <Form serverErrors={errors.summary} onSubmit={onSubmit}>
        <Stack gap="lg">
          <Text as="p" size="sm">
            {t`Organised by ${name}`}
          </Text>
          <TextField {...errors.field("title")} label={labels.title} isRequired />
          <DatePicker
            {...errors.field("start_date")}
            label={labels.start_date}
            granularity="minute"
            description={t`Date and time in ${timezone}.`}
            isRequired
          />
          <Inline justify="end">
            <Button type="submit" isPending={create.isMutating}>
              {t`Create event`}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </StepCard>
  );
}

export { WelcomeScreen as Component };

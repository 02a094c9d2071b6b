import type { DateValue } from "@internationalized/date";
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
} from "@varco/ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { wallTimeToInstant } from "../../format/zonedTime";
import { FormActions } from "../../forms/FormActions";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { useAdoptUserLocale } from "../../i18n/LocaleProvider";
import { ResultMain } from "../../shell/ErrorScreen";
import { PageLoading } from "../../shell/PageLoading";
import { PlatformFooter } from "../../shell/PlatformFooter";
import { QueryFailure } from "../../shell/QueryView";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import {
  OrganizerDetailsFields,
  organizerDetailsBody,
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
      return <ResultMain variant="error" />;
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
        <Logo alt={appName} darkSrc={logoDarkUrl} lightSrc={logoLightUrl} height={40} />
      </Inline>
      <Box as="main" paddingX="md" paddingY="xl" grow width="full" maxWidth="xl" marginX="auto">
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
            <QueryFailure query={organizers} failure={t`Your organisers could not be loaded.`} />
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
  const { t } = useLingui();
  const create = useCreateOrganizer();
  const form = useSchemaForm({
    schema: organizerBodySchema,
    initial: organizerDetailsValues(defaults),
    labels: useOrganizerLabels(),
    toBody: (values) => organizerDetailsBody(values, false),
    submit: create.trigger,
    saved: t`Organiser created.`,
    onSaved: onCreated,
  });

  return (
    <StepCard
      step={1}
      title={t`Create your organiser`}
      intro={t`The organiser is who buyers see behind your events: on the tickets, in the emails and on your public page.`}
    >
      <Form {...form.props}>
        <Stack gap="lg">
          <OrganizerDetailsFields form={form} />
          <FormActions isPending={form.isPending} label={t`Continue`} align="end" />
        </Stack>
      </Form>
    </StepCard>
  );
}

function FirstEventStep({ organizer, afterFirstStep }: { organizer: Organizer; afterFirstStep: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const { name, timezone } = organizer;
  const form = useSchemaForm({
    schema: createEventSchema,
    initial: { title: "", start_date: null as DateValue | null },
    labels: { title: t`Event title`, start_date: t`Starts on` },
    toBody: (values) => ({
      title: values.title || undefined,
      // The date is picked on the organiser's wall clock and sent as the instant it names.
      start_date: values.start_date ? wallTimeToInstant(values.start_date.toString(), timezone) : undefined,
      organizer_id: organizer.id,
    }),
    submit: create.trigger,
    saved: t`Event created.`,
    onSaved: (created) => navigate(gettingStartedPath(created.id)),
  });

  return (
    <StepCard
      step={2}
      takeFocus={afterFirstStep}
      title={t`Create your first event`}
      intro={t`A title and a start are enough for now: tickets, place and description come next.`}
    >
      <Form {...form.props}>
        <Stack gap="lg">
          <Text as="p" size="sm">
            {t`Organised by ${name}`}
          </Text>
          <TextField {...form.field("title")} isRequired />
          <DatePicker
            {...form.field("start_date")}
            granularity="minute"
            description={t`Date and time in ${timezone}.`}
            isRequired
          />
          <FormActions isPending={form.isPending} label={t`Create event`} align="end" />
        </Stack>
      </Form>
    </StepCard>
  );
}

export { WelcomeScreen as Component };

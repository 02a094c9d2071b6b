import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type EventCategory,
  eventCategories,
  type UpdateEventBody,
  type UpdateEventSettingsBody,
  updateEventSchema,
  updateEventSettingsSchema,
} from "@varco/domain";
import {
  useDeleteEventImage,
  useUpdateEvent,
  useUpdateEventSettings,
  useUploadEventImage,
} from "@varco/domain/swr";
import {
  Card,
  FileDropZone,
  Form,
  Heading,
  Inline,
  Select,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { EventStatusBadge } from "../../format/EventStatusBadge";
import { fromLocalInput, toLocalInput, usableTimeZone } from "../../format/zonedTime";
import { AddressFields, addressBody, addressValues, useAddressLabels } from "../../forms/AddressFields";
import { FormActions } from "../../forms/FormActions";
import { type FormSchema, failureMessage } from "../../forms/fieldErrors";
import { RichTextField } from "../../forms/RichTextField";
import { TimeZoneField } from "../../forms/TimeZoneField";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { CheckoutSettingsCard } from "./CheckoutSettingsCard";
import { EmailTemplatesCard } from "./EmailTemplatesCard";
import { EventStatusActions } from "./EventStatusActions";
import { coverOf, useEventArea } from "./eventArea";
import { InvoiceSettingsCard } from "./InvoiceSettingsCard";
import { WaitlistSettingsCard } from "./WaitlistSettingsCard";

/** `/manage/event/:eventId/settings`: details, dates, location, checkout and payment, cover image and status. */
export function EventSettingsScreen() {
  const { event } = useEventArea();
  return <Settings key={event.id} event={event} />;
}

function Settings({ event }: { event: Event }) {
  const { t } = useLingui();
  usePageTitle(`${t`Settings`} · ${event.title}`);
  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{t`Event settings`}</Heading>
      <DetailsForm event={event} />
      <CheckoutSettingsCard event={event} />
      <WaitlistSettingsCard event={event} />
      <InvoiceSettingsCard event={event} />
      <EmailTemplatesCard event={event} />
      <CoverImage event={event} />
      <Card
        id="status"
        title={t`Event status`}
        titleLevel={2}
        actions={<EventStatusBadge status={event.status} />}
        description={t`Only live events sell tickets. A paused event stays visible but takes no orders.`}
      >
        <EventStatusActions event={event} />
      </Card>
    </Stack>
  );
}

/** The event's own body and its settings' body, checked together: the form saves both. */
const detailsSchema: FormSchema<{ event: UpdateEventBody; settings: UpdateEventSettingsBody }> = {
  safeParse(values: unknown) {
    const { event, settings } = values as { event: unknown; settings: unknown };
    const eventParsed = updateEventSchema.safeParse(event);
    const settingsParsed = updateEventSettingsSchema.safeParse(settings);
    if (eventParsed.success && settingsParsed.success)
      return { success: true, data: { event: eventParsed.data, settings: settingsParsed.data } };
    return {
      success: false,
      error: {
        issues: [
          ...(eventParsed.success ? [] : eventParsed.error.issues),
          ...(settingsParsed.success ? [] : settingsParsed.error.issues),
        ],
      },
    };
  },
};

/** Details, dates and location: one form, saved with `PUT events/{id}` then `PATCH …/settings`. */
function DetailsForm({ event }: { event: Event }) {
  const { t } = useLingui();
  const update = useUpdateEvent();
  const updateSettings = useUpdateEventSettings();
  const categoryLabels: Record<EventCategory, string> = {
    SOCIAL: t`Social gatherings`,
    FOOD_DRINK: t`Food and drink`,
    CHARITY: t`Charity`,
    MUSIC: t`Music`,
    ART: t`Art and culture`,
    COMEDY: t`Comedy`,
    THEATER: t`Theatre`,
    BUSINESS: t`Business and networking`,
    TECH: t`Technology`,
    EDUCATION: t`Education`,
    WORKSHOP: t`Workshops and classes`,
    SPORTS: t`Sports`,
    FESTIVAL: t`Festivals and fairs`,
    NIGHTLIFE: t`Nightlife`,
    OTHER: t`Other`,
  };
  const form = useSchemaForm({
    schema: detailsSchema,
    initial: {
      title: event.title,
      category: (event.category ?? null) as EventCategory | null,
      description: event.description ?? "",
      start_date: toLocalInput(event.start_date, event.timezone),
      end_date: toLocalInput(event.end_date, event.timezone),
      timezone: event.timezone,
      is_online_event: event.settings?.is_online_event ?? false,
      online_event_connection_details: event.settings?.online_event_connection_details ?? "",
      ...addressValues(event.location_details),
    },
    labels: {
      title: t`Title`,
      category: t`Category`,
      description: t`Description`,
      start_date: t`Start`,
      end_date: t`End`,
      timezone: t`Time zone`,
      is_online_event: t`This event happens online`,
      online_event_connection_details: t`How to join`,
      ...useAddressLabels(),
    },
    toBody: (values) => {
      const timeZone = usableTimeZone(values.timezone);
      const online = values.is_online_event;
      return {
        event: {
          title: values.title || undefined,
          description: values.description.trim() ? values.description : null,
          ...(values.category ? { category: values.category } : {}),
          start_date: fromLocalInput(values.start_date, timeZone),
          end_date: fromLocalInput(values.end_date, timeZone) ?? null,
          timezone: timeZone,
          ...(online ? {} : { location_details: addressBody(values, undefined) }),
        },
        settings: {
          is_online_event: online,
          ...(online
            ? { online_event_connection_details: values.online_event_connection_details || null }
            : {}),
        },
      };
    },
    reasons: { end_date: t`The end date cannot be before the start date.` },
    submit: async ({ event: eventBody, settings }) => {
      await update.trigger(event.id, eventBody);
      return updateSettings.trigger(event.id, settings);
    },
    saved: t`Settings saved.`,
  });
  const description = form.field("description");

  return (
    <Card id="details" title={t`Details`} titleLevel={2}>
      <Form {...form.props}>
        <Stack gap="md">
          <TextField {...form.field("title")} isRequired />
          <Select
            {...form.choice("category")}
            items={eventCategories.map((id) => ({ id, label: categoryLabels[id] }))}
          />
          <RichTextField field={description} />

          <Heading level={3}>{t`Date and time`}</Heading>
          <Inline gap="md" collapseBelow="sm">
            <TextField {...form.field("start_date")} type="datetime-local" isRequired />
            <TextField {...form.field("end_date")} type="datetime-local" />
          </Inline>
          <TimeZoneField
            {...form.choice("timezone")}
            description={t`The dates above are read in this time zone.`}
            isRequired
          />

          <Heading level={3}>{t`Location`}</Heading>
          <Switch {...form.toggle("is_online_event")} />
          {form.values.is_online_event ? (
            <TextArea
              {...form.field("online_event_connection_details")}
              description={t`Sent to attendees: a link, a meeting code, instructions.`}
              rows={3}
            />
          ) : (
            <AddressFields form={form} />
          )}
          <FormActions isPending={form.isPending} align="end" />
        </Stack>
      </Form>
    </Card>
  );
}

/** The cover: upload replaces the current one (the server keeps one per event), remove deletes it. */
function CoverImage({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const upload = useUploadEventImage();
  const remove = useDeleteEventImage();
  const [failure, setFailure] = useState<string | null>(null);
  const cover = coverOf(event);

  const onSelect = (file: File) => {
    setFailure(null);
    upload.trigger(event.id, { image: file, type: "EVENT_COVER" }).then(
      () => toasts.show({ tone: "success", message: t`Cover image uploaded.` }),
      (error: unknown) => setFailure(failureMessage(error, i18n)),
    );
  };
  const onRemove = () => {
    if (!cover) return;
    setFailure(null);
    remove.trigger(event.id, cover.id).then(
      () => toasts.show({ tone: "success", message: t`Cover image removed.` }),
      (error: unknown) => setFailure(failureMessage(error, i18n)),
    );
  };

  return (
    <Card
      id="cover"
      title={t`Cover image`}
      titleLevel={2}
      description={t`Shown at the top of the event page. Wide images work best (at least 600 pixels wide).`}
    >
      <Stack gap="sm">
        <FileDropZone
          aria-label={t`Cover image`}
          value={cover?.url ?? null}
          onSelect={onSelect}
          onRemove={onRemove}
          isDisabled={upload.isMutating || remove.isMutating}
          isInvalid={failure !== null}
          errorMessage={failure ?? undefined}
        />
        {(upload.isMutating || remove.isMutating) && (
          <Text size="sm" tone="muted" role="status">
            {upload.isMutating ? t`Uploading…` : t`Removing…`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export { EventSettingsScreen as Component };

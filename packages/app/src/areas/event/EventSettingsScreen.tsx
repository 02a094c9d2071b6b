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
  Button,
  Card,
  ComboBox,
  FileDropZone,
  Form,
  Heading,
  Inline,
  Select,
  type ServerErrors,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
  toasts,
} from "@varco/ui";
import { type FormEvent, lazy, Suspense, useMemo, useState } from "react";
import { EventStatusBadge } from "../../format/EventStatusBadge";
import { fromLocalInput, toLocalInput, usableTimeZone } from "../../format/zonedTime";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { EventStatusActions, failureMessage } from "./EventStatusActions";
import { coverOf, EventLoading, useCurrentEvent } from "./eventArea";

/** Tiptap is big: the editor arrives in its own chunk when the settings are first opened. */
const RichTextEditor = lazy(() =>
  import("@varco/ui/rich-text").then((module) => ({ default: module.RichTextEditor })),
);

/** `/manage/event/:eventId/settings`: details, dates, location, cover image and status. */
export function SettingsScreen() {
  const { data: event } = useCurrentEvent();
  if (!event) return <EventLoading />;
  return <Settings key={event.id} event={event} />;
}

function Settings({ event }: { event: Event }) {
  const { t } = useLingui();
  usePageTitle(`${t`Settings`} · ${event.title}`);
  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{t`Event settings`}</Heading>
      <DetailsForm event={event} />
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

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}

const addressFields = [
  "venue_name",
  "address_line_1",
  "address_line_2",
  "city",
  "state_or_region",
  "zip_or_postal_code",
  "country",
] as const;

/** Details, dates and location: one form, saved with `PUT events/{id}` then `PATCH …/settings`. */
function DetailsForm({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const update = useUpdateEvent();
  const updateSettings = useUpdateEventSettings();
  const errors = useFormErrors();
  const [description, setDescription] = useState(event.description ?? "");
  const [category, setCategory] = useState<EventCategory | null>(event.category ?? null);
  const [timeZone, setTimeZone] = useState(event.timezone);
  const [online, setOnline] = useState(event.settings?.is_online_event ?? false);
  const zones = useMemo(() => {
    const all = timeZones();
    return (all.includes(event.timezone) ? all : [event.timezone, ...all]).map((zone) => ({
      id: zone,
      label: zone.replaceAll("_", " "),
    }));
  }, [event.timezone]);

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
  const labels: Record<string, string> = {
    title: t`Title`,
    category: t`Category`,
    description: t`Description`,
    start_date: t`Start`,
    end_date: t`End`,
    timezone: t`Time zone`,
    "location_details.venue_name": t`Venue`,
    "location_details.address_line_1": t`Address`,
    "location_details.address_line_2": t`Address (line 2)`,
    "location_details.city": t`City`,
    "location_details.state_or_region": t`State or region`,
    "location_details.zip_or_postal_code": t`Postal code`,
    "location_details.country": t`Country`,
    online_event_connection_details: t`How to join`,
  };
  const location = event.location_details;
  const descriptionField = errors.field("description");

  const onSubmit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const values = formValues(submitted.currentTarget);
    const address = Object.fromEntries(
      addressFields.flatMap((name) => {
        const value = values[`location_details.${name}`];
        return value?.trim() ? [[name, name === "country" ? value.trim().toUpperCase() : value.trim()]] : [];
      }),
    );
    const eventBody = {
      title: values.title,
      description: description.trim() ? description : null,
      ...(category ? { category } : {}),
      start_date: fromLocalInput(values.start_date, timeZone),
      end_date: fromLocalInput(values.end_date, timeZone) ?? null,
      timezone: timeZone,
      ...(online ? {} : { location_details: Object.keys(address).length > 0 ? address : null }),
    };
    const settingsBody = {
      is_online_event: online,
      ...(online ? { online_event_connection_details: values.online_event_connection_details ?? null } : {}),
    };
    const checkedEvent = validate<UpdateEventBody>(updateEventSchema, eventBody, labels, i18n);
    const checkedSettings = validate<UpdateEventSettingsBody>(
      updateEventSettingsSchema,
      settingsBody,
      labels,
      i18n,
    );
    if (!checkedEvent.ok || !checkedSettings.ok) {
      const refused: ServerErrors = {
        errors: {
          ...(checkedEvent.ok ? {} : checkedEvent.errors.errors),
          ...(checkedSettings.ok ? {} : checkedSettings.errors.errors),
        },
      };
      errors.show(refused);
      return;
    }
    errors.show(null);
    try {
      await update.trigger(event.id, checkedEvent.body);
      await updateSettings.trigger(event.id, checkedSettings.body);
      toasts.show({ tone: "success", message: t`Settings saved.` });
    } catch (error) {
      errors.show(errorsOfFailedCall(error, labels, i18n));
    }
  };

  return (
    <Card id="details" title={t`Details`} titleLevel={2}>
      <Form serverErrors={errors.summary} onSubmit={(submitted) => void onSubmit(submitted)}>
        <Stack gap="md">
          <TextField {...errors.field("title")} label={labels.title} defaultValue={event.title} isRequired />
          <Select
            {...errors.field("category")}
            label={labels.category}
            items={eventCategories.map((id) => ({ id, label: categoryLabels[id] }))}
            value={category}
            onChange={(key) => setCategory(key as EventCategory)}
          />
          <Suspense
            fallback={
              <Stack gap="xs" aria-busy="true" role="status" aria-label={t`Loading the editor`}>
                <Skeleton shape="rect" height={160} />
              </Stack>
            }
          >
            <RichTextEditor
              label={labels.description}
              value={description}
              onChange={(html) => {
                setDescription(html);
                descriptionField.onChange();
              }}
              isInvalid={descriptionField.isInvalid}
              errorMessage={descriptionField.errorMessage}
            />
          </Suspense>

          <Heading level={3}>{t`Date and time`}</Heading>
          <Inline gap="md" collapseBelow="sm">
            <TextField
              {...errors.field("start_date")}
              type="datetime-local"
              label={labels.start_date}
              defaultValue={toLocalInput(event.start_date, event.timezone)}
              isRequired
            />
            <TextField
              {...errors.field("end_date")}
              type="datetime-local"
              label={labels.end_date}
              defaultValue={toLocalInput(event.end_date, event.timezone)}
            />
          </Inline>
          <ComboBox
            {...errors.field("timezone")}
            label={labels.timezone}
            description={t`The dates above are read in this time zone.`}
            items={zones}
            selectedKey={timeZone}
            onSelectionChange={(key) => {
              if (key !== null) setTimeZone(usableTimeZone(String(key)));
            }}
            isRequired
          />

          <Heading level={3}>{t`Location`}</Heading>
          <Switch isSelected={online} onChange={setOnline}>
            {t`This event happens online`}
          </Switch>
          {online ? (
            <TextArea
              {...errors.field("online_event_connection_details")}
              label={labels.online_event_connection_details}
              description={t`Sent to attendees: a link, a meeting code, instructions.`}
              defaultValue={event.settings?.online_event_connection_details ?? ""}
              rows={3}
            />
          ) : (
            <Stack gap="md">
              {addressFields.map((name) => (
                <TextField
                  key={name}
                  {...errors.field(`location_details.${name}`)}
                  label={labels[`location_details.${name}`]}
                  description={name === "country" ? t`Two letters, such as IT or FR.` : undefined}
                  defaultValue={location?.[name] ?? ""}
                  maxLength={name === "country" ? 2 : undefined}
                />
              ))}
            </Stack>
          )}
          <Inline justify="end">
            <Button type="submit" isPending={update.isMutating || updateSettings.isMutating}>
              {t`Save`}
            </Button>
          </Inline>
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

import { useLingui } from "@lingui/react/macro";
import { type CreateEventBody, createEventSchema, type Organizer } from "@varco/domain";
import { useCreateEvent, useEvents, useOrganizers } from "@varco/domain/swr";
import {
  Button,
  Dialog,
  Form,
  Heading,
  Inline,
  Link,
  Modal,
  PlusIcon,
  Select,
  Stack,
  Text,
  TextField,
} from "@varco/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { EventsList, useEventsAddress } from "../../events/EventsList";
import { fromLocalInput, usableTimeZone } from "../../format/zonedTime";
import { FormActions } from "../../forms/FormActions";
import { RichTextField } from "../../forms/RichTextField";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { ResultScreen } from "../../shell/ErrorScreen";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";

/** /manage/events/:eventsState?: every event of the account, and a way to create one. */
export function EventsScreen() {
  const { t } = useLingui();
  const title = t`Events`;
  usePageTitle(title);
  const [creating, setCreating] = useState(false);
  const address = useEventsAddress();
  const events = useEvents(address.params);
  const { view } = address;
  if (view === null) return <ResultScreen variant="notFound" />;

  return (
    <Stack gap="lg" padding="lg">
      <Inline justify="between" align="center" gap="md">
        <Heading level={1}>{title}</Heading>
        <Button iconStart={<PlusIcon size={16} />} onPress={() => setCreating(true)}>
          {t`Create event`}
        </Button>
      </Inline>
      <EventsList
        address={{ ...address, view }}
        basePath="/manage/events"
        events={events}
        onCreate={() => setCreating(true)}
      />
      <CreateEventModal isOpen={creating} onOpenChange={setCreating} />
    </Stack>
  );
}

/** The "Create event" dialog: organizer, title, dates and an optional description. */
function CreateEventModal({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} size="fullscreen-on-mobile">
      <Dialog title={t`Create event`} showCloseButton>
        {isOpen && <CreateEventForm onCancel={() => onOpenChange(false)} />}
      </Dialog>
    </Modal>
  );
}

function CreateEventForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <QueryView
      query={useOrganizers()}
      loadingLabel={t`Loading organisers`}
      failure={t`Your organisers could not be loaded.`}
      rows={2}
      rowHeight={40}
    >
      {(organizers) => {
        const choices = organizers.filter((organizer) => organizer.status !== "ARCHIVED");
        return choices.length === 0 ? (
          <Stack gap="md" align="start">
            <Text as="p">{t`An event belongs to an organiser: set one up first.`}</Text>
            <Link href="/welcome" variant="standalone">
              {t`Set up an organiser`}
            </Link>
          </Stack>
        ) : (
          <NewEventFields choices={choices} onCancel={onCancel} />
        );
      }}
    </QueryView>
  );
}

function NewEventFields({ choices, onCancel }: { choices: Organizer[]; onCancel: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const zoneOf = (organizerId: number) =>
    usableTimeZone(choices.find((organizer) => organizer.id === organizerId)?.timezone ?? "");
  const form = useSchemaForm({
    schema: createEventSchema,
    initial: { organizer_id: choices[0]!.id, title: "", start_date: "", end_date: "", description: "" },
    labels: {
      organizer_id: t`Organiser`,
      title: t`Title`,
      start_date: t`Start`,
      end_date: t`End`,
      description: t`Description`,
    },
    toBody: (values): Partial<CreateEventBody> => ({
      organizer_id: values.organizer_id,
      title: values.title || undefined,
      start_date: fromLocalInput(values.start_date, zoneOf(values.organizer_id)),
      end_date: fromLocalInput(values.end_date, zoneOf(values.organizer_id)) ?? null,
      description: values.description.trim() ? values.description : null,
    }),
    submit: create.trigger,
    saved: t`Event created.`,
    onSaved: (created) => navigate(`/manage/event/${created.id}/getting-started`),
  });
  const timeZone = zoneOf(form.values.organizer_id);
  const description = form.field("description");

  return (
    <Form {...form.props}>
      <Stack gap="md">
        <Select
          {...form.choice("organizer_id")}
          items={choices.map((organizer) => ({ id: organizer.id, label: organizer.name }))}
          isRequired
        />
        <TextField {...form.field("title")} isRequired />
        <TextField
          {...form.field("start_date")}
          type="datetime-local"
          description={t`In the organiser's time zone (${timeZone}).`}
          isRequired
        />
        <TextField {...form.field("end_date")} type="datetime-local" />
        <RichTextField field={description} />
        <FormActions isPending={form.isPending} label={t`Create event`} align="end" onCancel={onCancel} />
      </Stack>
    </Form>
  );
}

export { EventsScreen as Component };

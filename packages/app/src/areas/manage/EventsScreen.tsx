import { useLingui } from "@lingui/react/macro";
import {
  type CreateEventBody,
  createEventSchema,
  type Event,
  type EventsStatusFilter,
  eventsStatusFilters,
} from "@varco/domain";
import { useCreateEvent, useEvents, useOrganizers } from "@varco/domain/swr";
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Form,
  Heading,
  Inline,
  Link,
  Modal,
  Pagination,
  PlusIcon,
  SearchField,
  Select,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextArea,
  TextField,
  toasts,
} from "@varco/ui";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { EventDates } from "../../format/EventDates";
import { EventStatusBadge } from "../../format/EventStatusBadge";
import { fromLocalInput, usableTimeZone } from "../../format/zonedTime";
import { errorsOfFailedCall, formValues, validate } from "../../forms/fieldErrors";
import { useFormErrors } from "../../forms/useFormErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageTitle } from "../../shell/RuntimeConfigContext";

function isEventsState(value: string | undefined): value is EventsStatusFilter {
  return (eventsStatusFilters as readonly string[]).includes(value ?? "");
}

/**
 * /manage/events/:eventsState?: the account's events in three views (upcoming, ended, archived —
 * the server's `eventsStatus`), searchable and paged; the search and the page live in the address
 * (`?query=…&page=…`) so a view can be bookmarked and comes back after signing in.
 */
export function EventsScreen() {
  const { t } = useLingui();
  const title = t`Events`;
  usePageTitle(title);
  const { eventsState } = useParams();
  const [search, setSearch] = useSearchParams();
  const [creating, setCreating] = useState(false);

  if (eventsState !== undefined && !isEventsState(eventsState))
    return <Navigate to="/manage/events" replace />;
  const view: EventsStatusFilter = eventsState ?? "upcoming";
  const query = search.get("query") ?? "";
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);

  const viewLabels: Record<EventsStatusFilter, string> = {
    upcoming: t`Upcoming`,
    ended: t`Ended`,
    archived: t({ message: "Archived", context: "events view" }),
  };

  const setQuery = (value: string) => {
    const next = new URLSearchParams(search);
    if (value.trim()) next.set("query", value.trim());
    else next.delete("query");
    next.delete("page");
    setSearch(next);
  };
  const setPage = (value: number) => {
    const next = new URLSearchParams(search);
    if (value > 1) next.set("page", String(value));
    else next.delete("page");
    setSearch(next);
  };

  return (
    <Stack gap="lg" padding="lg">
      <Inline justify="between" align="center" gap="md">
        <Heading level={1}>{title}</Heading>
        <Button iconStart={<PlusIcon size={16} />} onPress={() => setCreating(true)}>
          {t`Create event`}
        </Button>
      </Inline>
      <EventsViews
        view={view}
        labels={viewLabels}
        query={query}
        page={page}
        onQuery={setQuery}
        onPage={setPage}
        onCreate={() => setCreating(true)}
      />
      <CreateEventModal isOpen={creating} onOpenChange={setCreating} />
    </Stack>
  );
}

interface EventsViewsProps {
  view: EventsStatusFilter;
  labels: Record<EventsStatusFilter, string>;
  query: string;
  page: number;
  onQuery: (query: string) => void;
  onPage: (page: number) => void;
  onCreate: () => void;
}

function EventsViews({ view, labels, query, page, onQuery, onPage, onCreate }: EventsViewsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Tabs
      selectedKey={view}
      onSelectionChange={(key) => {
        const next = String(key);
        if (next !== view) navigate(next === "upcoming" ? "/manage/events" : `/manage/events/${next}`);
      }}
    >
      <TabList aria-label={t`Event views`}>
        {eventsStatusFilters.map((id) => (
          <Tab key={id} id={id}>
            {labels[id]}
          </Tab>
        ))}
      </TabList>
      {eventsStatusFilters.map((id) => (
        <TabPanel key={id} id={id}>
          <Stack gap="md" paddingY="md">
            <SearchField
              key={`${id}:${query}`}
              label={t`Search events`}
              defaultValue={query}
              onSubmit={onQuery}
              onClear={() => onQuery("")}
            />
            {id === view && (
              <EventsList view={view} query={query} page={page} onPage={onPage} onCreate={onCreate} />
            )}
          </Stack>
        </TabPanel>
      ))}
    </Tabs>
  );
}

function EventsList({
  view,
  query,
  page,
  onPage,
  onCreate,
}: Pick<EventsViewsProps, "view" | "query" | "page" | "onPage" | "onCreate">) {
  const { t } = useLingui();
  const events = useEvents({ eventsStatus: view, query: query || undefined, page });

  if (events.data) {
    const { data, meta } = events.data;
    if (data.length === 0) {
      return query ? (
        <EmptyState
          title={t`No events match your search`}
          description={t`Try other words, or clear the search.`}
        />
      ) : (
        <EmptyState
          title={t`No events yet`}
          description={t`The events you create appear here, ready to be published.`}
          action={view === "upcoming" ? <Button onPress={onCreate}>{t`Create event`}</Button> : undefined}
        />
      );
    }
    return (
      <Stack gap="md">
        <Stack as="ul" gap="md" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {data.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </Stack>
        {(meta.last_page ?? 1) > 1 && (
          <Pagination
            page={meta.current_page}
            totalPages={meta.last_page}
            total={meta.total}
            perPage={meta.per_page}
            showSummary={meta.total !== undefined}
            onPageChange={onPage}
          />
        )}
      </Stack>
    );
  }
  if (events.error) {
    return (
      <Stack gap="sm" align="start" role="alert">
        <Text tone="danger">{t`Your events could not be loaded.`}</Text>
        <Button variant="outline" onPress={() => void events.mutate()}>
          {t`Try again`}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" aria-busy="true" aria-label={t`Loading events`} role="status">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="rect" height={96} />
      ))}
    </Stack>
  );
}

function EventCard({ event }: { event: Event }) {
  const { bcp47 } = useLocaleControls();
  return (
    <Card
      title={event.title}
      titleLevel={2}
      href={`/manage/event/${event.id}`}
      description={<EventDates event={event} locale={bcp47} />}
      actions={<EventStatusBadge status={event.status} />}
    />
  );
}

/** Plain text from the description box as the HTML the server keeps: one paragraph per block. */
function paragraphsOf(text: string | undefined): string | undefined {
  if (!text?.trim()) return undefined;
  const escapeHtml = (value: string) =>
    value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
  return text
    .split(/\n{2,}/u)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll("\n", "<br>")}</p>`)
    .join("");
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
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const organizers = useOrganizers();
  const create = useCreateEvent();
  const errors = useFormErrors();
  const [organizerId, setOrganizerId] = useState<number | null>(null);
  const labels = {
    organizer_id: t`Organiser`,
    title: t`Title`,
    start_date: t`Start`,
    end_date: t`End`,
    description: t`Description`,
  };

  if (!organizers.data) {
    if (organizers.error)
      return (
        <Stack gap="sm" align="start" role="alert">
          <Text tone="danger">{t`Your organisers could not be loaded.`}</Text>
          <Button variant="outline" onPress={() => void organizers.mutate()}>
            {t`Try again`}
          </Button>
        </Stack>
      );
    return (
      <Stack gap="md" aria-busy="true" aria-label={t`Loading organisers`} role="status">
        <Skeleton shape="rect" height={40} />
        <Skeleton shape="rect" height={40} />
      </Stack>
    );
  }

  const choices = organizers.data.filter((organizer) => organizer.status !== "ARCHIVED");
  if (choices.length === 0) {
    return (
      <Stack gap="md" align="start">
        <Text as="p">{t`An event belongs to an organiser: set one up first.`}</Text>
        <Link href="/welcome" variant="standalone">
          {t`Set up an organiser`}
        </Link>
      </Stack>
    );
  }

  const chosen = choices.find((organizer) => organizer.id === organizerId) ?? choices[0]!;
  const timeZone = usableTimeZone(chosen.timezone);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const body = {
      organizer_id: chosen.id,
      title: values.title,
      start_date: fromLocalInput(values.start_date, timeZone),
      end_date: fromLocalInput(values.end_date, timeZone) ?? null,
      description: paragraphsOf(values.description) ?? null,
    };
    const checked = validate<CreateEventBody>(createEventSchema, body, labels, i18n);
    if (!checked.ok) {
      errors.show(checked.errors);
      return;
    }
    errors.show(null);
    create.trigger(checked.body).then(
      (created) => {
        toasts.show({ tone: "success", message: t`Event created.` });
        navigate(`/manage/event/${created.id}/getting-started`);
      },
      (error) => errors.show(errorsOfFailedCall(error, labels, i18n)),
    );
  };

  return (
    <Form serverErrors={errors.summary} onSubmit={onSubmit}>
      <Stack gap="md">
        <Select
          {...errors.field("organizer_id")}
          label={labels.organizer_id}
          items={choices.map((organizer) => ({ id: organizer.id, label: organizer.name }))}
          value={chosen.id}
          onChange={(key) => setOrganizerId(Number(key))}
          isRequired
        />
        <TextField {...errors.field("title")} label={labels.title} isRequired />
        <TextField
          {...errors.field("start_date")}
          type="datetime-local"
          label={labels.start_date}
          description={t`In the organiser's time zone (${timeZone}).`}
          isRequired
        />
        <TextField {...errors.field("end_date")} type="datetime-local" label={labels.end_date} />
        <TextArea {...errors.field("description")} label={labels.description} rows={4} />
        <Inline gap="sm" justify="end">
          <Button variant="outline" onPress={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" isPending={create.isMutating}>
            {t`Create event`}
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}

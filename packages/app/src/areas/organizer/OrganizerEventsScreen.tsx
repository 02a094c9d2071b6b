import { useLingui } from "@lingui/react/macro";
import { defaultPerPage, type EventsStatusFilter, eventsStatusFilters, type Organizer } from "@varco/domain";
import { useOrganizerEvents } from "@varco/domain/swr";
import {
  Button,
  EmptyState,
  Pagination,
  SearchField,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from "@varco/ui";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { ResultScreen } from "../../shell/ErrorScreen";
import { EventRow } from "./EventRow";
import { OrganizerPage, organizerPath } from "./OrganizerPage";

function isEventsState(value: string): value is EventsStatusFilter {
  return (eventsStatusFilters as readonly string[]).includes(value);
}

/** /manage/organizer/{organizerId}/events/{eventsState?}: upcoming, ended or archived; search; pages. */
export function OrganizerEventsScreen() {
  const { t } = useLingui();
  const { eventsState = "upcoming" } = useParams();
  if (!isEventsState(eventsState)) return <ResultScreen variant="notFound" />;
  return (
    <OrganizerPage section="events" title={t`Events`}>
      {(organizer) => <OrganizerEvents organizer={organizer} state={eventsState} />}
    </OrganizerPage>
  );
}

function OrganizerEvents({ organizer, state }: { organizer: Organizer; state: EventsStatusFilter }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const events = useOrganizerEvents(organizer.id, {
    eventsStatus: state,
    page,
    per_page: defaultPerPage,
    ...(query ? { query } : {}),
  });
  const stateLabels: Record<EventsStatusFilter, string> = {
    upcoming: t`Upcoming`,
    ended: t`Ended`,
    archived: t({ message: "Archived", context: "events view" }),
  };

  /** Changes the search or the page, keeping the other; a new search starts at page 1. */
  const setList = (changes: { query?: string; page?: number }) => {
    const next = new URLSearchParams(params);
    if (changes.query !== undefined) {
      if (changes.query) next.set("query", changes.query);
      else next.delete("query");
      next.delete("page");
    }
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set("page", String(changes.page));
      else next.delete("page");
    }
    setParams(next);
  };

  const showState = (key: string) => {
    const search = query ? `?${new URLSearchParams({ query })}` : "";
    navigate(`${organizerPath(organizer.id, "events")}/${key}${search}`);
  };

  return (
    <Stack gap="md">
      <SearchField
        label={t`Search events`}
        defaultValue={query}
        onSubmit={(value) => setList({ query: value.trim() })}
        onClear={() => setList({ query: "" })}
        style={{ maxWidth: 420 }}
      />
      <Tabs selectedKey={state} onSelectionChange={(key) => showState(String(key))}>
        <TabList aria-label={t`Which events`}>
          {eventsStatusFilters.map((filter) => (
            <Tab key={filter} id={filter}>
              {stateLabels[filter]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={state}>
          <Stack gap="md" paddingTop="md">
            {events.data ? (
              events.data.data.length === 0 ? (
                <EmptyState
                  titleLevel={2}
                  title={query ? t`No events match “${query}”` : t`No events here`}
                  description={
                    query
                      ? t`Try other words, or look among the other events.`
                      : state === "upcoming"
                        ? t`The events of this organiser that have not ended appear here.`
                        : state === "ended"
                          ? t`Events whose end date has passed appear here.`
                          : t`Archived events appear here.`
                  }
                />
              ) : (
                <>
                  <Stack as="ul" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                    {events.data.data.map((event) => (
                      <li key={event.id}>
                        <EventRow event={event} headingLevel={2} />
                      </li>
                    ))}
                  </Stack>
                  {(events.data.meta.last_page ?? 1) > 1 && (
                    <Pagination
                      page={events.data.meta.current_page}
                      totalPages={events.data.meta.last_page}
                      total={events.data.meta.total}
                      perPage={events.data.meta.per_page}
                      onPageChange={(next) => setList({ page: next })}
                      showSummary
                    />
                  )}
                </>
              )
            ) : events.error ? (
              <Stack gap="sm" align="start" role="alert">
                <Text tone="danger">{t`The events could not be loaded.`}</Text>
                <Button variant="outline" onPress={() => void events.mutate()}>
                  {t`Try again`}
                </Button>
              </Stack>
            ) : (
              <Stack gap="sm" aria-busy="true" aria-label={t`Loading events`} role="status">
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} shape="rect" height={72} />
                ))}
              </Stack>
            )}
          </Stack>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

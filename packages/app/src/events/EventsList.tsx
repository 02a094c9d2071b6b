import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type EventListParams,
  type EventsStatusFilter,
  eventsStatusFilters,
  type Paginated,
} from "@varco/domain";
import {
  Box,
  Button,
  EmptyState,
  Form,
  Inline,
  Pagination,
  SearchField,
  SearchIcon,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from "@varco/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { QueryView, type ViewedQuery } from "../shell/QueryView";
import { EventRow } from "./EventRow";

/** Which events a list address shows: the view in the path, the search and the page in the query. */
export interface EventsAddress {
  /** The view the path names, or null for one that does not exist. */
  view: EventsStatusFilter | null;
  query: string;
  page: number;
  /** What to ask the server for. */
  params: EventListParams;
}

function isView(value: string): value is EventsStatusFilter {
  return (eventsStatusFilters as readonly string[]).includes(value);
}

/**
 * Reads `…/events/:eventsState?` and `?query=…&page=…`: a view can be bookmarked, and comes back
 * after signing in.
 */
export function useEventsAddress(): EventsAddress {
  const { eventsState = "upcoming" } = useParams();
  const [search] = useSearchParams();
  const query = search.get("query") ?? "";
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const view = isView(eventsState) ? eventsState : null;
  return {
    view,
    query,
    page,
    params: { eventsStatus: view ?? "upcoming", page, ...(query ? { query } : {}) },
  };
}

export interface EventsListProps {
  address: EventsAddress & { view: EventsStatusFilter };
  /** The list's own address, without the view (`/manage/events`). */
  basePath: string;
  events: ViewedQuery<Paginated<Event>>;
  /** Offered when there are no upcoming events yet. */
  onCreate?: () => void;
}

/**
 * Events in three views (upcoming, ended, archived), searchable and paged. Moving to another
 * view keeps the search; a new search starts on the first page.
 */
export function EventsList({ address, basePath, events, onCreate }: EventsListProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { view, query } = address;
  const viewLabels: Record<EventsStatusFilter, string> = {
    upcoming: t`Upcoming`,
    ended: t`Ended`,
    archived: t({ message: "Archived", context: "events view" }),
  };
  const emptyDescriptions: Record<EventsStatusFilter, string> = {
    upcoming: t`The events that have not ended appear here.`,
    ended: t`Events whose end date has passed appear here.`,
    archived: t`Archived events appear here.`,
  };

  const setList = (changes: { query?: string; page?: number }, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(search);
    if (changes.query !== undefined) {
      if (changes.query) next.set("query", changes.query);
      else next.delete("query");
      next.delete("page");
    }
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set("page", String(changes.page));
      else next.delete("page");
    }
    setSearch(next, options);
  };

  const showView = (key: string) => {
    if (key === view) return;
    const kept = query ? `?${new URLSearchParams({ query })}` : "";
    // The default view is the list's own address; the others add their name to it.
    navigate(`${key === "upcoming" ? basePath : `${basePath}/${key}`}${kept}`);
  };

  return (
    <Stack gap="md">
      <EventsSearch query={query} onSearch={(words, options) => setList({ query: words }, options)} />
      <Tabs selectedKey={view} onSelectionChange={(key) => showView(String(key))}>
        <TabList aria-label={t`Event views`}>
          {eventsStatusFilters.map((id) => (
            <Tab key={id} id={id}>
              {viewLabels[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id={view}>
          <Stack gap="md" paddingTop="md">
            <QueryView
              query={events}
              loadingLabel={t`Loading events`}
              failure={t`The events could not be loaded.`}
              rowHeight={72}
            >
              {({ data, meta }) =>
                data.length === 0 ? (
                  <EmptyState
                    titleLevel={2}
                    title={query ? t`No events match “${query}”` : t`No events yet`}
                    description={
                      query ? t`Try other words, or look among the other events.` : emptyDescriptions[view]
                    }
                    action={
                      onCreate && view === "upcoming" && !query ? (
                        <Button onPress={onCreate}>{t`Create event`}</Button>
                      ) : undefined
                    }
                  />
                ) : (
                  <>
                    <Stack as="ul" gap="sm">
                      {data.map((event) => (
                        <li key={event.id}>
                          <EventRow event={event} headingLevel={2} withActions />
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
                        onPageChange={(page) => setList({ page })}
                      />
                    )}
                  </>
                )
              }
            </QueryView>
          </Stack>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}

/** How long typing pauses before the list follows the search box. */
export const searchDelayMs = 300;

/**
 * The search box: the list follows what is typed once typing pauses (the address is replaced, not
 * stacked in the history), and at once on Enter, on the Search button or on clearing.
 */
function EventsSearch({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (words: string, options?: { replace?: boolean }) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(query);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The address changed elsewhere (another view, back): show its words, unless they are the box's.
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    if (text.trim() !== query) setText(query);
  }

  useEffect(() => {
    const words = text.trim();
    if (words === query) return;
    const timer = setTimeout(() => latest.current(words, { replace: true }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, query]);

  return (
    <Form
      role="search"
      aria-label={t`Events`}
      onSubmit={(event) => {
        event.preventDefault();
        latest.current(text.trim());
      }}
    >
      <Box maxWidth="md">
        <Inline gap="sm" align="end">
          <Box grow>
            <SearchField
              label={t`Search events`}
              value={text}
              onChange={setText}
              onClear={() => latest.current("")}
            />
          </Box>
          <Button type="submit" variant="outline" iconStart={<SearchIcon size={16} />}>
            {t`Search`}
          </Button>
        </Inline>
      </Box>
    </Form>
  );
}

import { type EventsStatusFilter, eventStatuses, eventsStatusFilters } from "@varco/domain";
import { and, eq, gte, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { events } from "../../db/schema";
import {
  alphabeticalSort,
  createdSort,
  datetimeFilter,
  defineList,
  enumFilter,
  idFilter,
  textFilter,
  updatedSort,
} from "../../http/listQuery";

/**
 * Every list of events (the account's, an organizer's, the public ones): Hi.Events' sorts and
 * filter fields for events, a `title` sort added for the manage screens; soonest first.
 */
export const eventList = defineList({
  sorts: {
    start_date: { column: events.startDate, labels: { asc: "Soonest first", desc: "Latest first" } },
    end_date: { column: events.endDate, labels: { asc: "Ending soonest", desc: "Ending latest" } },
    title: alphabeticalSort(events.title, "Title"),
    created_at: createdSort(events.createdAt),
    updated_at: updatedSort(events.updatedAt),
  },
  defaultSort: "start_date",
  defaultSortDirection: "asc",
  tiebreaker: events.id,
  filters: {
    title: textFilter(events.title, ["eq", "ne", "like", "not_like", "in"]),
    status: enumFilter(events.status, eventStatuses),
    organizer_id: idFilter(events.organizerId),
    start_date: datetimeFilter(events.startDate),
    end_date: datetimeFilter(events.endDate),
    created_at: datetimeFilter(events.createdAt),
    updated_at: datetimeFilter(events.updatedAt),
  },
  search: [events.title],
});

/**
 * `eventsStatus` beside the list parameters. Hi.Events' app sends every parameter, empty when
 * unset: empty means absent.
 */
export const eventsStatusQuerySchema = z.object({
  eventsStatus: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(eventsStatusFilters, {
        error: `Events status must be one of: ${eventsStatusFilters.join(", ")}.`,
      })
      .optional(),
  ),
});

/**
 * The views of `/manage/events/{eventsState}`: upcoming is not
 * archived and not over (no end date, or one still ahead); ended is not archived and over;
 * archived is archived whatever the dates.
 */
export function eventsStatusCondition(view: EventsStatusFilter | undefined): SQL | undefined {
  switch (view) {
    case undefined:
      return undefined;
    case "upcoming":
      return and(
        ne(events.status, "ARCHIVED"),
        or(isNull(events.endDate), gte(events.endDate, sql`now()`)),
      ) as SQL;
    case "ended":
      return and(ne(events.status, "ARCHIVED"), lt(events.endDate, sql`now()`)) as SQL;
    case "archived":
      return eq(events.status, "ARCHIVED");
  }
}

/** Events shown per page on an organizer's public page. */
export const publicOrganizerEventsPerPage = 30;

export type PublicOrganizerEventsView = "upcoming" | "past";

/** List parameters for GET public/organizers/{id}/events; the API client encodes them. */
export type PublicOrganizerEventsQuery = {
  page?: number;
  per_page: number;
  sort_by: "start_date";
  sort_direction: "asc" | "desc";
  filter_fields?: {
    end_date: { lte: string };
    status: { ne: "ARCHIVED" };
  };
  eventsStatus?: "upcoming";
};

/**
 * The query behind an organizer's public page: upcoming events soonest first, using
 * the server's own `eventsStatus=upcoming` filter; past events latest first, ended by `now` and
 * not archived.
 */
export function publicOrganizerEventsQuery(
  view: PublicOrganizerEventsView,
  now: Date,
  page?: number,
): PublicOrganizerEventsQuery {
  const paging = page === undefined ? {} : { page };
  if (view === "upcoming") {
    return {
      ...paging,
      per_page: publicOrganizerEventsPerPage,
      sort_by: "start_date",
      sort_direction: "asc",
      eventsStatus: "upcoming",
    };
  }
  return {
    ...paging,
    per_page: publicOrganizerEventsPerPage,
    sort_by: "start_date",
    sort_direction: "desc",
    filter_fields: { end_date: { lte: now.toISOString() }, status: { ne: "ARCHIVED" } },
  };
}

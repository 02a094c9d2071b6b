// List queries: what the API client reads at run time on every page, without zod.

/** Operators of `filter_fields[field][operator]=value`. */
export const filterOperators = ["eq", "ne", "gt", "gte", "lt", "lte", "like", "not_like", "in"] as const;
export type FilterOperator = (typeof filterOperators)[number];

export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Lists start at page 1 with 20 rows unless asked otherwise. */
export const defaultPage = 1;
export const defaultPerPage = 20;
/** The server never returns more than this many rows per page. */
export const maxPerPage = 100;

/** A value for one filter; `in` takes a list, sent comma-separated. */
export type FilterValue = string | number | boolean | readonly (string | number)[];

/** `{ status: { eq: "LIVE" }, end_date: { lte: "2025-01-01T00:00:00Z" } }` */
export type FilterFields = Partial<Record<string, Partial<Record<FilterOperator, FilterValue>>>>;

export interface ListParams {
  page?: number;
  per_page?: number;
  query?: string;
  sort_by?: string;
  sort_direction?: SortDirection;
  filter_fields?: FilterFields;
}

/**
 * The views of an event list (`/manage/events/{eventsState}`): `upcoming` (not archived, not
 * ended: no end date or one still ahead), `ended` (not archived, end date passed), `archived`.
 */
export const eventsStatusFilters = ["upcoming", "ended", "archived"] as const;
export type EventsStatusFilter = (typeof eventsStatusFilters)[number];

/** Lists of events also take `eventsStatus` (one of `eventsStatusFilters`). */
export interface EventListParams extends ListParams {
  eventsStatus?: EventsStatusFilter;
}

import {
  defaultPerPage,
  type FilterOperator,
  filterOperators,
  firstYear,
  lastYear,
  listParamsSchema,
  maxPerPage,
  type Paginated,
  type PaginationMeta,
  type Reason,
  type SortDirection,
} from "@varco/domain";
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notIlike,
  or,
  type SQL,
} from "drizzle-orm";
import { z } from "zod";
import type { PageQuery } from "../db/selectPage";
import { HttpError, refusalIssues } from "./httpError";

/**
 * Lists: `page`, `per_page`, `query`, `sort_by`, `sort_direction` and
 * `filter_fields[field][operator]=value` (docs/api/wire.md), parsed against what ONE list allows and
 * turned into a Drizzle `where` and `orderBy`. Anything a list does not allow is a 422 naming the
 * parameter — never a 500, and never silently ignored (Hi.Events ignores unknown fields and sorts
 * and fails on unknown operators; Varco tells the client).
 */

type Expression = Column | SQL;

/** How a filter's text from the query string becomes a value of its column. */
export type FilterValueType =
  | { kind: "text" }
  | { kind: "integer" }
  | { kind: "number" }
  | { kind: "boolean" }
  | { kind: "datetime" }
  | { kind: "enum"; values: readonly string[] };

export interface FilterField {
  column: Expression;
  type: FilterValueType;
  operators: readonly FilterOperator[];
  /**
   * The condition itself, when comparing `column` is not it (orders holding a product: an
   * `exists` over their items). `column` then only documents the field.
   */
  condition?: (applied: AppliedFilter) => SQL;
}

export interface SortField {
  column: Expression;
  /** How `meta.allowed_sorts` describes each direction, e.g. "Newest first". */
  labels?: { asc?: string; desc?: string };
}

export interface ListDefinition<SortKey extends string = string> {
  sorts: Record<SortKey, SortField>;
  defaultSort: NoInfer<SortKey>;
  defaultSortDirection: SortDirection;
  /** A unique column ordered last, so rows with equal sort values never move between pages. */
  tiebreaker: Column;
  filters?: Record<string, FilterField>;
  /** What the free-text `query` searches, case-insensitively, any of them matching. */
  search?: readonly Expression[];
  /** Defaults to 100, Hi.Events' own cap. */
  maxPerPage?: number;
}

/**
 * One list request, parsed: what to hand to Drizzle (`PageQuery`: `where`, `orderBy`, `limit`,
 * `offset`, what `selectPage` reads) and what the answer's `meta` needs.
 */
export interface ListQuery extends PageQuery {
  page: number;
  perPage: number;
  query: string | undefined;
  sortBy: string;
  sortDirection: SortDirection;
  filters: readonly AppliedFilter[];
}

export interface AppliedFilter {
  field: string;
  operator: FilterOperator;
  value: FilterOperand;
}

type Scalar = string | number | boolean | Date;
type FilterOperand = Scalar | null | readonly Scalar[];

/** Operators that make sense for each kind of value; a definition asking for more is a bug. */
const operatorsByKind: Record<FilterValueType["kind"], readonly FilterOperator[]> = {
  text: ["eq", "ne", "lt", "lte", "gt", "gte", "like", "not_like", "in"],
  integer: ["eq", "ne", "lt", "lte", "gt", "gte", "in"],
  number: ["eq", "ne", "lt", "lte", "gt", "gte", "in"],
  datetime: ["eq", "ne", "lt", "lte", "gt", "gte"],
  boolean: ["eq", "ne"],
  enum: ["eq", "ne", "in"],
};

/** The most values one `in` filter takes; more is a client bug, not a list. */
export const maxInValues = 100;
/**
 * Pages past this are refused: `(page - 1) * per_page` must stay a sane OFFSET (a page of 1e300
 * would otherwise overflow PostgreSQL's bigint and answer 500).
 */
export const maxPage = 1_000_000;

/*
 * The sorts and filters most lists offer, worded the same way in every list's `meta`: a list
 * declares which of its columns take them, and only writes out what is its own.
 */

/** A sort by when the row was made: "Oldest first", "Newest first". */
export function createdSort(column: Expression): SortField {
  return { column, labels: { asc: "Oldest first", desc: "Newest first" } };
}

/** A sort by when the row last changed: "Least recently updated", "Most recently updated". */
export function updatedSort(column: Expression): SortField {
  return { column, labels: { asc: "Least recently updated", desc: "Most recently updated" } };
}

/** A sort by a text, labelled with what it is: `alphabeticalSort(events.title, "Title")` is "Title A–Z". */
export function alphabeticalSort(column: Expression, noun: string): SortField {
  return { column, labels: { asc: `${noun} A–Z`, desc: `${noun} Z–A` } };
}

/** What a date and time is compared with: before, after, at; never a list of instants. */
export const datetimeOperators = ["eq", "ne", "lt", "lte", "gt", "gte"] as const;

export function datetimeFilter(column: Expression): FilterField {
  return { column, type: { kind: "datetime" }, operators: datetimeOperators };
}

/** A status or a type: one of `values`, not one of them, or any of several. */
export function enumFilter(column: Expression, values: readonly string[]): FilterField {
  return { column, type: { kind: "enum", values }, operators: ["eq", "ne", "in"] };
}

/** An id (a product's, an order's): by default one, not that one, or any of several. */
export function idFilter(
  column: Expression,
  operators: readonly FilterOperator[] = ["eq", "ne", "in"],
): FilterField {
  return { column, type: { kind: "integer" }, operators };
}

export function textFilter(column: Expression, operators: readonly FilterOperator[]): FilterField {
  return { column, type: { kind: "text" }, operators };
}

/** Checks a list's definition once, where it is declared, so a typo fails at start, not per request. */
export function defineList<const SortKey extends string>(
  definition: ListDefinition<SortKey>,
): ListDefinition<SortKey> {
  if (!(definition.defaultSort in definition.sorts)) {
    throw new Error(`List default sort "${definition.defaultSort}" is not one of its sorts`);
  }
  for (const [field, filter] of Object.entries(definition.filters ?? {})) {
    const allowed = operatorsByKind[filter.type.kind];
    const wrong = filter.operators.filter((operator) => !allowed.includes(operator));
    if (wrong.length > 0) {
      throw new Error(`Filter "${field}" (${filter.type.kind}) cannot use ${wrong.join(", ")}`);
    }
  }
  if ((definition.maxPerPage ?? maxPerPage) < 1) throw new Error("A list's maxPerPage must be at least 1");
  return definition;
}

const filterKeyPattern = /^filter_fields\[([^[\]]+)\]\[([^[\]]*)\]$/;

/** Parses a request's query string against one list; throws a 422 `HttpError` listing every problem. */
export function parseListQuery(definition: ListDefinition, search: URLSearchParams): ListQuery {
  const issues: z.core.$ZodIssue[] = [];
  const addError = (key: string, reason: Reason) => issues.push(...refusalIssues({ [key]: [reason] }));

  // Hi.Events' SPA sends every parameter, empty when unset: empty means absent.
  const present = (name: string) => {
    const value = search.get(name);
    return value === null || value.trim() === "" ? undefined : value;
  };
  const plain = plainParamsSchemaOf(definition).safeParse(
    {
      page: present("page"),
      per_page: present("per_page"),
      query: present("query"),
      sort_by: present("sort_by"),
      sort_direction: present("sort_direction"),
    },
    { reportInput: true },
  );
  if (!plain.success) issues.push(...plain.error.issues);
  const page = plain.data?.page ?? 1;
  if (page > maxPage) addError("page", { code: "page_too_high", max: maxPage });

  const sortKeys = Object.keys(definition.sorts);
  const sortBy = present("sort_by") ?? definition.defaultSort;
  if (!sortKeys.includes(sortBy)) addError("sort_by", { code: "sort_not_offered", values: sortKeys });

  const query = plain.data?.query?.trim() || undefined;
  if (query !== undefined && !definition.search?.length) addError("query", { code: "list_not_searchable" });

  const filters: AppliedFilter[] = [];
  const conditions: SQL[] = [];
  const seen = new Set<string>();
  const allowedFields = Object.keys(definition.filters ?? {});
  for (const [key, text] of search) {
    if (!key.startsWith("filter_fields")) continue;
    const match = filterKeyPattern.exec(key);
    if (!match) {
      addError("filter_fields", { code: "filter_malformed", key });
      continue;
    }
    const field = match[1] as string;
    const operator = match[2] as string;
    const errorKey = `filter_fields.${field}.${operator}`;
    // Own keys only: `filter_fields[toString][eq]` must not find Object.prototype.toString.
    const filter =
      definition.filters && Object.hasOwn(definition.filters, field) ? definition.filters[field] : undefined;
    if (!filter) {
      addError(
        `filter_fields.${field}`,
        allowedFields.length === 0
          ? { code: "list_not_filterable" }
          : { code: "filter_field_not_offered", field, values: allowedFields },
      );
      continue;
    }
    if (!isFilterOperator(operator) || !filter.operators.includes(operator)) {
      addError(errorKey, {
        code: "filter_operator_not_offered",
        field,
        operator,
        values: [...filter.operators],
      });
      continue;
    }
    if (seen.has(key)) {
      addError(errorKey, { code: "filter_repeated" });
      continue;
    }
    seen.add(key);
    const value = filterOperandOf(filter.type, operator, text);
    if (typeof value === "object" && value !== null && "problem" in value) addError(errorKey, value.problem);
    else {
      const applied = { field, operator, value };
      filters.push(applied);
      conditions.push(filter.condition ? filter.condition(applied) : conditionOf(filter.column, applied));
    }
  }

  if (issues.length > 0 || !plain.success) throw HttpError.fromZod(new z.ZodError(issues));

  const perPage = plain.data.per_page;
  const sortDirection = plain.data.sort_direction ?? definition.defaultSortDirection;
  const direction = sortDirection === "asc" ? asc : desc;
  const sortColumn = definition.sorts[sortBy as keyof typeof definition.sorts] as SortField;
  if (query !== undefined && definition.search) {
    const pattern = `%${escapeLikePattern(query)}%`;
    conditions.push(or(...definition.search.map((column) => ilike(column, pattern))) as SQL);
  }
  return {
    page,
    perPage,
    limit: perPage,
    offset: (page - 1) * perPage,
    query,
    sortBy,
    sortDirection,
    filters,
    where: conditions.length === 0 ? undefined : and(...conditions),
    orderBy: [direction(sortColumn.column), direction(definition.tiebreaker)],
  };
}

/** The domain's list parameters, with this list's own page-size limit when it has one. */
function plainParamsSchemaOf(definition: ListDefinition) {
  const plain = listParamsSchema.omit({ filter_fields: true });
  const limit = definition.maxPerPage ?? maxPerPage;
  if (limit === maxPerPage) return plain;
  return plain.extend({
    per_page: z.coerce
      .number()
      .int()
      .min(1, "Per page must be at least 1.")
      .max(limit, `Per page must be at most ${limit}.`)
      .default(Math.min(defaultPerPage, limit)),
  });
}

function isFilterOperator(operator: string): operator is FilterOperator {
  return (filterOperators as readonly string[]).includes(operator);
}

/** `%`, `_` and `\` match themselves in a search, not as wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filterOperandOf(
  type: FilterValueType,
  operator: FilterOperator,
  text: string,
): FilterOperand | { problem: Reason } {
  // `eq` / `ne` with the word null test for a missing value, as Hi.Events reads them.
  if ((operator === "eq" || operator === "ne") && text === "null") return null;
  if (operator === "in") {
    const items = text
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
    if (items.length === 0) return { problem: { code: "filter_values_missing" } };
    if (items.length > maxInValues) return { problem: { code: "filter_too_many_values", max: maxInValues } };
    const values: Scalar[] = [];
    for (const item of items) {
      const value = scalarOf(type, item);
      if (typeof value === "object" && !(value instanceof Date)) return value;
      values.push(value);
    }
    return values;
  }
  if ((operator === "like" || operator === "not_like") && text.trim() === "") {
    return { problem: { code: "filter_text_missing" } };
  }
  return scalarOf(type, text);
}

const integerPattern = /^-?\d{1,15}$/;
const numberPattern = /^-?\d{1,15}(\.\d+)?$/;
// ISO 8601 with a UTC offset or Z, without one (read as UTC: time is UTC on the wire), or a
// calendar day (midnight UTC); a space may stand for the T.
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?)(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * An instant from ISO 8601 text, or undefined: JavaScript alone would read 2025-02-30 as 2 March,
 * an offsetless time as the server's local time, and year 0 as 1900 (through `Date.UTC`).
 */
export function instantOf(text: string): Date | undefined {
  const match = dateTimePattern.exec(text);
  if (!match) return undefined;
  const [, year, month, day, time, , offset] = match;
  const utcOffset =
    offset === undefined || offset === "Z" ? "Z" : offset.replace(/^([+-]\d\d)(\d\d)$/, "$1:$2");
  const instant = new Date(`${year}-${month}-${day}T${time ?? "00:00"}${utcOffset}`);
  if (Number.isNaN(instant.getTime())) return undefined;
  // The calendar day as written must exist (no 30 February), whatever the offset does to it.
  const calendarDay = new Date(`${year}-${month}-${day}T00:00Z`);
  if (calendarDay.getUTCMonth() + 1 !== Number(month) || calendarDay.getUTCDate() !== Number(day))
    return undefined;
  const instantYear = instant.getUTCFullYear();
  return instantYear < firstYear || instantYear > lastYear ? undefined : instant;
}

function scalarOf(type: FilterValueType, text: string): Scalar | { problem: Reason } {
  switch (type.kind) {
    case "text":
      return text;
    case "integer":
      return integerPattern.test(text) ? Number(text) : { problem: { code: "filter_whole_number" } };
    case "number":
      return numberPattern.test(text) ? Number(text) : { problem: { code: "filter_number" } };
    case "boolean":
      if (text === "true" || text === "1") return true;
      if (text === "false" || text === "0") return false;
      return { problem: { code: "filter_boolean" } };
    case "datetime":
      // Hi.Events' "Ended" and "Past" lists send `now`: the moment the request is read.
      if (text === "now") return new Date();
      return instantOf(text) ?? { problem: { code: "filter_datetime", first: firstYear, last: lastYear } };
    case "enum":
      return type.values.includes(text)
        ? text
        : { problem: { code: "filter_one_of", values: [...type.values] } };
  }
}

/** The operators that compare a column with one value as given. */
const comparisons = { eq, ne, lt, lte, gt, gte } as const;

function conditionOf(expression: Expression, { operator, value }: AppliedFilter): SQL {
  // Drizzle's operators take a column or an SQL expression alike at run time (a column's own
  // encoder turns a Date into its driver value); only their overloads split the union.
  const column = expression as Column;
  if (value === null) return operator === "eq" ? isNull(column) : isNotNull(column);
  if (Array.isArray(value)) return inArray(column, value);
  const scalar = value as Scalar;
  switch (operator) {
    case "eq":
    case "ne":
    case "lt":
    case "lte":
    case "gt":
    case "gte":
      return comparisons[operator](column, scalar);
    case "like":
      return ilike(column, `%${escapeLikePattern(String(scalar))}%`);
    case "not_like":
      return notIlike(column, `%${escapeLikePattern(String(scalar))}%`);
    case "in":
      return inArray(column, [scalar]);
  }
}

/**
 * The `{ data, meta, links }` answer for one page (docs/api/wire.md), links built on `url` (the
 * public address of the request) so they keep the client's other parameters.
 */
export function pageOf<Row>(
  definition: ListDefinition,
  list: ListQuery,
  { rows, total, url }: { rows: Row[]; total: number; url: URL },
): Paginated<Row> {
  const lastPage = Math.max(1, Math.ceil(total / list.perPage));
  const from = rows.length === 0 ? null : list.offset + 1;
  const to = rows.length === 0 ? null : list.offset + rows.length;
  const pageUrl = (page: number) => {
    const target = new URL(url);
    target.searchParams.set("page", String(page));
    return target.toString();
  };
  const meta: PaginationMeta = {
    current_page: list.page,
    from,
    last_page: lastPage,
    links: paginationLinks(list.page, lastPage, pageUrl),
    path: `${url.origin}${url.pathname}`,
    per_page: list.perPage,
    to,
    total,
    allowed_sorts: Object.fromEntries(
      Object.entries(definition.sorts).map(([key, sort]) => [
        key,
        {
          asc: sort.labels?.asc ?? `${humanised(key)} ascending`,
          desc: sort.labels?.desc ?? `${humanised(key)} descending`,
        },
      ]),
    ),
    default_sort: definition.defaultSort,
    default_sort_direction: definition.defaultSortDirection,
    allowed_filter_fields: Object.keys(definition.filters ?? {}),
  };
  return {
    data: rows,
    meta,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: list.page > 1 ? pageUrl(Math.min(list.page - 1, lastPage)) : null,
      next: list.page < lastPage ? pageUrl(list.page + 1) : null,
    },
  };
}

function humanised(key: string): string {
  const words = key.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Laravel's `meta.links`: previous, the page numbers (with "..." gaps past ten pages), next. */
function paginationLinks(page: number, lastPage: number, pageUrl: (page: number) => string) {
  const pages: (number | "...")[] = [];
  if (lastPage <= 10) {
    for (let number = 1; number <= lastPage; number++) pages.push(number);
  } else {
    const window = new Set([1, 2, lastPage - 1, lastPage]);
    for (let number = page - 3; number <= page + 3; number++) {
      if (number >= 1 && number <= lastPage) window.add(number);
    }
    let previous = 0;
    for (const number of [...window].sort((a, b) => a - b)) {
      if (number - previous > 1) pages.push("...");
      pages.push(number);
      previous = number;
    }
  }
  return [
    {
      url: page > 1 ? pageUrl(Math.min(page - 1, lastPage)) : null,
      label: "&laquo; Previous",
      active: false,
    },
    ...pages.map((item) =>
      item === "..."
        ? { url: null, label: "...", active: false }
        : { url: pageUrl(item), label: String(item), active: item === page },
    ),
    { url: page < lastPage ? pageUrl(page + 1) : null, label: "Next &raquo;", active: false },
  ];
}

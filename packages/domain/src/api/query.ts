import { defaultPage, defaultPerPage, type FilterFields, type ListParams } from "../model/listTypes";

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Query parameters of a call; `filter_fields` is spelled out in brackets. */
export type Query = Record<string, QueryValue | FilterFields>;

/** A list's parameters with the defaults filled in: page 1, 20 per page. */
export function withListDefaults<Params extends ListParams>(params: Params = {} as Params): Params {
  return { ...params, page: params.page ?? defaultPage, per_page: params.per_page ?? defaultPerPage };
}

/**
 * The query string of a call: plain values as they are, empty ones left out, lists
 * comma-separated, and `filter_fields[field][operator]=value` for filters.
 */
export function searchParamsOf(query: Query | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (name === "filter_fields" && isFilterFields(value)) {
      for (const [field, conditions] of Object.entries(value)) {
        for (const [operator, operand] of Object.entries(conditions ?? {})) {
          const text = textOf(operand);
          if (text !== undefined) search.append(`filter_fields[${field}][${operator}]`, text);
        }
      }
      continue;
    }
    const text = textOf(value as QueryValue);
    if (text !== undefined) search.append(name, text);
  }
  return search;
}

function isFilterFields(value: unknown): value is FilterFields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function textOf(value: QueryValue): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(",");
  return String(value);
}

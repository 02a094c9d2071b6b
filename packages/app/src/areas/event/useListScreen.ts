import { useLingui } from "@lingui/react/macro";
import {
  type Event,
  type ExportFormat,
  exportFileName,
  type FilterFields,
  type Id,
  type ListParams,
  type SortDirection,
} from "@varco/domain";
import type { SortDescriptor } from "@varco/ui";
import { toasts } from "@varco/ui";
import { type Key, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { failureMessage } from "../../forms/fieldErrors";
import { saveFile } from "../../shell/saveFile";

/** How many rows a page of an event's list shows. */
export const listPerPage = 20;

/**
 * The state an event's list screen (orders, attendees) keeps: the search, the page, the sort
 * (newest first unless `initialSort` says otherwise) and the row open in a drawer (`?<drawerParam>=id`). Changing the search, the sort
 * or a filter set through `filtered` goes back to the first page.
 */
export function useListScreen(
  drawerParam: string,
  initialSort: SortDescriptor = { column: "created_at", direction: "descending" },
) {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>(initialSort);
  const filtered =
    <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
  return {
    query,
    setQuery: filtered(setQuery),
    page,
    setPage,
    sort,
    setSort: filtered(setSort),
    filtered,
    /** The list's read parameters with these filters. */
    listParams: (filters: FilterFields): ListParams => ({
      page,
      per_page: listPerPage,
      query: query.trim() || undefined,
      sort_by: String(sort.column),
      sort_direction: (sort.direction === "ascending" ? "asc" : "desc") satisfies SortDirection,
      filter_fields: filters,
    }),
    openId: Number(params.get(drawerParam)) || undefined,
    open: (id: Key) => setParams({ [drawerParam]: String(id) }),
    close: () => setParams({}),
  };
}

export type ListScreen = ReturnType<typeof useListScreen>;

/**
 * Downloads an event's export in the format chosen, named after the event and the day (as the
 * server names it); a failure says why in a toast.
 */
export function useExportDownload(
  exporter: { trigger: (eventId: Id, format: ExportFormat) => Promise<Blob>; isMutating: boolean },
  event: Pick<Event, "id" | "slug" | "timezone">,
  what: string,
) {
  const { i18n } = useLingui();
  const download = async (format: ExportFormat) => {
    try {
      const file = await exporter.trigger(event.id, format);
      saveFile(file, exportFileName(event.slug, what, new Date(), event.timezone, format));
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };
  return { download: (format: ExportFormat) => void download(format), isPending: exporter.isMutating };
}

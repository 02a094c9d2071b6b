import { apiPath } from "../api/transport";
import type {
  EventReportQuery,
  OrganizerReport,
  OrganizerReportQuery,
  OrganizerReportType,
  ReportRows,
  ReportType,
} from "../model/report";
import { nothing, useApiMutation } from "./mutation";
import { type QueryConfig, queryKey, useApiQuery } from "./query";

type Id = number;

export function useEventReport<Type extends ReportType>(
  eventId: Id | undefined,
  reportType: Type,
  range: EventReportQuery = {},
  config?: QueryConfig<ReportRows[Type]>,
) {
  return useApiQuery(
    eventId == null ? null : queryKey(apiPath`events/${eventId}/reports/${reportType}`, range),
    (client) => client.reports.getEventReport(eventId!, reportType, range),
    config,
  );
}

export function useOrganizerReport(
  organizerId: Id | undefined,
  reportType: OrganizerReportType,
  query: OrganizerReportQuery = {},
  config?: QueryConfig<OrganizerReport>,
) {
  return useApiQuery(
    organizerId == null ? null : queryKey(apiPath`organizers/${organizerId}/reports/${reportType}`, query),
    (client) => client.reports.getOrganizerReport(organizerId!, reportType, query),
    config,
  );
}

/** Downloads the CSV when triggered (a file is fetched on demand, not cached). */
export function useExportOrganizerReport() {
  return useApiMutation(
    (client) => client.reports.exportOrganizerReport,
    () => nothing,
  );
}

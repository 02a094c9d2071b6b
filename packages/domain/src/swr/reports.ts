import { reportReads } from "../api/reports";
import type * as model from "../model/report";
import { nothing, useApiMutation } from "./mutation";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useEventReport<Type extends model.ReportType>(
  eventId: Id | undefined,
  reportType: Type,
  range: model.EventReportQuery = {},
  config?: QueryConfig<model.ReportRows[Type]>,
) {
  return useApiRead(
    eventId == null ? null : reportReads.event(eventId, reportType, range),
    (client) => client.reports.getEventReport(eventId!, reportType, range),
    config,
  );
}

export function useOrganizerReport(
  organizerId: Id | undefined,
  reportType: model.OrganizerReportType,
  query: model.OrganizerReportQuery = {},
  config?: QueryConfig<model.OrganizerReport>,
) {
  return useApiRead(
    organizerId == null ? null : reportReads.organizer(organizerId, reportType, query),
    (client) => client.reports.getOrganizerReport(organizerId!, reportType, query),
    config,
  );
}

/** Downloads an event report's file when triggered (fetched on demand, not cached). */
export function useExportEventReport() {
  return useApiMutation(
    (client) => client.reports.exportEventReport,
    () => nothing,
  );
}

/** Downloads the CSV when triggered (a file is fetched on demand, not cached). */
export function useExportOrganizerReport() {
  return useApiMutation(
    (client) => client.reports.exportOrganizerReport,
    () => nothing,
  );
}

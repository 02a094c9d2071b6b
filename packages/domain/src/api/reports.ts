import type {
  EventReportQuery,
  OrganizerReport,
  OrganizerReportQuery,
  OrganizerReportType,
  ReportRows,
  ReportType,
} from "../model/report";
import { apiPath, type Transport } from "./transport";

type Id = number;

/** Event and organizer reports (SPEC.md §7, contract §2.4–2.5). */
export function reportsApi(transport: Transport) {
  return {
    /** Event reports answer with a bare array of rows (no `data` envelope). */
    getEventReport: <Type extends ReportType>(eventId: Id, reportType: Type, range: EventReportQuery = {}) =>
      transport.request<ReportRows[Type]>("GET", apiPath`events/${eventId}/reports/${reportType}`, {
        query: { ...range },
      }),
    getOrganizerReport: (
      organizerId: Id,
      reportType: OrganizerReportType,
      query: OrganizerReportQuery = {},
    ) =>
      transport.request<OrganizerReport>("GET", apiPath`organizers/${organizerId}/reports/${reportType}`, {
        query: { ...query },
      }),
    /** CSV of an organizer report. */
    exportOrganizerReport: (
      organizerId: Id,
      reportType: OrganizerReportType,
      query: OrganizerReportQuery = {},
    ) =>
      transport.request<Blob>("GET", apiPath`organizers/${organizerId}/reports/${reportType}/export`, {
        query: { ...query },
        expect: "blob",
      }),
  };
}

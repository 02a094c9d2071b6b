import type {
  EventReportQuery,
  OrganizerReport,
  OrganizerReportQuery,
  OrganizerReportType,
  ReportRows,
  ReportType,
} from "../model/report";
import type { ExportFormat } from "../rules/exportFileName";
import { bareRead } from "./read";
import { apiPath, type Transport } from "./transport";

type Id = number;

/** The reads of reports: each one's path and query, for the client and the hooks' cache keys. */
export const reportReads = {
  /** Event reports answer with a bare array of rows (no `data` envelope). */
  event: <Type extends ReportType>(eventId: Id, reportType: Type, range: EventReportQuery = {}) =>
    bareRead<ReportRows[Type]>(apiPath`events/${eventId}/reports/${reportType}`, { query: { ...range } }),
  organizer: (organizerId: Id, reportType: OrganizerReportType, query: OrganizerReportQuery = {}) =>
    bareRead<OrganizerReport>(apiPath`organizers/${organizerId}/reports/${reportType}`, {
      query: { ...query },
    }),
};

/** Event and organizer reports. */
export function reportsApi(transport: Transport) {
  return {
    getEventReport: <Type extends ReportType>(eventId: Id, reportType: Type, range: EventReportQuery = {}) =>
      transport.read(reportReads.event(eventId, reportType, range)),
    /** An event report as CSV (UTF-8 with a byte-order mark), or a spreadsheet (`xlsx`). */
    exportEventReport: (
      eventId: Id,
      reportType: ReportType,
      range: EventReportQuery = {},
      format: ExportFormat = "csv",
    ) =>
      transport.request<Blob>("GET", apiPath`events/${eventId}/reports/${reportType}/export`, {
        query: { ...range, format },
        expect: "blob",
      }),
    getOrganizerReport: (
      organizerId: Id,
      reportType: OrganizerReportType,
      query: OrganizerReportQuery = {},
    ) => transport.read(reportReads.organizer(organizerId, reportType, query)),
    /** An organizer report as CSV, or a spreadsheet (`xlsx`). */
    exportOrganizerReport: (
      organizerId: Id,
      reportType: OrganizerReportType,
      query: OrganizerReportQuery = {},
      format: ExportFormat = "csv",
    ) =>
      transport.request<Blob>("GET", apiPath`organizers/${organizerId}/reports/${reportType}/export`, {
        query: { ...query, format },
        expect: "blob",
      }),
  };
}

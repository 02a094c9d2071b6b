import type {
  EventReportQuery,
  OrganizerReport,
  OrganizerReportQuery,
  OrganizerReportType,
  ReportRows,
  ReportType,
} from "../model/report";
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
    /** CSV of an event report (UTF-8 with a byte-order mark). */
    exportEventReport: (eventId: Id, reportType: ReportType, range: EventReportQuery = {}) =>
      transport.request<Blob>("GET", apiPath`events/${eventId}/reports/${reportType}/export`, {
        query: { ...range },
        expect: "blob",
      }),
    getOrganizerReport: (
      organizerId: Id,
      reportType: OrganizerReportType,
      query: OrganizerReportQuery = {},
    ) => transport.read(reportReads.organizer(organizerId, reportType, query)),
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

import type { CapacityAssignment, CapacityAssignmentBody } from "../model/capacityAssignment";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import { withListDefaults } from "./query";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** Capacity shared by several products of an event (contract §2.9). */
export function capacityAssignmentsApi(transport: Transport) {
  const one = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<CapacityAssignment>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) =>
      transport.request<Paginated<CapacityAssignment>>(
        "GET",
        apiPath`events/${eventId}/capacity-assignments`,
        {
          query: { ...withListDefaults(params) },
        },
      ),
    create: (eventId: Id, body: CapacityAssignmentBody) =>
      one("POST", apiPath`events/${eventId}/capacity-assignments`, body),
    get: (eventId: Id, assignmentId: Id) =>
      one("GET", apiPath`events/${eventId}/capacity-assignments/${assignmentId}`),
    update: (eventId: Id, assignmentId: Id, body: CapacityAssignmentBody) =>
      one("PUT", apiPath`events/${eventId}/capacity-assignments/${assignmentId}`, body),
    delete: (eventId: Id, assignmentId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/capacity-assignments/${assignmentId}`),
  };
}

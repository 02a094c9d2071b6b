import type { CapacityAssignment, CapacityAssignmentBody } from "../model/capacityAssignment";
import type { DataEnvelope, ListParams, Paginated } from "../model/list";
import { withListDefaults } from "./query";
import { bareRead, dataRead } from "./read";
import { apiPath, dataOf, type Transport } from "./transport";

type Id = number;

/** The reads of capacity assignments: each one's path and query, for the client and the cache keys. */
export const capacityAssignmentReads = {
  list: (eventId: Id, params?: ListParams) =>
    bareRead<Paginated<CapacityAssignment>>(apiPath`events/${eventId}/capacity-assignments`, {
      query: { ...withListDefaults(params) },
    }),
  get: (eventId: Id, assignmentId: Id) =>
    dataRead<CapacityAssignment>(apiPath`events/${eventId}/capacity-assignments/${assignmentId}`),
};

/** Capacity shared by several products of an event. */
export function capacityAssignmentsApi(transport: Transport) {
  const one = (method: "POST" | "PUT", path: string, body?: unknown) =>
    dataOf(transport.request<DataEnvelope<CapacityAssignment>>(method, path, { body }));
  return {
    list: (eventId: Id, params?: ListParams) => transport.read(capacityAssignmentReads.list(eventId, params)),
    create: (eventId: Id, body: CapacityAssignmentBody) =>
      one("POST", apiPath`events/${eventId}/capacity-assignments`, body),
    get: (eventId: Id, assignmentId: Id) =>
      transport.read(capacityAssignmentReads.get(eventId, assignmentId)),
    update: (eventId: Id, assignmentId: Id, body: CapacityAssignmentBody) =>
      one("PUT", apiPath`events/${eventId}/capacity-assignments/${assignmentId}`, body),
    delete: (eventId: Id, assignmentId: Id) =>
      transport.request<void>("DELETE", apiPath`events/${eventId}/capacity-assignments/${assignmentId}`),
  };
}

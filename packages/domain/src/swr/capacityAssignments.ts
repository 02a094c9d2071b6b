import { capacityAssignmentReads } from "../api/capacityAssignments";
import type { CapacityAssignment } from "../model/capacityAssignment";
import type { ListParams, Paginated } from "../model/list";
import { useApiMutation } from "./mutation";
import { eventProducts } from "./products";
import { type QueryConfig, useApiRead } from "./query";

type Id = number;

export function useCapacityAssignments(
  eventId: Id | undefined,
  params?: ListParams,
  config?: QueryConfig<Paginated<CapacityAssignment>>,
) {
  return useApiRead(
    eventId == null ? null : capacityAssignmentReads.list(eventId, params),
    (client) => client.capacityAssignments.list(eventId!, params),
    config,
  );
}

export function useCapacityAssignment(
  eventId: Id | undefined,
  assignmentId: Id | undefined,
  config?: QueryConfig<CapacityAssignment>,
) {
  return useApiRead(
    eventId == null || assignmentId == null ? null : capacityAssignmentReads.get(eventId, assignmentId),
    (client) => client.capacityAssignments.get(eventId!, assignmentId!),
    config,
  );
}

/** Shared capacity changes what products have left. */
export function useCreateCapacityAssignment() {
  return useApiMutation(
    (client) => client.capacityAssignments.create,
    ([eventId]) => eventProducts(eventId),
  );
}

export function useUpdateCapacityAssignment() {
  return useApiMutation(
    (client) => client.capacityAssignments.update,
    ([eventId]) => eventProducts(eventId),
  );
}

export function useDeleteCapacityAssignment() {
  return useApiMutation(
    (client) => client.capacityAssignments.delete,
    ([eventId]) => eventProducts(eventId),
  );
}

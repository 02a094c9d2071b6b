import { wireInstant } from "./wireInstant";

export const eventLifecycleStatuses = ["UPCOMING", "ONGOING", "ENDED"] as const;
export type EventLifecycleStatus = (typeof eventLifecycleStatuses)[number];

/**
 * Where an event is in time, computed rather than stored: ENDED once its end
 * has passed, UPCOMING before its start, ONGOING in between or when it has no end.
 * ENDED alone does not stop sales: the products' sale windows do.
 */
export function eventLifecycleStatus(
  event: { start_date: string; end_date?: string | null },
  now: Date,
): EventLifecycleStatus {
  const time = now.getTime();
  const end = wireInstant(event.end_date);
  if (end !== null && end < time) return "ENDED";
  const start = wireInstant(event.start_date);
  if (start !== null && start > time) return "UPCOMING";
  return "ONGOING";
}

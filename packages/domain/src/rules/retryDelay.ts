/** How many times a failed query is retried before its error is shown. */
export const maxRetries = 3;

const firstDelayMs = 1000;
const longestDelayMs = 30_000;

/**
 * How long to wait before retry number `attempt` (1-based): 1 s, doubling, never more than 30 s
 * so a brief blip recovers quickly while a struggling server is not hammered.
 */
export function retryDelay(attempt: number): number {
  if (Number.isNaN(attempt)) return firstDelayMs;
  const doublings = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(firstDelayMs * 2 ** doublings, longestDelayMs);
}

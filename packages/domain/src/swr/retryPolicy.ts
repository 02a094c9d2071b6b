import type { SWRConfiguration } from "swr";
import { ApiError } from "../api/apiError";
import { maxRetries, retryDelay } from "../rules/retryDelay";

/**
 * A failed read is retried up to three times, 1 s, 2 s, 4 s apart (doubling, never
 * more than 30 s). A 4xx is not retried: asking again unchanged gets the same answer.
 */
export const retryWithBackoff: NonNullable<SWRConfiguration["onErrorRetry"]> = (
  error,
  _key,
  _config,
  revalidate,
  options,
) => {
  if (error instanceof ApiError && error.isClientError) return;
  if (options.retryCount > maxRetries) return;
  setTimeout(() => revalidate(options), retryDelay(options.retryCount));
};

// @varco/domain/swr: React hooks over the API client. The only part of the package using React.
export * from "./account";
export * from "./affiliates";
export * from "./attendees";
export * from "./auth";
export * from "./capacityAssignments";
export * from "./checkInLists";
export * from "./checkout";
export { DomainProvider, type DomainProviderProps, domainSwrConfig, useApiClient } from "./DomainProvider";
export * from "./emailTemplates";
export * from "./events";
export { cacheLifetimeMs, ExpiringCache } from "./expiringCache";
export * from "./images";
export * from "./messages";
export {
  anyOf,
  everything,
  exactly,
  type KeyMatcher,
  type MutationOptions,
  type MutationResult,
  matching,
  nothing,
  under,
  useApiMutation,
} from "./mutation";
export * from "./orders";
export * from "./organizers";
export * from "./productCategories";
export * from "./products";
export * from "./promoCodes";
export {
  type QueryConfig,
  type QueryKey,
  type QueryResult,
  queryKey,
  readFallback,
  readKey,
  useApiQuery,
  useApiRead,
} from "./query";
export * from "./questions";
export * from "./reports";
export { retryWithBackoff } from "./retryPolicy";
export * from "./taxesAndFees";
export * from "./users";
export * from "./waitlist";
export * from "./webhooks";

// The typed HTTP client: one module per resource group.
export { ApiError, fieldCodesFromBody, isApiError } from "./apiError";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./client";
export { organizerReads } from "./organizers";
export { type Query, searchParamsOf, withListDefaults } from "./query";
export { type ApiRead, bareRead, dataRead } from "./read";
export type { HttpMethod } from "./transport";
export type { WebhookScope } from "./webhooks";

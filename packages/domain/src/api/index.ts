// The typed HTTP client: one module per resource group.
export { ApiError, fieldCodesFromBody, isApiError } from "./apiError";
// The door's own calls, for a page that needs them alone (the scanner's first load stays small).
export { checkInListsApi } from "./checkInLists";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./client";
export type { EmailTemplateListParams, EmailTemplateScope } from "./emailTemplates";
export { organizerReads } from "./organizers";
export { createPageApiClient, type PageApiClient } from "./pageClient";
export { type Query, searchParamsOf, withListDefaults } from "./query";
export { type ApiRead, bareRead, dataRead } from "./read";
export { createTransport, type HttpMethod, type Transport, type TransportOptions } from "./transport";
export type { WebhookScope } from "./webhooks";

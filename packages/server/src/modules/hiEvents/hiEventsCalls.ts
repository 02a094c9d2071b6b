/**
 * Every call Hi.Events' web app can make to its API (its `frontend/src/api/*.client.ts` and the
 * one read in its queries, at commit 944433c; its superadmin screens left out), as method, path
 * and what Varco does with it. `{name}` stands for a path parameter. A call marked `served` must
 * reach a route of Varco's (the replay suite checks it); the others name the part of Varco that
 * will serve them, so moving one to `served` is what its work finishes with.
 */
export type HiEventsCallStatus =
  | "served"
  | "webhooks"
  | "affiliates"
  /** Invoices and the account's VAT details. */
  | "invoicing"
  | "waitlist"
  /** Card payments into the organiser's own Stripe account. */
  | "stripeConnect"
  /** In its client, but its own server has no such route: nothing to serve. */
  | "deadCode";

export type HiEventsCall = readonly [
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  status: HiEventsCallStatus,
];

export const hiEventsCalls: readonly HiEventsCall[] = [
  // account
  ["POST", "accounts", "deadCode"],
  ["GET", "accounts", "served"],
  ["PUT", "accounts", "served"],
  ["POST", "accounts/{accountId}/stripe/connect", "served"],
  ["GET", "accounts/{accountId}/stripe/connect_accounts", "served"],
  // affiliate
  ["POST", "events/{eventId}/affiliates", "served"],
  ["PUT", "events/{eventId}/affiliates/{affiliateId}", "served"],
  ["GET", "events/{eventId}/affiliates", "served"],
  ["GET", "events/{eventId}/affiliates/{affiliateId}", "served"],
  ["DELETE", "events/{eventId}/affiliates/{affiliateId}", "served"],
  ["POST", "events/{eventId}/affiliates/export", "served"],
  // attendee
  ["POST", "events/{eventId}/attendees", "served"],
  ["PUT", "events/{eventId}/attendees/{attendeeId}", "served"],
  ["PATCH", "events/{eventId}/attendees/{attendeeId}", "served"],
  ["GET", "events/{eventId}/attendees", "served"],
  ["GET", "events/{eventId}/attendees/{attendeeId}", "served"],
  ["POST", "events/{eventId}/attendees/{attendeePublicId}/check_in", "served"],
  ["POST", "events/{eventId}/attendees/export", "served"],
  ["POST", "events/{eventId}/attendees/{attendeeId}/resend-ticket", "served"],
  ["GET", "public/events/{eventId}/attendees/{attendeeShortId}", "served"],
  // auth
  ["GET", "auth/refresh", "served"],
  ["POST", "auth/register", "served"],
  ["POST", "auth/login", "served"],
  ["POST", "auth/logout", "served"],
  ["POST", "auth/forgot-password", "served"],
  ["GET", "auth/reset-password/{token}", "served"],
  ["POST", "auth/reset-password/{token}", "served"],
  ["GET", "auth/invitation/{token}", "served"],
  ["POST", "auth/invitation/{token}", "served"],
  // capacity-assignment
  ["POST", "events/{eventId}/capacity-assignments", "served"],
  ["PUT", "events/{eventId}/capacity-assignments/{capacityAssignmentId}", "served"],
  ["GET", "events/{eventId}/capacity-assignments", "served"],
  ["GET", "events/{eventId}/capacity-assignments/{capacityAssignmentId}", "served"],
  ["DELETE", "events/{eventId}/capacity-assignments/{capacityAssignmentId}", "served"],
  // check-in-list
  ["POST", "events/{eventId}/check-in-lists", "served"],
  ["PUT", "events/{eventId}/check-in-lists/{checkInListId}", "served"],
  ["GET", "events/{eventId}/check-in-lists", "served"],
  ["GET", "events/{eventId}/check-in-lists/{checkInListId}", "served"],
  ["DELETE", "events/{eventId}/check-in-lists/{checkInListId}", "served"],
  // check-in
  ["GET", "public/check-in-lists/{checkInListShortId}", "served"],
  ["GET", "public/check-in-lists/{checkInListShortId}/attendees", "served"],
  ["GET", "public/check-in-lists/{checkInListShortId}/attendees/{attendeePublicId}", "served"],
  ["POST", "public/check-in-lists/{checkInListShortId}/check-ins", "served"],
  ["DELETE", "public/check-in-lists/{checkInListShortId}/check-ins/{checkInShortId}", "served"],
  // email-template
  ["POST", "organizers/{organizerId}/email-templates", "served"],
  ["PUT", "organizers/{organizerId}/email-templates/{templateId}", "served"],
  ["DELETE", "organizers/{organizerId}/email-templates/{templateId}", "served"],
  ["POST", "organizers/{organizerId}/email-templates/preview", "served"],
  ["POST", "events/{eventId}/email-templates", "served"],
  ["PUT", "events/{eventId}/email-templates/{templateId}", "served"],
  ["DELETE", "events/{eventId}/email-templates/{templateId}", "served"],
  ["POST", "events/{eventId}/email-templates/preview", "served"],
  ["GET", "email-templates/tokens/{templateType}", "served"],
  ["GET", "email-templates/defaults", "served"],
  // event-settings
  ["PATCH", "events/{eventId}/settings", "served"],
  ["GET", "events/{eventId}/settings", "served"],
  ["GET", "events/{eventId}/settings/platform-fee-preview", "served"],
  // event
  ["POST", "events", "served"],
  ["GET", "events", "served"],
  ["PUT", "events/{eventId}", "served"],
  ["GET", "events/{eventId}", "served"],
  ["GET", "events/{eventId}/stats", "served"],
  ["GET", "events/{eventId}/check_in_stats", "served"],
  ["GET", "events/{eventId}/images", "served"],
  ["POST", "events/{eventId}/images", "served"],
  ["DELETE", "events/{eventId}/images/{imageId}", "served"],
  ["DELETE", "events/{eventId}", "served"],
  ["GET", "events/{eventId}/deletion-status", "served"],
  ["POST", "events/{eventId}/duplicate", "served"],
  ["PUT", "events/{eventId}/status", "served"],
  ["GET", "events/{eventId}/reports/{reportType}", "served"],
  ["GET", "public/events", "served"],
  ["GET", "public/events/{eventId}", "served"],
  // image
  ["POST", "images", "served"],
  ["DELETE", "images/{imageId}", "served"],
  // messages
  ["POST", "events/{eventId}/messages", "served"],
  ["GET", "events/{eventId}/messages", "served"],
  ["POST", "events/{eventId}/messages/{messageId}/cancel", "served"],
  ["GET", "events/{eventId}/messages/{messageId}/recipients", "served"],
  // order
  ["GET", "events/{eventId}/orders", "served"],
  ["GET", "events/{eventId}/orders/{orderId}", "served"],
  ["POST", "events/{eventId}/orders/{orderId}/refund", "served"],
  ["POST", "events/{eventId}/orders/{orderId}/resend_confirmation", "served"],
  ["POST", "events/{eventId}/orders/{orderId}/cancel", "served"],
  ["POST", "events/{eventId}/orders/export", "served"],
  ["POST", "events/{eventId}/orders/{orderId}/mark-as-paid", "served"],
  ["GET", "events/{eventId}/orders/{orderId}/invoice", "served"],
  ["PUT", "events/{eventId}/orders/{orderId}", "served"],
  ["POST", "public/events/{eventId}/order", "served"],
  ["GET", "public/events/{eventId}/order/{orderShortId}", "served"],
  ["GET", "public/events/{eventId}/order/{orderShortId}/stripe/payment_intent", "served"],
  ["POST", "public/events/{eventId}/order/{orderShortId}/stripe/payment_intent", "served"],
  ["PUT", "public/events/{eventId}/order/{orderShortId}", "served"],
  ["POST", "public/events/{eventId}/order/{orderShortId}/await-offline-payment", "served"],
  ["GET", "public/events/{eventId}/order/{orderShortId}/invoice", "served"],
  ["POST", "public/events/{eventId}/order/{orderShortId}/abandon", "served"],
  // organizer-webhook
  ["GET", "organizers/{organizerId}/webhooks/{webhookId}", "served"],
  ["POST", "organizers/{organizerId}/webhooks", "served"],
  ["GET", "organizers/{organizerId}/webhooks", "served"],
  ["GET", "organizers/{organizerId}/webhooks/{webhookId}/logs", "served"],
  ["DELETE", "organizers/{organizerId}/webhooks/{webhookId}", "served"],
  ["PUT", "organizers/{organizerId}/webhooks/{webhookId}", "served"],
  // organizer
  ["POST", "organizers", "served"],
  ["GET", "organizers", "served"],
  ["POST", "organizers/{organizerId}", "served"],
  ["GET", "organizers/{organizerId}", "served"],
  ["DELETE", "organizers/{organizerId}", "served"],
  ["GET", "organizers/{organizerId}/deletion-status", "served"],
  ["PUT", "organizers/{organizerId}/status", "served"],
  ["GET", "organizers/{organizerId}/events", "served"],
  ["GET", "organizers/{organizerId}/stats", "served"],
  ["GET", "organizers/{organizerId}/orders", "served"],
  ["GET", "organizers/{organizerId}/reports/{reportType}", "served"],
  ["GET", "organizers/{organizerId}/reports/{reportType}/export", "served"],
  ["GET", "public/organizers/{organizerId}", "served"],
  ["GET", "public/organizers/{organizerId}/events", "served"],
  ["POST", "public/organizers/{organizerId}/contact", "served"],
  ["PATCH", "organizers/{organizerId}/settings", "served"],
  ["GET", "organizers/{organizerId}/settings", "served"],
  // product-category
  ["POST", "events/{eventId}/product-categories", "served"],
  ["PUT", "events/{eventId}/product-categories/{productCategoryId}", "served"],
  ["GET", "events/{eventId}/product-categories", "served"],
  ["GET", "events/{eventId}/product-categories/{productCategoryId}", "served"],
  ["DELETE", "events/{eventId}/product-categories/{productCategoryId}", "served"],
  // product
  ["GET", "events/{eventId}/products/{productId}", "served"],
  ["GET", "events/{eventId}/products", "served"],
  ["POST", "events/{eventId}/products", "served"],
  ["PUT", "events/{eventId}/products/{productId}", "served"],
  ["DELETE", "events/{eventId}/products/{productId}", "served"],
  ["POST", "events/{eventId}/products/sort", "served"],
  ["GET", "public/events/{eventId}/products", "served"],
  // promo-code
  ["POST", "events/{eventId}/promo-codes", "served"],
  ["PUT", "events/{eventId}/promo-codes/{promoCodeId}", "served"],
  ["GET", "events/{eventId}/promo-codes", "served"],
  ["GET", "events/{eventId}/promo-codes/{promoCodeId}", "served"],
  ["DELETE", "events/{eventId}/promo-codes/{promoCodeId}", "served"],
  ["GET", "public/events/{eventId}/promo-codes/{promoCode}", "served"],
  // question
  ["POST", "events/{eventId}/questions", "served"],
  ["PUT", "events/{eventId}/questions/{questionId}", "served"],
  ["GET", "events/{eventId}/questions", "served"],
  ["GET", "events/{eventId}/questions/{questionId}", "served"],
  ["DELETE", "events/{eventId}/questions/{questionId}", "served"],
  ["POST", "events/{eventId}/questions/sort", "served"],
  ["PUT", "events/{eventId}/questions/{questionId}/answers/{answerId}", "served"],
  ["POST", "events/{eventId}/questions/answers/export", "served"],
  ["GET", "events/{eventId}/questions/answers/export", "served"],
  ["GET", "public/events/{eventId}/questions", "served"],
  // self-service
  ["PATCH", "public/events/{eventId}/order/{orderShortId}/attendees/{attendeeShortId}", "served"],
  ["PATCH", "public/events/{eventId}/order/{orderShortId}", "served"],
  [
    "POST",
    "public/events/{eventId}/order/{orderShortId}/attendees/{attendeeShortId}/resend-ticket",
    "served",
  ],
  ["POST", "public/events/{eventId}/order/{orderShortId}/resend-confirmation", "served"],
  // tax-and-fee
  ["POST", "accounts/{accountId}/taxes-and-fees", "served"],
  ["GET", "accounts/{accountId}/taxes-and-fees", "served"],
  ["DELETE", "accounts/{accountId}/taxes-and-fees/{taxAndFeeId}", "served"],
  ["PUT", "accounts/{accountId}/taxes-and-fees/{taxAndFeeId}", "served"],
  // ticket-lookup
  ["POST", "public/ticket-lookup", "served"],
  ["GET", "public/ticket-lookup/{token}", "served"],
  // user
  ["POST", "users/{userId}/confirm-email/{token}", "served"],
  ["POST", "users/{userId}/email-change/{token}", "served"],
  ["DELETE", "users/{userId}/email-change", "served"],
  ["PUT", "users/me", "served"],
  ["PUT", "users/{userId}", "served"],
  ["GET", "users", "served"],
  ["POST", "users", "served"],
  ["GET", "users/me", "served"],
  ["POST", "users/{userId}/invitation", "served"],
  ["GET", "users/{userId}", "served"],
  ["DELETE", "users/{userId}/invitation", "served"],
  ["POST", "users/{userId}/resend-email-confirmation", "served"],
  ["POST", "users/{userId}/confirm-email-with-code", "served"],
  // vat
  ["GET", "accounts/{accountId}/vat-settings", "served"],
  ["POST", "accounts/{accountId}/vat-settings", "served"],
  // waitlist
  ["GET", "events/{eventId}/waitlist", "waitlist"],
  ["GET", "events/{eventId}/waitlist/stats", "waitlist"],
  ["POST", "events/{eventId}/waitlist/offer-next", "waitlist"],
  ["DELETE", "events/{eventId}/waitlist/{entryId}", "waitlist"],
  ["POST", "public/events/{eventId}/waitlist", "waitlist"],
  ["DELETE", "public/events/{eventId}/waitlist/{cancelToken}", "waitlist"],
  // webhook
  ["GET", "events/{eventId}/webhooks/{webhookId}", "served"],
  ["POST", "events/{eventId}/webhooks", "served"],
  ["GET", "events/{eventId}/webhooks", "served"],
  ["GET", "events/{eventId}/webhooks/{webhookId}/logs", "served"],
  ["DELETE", "events/{eventId}/webhooks/{webhookId}", "served"],
  ["PUT", "events/{eventId}/webhooks/{webhookId}", "served"],
  // email-template
  ["GET", "organizers/{organizerId}/email-templates", "served"],
  ["GET", "events/{eventId}/email-templates", "served"],
  // organizer
  ["GET", "public/color-themes", "served"],
];

/**
 * Why the server refuses a field, as a code with parameters, for every refusal that is not one of
 * zod's own issue codes (too_small, invalid_format…). The server words each one in English for the
 * 422's `errors` (Hi.Events' clients read that text); the `codes` next to it carry the reason
 * itself, so the app says it in the visitor's language (docs/api/wire.md, "Errors"). Zod-free: the
 * API client and the app's forms read it.
 *
 * A parameter named `label` is the field's English name, only for the English text: the app
 * names the field with its own label on screen.
 */
export interface ReasonParams {
  // People and accounts
  email_taken: Record<never, never>;
  email_in_use: Record<never, never>;
  already_member: Record<never, never>;
  current_password_wrong: Record<never, never>;
  passwords_mismatch: Record<never, never>;
  emails_mismatch: Record<never, never>;
  code_wrong: Record<never, never>;
  code_attempts_exhausted: Record<never, never>;
  locale_not_offered: { values: string[] };
  owner_stays_admin: Record<never, never>;
  admin_required: Record<never, never>;
  invited_sets_own_name: Record<never, never>;
  invited_activates_by_accepting: Record<never, never>;
  account_not_verified: { subject: "event" | "organizer" };
  homepage_password_wrong: Record<never, never>;
  required: { label: string };
  // Files and images
  file_not_a_file: { label: string };
  file_too_large: { label: string; max_bytes: number };
  image_format: Record<never, never>;
  image_unreadable: Record<never, never>;
  image_too_small: { min_width: number; min_height: number; width: number; height: number };
  image_too_big: { max_width: number; max_height: number; width: number; height: number };
  image_type_missing: Record<never, never>;
  image_generic_with_entity: Record<never, never>;
  image_entity_required: { image_type: string; entity: "event" | "organizer" };
  logo_not_of_event: Record<never, never>;
  // Events, products and settings
  end_before_start: Record<never, never>;
  unknown_organizer: Record<never, never>;
  offline_instructions_required: Record<never, never>;
  required_for_invoices: { label: string };
  payment_provider_repeated: Record<never, never>;
  price_format: Record<never, never>;
  sale_ends_before_start: Record<never, never>;
  min_over_max: Record<never, never>;
  prices_only_tiered: Record<never, never>;
  tier_label_required: Record<never, never>;
  category_not_of_event: Record<never, never>;
  tax_or_fee_unknown: Record<never, never>;
  products_not_of_event: Record<never, never>;
  price_type_locked: Record<never, never>;
  price_not_of_product: Record<never, never>;
  category_has_products: Record<never, never>;
  last_category: Record<never, never>;
  check_in_list_expires_before_opens: Record<never, never>;
  question_products_required: Record<never, never>;
  question_options_required: Record<never, never>;
  message_attendees_required: Record<never, never>;
  message_products_required: { recipients: "holders" | "buyers" };
  message_order_required: Record<never, never>;
  message_order_statuses_required: Record<never, never>;
  no_products_selected: Record<never, never>;
  report_range: { max_days: number };
  report_dates_paired: Record<never, never>;
  tax_name_taken: Record<never, never>;
  rate_over_100: Record<never, never>;
  discount_over_100: Record<never, never>;
  discount_required: Record<never, never>;
  // Checkout
  promo_code_unknown: Record<never, never>;
  promo_code_expired: Record<never, never>;
  promo_code_used_up: Record<never, never>;
  promo_code_taken: Record<never, never>;
  price_unknown: Record<never, never>;
  product_not_on_sale: Record<never, never>;
  product_sold_out: Record<never, never>;
  quantity_exceeds_remaining: { remaining: number };
  quantity_below_minimum: { minimum: number };
  quantity_above_maximum: { maximum: number };
  donation_below_minimum: { minimum: number; currency: string };
  capacity_exceeded: { remaining: number };
  question_has_answers: Record<never, never>;
  answer_required: Record<never, never>;
  answer_not_an_option: Record<never, never>;
  answer_wrong_kind: { type: string };
  answer_not_a_date: Record<never, never>;
  question_unknown: Record<never, never>;
  terms_not_accepted: Record<never, never>;
  attendees_mismatch: Record<never, never>;
  // Attendees
  attendee_product_fixed: Record<never, never>;
  product_not_a_ticket: Record<never, never>;
  // Orders
  refund_exceeds_remaining: { remaining: number; currency: string };
  order_not_refundable: Record<never, never>;
  refund_pending: Record<never, never>;
  // Values
  year_out_of_range: { label: string; first: number; last: number };
  too_many_decimals: { label: string; max: number };
  must_be_positive: { label: string };
  unknown_time_zone: { label: string };
  unstorable_text: { label: string; problem: UnstorableProblem };
  unstorable_field_name: { problem: UnstorableProblem };
  // Lists
  page_too_high: { max: number };
  sort_not_offered: { values: string[] };
  list_not_searchable: Record<never, never>;
  filter_malformed: { key: string };
  list_not_filterable: Record<never, never>;
  filter_field_not_offered: { field: string; values: string[] };
  filter_operator_not_offered: { field: string; operator: string; values: string[] };
  filter_repeated: Record<never, never>;
  filter_values_missing: Record<never, never>;
  filter_too_many_values: { max: number };
  filter_text_missing: Record<never, never>;
  filter_whole_number: Record<never, never>;
  filter_number: Record<never, never>;
  filter_boolean: Record<never, never>;
  filter_datetime: { first: number; last: number };
  filter_one_of: { values: string[] };
}

/** What makes text unstorable: a NUL character, or half of a UTF-16 pair. */
export type UnstorableProblem = "nul" | "surrogate";

export type ReasonCode = keyof ReasonParams;

/** One refusal: its code and that code's parameters. */
export type Reason = { [Code in ReasonCode]: { code: Code } & ReasonParams[Code] }[ReasonCode];

/** The reason of one code. */
export type ReasonOf<Code extends ReasonCode> = Extract<Reason, { code: Code }>;

// Every code once, as a value: TypeScript refuses a code missing here.
const everyCode: { [Code in ReasonCode]: true } = {
  email_taken: true,
  email_in_use: true,
  already_member: true,
  current_password_wrong: true,
  passwords_mismatch: true,
  emails_mismatch: true,
  code_wrong: true,
  code_attempts_exhausted: true,
  locale_not_offered: true,
  owner_stays_admin: true,
  admin_required: true,
  invited_sets_own_name: true,
  invited_activates_by_accepting: true,
  account_not_verified: true,
  homepage_password_wrong: true,
  required: true,
  file_not_a_file: true,
  file_too_large: true,
  image_format: true,
  image_unreadable: true,
  image_too_small: true,
  image_too_big: true,
  image_type_missing: true,
  image_generic_with_entity: true,
  image_entity_required: true,
  logo_not_of_event: true,
  end_before_start: true,
  unknown_organizer: true,
  offline_instructions_required: true,
  required_for_invoices: true,
  payment_provider_repeated: true,
  price_format: true,
  sale_ends_before_start: true,
  min_over_max: true,
  prices_only_tiered: true,
  tier_label_required: true,
  category_not_of_event: true,
  tax_or_fee_unknown: true,
  products_not_of_event: true,
  price_type_locked: true,
  price_not_of_product: true,
  category_has_products: true,
  last_category: true,
  check_in_list_expires_before_opens: true,
  question_products_required: true,
  question_options_required: true,
  message_attendees_required: true,
  message_products_required: true,
  message_order_required: true,
  message_order_statuses_required: true,
  no_products_selected: true,
  report_range: true,
  report_dates_paired: true,
  tax_name_taken: true,
  rate_over_100: true,
  discount_over_100: true,
  discount_required: true,
  promo_code_unknown: true,
  promo_code_expired: true,
  promo_code_used_up: true,
  promo_code_taken: true,
  price_unknown: true,
  product_not_on_sale: true,
  product_sold_out: true,
  quantity_exceeds_remaining: true,
  quantity_below_minimum: true,
  quantity_above_maximum: true,
  donation_below_minimum: true,
  capacity_exceeded: true,
  question_has_answers: true,
  answer_required: true,
  answer_not_an_option: true,
  answer_wrong_kind: true,
  answer_not_a_date: true,
  question_unknown: true,
  terms_not_accepted: true,
  attendees_mismatch: true,
  attendee_product_fixed: true,
  product_not_a_ticket: true,
  refund_exceeds_remaining: true,
  order_not_refundable: true,
  refund_pending: true,
  year_out_of_range: true,
  too_many_decimals: true,
  must_be_positive: true,
  unknown_time_zone: true,
  unstorable_text: true,
  unstorable_field_name: true,
  page_too_high: true,
  sort_not_offered: true,
  list_not_searchable: true,
  filter_malformed: true,
  list_not_filterable: true,
  filter_field_not_offered: true,
  filter_operator_not_offered: true,
  filter_repeated: true,
  filter_values_missing: true,
  filter_too_many_values: true,
  filter_text_missing: true,
  filter_whole_number: true,
  filter_number: true,
  filter_boolean: true,
  filter_datetime: true,
  filter_one_of: true,
};

/** Every reason code the server can send. */
export const reasonCodes = Object.keys(everyCode) as ReasonCode[];

export function isReasonCode(code: unknown): code is ReasonCode {
  return typeof code === "string" && Object.hasOwn(everyCode, code);
}

/**
 * One refusal as the `codes` of a 422 carry it: a reason of this module, or a zod issue's code
 * with its parameters (`{ code: "too_small", origin: "string", minimum: 8, inclusive: true }`).
 * A client meets codes it does not know as the server grows: it shows the `errors` text then.
 */
export type WireReason = { code: string } & Record<string, unknown>;

/** By field (dotted paths), in the order of the same field's `errors`. */
export type FieldCodes = Record<string, WireReason[]>;

/** 5242880 → `5 MB`, 65536 → `64 KB`, 100 → `100 bytes` (binary units, as browsers show sizes). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const unstorableEnglish: Record<UnstorableProblem, string> = {
  nul: "must not contain NUL characters.",
  surrogate: "must not contain unpaired surrogate characters.",
};

/** The English words of a reason: the `errors` text Hi.Events' clients show. */
export function englishOf(reason: Reason): string {
  switch (reason.code) {
    case "email_taken":
      return "An account with this email already exists.";
    case "email_in_use":
      return "This email address is already in use.";
    case "already_member":
      return "This person is already a user of this account.";
    case "current_password_wrong":
      return "The current password is incorrect.";
    case "passwords_mismatch":
      return "The passwords do not match.";
    case "emails_mismatch":
      return "The email addresses do not match.";
    case "code_wrong":
      return "The code is incorrect or has expired.";
    case "code_attempts_exhausted":
      return "Too many incorrect codes. Ask for a new confirmation email.";
    case "locale_not_offered":
      return `Locale must be one of: ${reason.values.join(", ")}.`;
    case "owner_stays_admin":
      return "The account owner must remain an active admin.";
    case "admin_required":
      return "The account must keep an active admin.";
    case "invited_sets_own_name":
      return "An invited user sets their own name by accepting the invitation.";
    case "invited_activates_by_accepting":
      return "An invited user becomes active by accepting the invitation.";
    case "account_not_verified":
      return `You must verify your account before you can change an ${reason.subject}'s status.`;
    case "homepage_password_wrong":
      return "The password is not right.";
    case "required":
      return `${reason.label} is required.`;
    case "file_not_a_file":
      return `${reason.label} must be a file.`;
    case "file_too_large":
      return `${reason.label} must be at most ${formatBytes(reason.max_bytes)}.`;
    case "image_format":
      return "Image must be PNG, JPEG, WebP or GIF.";
    case "image_unreadable":
      return "Image could not be read: the file is damaged or incomplete.";
    case "image_too_small":
      return `Image must be at least ${reason.min_width}×${reason.min_height} pixels; this one is ${reason.width}×${reason.height}.`;
    case "image_too_big":
      return `Image must be at most ${reason.max_width}×${reason.max_height} pixels; this one is ${reason.width}×${reason.height}.`;
    case "image_type_missing":
      return "Image type and entity id go together: give an image type with the entity id.";
    case "image_generic_with_entity":
      return "A GENERIC image belongs to no event or organizer: leave out the entity id.";
    case "image_entity_required":
      return `Entity id is required for an image of type ${reason.image_type} (the id of its ${reason.entity}).`;
    case "logo_not_of_event":
      return "The logo must be an image of this event.";
    case "end_before_start":
      return "The end date cannot be before the start date.";
    case "unknown_organizer":
      return "The organizer does not exist.";
    case "offline_instructions_required":
      return "Offline payment instructions are required when offline payment is offered.";
    case "required_for_invoices":
      return `${reason.label} is required for invoices.`;
    case "payment_provider_repeated":
      return "Each payment provider once.";
    case "price_format":
      return "Price must be an amount of zero or more, such as 19.99.";
    case "sale_ends_before_start":
      return "The sale must end after it starts.";
    case "min_over_max":
      return "The minimum per order cannot be more than the maximum.";
    case "prices_only_tiered":
      return "Only tiered products have several prices.";
    case "tier_label_required":
      return "Each tier needs a label.";
    case "category_not_of_event":
      return "The category must be one of this event's.";
    case "tax_or_fee_unknown":
      return "Choose taxes and fees of this account.";
    case "products_not_of_event":
      return "Choose products of this event.";
    case "price_type_locked":
      return "The price type cannot change once the product has sold.";
    case "price_not_of_product":
      return "This price is not one of the product's.";
    case "category_has_products":
      return "Move or delete its products first.";
    case "last_category":
      return "An event keeps at least one category.";
    case "check_in_list_expires_before_opens":
      return "The list must expire after it opens.";
    case "question_products_required":
      return "Choose the products this question is for.";
    case "question_options_required":
      return "Add the options people can choose from.";
    case "message_attendees_required":
      return "Choose the attendees to write to.";
    case "message_products_required":
      return `Choose the products whose ${reason.recipients} to write to.`;
    case "message_order_required":
      return "Choose the order whose buyer to write to.";
    case "message_order_statuses_required":
      return "Choose which orders to include.";
    case "no_products_selected":
      return "You haven't selected any products.";
    case "report_range":
      return `The range must end after it starts and span at most ${reason.max_days} days.`;
    case "report_dates_paired":
      return "Give both dates or neither.";
    case "tax_name_taken":
      return "A tax or fee with this name already exists.";
    case "rate_over_100":
      return "A percentage rate must be at most 100.";
    case "discount_over_100":
      return "A percentage discount must be at most 100.";
    case "discount_required":
      return "Discount is required for this discount type.";
    case "promo_code_unknown":
      return "This promo code does not exist.";
    case "promo_code_expired":
      return "This promo code has expired.";
    case "promo_code_used_up":
      return "This promo code has been used as many times as allowed.";
    case "promo_code_taken":
      return "This event already has a promo code with this code.";
    case "price_unknown":
      return "This price is not one of the product's.";
    case "product_not_on_sale":
      return "This product is not on sale.";
    case "product_sold_out":
      return "This product is sold out.";
    case "quantity_exceeds_remaining":
      return `Only ${reason.remaining} left.`;
    case "quantity_below_minimum":
      return `Choose at least ${reason.minimum}.`;
    case "quantity_above_maximum":
      return `Choose at most ${reason.maximum}.`;
    case "donation_below_minimum":
      return `Give at least ${reason.minimum} ${reason.currency}.`;
    case "capacity_exceeded":
      return `Only ${reason.remaining} places are left for these products together.`;
    case "question_has_answers":
      return "People have answered this question: hide it instead of deleting it.";
    case "answer_required":
      return "This question needs an answer.";
    case "answer_not_an_option":
      return "Choose one of the options offered.";
    case "answer_wrong_kind":
      return `This answer does not fit a ${reason.type} question.`;
    case "answer_not_a_date":
      return "Enter a date.";
    case "question_unknown":
      return "This question is not one of the event's.";
    case "terms_not_accepted":
      return "Accept the terms to continue.";
    case "attendees_mismatch":
      return "Give the details of each ticket in the order, once.";
    case "attendee_product_fixed":
      return "An attendee keeps the product it was sold: cancel it and add a new attendee instead.";
    case "product_not_a_ticket":
      return "Choose a ticket: only tickets have attendees.";
    case "refund_exceeds_remaining":
      return `At most ${reason.remaining} ${reason.currency} can still be refunded.`;
    case "order_not_refundable":
      return "Nothing was paid for this order, or it has all been refunded.";
    case "refund_pending":
      return "Another refund of this order is still pending: wait until it is settled.";
    case "year_out_of_range":
      return `${reason.label} must be between the years ${reason.first} and ${reason.last}.`;
    case "too_many_decimals":
      return `${reason.label} can have at most ${reason.max} decimals.`;
    case "must_be_positive":
      return `${reason.label} must be more than zero.`;
    case "unknown_time_zone":
      return `${reason.label} must be an IANA time zone such as Europe/Rome.`;
    case "unstorable_text":
      return `${reason.label} ${unstorableEnglish[reason.problem]}`;
    case "unstorable_field_name":
      return `Field names ${unstorableEnglish[reason.problem]}`;
    case "page_too_high":
      return `Page must be at most ${reason.max}.`;
    case "sort_not_offered":
      return `Sort by must be one of: ${reason.values.join(", ")}.`;
    case "list_not_searchable":
      return "This list cannot be searched.";
    case "filter_malformed":
      return `Write each filter as filter_fields[field][operator]=value (got ${reason.key}).`;
    case "list_not_filterable":
      return "This list cannot be filtered.";
    case "filter_field_not_offered":
      return `Filtering by ${reason.field} is not supported; use one of: ${reason.values.join(", ")}.`;
    case "filter_operator_not_offered":
      return `Operator ${reason.operator || "(empty)"} is not allowed for ${reason.field}; use one of: ${reason.values.join(", ")}.`;
    case "filter_repeated":
      return "This filter is given more than once.";
    case "filter_values_missing":
      return "Give at least one value, comma-separated.";
    case "filter_too_many_values":
      return `Give at most ${reason.max} values.`;
    case "filter_text_missing":
      return "Give the text to look for.";
    case "filter_whole_number":
      return "Give a whole number.";
    case "filter_number":
      return "Give a number.";
    case "filter_boolean":
      return "Give true or false.";
    case "filter_datetime":
      return `Give an ISO 8601 date and time between the years ${reason.first} and ${reason.last}, e.g. 2025-05-01T18:00:00Z, or now.`;
    case "filter_one_of":
      return `Give one of: ${reason.values.join(", ")}.`;
  }
}

/**
 * A zod refinement's issue for a reason: its English message and the reason as `params`, so
 * the 422's `codes` carry it and a form says it in the visitor's language.
 * `.refine(check, { path, ...reasonIssue(…) })`, `addIssue({ code: "custom", path, ...reasonIssue(…) })`.
 */
export function reasonIssue(reason: Reason): { message: string; params: Reason } {
  return { message: englishOf(reason), params: reason };
}

import { fillPlaceholders, reasonMessage } from "./reasonWords";

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
function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** The English words of a reason: the `errors` text the server sends with it (see reasonWords.ts). */
export function englishOf(reason: Reason): string {
  const { message, values } = reasonMessage(reason, {
    name: "label" in reason ? reason.label : "",
    size: formatBytes,
    money: (amount, currency) => `${amount} ${currency}`,
  });
  return fillPlaceholders(message, values);
}

/**
 * A zod refinement's issue for a reason: its English message and the reason as `params`, so
 * the 422's `codes` carry it and a form says it in the visitor's language.
 * `.refine(check, { path, ...reasonIssue(…) })`, `addIssue({ code: "custom", path, ...reasonIssue(…) })`.
 */
export function reasonIssue(reason: Reason): { message: string; params: Reason } {
  return { message: englishOf(reason), params: reason };
}

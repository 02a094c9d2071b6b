import { fillPlaceholders, reasonMessage, reasonWords, wordVariants } from "./reasonWords";

/**
 * Why the server refuses a field, as a code with parameters, for every refusal that is not one of
 * zod's own issue codes (too_small, invalid_format…). The server words each one in English for the
 * 422's `errors` (Hi.Events' clients read that text); the `codes` next to it carry the reason
 * itself, so the app says it in the visitor's language (docs/api/wire.md, "Errors"). Zod-free: the
 * API client and the app's forms read it.
 *
 * A parameter named `label` is the field's English name, only for the English text: the app
 * names the field with its own label on screen.
 *
 * The codes are the entries of `reasonWords` (reasonWords.ts), each with its English sentence;
 * below, the parameters of those that have any.
 */
interface ParamsByCode {
  // People and accounts
  locale_not_offered: { values: string[] };
  account_not_verified: { subject: "event" | "organizer" };
  required: { label: string };
  // Files and images
  file_not_a_file: { label: string };
  file_too_large: { label: string; max_bytes: number };
  image_too_small: { min_width: number; min_height: number; width: number; height: number };
  image_too_big: { max_width: number; max_height: number; width: number; height: number };
  image_entity_required: { image_type: string; entity: "event" | "organizer" };
  // Events, products and settings
  required_for_invoices: { label: string };
  contrast_too_low: { ratio: number; minimum: number };
  message_products_required: { recipients: "holders" | "buyers" };
  report_range: { max_days: number };
  // Checkout
  quantity_exceeds_remaining: { remaining: number };
  quantity_below_minimum: { minimum: number };
  quantity_above_maximum: { maximum: number };
  donation_below_minimum: { minimum: number; currency: string };
  donation_too_large: { maximum: number; currency: string };
  capacity_exceeded: { remaining: number };
  answer_wrong_kind: { type: string };
  // Orders
  refund_exceeds_remaining: { remaining: number; currency: string };
  // Values
  year_out_of_range: { label: string; first: number; last: number };
  too_many_decimals: { label: string; max: number };
  must_be_positive: { label: string };
  unknown_time_zone: { label: string };
  unstorable_text: { label: string; problem: UnstorableProblem };
  unstorable_field_name: { problem: UnstorableProblem };
  control_characters: { label: string };
  body_too_deep: { max: number };
  // Lists
  page_too_high: { max: number };
  sort_not_offered: { values: string[] };
  filter_malformed: { key: string };
  filter_field_not_offered: { field: string; values: string[] };
  filter_operator_not_offered: { field: string; operator: string; values: string[] };
  filter_too_many_values: { max: number };
  filter_datetime: { first: number; last: number };
  filter_one_of: { values: string[] };
}

/** What makes text unstorable: a NUL character, or half of a UTF-16 pair. */
export type UnstorableProblem = "nul" | "surrogate";

/** A reason's code: an entry of `reasonWords`, other than a second sentence of a code. */
export type ReasonCode = Exclude<keyof typeof reasonWords, (typeof wordVariants)[number]>;

/** Each code's parameters. */
export type ReasonParams = {
  [Code in ReasonCode]: Code extends keyof ParamsByCode ? ParamsByCode[Code] : Record<never, never>;
};

/** One refusal: its code and that code's parameters. */
export type Reason = { [Code in ReasonCode]: { code: Code } & ReasonParams[Code] }[ReasonCode];

/** The reason of one code. */
export type ReasonOf<Code extends ReasonCode> = Extract<Reason, { code: Code }>;

const variants: ReadonlySet<string> = new Set(wordVariants);

export function isReasonCode(code: unknown): code is ReasonCode {
  return typeof code === "string" && Object.hasOwn(reasonWords, code) && !variants.has(code);
}

/** Every reason code the server can send. */
export const reasonCodes = Object.keys(reasonWords).filter(isReasonCode);

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

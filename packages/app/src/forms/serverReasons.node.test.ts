import { type I18n, setupI18n } from "@lingui/core";
import {
  ApiError,
  englishOf,
  type Reason,
  type ReasonCode,
  type ReasonOf,
  reasonCodes,
  supportedLocales,
  type WireReason,
} from "@varco/domain";
import { describe, expect, it, vi } from "vitest";
import { importCatalog, loadCatalog } from "../i18n/catalogs";
import { readCatalog } from "../test/poCatalog";
import { errorsOfFailedCall, reasonForCode } from "./fieldErrors";

/** One reason of every code the server can send, with parameters: TypeScript refuses a code left out. */
const everyReason: { [Code in ReasonCode]: ReasonOf<Code> } = {
  email_taken: { code: "email_taken" },
  email_in_use: { code: "email_in_use" },
  already_member: { code: "already_member" },
  current_password_wrong: { code: "current_password_wrong" },
  passwords_mismatch: { code: "passwords_mismatch" },
  emails_mismatch: { code: "emails_mismatch" },
  code_wrong: { code: "code_wrong" },
  code_attempts_exhausted: { code: "code_attempts_exhausted" },
  locale_not_offered: { code: "locale_not_offered", values: ["en", "it"] },
  owner_stays_admin: { code: "owner_stays_admin" },
  admin_required: { code: "admin_required" },
  invited_sets_own_name: { code: "invited_sets_own_name" },
  email_template_broken: { code: "email_template_broken" },
  invited_activates_by_accepting: { code: "invited_activates_by_accepting" },
  account_not_verified: { code: "account_not_verified", subject: "event" },
  homepage_password_wrong: { code: "homepage_password_wrong" },
  required: { code: "required", label: "Price" },
  file_not_a_file: { code: "file_not_a_file", label: "Image" },
  file_too_large: { code: "file_too_large", label: "Image", max_bytes: 5 * 1024 * 1024 },
  image_format: { code: "image_format" },
  image_unreadable: { code: "image_unreadable" },
  image_too_small: { code: "image_too_small", min_width: 600, min_height: 50, width: 10, height: 10 },
  image_too_big: { code: "image_too_big", max_width: 8000, max_height: 8000, width: 9000, height: 10 },
  image_type_missing: { code: "image_type_missing" },
  image_generic_with_entity: { code: "image_generic_with_entity" },
  image_entity_required: { code: "image_entity_required", image_type: "EVENT_COVER", entity: "event" },
  logo_not_of_event: { code: "logo_not_of_event" },
  contrast_too_low: { code: "contrast_too_low", ratio: 2.9, minimum: 4.5 },
  end_before_start: { code: "end_before_start" },
  unknown_organizer: { code: "unknown_organizer" },
  offline_instructions_required: { code: "offline_instructions_required" },
  required_for_invoices: { code: "required_for_invoices", label: "Organisation name" },
  vat_number_format: { code: "vat_number_format" },
  payment_provider_repeated: { code: "payment_provider_repeated" },
  price_format: { code: "price_format" },
  sale_ends_before_start: { code: "sale_ends_before_start" },
  min_over_max: { code: "min_over_max" },
  prices_only_tiered: { code: "prices_only_tiered" },
  tier_label_required: { code: "tier_label_required" },
  category_not_of_event: { code: "category_not_of_event" },
  tax_or_fee_unknown: { code: "tax_or_fee_unknown" },
  products_not_of_event: { code: "products_not_of_event" },
  price_type_locked: { code: "price_type_locked" },
  price_not_of_product: { code: "price_not_of_product" },
  category_has_products: { code: "category_has_products" },
  last_category: { code: "last_category" },
  check_in_list_expires_before_opens: { code: "check_in_list_expires_before_opens" },
  check_in_list_required: { code: "check_in_list_required" },
  ticket_not_on_list: { code: "ticket_not_on_list" },
  unknown_ticket: { code: "unknown_ticket" },
  question_products_required: { code: "question_products_required" },
  question_options_required: { code: "question_options_required" },
  message_attendees_required: { code: "message_attendees_required" },
  message_products_required: { code: "message_products_required", recipients: "holders" },
  message_order_required: { code: "message_order_required" },
  message_order_statuses_required: { code: "message_order_statuses_required" },
  message_scheduled_in_past: { code: "message_scheduled_in_past" },
  message_daily_limit: { code: "message_daily_limit" },
  message_recipients_daily_limit: { code: "message_recipients_daily_limit" },
  no_products_selected: { code: "no_products_selected" },
  report_range: { code: "report_range", max_days: 366 },
  report_dates_paired: { code: "report_dates_paired" },
  tax_name_taken: { code: "tax_name_taken" },
  rate_over_100: { code: "rate_over_100" },
  discount_over_100: { code: "discount_over_100" },
  discount_required: { code: "discount_required" },
  promo_code_unknown: { code: "promo_code_unknown" },
  promo_code_expired: { code: "promo_code_expired" },
  promo_code_used_up: { code: "promo_code_used_up" },
  promo_code_taken: { code: "promo_code_taken" },
  affiliate_code_taken: { code: "affiliate_code_taken" },
  promo_code_guesses: { code: "promo_code_guesses" },
  order_mails_limit: { code: "order_mails_limit" },
  price_unknown: { code: "price_unknown" },
  product_not_on_sale: { code: "product_not_on_sale" },
  product_sold_out: { code: "product_sold_out" },
  quantity_exceeds_remaining: { code: "quantity_exceeds_remaining", remaining: 3 },
  quantity_below_minimum: { code: "quantity_below_minimum", minimum: 2 },
  quantity_above_maximum: { code: "quantity_above_maximum", maximum: 10 },
  donation_below_minimum: { code: "donation_below_minimum", minimum: 5, currency: "EUR" },
  donation_too_large: { code: "donation_too_large", maximum: 999_999.99, currency: "EUR" },
  capacity_exceeded: { code: "capacity_exceeded", remaining: 4 },
  question_has_answers: { code: "question_has_answers" },
  answer_required: { code: "answer_required" },
  answer_not_an_option: { code: "answer_not_an_option" },
  answer_wrong_kind: { code: "answer_wrong_kind", type: "DATE" },
  answer_not_a_date: { code: "answer_not_a_date" },
  question_unknown: { code: "question_unknown" },
  terms_not_accepted: { code: "terms_not_accepted" },
  attendees_mismatch: { code: "attendees_mismatch" },
  waitlist_not_open: { code: "waitlist_not_open" },
  waitlist_already_joined: { code: "waitlist_already_joined" },
  waitlist_offer_closed: { code: "waitlist_offer_closed" },
  waitlist_entry_closed: { code: "waitlist_entry_closed" },
  waitlist_no_capacity: { code: "waitlist_no_capacity" },
  waitlist_nobody_waiting: { code: "waitlist_nobody_waiting" },
  waitlist_entry_not_offerable: { code: "waitlist_entry_not_offerable" },
  waitlist_offer_target: { code: "waitlist_offer_target" },
  attendee_product_fixed: { code: "attendee_product_fixed" },
  product_not_a_ticket: { code: "product_not_a_ticket" },
  refund_exceeds_remaining: { code: "refund_exceeds_remaining", remaining: 12.5, currency: "EUR" },
  order_not_refundable: { code: "order_not_refundable" },
  tickets_not_of_order: { code: "tickets_not_of_order" },
  ticket_repeated: { code: "ticket_repeated" },
  refund_pending: { code: "refund_pending" },
  year_out_of_range: { code: "year_out_of_range", label: "Start date", first: 1, last: 9999 },
  too_many_decimals: { code: "too_many_decimals", label: "Price", max: 2 },
  must_be_positive: { code: "must_be_positive", label: "Amount" },
  unknown_time_zone: { code: "unknown_time_zone", label: "Time zone" },
  unstorable_text: { code: "unstorable_text", label: "Title", problem: "nul" },
  unstorable_field_name: { code: "unstorable_field_name", problem: "surrogate" },
  control_characters: { code: "control_characters", label: "First name" },
  body_too_deep: { code: "body_too_deep", max: 32 },
  webhook_url_not_https: { code: "webhook_url_not_https" },
  webhook_url_not_public: { code: "webhook_url_not_public" },
  webhook_url_unresolved: { code: "webhook_url_unresolved" },
  page_too_high: { code: "page_too_high", max: 10_000 },
  sort_not_offered: { code: "sort_not_offered", values: ["title", "start_date"] },
  list_not_searchable: { code: "list_not_searchable" },
  filter_malformed: { code: "filter_malformed", key: "filter_fields[x]" },
  list_not_filterable: { code: "list_not_filterable" },
  filter_field_not_offered: { code: "filter_field_not_offered", field: "colour", values: ["status"] },
  filter_operator_not_offered: {
    code: "filter_operator_not_offered",
    field: "status",
    operator: "gt",
    values: ["eq", "in"],
  },
  filter_repeated: { code: "filter_repeated" },
  filter_values_missing: { code: "filter_values_missing" },
  filter_too_many_values: { code: "filter_too_many_values", max: 100 },
  filter_text_missing: { code: "filter_text_missing" },
  filter_whole_number: { code: "filter_whole_number" },
  filter_number: { code: "filter_number" },
  filter_boolean: { code: "filter_boolean" },
  filter_datetime: { code: "filter_datetime", first: 1, last: 9999 },
  filter_one_of: { code: "filter_one_of", values: ["LIVE", "DRAFT"] },
};

/** The other values a reason's wording depends on. */
const variants: WireReason[] = [
  { code: "account_not_verified", subject: "organizer" },
  { code: "image_entity_required", image_type: "ORGANIZER_LOGO", entity: "organizer" },
  { code: "message_products_required", recipients: "buyers" },
  { code: "unstorable_text", label: "Title", problem: "surrogate" },
];

/** Zod's own issue codes, as the server sends them for a schema's checks. */
const zodReasons: WireReason[] = [
  { code: "invalid_type", expected: "string" },
  { code: "invalid_type", expected: "string", received: "nothing" },
  { code: "invalid_type", expected: "number", received: "value" },
  { code: "invalid_type", expected: "boolean", received: "value" },
  { code: "invalid_type", expected: "int" },
  { code: "too_small", origin: "string", minimum: 1, inclusive: true },
  { code: "too_small", origin: "string", minimum: 8, inclusive: true },
  { code: "too_small", origin: "array", minimum: 1, inclusive: true },
  { code: "too_small", origin: "number", minimum: 0, inclusive: true },
  { code: "too_small", origin: "number", minimum: 0, inclusive: false },
  { code: "too_big", origin: "string", maximum: 255, inclusive: true },
  { code: "too_big", origin: "number", maximum: 100, inclusive: true },
  { code: "invalid_format", format: "email" },
  { code: "invalid_format", format: "url" },
  { code: "invalid_format", format: "datetime" },
  { code: "invalid_value", values: ["LIVE", "DRAFT"] },
];

const everyMessage: WireReason[] = [...Object.values(everyReason), ...variants, ...zodReasons];

async function i18nIn(locale: string): Promise<I18n> {
  const i18n = setupI18n();
  const catalog = await loadCatalog(locale as never, importCatalog);
  i18n.loadAndActivate({ locale, messages: catalog.messages });
  return i18n;
}

/** The English source of every message the wording took, as the catalogs list them. */
function sourcesOf(
  i18n: I18n,
  reason: WireReason,
  label: string,
): { text: string | undefined; sources: string[] } {
  const said = vi.spyOn(i18n, "_");
  const text = reasonForCode(reason, label, i18n);
  const sources = said.mock.calls.map(([descriptor]) =>
    typeof descriptor === "object" && descriptor !== null
      ? String((descriptor as { message?: string }).message)
      : String(descriptor),
  );
  said.mockRestore();
  return { text, sources };
}

const catalogs = [...supportedLocales.filter((locale) => locale !== "en"), "ru"];

describe("every reason the server can send", () => {
  it("has a sample here (the domain lists each code once)", () => {
    expect(Object.keys(everyReason).sort()).toEqual([...reasonCodes].sort());
  });

  it("is worded in English by the app, never left to the server's text", async () => {
    const english = await i18nIn("en");
    for (const reason of everyMessage)
      expect(reasonForCode(reason, "Name", english), reason.code).toBeTruthy();
  });

  it("says in English the very sentence the server sends (the domain's reasonWords)", async () => {
    const english = await i18nIn("en");
    const samples = [...Object.values(everyReason), ...variants] as Reason[];
    // Amounts of money are the exception: the server writes `12.5 EUR`, the app `€12.50`.
    for (const reason of samples.filter((sample) => !("currency" in sample)))
      expect(reasonForCode(reason, "label" in reason ? reason.label : "", english), reason.code).toBe(
        englishOf(reason),
      );
    // Every placeholder filled.
    for (const reason of samples) expect(englishOf(reason), reason.code).not.toMatch(/[{}]/);
  });

  describe.each(catalogs)("in %s", (locale) => {
    const entries = new Map(readCatalog(locale).map((entry) => [entry.id, entry.translation]));

    it("is translated in the catalog, and reads differently from the English", async () => {
      const [english, local] = await Promise.all([i18nIn("en"), i18nIn(locale)]);
      const untranslated: string[] = [];
      for (const reason of everyMessage) {
        const { text, sources } = sourcesOf(local, reason, "Nome");
        const inEnglish = reasonForCode(reason, "Nome", english);
        if (sources.length === 0) untranslated.push(`${reason.code}: worded outside the catalogs`);
        for (const source of sources.filter((source) => source !== "This field")) {
          const translation = entries.get(source);
          if (!translation || translation === source) untranslated.push(`${reason.code}: ${source}`);
        }
        if (text === inEnglish) untranslated.push(`${reason.code}: reads "${text}" as in English`);
      }
      expect(untranslated).toEqual([]);
    });
  });
});

describe("a 422 from the server", () => {
  const refusal = (body: unknown) =>
    new ApiError({
      status: 422,
      message: "…",
      method: "POST",
      path: "accounts/1/taxes-and-fees",
      fieldErrors: (body as { errors: Record<string, string[]> }).errors,
      body,
    });

  it("is said in the interface's language by its code, naming the field by its label", async () => {
    const italian = await i18nIn("it");
    const error = refusal({
      message: "A tax or fee with this name already exists. (and 1 more error)",
      errors: { name: ["A tax or fee with this name already exists."], rate: ["Rate must be at most 100."] },
      codes: {
        name: [{ code: "tax_name_taken" }],
        rate: [{ code: "too_big", origin: "number", maximum: 100, inclusive: true }],
      },
    });
    expect(errorsOfFailedCall(error, italian, { labels: { rate: "Aliquota" } })).toEqual({
      errors: {
        name: ["Esiste già una tassa o commissione con questo nome."],
        rate: ["Aliquota deve essere al massimo 100."],
      },
    });
  });

  it("keeps the server's words for a code the app does not know, or none", async () => {
    const italian = await i18nIn("it");
    const error = refusal({
      message: "…",
      errors: { name: ["Something new."], title: ["Old server."] },
      codes: { name: [{ code: "something_new" }] },
    });
    expect(errorsOfFailedCall(error, italian, { reasons: { title: "Titolo da rivedere." } })).toEqual({
      errors: { name: ["Something new."], title: ["Titolo da rivedere."] },
    });
  });
});

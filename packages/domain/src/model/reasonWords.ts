import type { Reason } from "./reasons";

/** The entries of `reasonWords` that are not codes: the other sentence of a reason that has two. */
export const wordVariants = [
  "account_not_verified_organizer",
  "image_entity_required_organizer",
  "message_products_required_buyers",
] as const;

/**
 * Every reason code, with its English words, once: the server sends them as the 422's `errors` text and
 * the app's catalogs are keyed by them (the app says them in the visitor's language). A
 * `{placeholder}` is filled from the reason's parameters by `reasonMessage`; `{name}` is the
 * field's name (the app's label on screen, the English label on the wire). A reason whose sentence
 * changes with a parameter has one entry per variant (`account_not_verified` and
 * `account_not_verified_organizer`), so that each language words it whole.
 *
 * `npm run i18n:extract` reads this table into the app's catalogs (lingui.config.ts); changing a
 * sentence here asks the translators for it again.
 */
export const reasonWords = {
  // People and accounts
  email_taken: "An account with this email already exists.",
  email_in_use: "This email address is already in use.",
  already_member: "This person already belongs to the account.",
  current_password_wrong: "The current password is not correct.",
  passwords_mismatch: "The passwords do not match.",
  emails_mismatch: "The email addresses do not match.",
  code_wrong: "The code is wrong or has expired.",
  code_attempts_exhausted: "Too many wrong codes. Ask for a new confirmation email.",
  locale_not_offered: "Choose one of the languages offered: {values}.",
  owner_stays_admin: "The account owner must stay an active admin.",
  admin_required: "The account must keep at least one active admin.",
  invited_sets_own_name: "An invited person sets their own name when accepting the invitation.",
  invited_activates_by_accepting: "An invited person becomes active by accepting the invitation.",
  account_not_verified: "Confirm your email address before changing the status of an event.",
  account_not_verified_organizer: "Confirm your email address before changing the status of an organiser.",
  homepage_password_wrong: "That password is not right.",
  email_template_broken:
    "This template cannot be drawn: check its tags, and use no includes, files or endless loops.",
  required: "{name} is required.",
  // Files and images
  file_not_a_file: "{name} must be a file.",
  // Without the field's name: an upload's refusal is often shown away from its field.
  file_too_large: "The file must be at most {size}.",
  image_format: "The image must be a PNG, JPEG, WebP or GIF file.",
  image_unreadable: "The image could not be read: the file is damaged or incomplete.",
  image_too_small:
    "The image must be at least {minWidth} × {minHeight} pixels; this one is {width} × {height}.",
  image_too_big: "The image must be at most {maxWidth} × {maxHeight} pixels; this one is {width} × {height}.",
  image_type_missing: "Give the image type together with what the image belongs to.",
  image_generic_with_entity: "A general image belongs to no event or organiser.",
  image_entity_required: "Say which event this image belongs to.",
  image_entity_required_organizer: "Say which organiser this image belongs to.",
  logo_not_of_event: "The logo must be one of this event's images.",
  contrast_too_low: "Text on this background has a contrast of {ratio}:1; at least {minimum}:1 is needed.",
  // Events, products and settings
  end_before_start: "The end date cannot be before the start date.",
  unknown_organizer: "This organiser does not exist.",
  offline_instructions_required: "Offline payment instructions are required when offline payment is offered.",
  required_for_invoices: "{name} is required for invoices.",
  vat_number_format: "Enter an EU VAT number that starts with its country code, such as IT12345678901.",
  payment_provider_repeated: "Choose each payment method only once.",
  price_format: "Enter a price of zero or more, such as 19.99.",
  sale_ends_before_start: "The sale must end after it starts.",
  min_over_max: "The minimum per order cannot be more than the maximum.",
  prices_only_tiered: "Only tiered products have several prices.",
  tier_label_required: "Each tier needs a label.",
  category_not_of_event: "Choose one of this event's categories.",
  tax_or_fee_unknown: "Choose taxes and fees of this account.",
  products_not_of_event: "Choose products of this event.",
  price_type_locked: "The price type cannot change once the product has sold.",
  price_not_of_product: "This price is not one of the product's.",
  category_has_products: "Move or delete its products first.",
  last_category: "An event keeps at least one category.",
  check_in_list_expires_before_opens: "The list must close after it opens.",
  check_in_list_required: "Choose the check-in list.",
  ticket_not_on_list: "This ticket is not valid on this check-in list.",
  unknown_ticket: "No ticket matches this code.",
  question_products_required: "Choose the products this question is for.",
  question_options_required: "Add the options people can choose from.",
  message_attendees_required: "Choose the attendees to write to.",
  message_products_required: "Choose the products whose ticket holders to write to.",
  message_products_required_buyers: "Choose the products whose buyers to write to.",
  message_order_required: "Choose the order whose buyer to write to.",
  message_order_statuses_required: "Choose which orders to include.",
  message_scheduled_in_past: "Choose a time in the future to send the message.",
  message_daily_limit:
    "Your account has sent as many messages as it may in a day. Try again later or send a test.",
  message_recipients_daily_limit:
    "This message would reach more people than your account may write to in a day. Choose fewer recipients or try again later.",
  no_products_selected: "You haven't selected any products.",
  report_range: "The period must end after it starts and last at most {maxDays} days.",
  report_dates_paired: "Give both dates or neither.",
  tax_name_taken: "A tax or fee with this name already exists.",
  rate_over_100: "A percentage rate must be at most 100.",
  discount_over_100: "A percentage discount must be at most 100.",
  discount_required: "Enter the discount for this type of discount.",
  // Checkout
  promo_code_unknown: "This promo code does not exist.",
  promo_code_expired: "This promo code has expired.",
  promo_code_used_up: "This promo code has been used as many times as allowed.",
  promo_code_taken: "This event already has a promo code with this code.",
  affiliate_code_taken: "This event already has an affiliate with this code.",
  promo_code_guesses: "Too many promo codes have been tried. Wait a few minutes and try again.",
  order_mails_limit:
    "Too many tickets have been mailed lately to these addresses or from this connection. Try again in an hour.",
  price_unknown: "This price is not one of the product's.",
  product_not_on_sale: "This product is not on sale.",
  product_sold_out: "This product is sold out.",
  quantity_exceeds_remaining: "Only {remaining} left.",
  quantity_below_minimum: "Choose at least {minimum}.",
  quantity_above_maximum: "Choose at most {maximum}.",
  donation_below_minimum: "Give at least {minimum}.",
  donation_too_large: "This amount is too large: give at most {maximum}.",
  capacity_exceeded: "Only {remaining} places are left for these products together.",
  question_has_answers: "People have answered this question: hide it instead of deleting it.",
  answer_required: "This question needs an answer.",
  answer_not_an_option: "Choose one of the options offered.",
  answer_wrong_kind: "This answer does not fit the question.",
  answer_not_a_date: "Enter a date.",
  question_unknown: "This question is not one of the event's.",
  terms_not_accepted: "Accept the terms to continue.",
  attendees_mismatch: "Give the details of each ticket in the order, once.",
  // Waitlist
  waitlist_not_open: "This price has no waitlist open: it is not sold out, or its product takes no waitlist.",
  waitlist_already_joined: "This email address is already on the waitlist for this ticket.",
  waitlist_offer_closed: "This offer is no longer open: it has expired or was already used.",
  waitlist_entry_closed:
    "This waitlist entry is already closed: the ticket was bought, the entry was cancelled or its offer expired.",
  waitlist_no_capacity: "No ticket is free for the waitlist at this price right now.",
  waitlist_nobody_waiting: "Nobody is waiting for this price.",
  waitlist_entry_not_offerable: "Only people still waiting, or whose offer expired, can be offered a ticket.",
  waitlist_offer_target: "Choose either a price to offer or one person to offer to.",
  // Attendees
  attendee_product_fixed:
    "An attendee keeps the ticket they were sold: cancel them and add a new attendee instead.",
  product_not_a_ticket: "Choose a ticket: only tickets have attendees.",
  // Orders
  refund_exceeds_remaining: "At most {remaining} can still be refunded.",
  order_not_refundable: "Nothing was paid for this order, or it has all been refunded.",
  refund_pending: "Another refund of this order is still pending: wait until it is settled.",
  tickets_not_of_order: "Pick tickets of this order.",
  ticket_repeated: "Pick each ticket only once.",
  // Values
  year_out_of_range: "{name} must be between the years {first} and {last}.",
  too_many_decimals: "{name} can have at most {max} decimals.",
  must_be_positive: "{name} must be more than zero.",
  unknown_time_zone: "{name} is not a known time zone.",
  unstorable_text: "{name} contains characters that cannot be saved.",
  unstorable_field_name: "The request has field names that cannot be saved.",
  control_characters: "{name} cannot contain line breaks or other control characters.",
  body_too_deep: "The request nests values more than {max} levels deep.",
  // Webhooks
  webhook_url_not_https: "The address must start with https://.",
  webhook_url_not_public:
    "The address must lead to a server on the internet: local, private and reserved addresses are refused.",
  webhook_url_unresolved: "No server answers to this address's name.",
  // Lists
  page_too_high: "The page number must be at most {max}.",
  sort_not_offered: "This list cannot be sorted that way; choose one of: {values}.",
  list_not_searchable: "This list cannot be searched.",
  filter_malformed: "A filter is not written in the expected form.",
  list_not_filterable: "This list cannot be filtered.",
  filter_field_not_offered: "This list cannot be filtered by {field}; choose one of: {values}.",
  filter_operator_not_offered: "{field} cannot be filtered this way; choose one of: {values}.",
  filter_repeated: "This filter is given more than once.",
  filter_values_missing: "Give at least one value for this filter.",
  filter_too_many_values: "Give at most {max} values for this filter.",
  filter_text_missing: "Enter the text to look for.",
  filter_whole_number: "Enter a whole number.",
  filter_number: "Enter a number.",
  filter_boolean: "Choose yes or no.",
  filter_datetime: "Enter a valid date and time.",
  filter_one_of: "Choose one of: {values}.",
} as const satisfies Record<string, string>;

export type ReasonWordsKey = keyof typeof reasonWords;

/** How one side writes the values a sentence takes: the app in the visitor's language, the server in English. */
export interface ReasonFormat {
  /** The field's name. */
  readonly name: string;
  /** A size in bytes: `5 MB`. */
  size(bytes: number): string;
  /** An amount of money: `€ 5,00`, `5 EUR`. */
  money(amount: number, currency: string): string;
  /** A number with decimals, such as a contrast ratio: `2,9` (plain `2.9` when not given). */
  decimal?(value: number): string;
}

/** A reason's sentence (an entry of `reasonWords`) and the values of its placeholders. */
export interface ReasonMessage {
  readonly message: string;
  readonly values: Readonly<Record<string, string | number>>;
}

const listOf = (values: readonly unknown[] | undefined) => (values ?? []).map(String).join(", ");

/** The sentence that says `reason`, and its values, written by `format`. */
export function reasonMessage(reason: Reason, format: ReasonFormat): ReasonMessage {
  const say = (key: ReasonWordsKey, values: Record<string, string | number> = {}) => ({
    message: reasonWords[key],
    values: { name: format.name, ...values },
  });
  switch (reason.code) {
    case "account_not_verified":
      return say(reason.subject === "organizer" ? "account_not_verified_organizer" : reason.code);
    case "image_entity_required":
      return say(reason.entity === "organizer" ? "image_entity_required_organizer" : reason.code);
    case "message_products_required":
      return say(reason.recipients === "buyers" ? "message_products_required_buyers" : reason.code);
    case "file_too_large":
      return say(reason.code, { size: format.size(reason.max_bytes) });
    case "image_too_small":
      return say(reason.code, {
        minWidth: reason.min_width,
        minHeight: reason.min_height,
        width: reason.width,
        height: reason.height,
      });
    case "image_too_big":
      return say(reason.code, {
        maxWidth: reason.max_width,
        maxHeight: reason.max_height,
        width: reason.width,
        height: reason.height,
      });
    case "contrast_too_low": {
      const decimal = format.decimal ?? String;
      return say(reason.code, { ratio: decimal(reason.ratio), minimum: decimal(reason.minimum) });
    }
    case "report_range":
      return say(reason.code, { maxDays: reason.max_days });
    case "donation_below_minimum":
      return say(reason.code, { minimum: format.money(reason.minimum, reason.currency) });
    case "donation_too_large":
      return say(reason.code, { maximum: format.money(reason.maximum, reason.currency) });
    case "refund_exceeds_remaining":
      return say(reason.code, { remaining: format.money(reason.remaining, reason.currency) });
    case "locale_not_offered":
    case "sort_not_offered":
    case "filter_one_of":
      return say(reason.code, { values: listOf(reason.values) });
    case "filter_field_not_offered":
    case "filter_operator_not_offered":
      return say(reason.code, { field: reason.field, values: listOf(reason.values) });
    default: {
      // The remaining parameters are plain numbers and texts, named as in the sentence.
      const { code, ...values } = reason as { code: ReasonWordsKey } & Record<string, unknown>;
      const plain = Object.fromEntries(
        Object.entries(values).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === "string" || typeof entry[1] === "number",
        ),
      );
      return say(code, plain);
    }
  }
}

/** Fills a sentence's `{placeholders}` (the English the server sends). */
export function fillPlaceholders(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

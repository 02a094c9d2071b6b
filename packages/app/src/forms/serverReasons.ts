import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Reason } from "@varco/domain";

/** A size in bytes as people read it, in their language: `5 MB`, `64 kB`. */
function sizeOf(bytes: number, i18n: I18n): string {
  const [amount, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), "megabyte"]
      : bytes >= 1024
        ? [bytes / 1024, "kilobyte"]
        : [bytes, "byte"];
  return i18n.number(amount, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 });
}

const listOf = (values: readonly unknown[] | undefined) => (values ?? []).map(String).join(", ");

/**
 * A reason the server (or a domain schema's own rule) refuses a field for, in the visitor's
 * language, from its code and parameters; `name` is the field's label on screen. Every code of the
 * domain's `Reason` has its words here: TypeScript refuses a code left out, and
 * `serverReasons.node.test.ts` finds each one translated in every catalog.
 */
export function reasonText(reason: Reason, name: string, i18n: I18n): string {
  switch (reason.code) {
    case "email_taken":
      return i18n._(msg`An account with this email already exists.`);
    case "email_in_use":
      return i18n._(msg`This email address is already in use.`);
    case "already_member":
      return i18n._(msg`This person already belongs to the account.`);
    case "current_password_wrong":
      return i18n._(msg`The current password is not correct.`);
    case "passwords_mismatch":
      return i18n._(msg`The passwords do not match.`);
    case "emails_mismatch":
      return i18n._(msg`The email addresses do not match.`);
    case "code_wrong":
      return i18n._(msg`The code is wrong or has expired.`);
    case "code_attempts_exhausted":
      return i18n._(msg`Too many wrong codes. Ask for a new confirmation email.`);
    case "locale_not_offered":
      return i18n._(msg`Choose one of the languages offered.`);
    case "owner_stays_admin":
      return i18n._(msg`The account owner must stay an active admin.`);
    case "admin_required":
      return i18n._(msg`The account must keep at least one active admin.`);
    case "invited_sets_own_name":
      return i18n._(msg`An invited person sets their own name when accepting the invitation.`);
    case "invited_activates_by_accepting":
      return i18n._(msg`An invited person becomes active by accepting the invitation.`);
    case "account_not_verified":
      return reason.subject === "organizer"
        ? i18n._(msg`Confirm your email address before changing the status of an organiser.`)
        : i18n._(msg`Confirm your email address before changing the status of an event.`);
    case "homepage_password_wrong":
      return i18n._(msg`That password is not right.`);
    case "required":
      return i18n._(msg`${name} is required.`);
    case "file_not_a_file":
      return i18n._(msg`${name} must be a file.`);
    case "file_too_large": {
      // Said without the field's name: an upload's refusal is often shown away from its field.
      const size = sizeOf(reason.max_bytes, i18n);
      return i18n._(msg`The file must be at most ${size}.`);
    }
    case "image_format":
      return i18n._(msg`The image must be a PNG, JPEG, WebP or GIF file.`);
    case "image_unreadable":
      return i18n._(msg`The image could not be read: the file is damaged or incomplete.`);
    case "image_too_small": {
      const { min_width: minWidth, min_height: minHeight, width, height } = reason;
      return i18n._(
        msg`The image must be at least ${minWidth} × ${minHeight} pixels; this one is ${width} × ${height}.`,
      );
    }
    case "image_too_big": {
      const { max_width: maxWidth, max_height: maxHeight, width, height } = reason;
      return i18n._(
        msg`The image must be at most ${maxWidth} × ${maxHeight} pixels; this one is ${width} × ${height}.`,
      );
    }
    case "image_type_missing":
      return i18n._(msg`Give the image type together with what the image belongs to.`);
    case "image_generic_with_entity":
      return i18n._(msg`A general image belongs to no event or organiser.`);
    case "image_entity_required":
      return reason.entity === "organizer"
        ? i18n._(msg`Say which organiser this image belongs to.`)
        : i18n._(msg`Say which event this image belongs to.`);
    case "logo_not_of_event":
      return i18n._(msg`The logo must be one of this event's images.`);
    case "end_before_start":
      return i18n._(msg`The end date cannot be before the start date.`);
    case "unknown_organizer":
      return i18n._(msg`This organiser does not exist.`);
    case "offline_instructions_required":
      return i18n._(msg`Offline payment instructions are required when offline payment is offered.`);
    case "required_for_invoices":
      return i18n._(msg`${name} is required for invoices.`);
    case "payment_provider_repeated":
      return i18n._(msg`Choose each payment method only once.`);
    case "price_format":
      return i18n._(msg`Enter a price of zero or more, such as 19.99.`);
    case "sale_ends_before_start":
      return i18n._(msg`The sale must end after it starts.`);
    case "min_over_max":
      return i18n._(msg`The minimum per order cannot be more than the maximum.`);
    case "prices_only_tiered":
      return i18n._(msg`Only tiered products have several prices.`);
    case "tier_label_required":
      return i18n._(msg`Each tier needs a label.`);
    case "check_in_list_expires_before_opens":
      return i18n._(msg`The list must close after it opens.`);
    case "question_products_required":
      return i18n._(msg`Choose the products this question is for.`);
    case "question_options_required":
      return i18n._(msg`Add the options people can choose from.`);
    case "message_attendees_required":
      return i18n._(msg`Choose the attendees to write to.`);
    case "message_products_required":
      return reason.recipients === "buyers"
        ? i18n._(msg`Choose the products whose buyers to write to.`)
        : i18n._(msg`Choose the products whose ticket holders to write to.`);
    case "message_order_required":
      return i18n._(msg`Choose the order whose buyer to write to.`);
    case "message_order_statuses_required":
      return i18n._(msg`Choose which orders to include.`);
    case "no_products_selected":
      return i18n._(msg`Choose at least one ticket or product.`);
    case "report_range": {
      const maxDays = reason.max_days;
      return i18n._(msg`The period must end after it starts and last at most ${maxDays} days.`);
    }
    case "report_dates_paired":
      return i18n._(msg`Give both dates or neither.`);
    case "category_not_of_event":
      return i18n._(msg`Choose one of this event's categories.`);
    case "tax_or_fee_unknown":
      return i18n._(msg`Choose taxes and fees of this account.`);
    case "products_not_of_event":
      return i18n._(msg`Choose products of this event.`);
    case "price_type_locked":
      return i18n._(msg`The price type cannot change once the product has sold.`);
    case "price_not_of_product":
      return i18n._(msg`This price is not one of the product's.`);
    case "category_has_products":
      return i18n._(msg`Move or delete its products first.`);
    case "last_category":
      return i18n._(msg`An event keeps at least one category.`);
    case "tax_name_taken":
      return i18n._(msg`A tax or fee with this name already exists.`);
    case "rate_over_100":
      return i18n._(msg`A percentage rate must be at most 100.`);
    case "discount_over_100":
      return i18n._(msg`A percentage discount must be at most 100.`);
    case "discount_required":
      return i18n._(msg`Enter the discount for this type of discount.`);
    case "promo_code_unknown":
      return i18n._(msg`This promo code does not exist.`);
    case "promo_code_expired":
      return i18n._(msg`This promo code has expired.`);
    case "promo_code_used_up":
      return i18n._(msg`This promo code has been used as many times as allowed.`);
    case "promo_code_taken":
      return i18n._(msg`This event already has a promo code with this code.`);
    case "price_unknown":
      return i18n._(msg`This price is not one of the product's.`);
    case "product_not_on_sale":
      return i18n._(msg`This product is not on sale.`);
    case "product_sold_out":
      return i18n._(msg`This product is sold out.`);
    case "quantity_exceeds_remaining": {
      const { remaining } = reason;
      return i18n._(msg`Only ${remaining} left.`);
    }
    case "quantity_below_minimum": {
      const { minimum } = reason;
      return i18n._(msg`Choose at least ${minimum}.`);
    }
    case "quantity_above_maximum": {
      const { maximum } = reason;
      return i18n._(msg`Choose at most ${maximum}.`);
    }
    case "donation_below_minimum": {
      const minimum = i18n.number(reason.minimum, { style: "currency", currency: reason.currency });
      return i18n._(msg`Give at least ${minimum}.`);
    }
    case "capacity_exceeded": {
      const { remaining } = reason;
      return i18n._(msg`Only ${remaining} places are left for these products together.`);
    }
    case "refund_exceeds_remaining": {
      const remaining = i18n.number(reason.remaining, { style: "currency", currency: reason.currency });
      return i18n._(msg`At most ${remaining} can still be refunded.`);
    }
    case "order_not_refundable":
      return i18n._(msg`Nothing was paid for this order, or it has all been refunded.`);
    case "refund_pending":
      return i18n._(msg`Another refund of this order is still pending: wait until it is settled.`);
    case "question_has_answers":
      return i18n._(msg`People have answered this question: hide it instead of deleting it.`);
    case "answer_required":
      return i18n._(msg`This question needs an answer.`);
    case "answer_not_an_option":
      return i18n._(msg`Choose one of the options offered.`);
    case "answer_wrong_kind":
      return i18n._(msg`This answer does not fit the question.`);
    case "answer_not_a_date":
      return i18n._(msg`Enter a date.`);
    case "question_unknown":
      return i18n._(msg`This question is not one of the event's.`);
    case "terms_not_accepted":
      return i18n._(msg`Accept the terms to continue.`);
    case "attendees_mismatch":
      return i18n._(msg`Give the details of each ticket in the order, once.`);
    case "attendee_product_fixed":
      return i18n._(
        msg`An attendee keeps the ticket they were sold: cancel them and add a new attendee instead.`,
      );
    case "product_not_a_ticket":
      return i18n._(msg`Choose a ticket: only tickets have attendees.`);
    case "year_out_of_range": {
      const { first, last } = reason;
      return i18n._(msg`${name} must be between the years ${first} and ${last}.`);
    }
    case "too_many_decimals": {
      const max = reason.max;
      return i18n._(msg`${name} can have at most ${max} decimals.`);
    }
    case "must_be_positive":
      return i18n._(msg`${name} must be more than zero.`);
    case "unknown_time_zone":
      return i18n._(msg`${name} is not a known time zone.`);
    case "unstorable_text":
      return i18n._(msg`${name} contains characters that cannot be saved.`);
    case "unstorable_field_name":
      return i18n._(msg`The request has field names that cannot be saved.`);
    case "page_too_high": {
      const max = reason.max;
      return i18n._(msg`The page number must be at most ${max}.`);
    }
    case "sort_not_offered": {
      const values = listOf(reason.values);
      return i18n._(msg`This list cannot be sorted that way; choose one of: ${values}.`);
    }
    case "list_not_searchable":
      return i18n._(msg`This list cannot be searched.`);
    case "filter_malformed":
      return i18n._(msg`A filter is not written in the expected form.`);
    case "list_not_filterable":
      return i18n._(msg`This list cannot be filtered.`);
    case "filter_field_not_offered": {
      const field = reason.field;
      return i18n._(msg`This list cannot be filtered by ${field}.`);
    }
    case "filter_operator_not_offered": {
      const field = reason.field;
      return i18n._(msg`${field} cannot be filtered this way.`);
    }
    case "filter_repeated":
      return i18n._(msg`This filter is given more than once.`);
    case "filter_values_missing":
      return i18n._(msg`Give at least one value for this filter.`);
    case "filter_too_many_values": {
      const max = reason.max;
      return i18n._(msg`Give at most ${max} values for this filter.`);
    }
    case "filter_text_missing":
      return i18n._(msg`Enter the text to look for.`);
    case "filter_whole_number":
      return i18n._(msg`Enter a whole number.`);
    case "filter_number":
      return i18n._(msg`Enter a number.`);
    case "filter_boolean":
      return i18n._(msg`Choose yes or no.`);
    case "filter_datetime":
      return i18n._(msg`Enter a valid date and time.`);
    case "filter_one_of": {
      const values = listOf(reason.values);
      return i18n._(msg`Choose one of: ${values}.`);
    }
  }
}

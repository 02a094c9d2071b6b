import { describe, expect, it } from "vitest";
import { stripePlatforms } from "./account";
import { eventStatuses, eventStatusSchema } from "./event";
import { defaultEventImageType } from "./image";
import { filterOperatorSchema, filterOperators } from "./list";
import { messageTypes } from "./message";
import { orderDisplayStatuses } from "./order";
import { attendeeDetailsCollectionMethods, organizerStatuses } from "./organizer";
import { productPriceTypes, productTypes } from "./product";
import { promoCodeDiscountTypes } from "./promoCode";
import { questionBelongsTo, questionTypes } from "./question";
import { reportTypes } from "./report";
import { taxAndFeeCalculationTypes, taxAndFeeTypes } from "./taxAndFee";

/** Value for value, as the API spells them: the lists are the product's vocabulary. */
describe("enum values are exactly the API's", () => {
  it.each([
    ["event status", eventStatuses, ["DRAFT", "LIVE", "PAUSED", "ARCHIVED"]],
    ["organizer status", organizerStatuses, ["DRAFT", "LIVE", "ARCHIVED"]],
    ["stripe platform (country codes)", stripePlatforms, ["ca", "ie"]],
    ["product price type", productPriceTypes, ["PAID", "DONATION", "FREE", "TIERED"]],
    ["product type", productTypes, ["TICKET", "GENERAL"]],
    [
      "question type",
      questionTypes,
      ["ADDRESS", "SINGLE_LINE_TEXT", "MULTI_LINE_TEXT", "CHECKBOX", "RADIO", "DROPDOWN", "DATE"],
    ],
    ["question belongs to", questionBelongsTo, ["PRODUCT", "ORDER"]],
    [
      "message recipient type",
      messageTypes,
      ["INDIVIDUAL_ATTENDEES", "ORDER_OWNER", "TICKET_HOLDERS", "ALL_ATTENDEES", "ORDER_OWNERS_WITH_PRODUCT"],
    ],
    ["promo discount type", promoCodeDiscountTypes, ["PERCENTAGE", "FIXED", "NONE"]],
    ["tax or fee kind", taxAndFeeTypes, ["TAX", "FEE"]],
    ["tax or fee calculation", taxAndFeeCalculationTypes, ["PERCENTAGE", "FIXED"]],
    [
      "order status (as shown)",
      orderDisplayStatuses,
      [
        "AWAITING_PAYMENT",
        "REFUND_PENDING",
        "PARTIALLY_REFUNDED",
        "CANCELLED",
        "REFUND_FAILED",
        "REFUNDED",
        "PAYMENT_FAILED",
        "COMPLETED",
      ],
    ],
    ["report type", reportTypes, ["product_sales", "daily_sales_report", "promo_codes_report"]],
    ["filter operator", filterOperators, ["eq", "ne", "gt", "gte", "lt", "lte", "like", "not_like", "in"]],
    ["attendee details collection", attendeeDetailsCollectionMethods, ["PER_TICKET", "PER_ORDER"]],
  ])("%s", (_name, values, expected) => {
    expect([...values]).toEqual(expected);
  });

  it("builds its schemas from the lists", () => {
    expect(eventStatusSchema.options).toEqual([...eventStatuses]);
    expect(eventStatusSchema.safeParse("PAUSED").success).toBe(true);
    expect(eventStatusSchema.safeParse("live").success).toBe(false);
    expect(filterOperatorSchema.safeParse("not_like").success).toBe(true);
  });

  it("makes an event image a cover unless told otherwise", () => {
    expect(defaultEventImageType).toBe("EVENT_COVER");
  });
});

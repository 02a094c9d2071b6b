import { describe, expect, it } from "vitest";
import { reasonCodes } from "./reasons";
import { fieldReasonsFromZod } from "./validation";
import {
  joinWaitlistSchema,
  offerWaitlistSchema,
  publicWaitlistEntrySchema,
  waitlistEntrySchema,
  waitlistStatsSchema,
} from "./waitlist";

function refusals(schema: typeof joinWaitlistSchema | typeof offerWaitlistSchema, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldReasonsFromZod(result.error).errors;
}

const join = { product_price_id: 7, email: "ada@example.com", first_name: "Ada" };

describe("joining a waitlist", () => {
  it("takes a price, an email and a first name; the last name and language are optional", () => {
    expect(joinWaitlistSchema.parse({ ...join, first_name: "  Ada " })).toEqual({
      ...join,
      first_name: "Ada",
    });
    expect(refusals(joinWaitlistSchema, { ...join, last_name: "Lovelace", locale: "it" })).toEqual({});
  });

  it("refuses each field by name: no price, a bad email, an empty or too long name, a language not offered", () => {
    expect(
      refusals(joinWaitlistSchema, {
        email: "ada@",
        first_name: " ",
        last_name: "L".repeat(101),
        locale: "xx",
      }),
    ).toEqual({
      product_price_id: ["Price is required."],
      email: ["Email must be a valid email address."],
      first_name: ["First name is required."],
      last_name: ["Last name must be at most 100 characters."],
      locale: [expect.stringMatching(/^Language must be one of: en, /)],
    });
    expect(refusals(joinWaitlistSchema, { ...join, first_name: "A".repeat(101) })).toEqual({
      first_name: ["First name must be at most 100 characters."],
    });
    expect(refusals(joinWaitlistSchema, { ...join, first_name: "Ada\nBcc: x@y.z" })).toEqual({
      first_name: ["First name cannot contain line breaks or other control characters."],
    });
  });
});

describe("offering to the next people waiting", () => {
  it("names a price with a quantity of 1 to 50, or one entry", () => {
    expect(refusals(offerWaitlistSchema, { product_price_id: 7, quantity: 50 })).toEqual({});
    expect(refusals(offerWaitlistSchema, { product_price_id: 7 })).toEqual({});
    expect(refusals(offerWaitlistSchema, { entry_id: 3 })).toEqual({});
    expect(refusals(offerWaitlistSchema, { product_price_id: 7, quantity: 0 })).toEqual({
      quantity: ["Quantity must be at least 1."],
    });
    expect(refusals(offerWaitlistSchema, { product_price_id: 7, quantity: 51 })).toEqual({
      quantity: ["Quantity must be at most 50."],
    });
    expect(refusals(offerWaitlistSchema, { product_price_id: 7, quantity: 1.5 })).toEqual({
      quantity: ["Quantity must be a whole number."],
    });
  });

  it("refuses neither or both of price and entry, with a reason the app can translate", () => {
    const neither = offerWaitlistSchema.safeParse({ quantity: 2 });
    expect(neither.success).toBe(false);
    expect(fieldReasonsFromZod(neither.error!).codes).toEqual({
      product_price_id: [{ code: "waitlist_offer_target" }],
    });
    expect(refusals(offerWaitlistSchema, { product_price_id: 7, entry_id: 3 })).toEqual({
      entry_id: ["Choose either a price to offer or one person to offer to."],
    });
  });
});

describe("the waitlist's answers", () => {
  const entry = {
    id: 1,
    event_id: 2,
    product_id: 3,
    product_price_id: 4,
    email: "ada@example.com",
    first_name: "Ada",
    last_name: null,
    status: "OFFERED",
    position: 1,
    locale: "it",
    offered_at: "2026-11-30T10:00:00Z",
    offer_expires_at: "2026-11-30T12:00:00Z",
    purchased_at: null,
    cancelled_at: null,
    order_id: 9,
    order_short_id: "o_abc",
    product: { id: 3, title: "Gala" },
    product_price: { id: 4, label: null },
    created_at: "2026-11-29T10:00:00Z",
    updated_at: "2026-11-30T10:00:00Z",
  };

  it("reads an organiser's entry, and refuses a status that is not one of the five", () => {
    expect(waitlistEntrySchema.parse(entry)).toEqual(entry);
    expect(waitlistEntrySchema.safeParse({ ...entry, status: "EXPIRED" }).success).toBe(false);
  });

  it("reads the entry page's view and the stats with a price of unlimited units", () => {
    const view = {
      event_id: 2,
      status: "WAITING",
      first_name: "Ada",
      product_title: "Gala",
      price_label: "Early",
      position: 3,
      waiting_ahead: 2,
      offer_expires_at: null,
      order_short_id: null,
    };
    expect(publicWaitlistEntrySchema.parse(view)).toEqual(view);
    const stats = {
      total: 3,
      waiting: 2,
      offered: 1,
      purchased: 0,
      cancelled: 0,
      expired: 0,
      products: [
        {
          product_id: 3,
          product_price_id: 4,
          product_title: "Gala",
          price_label: null,
          waiting: 2,
          offered: 1,
          available: null,
        },
      ],
    };
    expect(waitlistStatsSchema.parse(stats)).toEqual(stats);
  });

  it("has a reason, with words, for each refusal the waitlist routes send", () => {
    for (const code of [
      "waitlist_not_open",
      "waitlist_already_joined",
      "waitlist_offer_closed",
      "waitlist_entry_closed",
      "waitlist_no_capacity",
      "waitlist_nobody_waiting",
      "waitlist_entry_not_offerable",
    ])
      expect(reasonCodes).toContain(code);
  });
});

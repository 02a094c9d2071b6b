import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventDefaultFields, eventDefaultsSchema, updateEventDefaultsSchema } from "./account";
import { updateEventSettingsSchema } from "./event";
import { fieldErrorsFromZod } from "./validation";

function errorsFor(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("event defaults", () => {
  it("take a subset of the event settings, each one optional and clearable with null", () => {
    const settingsFields = Object.keys(updateEventSettingsSchema.shape);
    expect(eventDefaultFields.filter((field) => !settingsFields.includes(field))).toEqual([]);
    expect(Object.keys(updateEventDefaultsSchema.shape).sort()).toEqual([...eventDefaultFields].sort());
    expect(errorsFor(updateEventDefaultsSchema, {})).toEqual({});
    const cleared = Object.fromEntries(eventDefaultFields.map((field) => [field, null]));
    expect(errorsFor(updateEventDefaultsSchema, cleared)).toEqual({});
    expect(eventDefaultsSchema.parse(cleared)).toEqual(cleared);
  });

  it("check each field like the same event setting", () => {
    expect(Object.keys(errorsFor(updateEventDefaultsSchema, { order_timeout_in_minutes: 121 }))).toEqual([
      "order_timeout_in_minutes",
    ]);
    expect(errorsFor(updateEventDefaultsSchema, { invoice_prefix: "INV 1" })).toEqual(
      errorsFor(updateEventSettingsSchema, { invoice_prefix: "INV 1" }),
    );
    expect(
      Object.keys(errorsFor(updateEventDefaultsSchema, { payment_providers: ["STRIPE", "STRIPE"] })),
    ).toEqual(["payment_providers"]);
    expect(Object.keys(errorsFor(updateEventDefaultsSchema, { payment_providers: [] }))).toEqual([
      "payment_providers",
    ]);
  });

  it("want instructions with OFFLINE when the body clears them, and leave a missing one to the server", () => {
    expect(
      Object.keys(
        errorsFor(updateEventDefaultsSchema, {
          payment_providers: ["OFFLINE"],
          offline_payment_instructions: null,
        }),
      ),
    ).toEqual(["offline_payment_instructions"]);
    expect(errorsFor(updateEventDefaultsSchema, { payment_providers: ["OFFLINE"] })).toEqual({});
    expect(
      errorsFor(updateEventDefaultsSchema, {
        payment_providers: ["STRIPE", "OFFLINE"],
        offline_payment_instructions: "Pay at the door",
      }),
    ).toEqual({});
  });
});

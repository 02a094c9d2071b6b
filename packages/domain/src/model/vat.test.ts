import { describe, expect, it } from "vitest";
import { isPlausibleVatNumber, normalVatNumber, updateVatSettingSchema } from "./vat";

describe("an EU VAT number's shape", () => {
  it.each([
    ["IT12345678901", true],
    ["it 123.456-789 01", true],
    ["DE123456789", true],
    ["ATU12345678", true],
    ["FR40303265045", true],
    ["FRAB123456789", true],
    ["NL123456789B01", true],
    ["EL123456789", true],
    ["ESX1234567X", true],
    ["IE1234567T", true],
    ["SE123456789001", true],
    ["XIGD123", true],
    ["IT1234567890", false],
    ["DE12345678", false],
    ["ATX12345678", false],
    ["NL123456789A01", false],
    ["GR123456789", false],
    ["XX123456789", false],
    ["SE123456789012", false],
    ["", false],
  ])("%s plausible: %s", (number, plausible) => {
    expect(isPlausibleVatNumber(number)).toBe(plausible);
  });

  it("is stored upper case, without spaces, dots or dashes", () => {
    expect(normalVatNumber(" fr 40-303.265 045 ")).toBe("FR40303265045");
  });

  it("is needed, in that shape, only when the business is VAT registered", () => {
    expect(updateVatSettingSchema.safeParse({ vat_registered: false }).success).toBe(true);
    const missing = updateVatSettingSchema.safeParse({ vat_registered: true });
    expect(missing.error?.issues.map((issue) => issue.path.join("."))).toEqual(["vat_number"]);
    const wrong = updateVatSettingSchema.safeParse({ vat_registered: true, vat_number: "IT123" });
    expect(wrong.error?.issues[0]?.message).toBe(
      "Enter an EU VAT number that starts with its country code, such as IT12345678901.",
    );
  });
});

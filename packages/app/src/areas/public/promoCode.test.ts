import { describe, expect, it } from "vitest";
import { checkPromoCode } from "./promoCode";

describe("checkPromoCode", () => {
  it("has nothing to check without a code", () => {
    expect(checkPromoCode(null)).toEqual({ status: "none" });
    expect(checkPromoCode("   ")).toEqual({ status: "none" });
  });

  it("accepts a code of 2 to 50 characters, trimmed", () => {
    expect(checkPromoCode(" Estate24 ")).toEqual({ status: "valid", code: "Estate24" });
    expect(checkPromoCode("ab")).toEqual({ status: "valid", code: "ab" });
    expect(checkPromoCode("x".repeat(50)).status).toBe("valid");
  });

  it("refuses codes too short, too long or with control characters", () => {
    expect(checkPromoCode("a").status).toBe("invalid");
    expect(checkPromoCode("x".repeat(51)).status).toBe("invalid");
    expect(checkPromoCode("ab\ncd").status).toBe("invalid");
  });
});

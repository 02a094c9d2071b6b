import { describe, expect, it } from "vitest";
import { suggestedCurrency } from "./suggestedCurrency";

describe("suggestedCurrency", () => {
  it.each([
    ["it", [], "EUR"],
    ["it", ["it-CH", "de-CH"], "CHF"],
    ["it", ["en-US"], "EUR"],
    ["en", ["en-GB"], "GBP"],
    ["en", [], "USD"],
    ["pt", [], "EUR"],
    ["pt-br", ["pt-PT"], "BRL"],
    ["zh-hk", [], "HKD"],
    ["vi", ["vi"], "VND"],
  ] as const)("%s with the browser's %j → %s", (locale, browserLanguages, currency) => {
    expect(suggestedCurrency(locale, browserLanguages)).toBe(currency);
  });
});

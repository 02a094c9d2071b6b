import { describe, expect, it } from "vitest";
import { currencyOfLocale } from "./currencyOfLocale";

describe("currencyOfLocale", () => {
  it.each([
    ["it", "EUR"],
    ["it-IT", "EUR"],
    ["it-CH", "CHF"],
    ["de", "EUR"],
    ["de-AT", "EUR"],
    ["fr", "EUR"],
    ["fr-CA", "CAD"],
    ["es", "EUR"],
    ["es-MX", "MXN"],
    ["nl", "EUR"],
    ["pt", "BRL"],
    ["pt-PT", "EUR"],
    ["pt-br", "BRL"],
    ["en", "USD"],
    ["en-GB", "GBP"],
    ["en-IE", "EUR"],
    ["zh-cn", "CNY"],
    ["zh-hk", "HKD"],
    ["vi", "VND"],
    ["tr", "TRY"],
    ["hu", "HUF"],
    ["ru", "RUB"],
    ["pl", "PLN"],
  ])("%s → %s", (tag, currency) => {
    expect(currencyOfLocale(tag)).toBe(currency);
  });

  it.each([["sw-KE"], ["not a tag"], [""]])("gives no suggestion for %j", (tag) => {
    expect(currencyOfLocale(tag)).toBeUndefined();
  });
});

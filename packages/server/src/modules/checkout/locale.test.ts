import { describe, expect, it } from "vitest";
import { orderLocaleOf } from "./routes";

describe("an order's language", () => {
  it.each([
    ["it-IT,it;q=0.9,en;q=0.8", undefined, "it"],
    ["xx-YY, de;q=0.8, fr;q=0.5", undefined, "de"],
    ["fr;q=0.2, pt-BR;q=0.9", undefined, "pt-br"],
    ["zh-TW", undefined, "zh-hk"],
    ["*", "fr", "fr"],
    [undefined, "es", "es"],
    [undefined, undefined, "it"],
    ["en;q=0, nl", undefined, "nl"],
  ])("Accept-Language %s with deployment default %s → %s", (header, fallback, locale) => {
    expect(orderLocaleOf(header, fallback)).toBe(locale);
  });
});

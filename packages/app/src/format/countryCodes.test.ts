import { describe, expect, it } from "vitest";
import { countryCodes, countryOptions } from "./countryCodes";

describe("the countries a buyer chooses from", () => {
  it("holds every ISO country once, each with a name of its own", () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (const code of countryCodes) expect(names.of(code), code).not.toBe(undefined);
  });

  it("names them in the reader's language, in its alphabetical order", () => {
    const italian = countryOptions("it");
    expect(italian.find((option) => option.code === "DE")?.name).toBe("Germania");
    const names = italian.map((option) => option.name);
    expect(names.indexOf("Austria")).toBeLessThan(names.indexOf("Germania"));
    expect(countryOptions("en").find((option) => option.code === "DE")?.name).toBe("Germany");
  });
});

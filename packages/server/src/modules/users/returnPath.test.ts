import { describe, expect, it } from "vitest";
import { returnPathOf } from "./emailVerification";

const appUrl = "https://tickets.varco.test";

describe("where the confirmation mail's link leads back to", () => {
  it("is the page of this site the person asked from", () => {
    expect(returnPathOf(`${appUrl}/manage/event/3/settings?tab=checkout`, appUrl)).toBe(
      "/manage/event/3/settings?tab=checkout",
    );
  });

  it("is the app's home for another site, a sign-in page, a bad address or none", () => {
    for (const referer of [
      "https://evil.example/manage/events",
      `${appUrl}/auth/login`,
      `${appUrl}//evil.example`,
      "not a url",
      undefined,
    ]) {
      expect(returnPathOf(referer, appUrl), String(referer)).toBe("/manage/events");
    }
  });
});

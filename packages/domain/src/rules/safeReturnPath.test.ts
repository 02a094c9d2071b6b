import { describe, expect, it } from "vitest";
import { defaultReturnPath, safeReturnPath } from "./safeReturnPath";

describe("safeReturnPath", () => {
  describe("keeps a same-site path", () => {
    it.each([
      ["/manage/event/12/orders?page=2#x", "/manage/event/12/orders?page=2#x"],
      ["/manage/events", "/manage/events"],
      ["/manage/events/past", "/manage/events/past"],
      ["/", "/"],
      [
        "/manage/event/12/attendees?query=rossi&sort_by=created_at",
        "/manage/event/12/attendees?query=rossi&sort_by=created_at",
      ],
      ["/manage/organizer/3/events?query=rock%20band", "/manage/organizer/3/events?query=rock%20band"],
      ["/manage/event/12/promo-codes?query=50%25", "/manage/event/12/promo-codes?query=50%25"],
      ["/event/12/caf%C3%A9-night", "/event/12/caf%C3%A9-night"],
      ["/event/12/café-night", "/event/12/caf%C3%A9-night"],
      ["/manage/event/12/../13/orders", "/manage/event/13/orders"],
      [
        "/manage/event/12/orders?next=https://example.com",
        "/manage/event/12/orders?next=https://example.com",
      ],
      ["/account/settings#billing", "/account/settings#billing"],
      ["/javascript:alert(1)", "/javascript:alert(1)"],
    ])("%s → %s", (saved, expected) => {
      expect(safeReturnPath(saved)).toBe(expected);
    });
  });

  describe("rejects anything that could leave the site", () => {
    it.each([
      // other origins, written plainly
      "https://evil.com",
      "http://evil.com/manage/events",
      "//evil.com",
      "////evil.com",
      "///evil.com/manage",
      "http:evil.com",
      "https:/evil.com",
      "evil.com",
      "manage/events",
      // other schemes
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      // backslashes, which browsers read as slashes
      "/\\evil.com",
      "\\\\evil.com",
      "/\\/evil.com",
      "/manage\\..\\..\\evil.com",
      // whitespace and control characters, which browsers strip
      "/\t/evil.com",
      "/\n/evil.com",
      "/\r\n/evil.com",
      " //evil.com",
      "/ /evil.com",
      "/\u0000/evil.com",
      // percent-encoded slashes and backslashes
      "/%2F%2Fevil.com",
      "/%2f%2fevil.com",
      "%2F%2Fevil.com",
      "/%5Cevil.com",
      "/%5c%5cevil.com",
      "%5C%5Cevil.com",
      "/%09/evil.com",
      "/%0A/evil.com",
      // double and triple encoding
      "/%252F%252Fevil.com",
      "/%255Cevil.com",
      "/%25252F%25252Fevil.com",
      "/%2525252525252F%2525252525252Fevil.com",
      // dot segments that collapse into "//"
      "/..//evil.com",
      "/.//evil.com",
      "/%2e%2e//evil.com",
      "/%2E%2E%2F%2Fevil.com",
      "/manage/..//evil.com",
      // the login page itself would loop
      "/auth/login",
      "/auth/login?redirect=/manage",
      "/AUTH/register",
      // nothing saved
      "",
      null,
      undefined,
      `/${"a".repeat(3000)}`,
    ])("%j", (saved) => {
      expect(safeReturnPath(saved)).toBe(defaultReturnPath);
    });
  });

  it("defaults to the events list", () => {
    expect(defaultReturnPath).toBe("/manage/events");
  });
});

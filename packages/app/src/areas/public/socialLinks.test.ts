import { describe, expect, it } from "vitest";
import { safeWebAddress, socialProfiles } from "./socialLinks";

describe("the organiser's social profiles", () => {
  it.each([
    ["instagram", "@gite", "https://www.instagram.com/gite"],
    ["tiktok", "gite", "https://www.tiktok.com/@gite"],
    ["facebook", "https://facebook.com/gite.lagoon", "https://facebook.com/gite.lagoon"],
    ["twitter", "../../evil?x=1", "https://x.com/..%2F..%2Fevil%3Fx%3D1"],
    ["whatsapp", "+39 041 555-1234", "https://wa.me/390415551234"],
    ["wechat", "gite_wx", null],
  ])("leads %s handle %j to %s", (network, handle, href) => {
    expect(socialProfiles({ [network]: handle })).toEqual([expect.objectContaining({ network, href })]);
  });

  it("leaves out blank handles, profile addresses that are not http(s), and nothing saved", () => {
    expect(socialProfiles({ facebook: " ", instagram: null, github: "javascript:alert(1)" })).toEqual([
      expect.objectContaining({ network: "github", href: "https://github.com/javascript%3Aalert(1)" }),
    ]);
    expect(socialProfiles({ vimeo: "http://[bad" })).toEqual([]);
    expect(socialProfiles(null)).toEqual([]);
  });

  it("links only http(s) websites", () => {
    expect(safeWebAddress("https://gite.example")).toBe("https://gite.example/");
    expect(safeWebAddress("javascript:alert(1)")).toBeNull();
    expect(safeWebAddress("not a url")).toBeNull();
    expect(safeWebAddress(null)).toBeNull();
  });
});

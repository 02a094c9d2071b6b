import { describe, expect, it } from "vitest";
import { organizerBodySchema, updateOrganizerSettingsSchema } from "./organizer";
import { fieldErrorsFromZod } from "./validation";

const organizer = { name: "Teatro", email: "info@teatro.example", timezone: "Europe/Rome", currency: "EUR" };

function websiteErrors(website: unknown) {
  const result = organizerBodySchema.safeParse({ ...organizer, website });
  return result.success ? undefined : fieldErrorsFromZod(result.error).website;
}

describe("web addresses an organizer shows as links", () => {
  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://files.example",
    "mailto:a@b.example",
  ])("refuses %s: only http(s) links reach a page", (website) => {
    expect(websiteErrors(website)).toEqual(["Website must start with http:// or https://."]);
  });

  it("tells a malformed address from a wrong scheme", () => {
    expect(websiteErrors("teatro dot example")).toEqual(["Website must be a valid URL."]);
  });

  it("accepts http and https addresses, and none", () => {
    expect(websiteErrors("https://teatro.example/stagione")).toBeUndefined();
    expect(websiteErrors("http://teatro.example")).toBeUndefined();
    expect(websiteErrors(null)).toBeUndefined();
  });

  it("applies to the settings' website too", () => {
    const result = updateOrganizerSettingsSchema.safeParse({ website_url: "javascript:alert(1)" });
    expect(result.success).toBe(false);
  });
});

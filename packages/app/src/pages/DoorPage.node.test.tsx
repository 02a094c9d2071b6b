import { describe, expect, it } from "vitest";
import { defaultRuntimeConfig } from "../runtimeConfig";
import { eventAnswer, fakeApi } from "../test/renderApp";
import { render } from "./entry-server";

const appUrl = "https://tickets.example";

const listAnswer = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  name: "Ingresso A",
  description: null,
  activates_at: null,
  expires_at: null,
  short_id: "cil_door7",
  total_attendees: 340,
  checked_in_attendees: 12,
  is_active: true,
  is_expired: false,
  products: [{ id: 12, title: "Platea" }],
  event: eventAnswer({ settings: { homepage_primary_color: "#0B6E4F", homepage_secondary_color: null } }),
  ...overrides,
});

const doorApi = () =>
  fakeApi({ "GET public/check-in-lists/cil_door7": { status: 200, body: { data: listAnswer() } } });

const draw = (url: string, api: ReturnType<typeof fakeApi>, defaultLocale: "en" | "it" = "en") =>
  render(url, { fetch: api.fetch, runtimeConfig: { ...defaultRuntimeConfig, defaultLocale }, appUrl });

/** The web app manifest a head links to, read back from its data: URL. */
function manifestOf(head: string): Record<string, unknown> {
  const href = /<link rel="manifest" href="([^"]+)">/u.exec(head)?.[1] ?? "";
  // As the browser reads the attribute.
  const url = href
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
  expect(url.startsWith("data:application/manifest+json,")).toBe(true);
  return JSON.parse(decodeURIComponent(url.slice(url.indexOf(",") + 1)));
}

// The first page drawn loads the app's server side: more than 15 s when other suites share the cores.
describe("the door's scanner drawn on the server", { timeout: 60_000 }, () => {
  it("draws the list and its counter, out of search engines, with the scanner's module", async () => {
    const result = await draw("/check-in/cil_door7", doorApi());
    expect(result?.status).toBe(200);
    expect(result?.html).toContain("Ingresso A");
    expect(result?.html).toContain("Concerto d&#x27;estate");
    expect(result?.html).toMatch(/<strong>12<\/strong> of 340 checked in/u);
    expect(result?.html).toContain("Ticket code");
    // Dark, in the event's colours.
    expect(result?.html).toContain('data-color-mode="dark"');
    expect(result?.head).toContain("<title>Ingresso A · Concerto d&#39;estate · Varco</title>");
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    expect(result?.head).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/iu);
    expect(result?.modules).toEqual([
      "src/pages/DoorPage.tsx",
      "src/locales/en/pages.po",
      "src/locales/en/pages-door.po",
    ]);
  });

  it("links a manifest that installs the list's scanner as an app named after the event", async () => {
    const result = await draw("/check-in/cil_door7?lang=en", doorApi());
    const manifest = manifestOf(result?.head ?? "");
    expect(manifest).toMatchObject({
      id: "https://tickets.example/check-in/cil_door7",
      name: "Concerto d'estate",
      short_name: "Ingresso A",
      start_url: "https://tickets.example/check-in/cil_door7",
      scope: "https://tickets.example/check-in/",
      display: "standalone",
      icons: [{ src: "https://tickets.example/favicon.svg", sizes: "any", type: "image/svg+xml" }],
    });
  });

  it("speaks the deployment's language, from the door's own catalog", async () => {
    const result = await draw("/check-in/cil_door7", doorApi(), "it");
    expect(result?.lang).toBe("it");
    expect(result?.html).toContain("Codice del biglietto");
    expect(result?.html).toMatch(/<strong>12<\/strong> su 340 entrati/u);
    expect(result?.modules).toContain("src/locales/it/pages-door.po");
  });

  it("answers 404 with the not-found page for a list it does not know (a link renewed)", async () => {
    const result = await draw("/check-in/cil_old", fakeApi({}));
    expect(result?.status).toBe(404);
    expect(result?.modules).toContain("src/pages/ResultPage.tsx");
  });
});

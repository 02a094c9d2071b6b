import type { APIRequestContext, Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The homepage designers (issue 27): the organiser dresses the event page and the organiser page,
// sees each change on the public page itself before saving, has a colour pair under WCAG AA
// refused with its contrast, saves, and the public pages the server draws wear the design. The
// designed pages are kept as screenshots for the note.

const it = wordsOf("it");
const shots = "/tmp/s26/shots";
const wide = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function publish(request: APIRequestContext, origin: string, path: string) {
  const live = await request.put(`/api/${path}/status`, { data: { status: "LIVE" }, headers: { origin } });
  expect(live.ok(), await live.text()).toBe(true);
}

/** The root the design's colours are set on, inside `scope`. */
const designRoot = (scope: Page | ReturnType<Page["locator"]>) =>
  scope.locator("[data-homepage-design]").first();

/** The page the server draws, fetched fresh: its markup carries the design's colours already. */
async function drawnByServer(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { "cache-control": "no-cache" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  return /<div[^>]*data-homepage-design="[^"]*"[^>]*>/u.exec(html)?.[0] ?? "";
}

test("an organiser designs the event page and the organiser page, and the public pages wear it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `homepage.${stamp}@example.com`;
  await registerInItalian(page.request, origin, {
    first_name: "Giulia",
    last_name: "Neri",
    email,
    password: "una-password-per-la-pagina",
  });
  const organizer = await apiOrganizer(page.request, origin, `Laguna ${stamp}`, email);
  const title = `Notte in laguna ${stamp}`;
  const event = await apiPost(page.request, origin, "events", {
    title,
    organizer_id: organizer?.id,
    description: "<p>Una sera di musica sull'acqua.</p>",
    start_date: "2031-07-20T18:00:00Z",
    timezone: "Europe/Rome",
  });
  await publish(page.request, origin, `organizers/${organizer?.id}`);
  await publish(page.request, origin, `events/${event?.id}`);

  // --- The event page ---------------------------------------------------------------------------
  await page.setViewportSize(wide);
  await page.goto(`/manage/event/${event?.id}/homepage-designer`);
  await expect(page.getByRole("heading", { level: 1, name: it("Homepage designer") })).toBeVisible();
  const preview = page.getByRole("region", { name: it("Homepage preview") });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // A ready-made palette, one click: the preview is the event page in it, before anything is saved.
  await page.getByRole("button", { name: "Night" }).click();
  await expect(designRoot(preview)).toHaveAttribute("data-homepage-design", "dark");
  await expect(designRoot(preview)).toHaveCSS("background-color", "rgb(16, 19, 26)");
  await expect(preview.getByRole("heading", { level: 1, name: title })).toHaveCSS(
    "color",
    "rgb(245, 245, 245)",
  );

  // Dark text on the dark page: refused, with its contrast, and nothing is saved.
  const text = page.getByRole("textbox", { name: it("Text colour"), exact: true });
  await text.fill("#333333");
  await text.press("Tab");
  await page.getByRole("button", { name: it("Save homepage design") }).click();
  const refusal = it("Text on this background has a contrast of {ratio}:1; at least {minimum}:1 is needed.", {
    ratio: "1,2",
    minimum: "4,5",
  });
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(text).toHaveAttribute("aria-invalid", "true");
  expect(await drawnByServer(page.request, `/event/${event?.id}/${event?.slug}`)).not.toContain("#10131a");

  // A text that reads: saved, and the public page the server draws wears the design.
  await text.fill("#F5F5F5");
  await text.press("Tab");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: it("Save homepage design") }).click();
  await expect(page.getByText(it("Homepage design saved."))).toBeVisible();
  await page.screenshot({ path: `${shots}/event-homepage-designer.png` });
  await page.setViewportSize(phone);
  await expectNoAxeViolations(page);

  const eventAddress = `/event/${event?.id}/${event?.slug}`;
  const drawn = await drawnByServer(page.request, eventAddress);
  expect(drawn).toContain('data-homepage-design="dark"');
  expect(drawn).toContain("#10131a");
  for (const viewport of [wide, phone]) {
    await page.setViewportSize(viewport);
    await page.goto(eventAddress);
    await expect(designRoot(page)).toHaveCSS("background-color", "rgb(16, 19, 26)");
    await expect(page.getByRole("heading", { level: 1, name: title })).toHaveCSS(
      "color",
      "rgb(245, 245, 245)",
    );
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(wide);
  await page.screenshot({ path: `${shots}/event-designed.png`, fullPage: true });

  // --- The organiser page -----------------------------------------------------------------------
  await page.goto(`/manage/organizer/${organizer?.id}/organizer-homepage-designer`);
  const organizerPreview = page.getByRole("region", { name: it("Homepage preview") });
  await expect(organizerPreview.getByRole("heading", { level: 1, name: `Laguna ${stamp}` })).toBeVisible();
  await page.getByRole("button", { name: "Plum" }).click();
  await expect(designRoot(organizerPreview)).toHaveCSS("background-color", "rgb(42, 22, 51)");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: it("Save homepage design") }).click();
  await expect(page.getByText(it("Homepage design saved."))).toBeVisible();

  const organizerAddress = `/events/${organizer?.id}/${organizer?.slug}`;
  expect(await drawnByServer(page.request, organizerAddress)).toContain("#2a1633");
  for (const viewport of [phone, wide]) {
    await page.setViewportSize(viewport);
    await page.goto(organizerAddress);
    await expect(designRoot(page)).toHaveCSS("background-color", "rgb(42, 22, 51)");
    await expect(page.getByRole("link", { name: new RegExp(title, "u") })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.screenshot({ path: `${shots}/organizer-designed.png`, fullPage: true });
});

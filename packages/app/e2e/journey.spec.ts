import type { Locator, Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { resellerBrand } from "./brand";
import { type Deployment, expect, expectNoAxeViolations, pngOf, test } from "./fixtures";

// The first complete journey of an organiser (issue 5): register → welcome → organiser → event
// with a cover image → publish → public event page → public organiser page → switch language →
// sign out → a management address asks for the login and comes back to it. Run twice: in Italian
// on the deployment as installed, and in English under a reseller's brand. The words looked for are
// the catalogs' own (`wordsOf`), so each run checks the page speaks its language.

interface Run {
  title: string;
  deployment: Deployment;
  locale: "it" | "en";
  /** The language the visitor switches to on the public organiser page. */
  switchTo: { locale: "it" | "en"; name: string };
}

const runs: Run[] = [
  {
    title: "in Italian, as installed",
    deployment: "plain",
    locale: "it",
    switchTo: { locale: "en", name: "English" },
  },
  {
    title: "in English, under a reseller's brand",
    deployment: "reseller",
    locale: "en",
    switchTo: { locale: "it", name: "Italiano" },
  },
];

/** The hue (0–360°) of a CSS `rgb(…)` colour or a `#rrggbb` one. */
function hueOf(colour: string): number {
  const channels = colour.startsWith("#")
    ? [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16))
    : (colour.match(/\d+(\.\d+)?/gu) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) return 0;
  const sector = max === r ? ((g - b) / spread) % 6 : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
  return (sector * 60 + 360) % 360;
}

function hueDistance(a: number, b: number): number {
  const distance = Math.abs(a - b) % 360;
  return Math.min(distance, 360 - distance);
}

/** The deployment's brand, as a visitor sees it: name in the title, logo, colours, footer. */
async function expectBrand(page: Page, run: Run, pageTitle: string, primaryButton: Locator): Promise<void> {
  const background = await primaryButton.evaluate((element) => getComputedStyle(element).backgroundColor);
  if (run.deployment === "reseller") {
    await expect(page).toHaveTitle(`${pageTitle} · ${resellerBrand.appName}`);
    // The dark-coloured artwork, on the light page.
    const logo = page.getByRole("img", { name: resellerBrand.appName });
    await expect(logo).toHaveAttribute("src", `${process.env.VARCO_E2E_ASSETS_URL}/logo-dark.svg`);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(hueDistance(hueOf(background), hueOf(resellerBrand.primary)), background).toBeLessThan(20);
    // Licensed: no powered-by footer.
    await expect(page.getByText(wordsOf(run.locale)("Organise trips and events with"))).toHaveCount(0);
  } else {
    await expect(page).toHaveTitle(`${pageTitle} · Varco`);
    // The default dark purple (#40296C).
    expect(hueDistance(hueOf(background), hueOf("#40296C")), background).toBeLessThan(20);
    await expect(page.locator("footer")).toContainText(wordsOf(run.locale)("Organise trips and events with"));
  }
}

/** Types a date and time into a react-aria date field, segment by segment, in any locale's order. */
async function typeDateTime(
  field: Locator,
  parts: { day: string; month: string; year: string; time: string },
) {
  const [hour = "", minute = ""] = parts.time.split(":");
  const twelveHour = (await field.locator('[data-type="dayPeriod"]').count()) > 0;
  const hourNumber = Number(hour);
  const typed: [string, string][] = [
    ["day", parts.day],
    ["month", parts.month],
    ["year", parts.year],
    ["hour", twelveHour ? String(hourNumber % 12 || 12) : hour],
    ["minute", minute],
  ];
  for (const [type, digits] of typed) {
    await field.locator(`[data-type="${type}"]`).click();
    await field.page().keyboard.type(digits);
  }
  if (twelveHour) {
    await field.locator('[data-type="dayPeriod"]').click();
    await field.page().keyboard.press(hourNumber >= 12 ? "ArrowUp" : "ArrowDown");
  }
}

for (const run of runs) {
  test.describe(run.title, () => {
    test.use({ deployment: run.deployment });

    test("an organiser signs up, publishes a first event with its cover, and buyers see it", async ({
      page,
      baseURL,
    }) => {
      // Registration, an organiser, an event with its cover and its dates, then the buyer's pages:
      // on two busy cores more than the default budget (seen running out with two suites beside).
      test.setTimeout(180_000);
      const say = wordsOf(run.locale);
      const stamp = Date.now();
      const email = `organiser.${run.locale}.${stamp}@example.com`;
      const password = "a-long-journey-password";
      const organiserName = run.locale === "it" ? `Gite in Laguna ${stamp}` : `Lagoon Trips ${stamp}`;
      const eventTitle = run.locale === "it" ? `Concerto all'alba ${stamp}` : `Dawn concert ${stamp}`;

      // Register, in the run's language (the deployment speaks Italian until the visitor picks).
      await page.goto("/auth/register");
      await expect(page.locator("html")).toHaveAttribute("lang", "it");
      if (run.locale !== "it") {
        await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "English" }).click();
        await expect(page.locator("html")).toHaveAttribute("lang", run.locale);
      }
      await expect(page.getByRole("heading", { level: 1, name: say("Create an account") })).toBeVisible();
      const registerButton = page.getByRole("button", { name: say("Create account") });
      await expectBrand(page, run, say("Create an account"), registerButton);
      await expectNoAxeViolations(page);

      await page.getByRole("textbox", { name: say("First name"), exact: true }).fill("Giulia");
      await page.getByRole("textbox", { name: say("Last name"), exact: true }).fill("Bianchi");
      await page.getByRole("textbox", { name: say("Email"), exact: true }).fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.locator('input[name="password_confirmation"]').fill(password);
      await registerButton.click();

      // Welcome, step 1: the first organiser.
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(
        page.getByRole("heading", { level: 1, name: say("Welcome, {firstName}!", { firstName: "Giulia" }) }),
      ).toBeVisible();
      await expect(page.getByText(say("Step {step} of 2", { step: "1" }))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("textbox", { name: say("Organiser name"), exact: true }).fill(organiserName);
      await page.getByRole("button", { name: say("Continue") }).click();

      // Step 2: the first event, its start typed on the organiser's wall clock.
      await expect(page.getByText(say("Step {step} of 2", { step: "2" }))).toBeVisible();
      await expect(page.getByText(say("Organised by {name}", { name: organiserName }))).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("textbox", { name: say("Event title"), exact: true }).fill(eventTitle);
      await typeDateTime(page.getByRole("group", { name: say("Starts on") }), {
        day: "12",
        month: "07",
        year: "2031",
        time: "20:30",
      });
      await page.getByRole("button", { name: say("Create event") }).click();

      await expect(page).toHaveURL(/\/manage\/event\/\d+\/getting-started$/);
      const eventId = /\/manage\/event\/(\d+)\//u.exec(page.url())?.[1];
      await expect(page.getByRole("heading", { level: 1, name: say("Getting started") })).toBeVisible();
      await expectNoAxeViolations(page);

      // The cover image, from the checklist.
      await page.getByRole("link", { name: say("Upload a cover image") }).click();
      await expect(page).toHaveURL(/\/settings#cover$/);
      const coverSection = page.locator("#cover");
      await coverSection.locator('input[type="file"]').setInputFiles({
        name: "cover.png",
        mimeType: "image/png",
        buffer: await pngOf(page, 1200, 600),
      });
      await expect(page.getByText(say("Cover image uploaded."))).toBeVisible();
      await expect(coverSection.locator("img")).toBeVisible();
      await expectNoAxeViolations(page);

      // Publish the event, confirming in the dialog.
      await page.getByRole("button", { name: say("Publish event") }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(say("Publish this event?"));
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: say("Publish event") }).click();
      await expect(page.getByText(say("The event is live."))).toBeVisible();

      // Publish the organiser too, so its page is public: found through the navigation.
      await page.getByRole("link", { name: say("All events") }).click();
      await expect(page).toHaveURL(/\/manage\/events$/);
      await page
        .getByRole("navigation", { name: say("Main navigation") })
        .getByRole("link", { name: say("Organiser"), exact: true })
        .click();
      await expect(page).toHaveURL(/\/manage\/organizer\/\d+\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: organiserName })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: say("Publish"), exact: true }).click();
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: say("Publish"), exact: true })
        .click();
      await expect(page.getByText(say("The organiser is live."))).toBeVisible();

      // The public event page, as the event's dashboard links it (the organiser lists the event).
      await page.getByRole("link", { name: eventTitle }).first().click();
      await page
        .getByRole("navigation", { name: say("Event navigation") })
        .getByRole("link", { name: say("Dashboard") })
        .click();
      await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/dashboard$`));
      const publicLink = page.getByRole("link", { name: say("View the public page") });
      const publicAddress = await publicLink.getAttribute("href");
      expect(publicAddress).toMatch(new RegExp(`^/event/${eventId}/[a-z0-9-]+$`));
      await page.goto(publicAddress ?? "/");
      await expect(page.getByRole("heading", { level: 1, name: eventTitle })).toBeVisible();
      const cover = page.locator("main img").first();
      await expect(cover).toBeVisible();
      // The browser picks a smaller copy in a modern format (the page column is 960 px at most),
      // and the image keeps its 2:1 space from the start.
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.currentSrc))
        .toMatch(/-(480|960|1200)w\.(avif|webp)$/u);
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeLessThan(1200);
      await expect(cover).toHaveAttribute("width", "1200");
      await expect(cover).toHaveAttribute("height", "600");
      await expectNoAxeViolations(page);

      // Its organiser's page lists it.
      await page.getByRole("link", { name: organiserName }).click();
      await expect(page).toHaveURL(/\/events\/\d+\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1, name: organiserName })).toBeVisible();
      await expect(page.getByRole("link", { name: eventTitle })).toBeVisible();
      await expectNoAxeViolations(page);

      // The visitor switches language there.
      const other = wordsOf(run.switchTo.locale);
      await page
        .getByRole("navigation", { name: say("Language") })
        .getByRole("link", { name: run.switchTo.name })
        .click();
      await expect(page.locator("html")).toHaveAttribute("lang", run.switchTo.locale);
      await expect(page.getByRole("link", { name: other("Past events") })).toBeVisible();
      await expectNoAxeViolations(page);

      // Back in the management screens the account's own language (saved at sign-up) applies.
      await page.goto("/manage/events");
      await expect(page).toHaveURL(/\/manage\/events$/);
      await expect(page.locator("html")).toHaveAttribute("lang", run.locale);
      await expect(page.getByRole("heading", { level: 2, name: eventTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: say("Sign out") }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);

      // Signed out: buyers still see the event; the management screens ask for the login.
      await page.goto(publicAddress ?? "/");
      await expect(page.getByRole("heading", { level: 1, name: eventTitle })).toBeVisible();
      const settingsPath = `/manage/event/${eventId}/settings`;
      await page.goto(`${settingsPath}?tab=details`);
      await expect(page).toHaveURL(/\/auth\/login$/);
      const signIn = page.getByRole("button", { name: say("Sign in") });
      await expectBrand(page, run, say("Sign in"), signIn);
      await expectNoAxeViolations(page);
      await page.getByRole("textbox", { name: say("Email"), exact: true }).fill(email);
      await page.locator('input[name="password"]').fill(password);
      await signIn.click();
      await expect(page).toHaveURL(`${baseURL}${settingsPath}?tab=details`);
      await expect(page.getByRole("textbox", { name: new RegExp(`^${say("Title")}`) })).toHaveValue(
        eventTitle,
      );
      await expectNoAxeViolations(page);
    });
  });
}

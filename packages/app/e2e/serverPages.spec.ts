import type { Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { registerInItalian } from "./api";
import { demoEmail, demoPassword, expect, expectNoAxeViolations, test, watchConsole } from "./fixtures";
import { nextMailTo } from "./mailbox";

// The pages the server draws (issue 13): what crawlers and link previews get without running
// anything, the browser taking the page over without redrawing it, and the page working with
// JavaScript off. The seeded demo event is "Concerto d'estate" (id 1).

const it = wordsOf("it");
const de = wordsOf("de");

type PublicEvent = { id: number; title: string; slug: string; organizer_id?: number };

async function demoEvent(page: Page): Promise<PublicEvent> {
  const listed = await page.request.get("/api/public/events");
  const [event] = ((await listed.json()) as { data: PublicEvent[] }).data;
  if (!event) throw new Error("the seed publishes one live event");
  return event;
}

/**
 * How React says the markup did not match: in words in development, as its numbered errors in a
 * production build (#418 text, #419–#423 and #425 the other hydration failures).
 */
const hydrationProblem = /hydrat|did(?: not|n't) match|Minified React error #4(?:18|19|21|22|23|25)\b/i;

/** Whether React took over the server's markup in #root (hydrateRoot marks the container). */
function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}

test("a crawler gets the event page's HTML, status and head without running anything", async ({ page }) => {
  const event = await demoEvent(page);
  const response = await page.request.get(`/e/${event.id}/${event.slug}`, { headers: { accept: "*/*" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  const html = await response.text();
  expect(html).toContain(`<title>${event.title.replace("'", "&#39;")} · Varco</title>`);
  expect(html).toContain(`<meta property="og:title" content="${event.title.replace("'", "&#39;")}">`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/uploads\/[^"]+">/);
  expect(html).toContain('"@type":"Event"');
  // The page itself is in the HTML, not only its head.
  expect(html).toMatch(/<h1[^>]*>Concerto d&#x27;estate<\/h1>/);

  const moved = await page.request.get(`/e/${event.id}/old-name?promo_code=ESTATE`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/e/${event.id}/${event.slug}?promo_code=ESTATE`);
  const missing = await page.request.get("/e/999999/nothing", { headers: { accept: "*/*" } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(it("Page not found"));
  // An address the app has no screen for: the not-found page, with its status.
  for (const address of ["/nothing-here", "/eventi/1", `/e/${event.id}`]) {
    const unknown = await page.request.get(address);
    expect(unknown.status(), address).toBe(404);
    expect(await unknown.text(), address).toContain(it("Page not found"));
  }
  const unknownInArea = await page.request.get(`/manage/event/${event.id}/nonsense`);
  expect(unknownInArea.status()).toBe(404);
});

test("the browser takes the server's page over without a mismatch, and no app code comes with it", async ({
  page,
}) => {
  const event = await demoEvent(page);
  const problems = watchConsole(page);
  const scripts: string[] = [];
  const requests: string[] = [];
  page.on("request", (request) => {
    requests.push(request.url());
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`/e/${event.id}/${event.slug}`);
  await page.waitForLoadState("networkidle");
  expect(await hydrated(page)).toBe(true);
  expect(problems).toEqual([]);
  expect(problems.join("\n")).not.toMatch(hydrationProblem);
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  // A handful of scripts (the entry, the page, what the drawn pages share, the catalog, the design
  // system's words), and few requests in all: the page, its stylesheet, the font, the cover and the
  // favicon included. Thirteen since the ticket and checkout pages share some of the event page's
  // modules (its dates, cover, summary list, the plain input, the address lines), which come as
  // chunks of their own; fourteen since the one rule of showing prices (with or without their
  // taxes) is shared by the event page, the checkout and the order's page. The bytes stay within
  // the page's budget (size.mjs).
  expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(14);
  expect(requests.length, requests.join("\n")).toBeLessThanOrEqual(21);
  await expectNoAxeViolations(page);
});

test("the organiser's page is taken over too, and its contact form then works", async ({ page }) => {
  const event = await demoEvent(page);
  const problems = watchConsole(page);
  await page.goto(`/events/${event.organizer_id}/teatro-demo`);
  await page.waitForLoadState("networkidle");
  expect(await hydrated(page)).toBe(true);
  expect(problems.join("\n")).not.toMatch(hydrationProblem);
  expect(problems).toEqual([]);
  await expect(page.getByRole("link", { name: event.title })).toBeVisible();
  // The form checks what is missing in the browser, as in the app: nothing is sent.
  await page.getByRole("button", { name: it("Send message") }).click();
  await expect(page.getByRole("textbox", { name: it("Your name") })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the sign-in page is drawn by the server and taken over; signing in opens the app", async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto("/auth/login");
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain(it("Welcome back. Sign in to manage your events."));
  await page.waitForLoadState("networkidle");
  expect(await hydrated(page)).toBe(true);
  expect(problems).toEqual([]);
  await expect(page).toHaveTitle(`${it("Sign in")} · Varco`);
  await expectNoAxeViolations(page);
  // Checked in the browser first, in the page's language, as the app's own form does.
  await page.getByRole("textbox", { name: it("Email") }).fill("not an address");
  await page.getByRole("button", { name: it("Sign in") }).click();
  await expect(page.getByText(it("Enter a valid email address."))).toBeVisible();
  await page.getByRole("textbox", { name: it("Email") }).fill(demoEmail);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: it("Sign in") }).click();
  await expect(page).toHaveURL(/\/manage\/events$/);
});

test("a forgotten password: the mailed link opens a drawn page, and signing in then says it changed", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const email = `reset.${Date.now()}@example.com`;
  await registerInItalian(page.request, origin, {
    first_name: "Rita",
    last_name: "Reset",
    email,
    password: "the first password",
  });
  await page.goto("/auth/forgot-password");
  await page.getByRole("textbox", { name: it("Email") }).fill(email);
  await page.getByRole("button", { name: it("Send the link") }).click();
  const mail = await nextMailTo(email, { matching: /\/auth\/reset-password\// });
  const link = /https?:\/\/\S+\/auth\/reset-password\/[\w-]+/u.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  const problems = watchConsole(page);
  await page.goto(new URL(link ?? "/", origin).pathname);
  await page.waitForLoadState("networkidle");
  expect(await hydrated(page)).toBe(true);
  expect(problems).toEqual([]);
  await page.locator('input[name="password"]').fill("the second password");
  await page.locator('input[name="password_confirmation"]').fill("the second password");
  await page.getByRole("button", { name: it("Save the new password") }).click();
  await expect(page).toHaveURL(/\/auth\/login\?password_changed=1$/);
  await expect(page.getByText(it("Your password has been changed. Sign in with the new one."))).toBeVisible();
  await page.getByRole("textbox", { name: it("Email") }).fill(email);
  await page.getByLabel(/^Password/).fill("the second password");
  await page.getByRole("button", { name: it("Sign in") }).click();
  await expect(page).toHaveURL(/\/manage\/events$/);

  // The link works once: opened again, the server says so at once.
  await page.goto(new URL(link ?? "/", origin).pathname);
  await expect(page.getByRole("heading", { level: 1, name: it("This link no longer works") })).toBeVisible();
});

test("the hydration check notices a page whose markup does not match (the HTML altered in flight)", async ({
  page,
}) => {
  const event = await demoEvent(page);
  await page.route(`**/e/${event.id}/${event.slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(<h1[^>]*>)Concerto/, "$1Altered");
    await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "" } });
  });
  const problems = watchConsole(page);
  await page.goto(`/e/${event.id}/${event.slug}`);
  await page.waitForLoadState("networkidle");
  await expect.poll(() => problems.join("\n")).toMatch(hydrationProblem);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the event page reads, switches language and leads to its organiser", async ({ page }) => {
    const event = await demoEvent(page);
    await page.goto(`/e/${event.id}/${event.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText(it("When"), { exact: true })).toBeVisible();

    // The language links are plain links: the server draws the page again in German.
    await page
      .getByRole("navigation", { name: it("Language") })
      .getByRole("link", { name: "Deutsch" })
      .click();
    await expect(page.getByText(de("When"), { exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // …and remembers it.
    await page.goto(`/e/${event.id}/${event.slug}`);
    await expect(page.getByText(de("When"), { exact: true })).toBeVisible();

    // The organiser's name leads to their page, drawn by the server too, and its tabs are links.
    await page.getByRole("link", { name: "Teatro Demo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Teatro Demo" })).toBeVisible();
    await expect(page.getByRole("link", { name: event.title })).toBeVisible();
    await page.getByText(de("Past events"), { exact: true }).click();
    await expect(page).toHaveURL(/\/past-events$/);
    await expect(page.getByText(de("No past events"))).toBeVisible();
  });

  test("the sign-in form says it needs JavaScript, and sending it never puts the password in the address", async ({
    page,
  }) => {
    const response = await page.goto("/auth/login");
    // In a <noscript>: a browser without JavaScript shows it (Playwright's switch does not make the
    // parser do so), so the page's HTML is checked.
    const notice = it("This form needs JavaScript: turn it on in your browser to send it.");
    expect(await response?.text()).toMatch(new RegExp(`<noscript><p [^>]*>${notice}</p></noscript><form`));
    await page.getByRole("textbox", { name: it("Email") }).fill(demoEmail);
    await page.getByLabel(/^Password/).fill(demoPassword);
    await page.getByRole("button", { name: it("Sign in") }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(page.url()).not.toContain(encodeURIComponent(demoPassword));
    await expect(page.getByRole("heading", { level: 1, name: it("Sign in") })).toBeVisible();
  });
});

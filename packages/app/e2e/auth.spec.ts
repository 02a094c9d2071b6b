import { demoEmail, demoPassword, expect, expectNoAxeViolations, test } from "./fixtures";

// The deployment's default language is Italian: the journey reads as an Italian visitor sees it.

test("a visitor of / signs in as the demo organiser and sees the seeded live event", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Accedi" })).toBeVisible();
  await expect(page).toHaveTitle("Accedi · Varco");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "Email" }).fill(demoEmail);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Accedi" }).click();

  await expect(page).toHaveURL(/\/manage\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Eventi" })).toBeVisible();
  // The seed's live event, as the API lists it for this account.
  const listed = await page.request.get("/api/events");
  expect(listed.ok()).toBe(true);
  const { data } = (await listed.json()) as { data: { title: string; status: string }[] };
  const live = data.find((event) => event.status === "LIVE");
  expect(live, "the demo account has a LIVE event").toBeDefined();
  await expect(page.getByRole("heading", { level: 2, name: live?.title })).toBeVisible();
  await expect(page.getByText("Pubblicato", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a wrong password is refused in the visitor's language and nothing else happens", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email" }).fill(demoEmail);
  await page.getByLabel(/^Password/).fill("not-the-password");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("alert")).toContainText("L'email o la password non sono corrette.");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expectNoAxeViolations(page);
});

// Registering and what follows it: journey.spec.ts.
test("an empty registration form explains every field, in Italian, and sends nothing", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Crea un account" }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole("heading", { level: 1, name: "Crea un account" })).toBeVisible();
  await expectNoAxeViolations(page);

  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(request.url());
  });
  await page.getByRole("button", { name: "Crea l'account" }).click();
  await expect(page.getByText("Il campo Nome è obbligatorio.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/register$/);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);
});

test("a signed-out visitor of a management page signs in and comes back to it", async ({ page }) => {
  await page.goto("/manage/events/upcoming?from=bookmark");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole("textbox", { name: "Email" }).fill(demoEmail);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/manage\/events\/upcoming\?from=bookmark$/);
  await expect(page.getByRole("heading", { level: 1, name: "Eventi" })).toBeVisible();
});

test("the language switch changes every word and is remembered on this device", async ({ page }) => {
  await page.goto("/auth/login");
  // The switch at the top leads to the list of languages at the foot; each is a link.
  await page.getByRole("link", { name: "Lingua: Italiano" }).click();
  await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectNoAxeViolations(page);

  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
});

test("an unknown address shows the not-found page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  await expect(page).toHaveTitle("Pagina non trovata · Varco");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /non esiste/);
  await expect(page.getByRole("contentinfo").or(page.locator("footer"))).toContainText(
    "Organizza viaggi ed eventi con",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Vai alla home page" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

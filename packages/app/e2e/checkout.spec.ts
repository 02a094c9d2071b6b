import type { Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { demoEmail, demoPassword, expect, expectNoAxeViolations, test } from "./fixtures";

// A buyer's checkout on the seeded demo event ("Concerto d'estate", real server, Italian, a phone):
// a free purchase (a 100 % promo code from a link) and one paid offline, from the event page's
// Continue to the summary, each step with nothing for axe to report.

const it = wordsOf("it");

type PublicEvent = { id: number; slug: string };

async function demoEvent(page: Page): Promise<PublicEvent> {
  const listed = await page.request.get("/api/public/events");
  const [event] = ((await listed.json()) as { data: PublicEvent[] }).data;
  if (!event) throw new Error("the seed publishes one live event");
  return event;
}

/** A card of the page, by its title. */
function card(page: Page, title: string | RegExp) {
  return page.getByRole("heading", { level: 2, name: title }).locator("xpath=ancestor::section[1]");
}

/** One more of a product, by the + button of its quantity. */
async function addOne(page: Page, title: string) {
  await page
    .getByRole("button", {
      name: it("One more: {fieldLabel}", { fieldLabel: it("Quantity of {title}", { title }) }),
    })
    .click();
}

/** The buyer's and the ticket holder's details (one ticket). */
async function giveDetails(page: Page, email: string) {
  const buyer = card(page, it("Your details"));
  await buyer.getByRole("textbox", { name: it("First name"), exact: true }).fill("Chiara");
  await buyer.getByRole("textbox", { name: it("Last name"), exact: true }).fill("Neri");
  await buyer.getByRole("textbox", { name: it("Email"), exact: true }).fill(email);
  await buyer.getByRole("textbox", { name: it("Confirm email"), exact: true }).fill(email);
  const holder = card(page, /^(Intero|Ridotto)$/u);
  await holder.getByRole("textbox", { name: it("First name"), exact: true }).fill("Luca");
  await holder.getByRole("textbox", { name: it("Last name"), exact: true }).fill("Neri");
  await holder.getByRole("textbox", { name: it("Email"), exact: true }).fill(`luca.${email}`);
}

/** Every error the browser reports from now on, in its console or uncaught. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("a free ticket with a 100 % promo code from a link: details, then the summary with the ticket", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const event = await demoEvent(page);
  const code = `gratis${Date.now()}`;
  // The organiser gives away a code (its own session, apart from the buyer's browser).
  const login = await request.post("/api/auth/login", {
    data: { email: demoEmail, password: demoPassword },
    headers: { origin },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const created = await request.post(`/api/events/${event.id}/promo-codes`, {
    data: { code, discount_type: "PERCENTAGE", discount: 100 },
    headers: { origin },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/e/${event.id}/${event.slug}?promo_code=${code}`);
  await expect(page.getByText(it("Promo code {applied} applied.", { applied: code }))).toBeVisible();
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  await addOne(page, "Intero");
  await page.getByRole("button", { name: it("Continue") }).click();

  await expect(page).toHaveURL(new RegExp(`/checkout/${event.id}/[^/]+/details$`, "u"));
  await expect(page.getByRole("heading", { level: 1, name: it("Your details") })).toBeVisible();
  await expect(page.getByText(/\d+:\d\d/u).first()).toBeVisible();
  await giveDetails(page, `chiara.${Date.now()}@example.com`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: it("Complete order") }).click();

  await expect(page).toHaveURL(/\/summary$/u);
  await expect(page.getByRole("heading", { level: 1, name: it("Your order is confirmed") })).toBeVisible();
  const ticket = page.getByRole("link", {
    name: it("{product} for {holder}", { product: "Intero", holder: "Luca Neri" }),
  });
  await expect(ticket).toHaveAttribute("href", new RegExp(`^/product/${event.id}/`, "u"));
  await expect(page.getByRole("link", { name: it("Print all tickets") })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // Opened again (a reload, the link in a mail), the confirmation is drawn by the server, in
  // Italian, and the browser takes it over without complaint.
  const drawn = await (await page.request.get(page.url(), { headers: { accept: "text/html" } })).text();
  expect(drawn).toContain(`href="/order/${event.id}/`);
  expect(drawn).toContain("Luca Neri");
  const problems = watchErrors(page);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: it("Your order is confirmed") })).toBeVisible();
  await expect(ticket).toBeVisible();
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);
});

test("a ticket paid offline, by keyboard: details, payment, then the order awaiting payment", async ({
  page,
}) => {
  const event = await demoEvent(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/e/${event.id}/${event.slug}`);
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  const more = page.getByRole("button", {
    name: it("One more: {fieldLabel}", { fieldLabel: it("Quantity of {title}", { title: "Ridotto" }) }),
  });
  await more.focus();
  await page.keyboard.press("Enter");
  const proceed = page.getByRole("button", { name: it("Continue") });
  await proceed.focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/checkout/${event.id}/[^/]+/details$`, "u"));
  const summary = card(page, it("Order summary"));
  await expect(summary).toContainText("1 × Ridotto");
  // 15,00 € + 22 % IVA = 18,30 €.
  await expect(summary).toContainText("18,30");
  await giveDetails(page, `chiara.offline.${Date.now()}@example.com`);
  const next = page.getByRole("button", { name: it("Continue to payment") });
  await next.focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/payment$/u);
  await expect(page.getByRole("heading", { level: 1, name: it("Payment") })).toBeVisible();
  // Opened again, the buyer's payment step is drawn by the server (their checkout cookie says the
  // order is theirs) and taken over without complaint; without the cookie it is not drawn.
  const drawn = await (await page.request.get(page.url(), { headers: { accept: "text/html" } })).text();
  expect(drawn).toContain(it("I will pay offline"));
  const stranger = await fetch(page.url(), { headers: { accept: "text/html" } });
  expect(await stranger.text()).not.toContain(it("I will pay offline"));
  const problems = watchErrors(page);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: it("Payment") })).toBeVisible();
  expect(problems).toEqual([]);
  await expect(page.getByRole("heading", { level: 2, name: it("Pay by card") })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  const offline = page.getByRole("button", { name: it("I will pay offline") });
  await offline.focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/summary$/u);
  await expect(page.getByRole("heading", { level: 1, name: it("Your order awaits payment") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: it("How to pay") })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

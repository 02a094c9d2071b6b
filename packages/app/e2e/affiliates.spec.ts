import type { Browser, Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// Affiliates (issue 29): in Italian on a phone, the organiser adds an affiliate and copies its
// tracking link; a buyer opens it in a browser of their own and takes a free ticket; the order is
// counted on the affiliate's row. A buyer through an inactive affiliate's link credits no one.

const it = wordsOf("it");
const phone = { width: 390, height: 844 };

/** A card of the checkout, by its title. */
function card(page: Page, title: string | RegExp) {
  return page.getByRole("heading", { level: 2, name: title }).locator("xpath=ancestor::section[1]");
}

/** A buyer in a browser of their own opens `link`, takes one free ticket and completes the order. */
async function buyThrough(browser: Browser, link: string, email: string) {
  const context = await browser.newContext({ viewport: phone, locale: "it-IT" });
  const page = await context.newPage();
  await page.goto(link);
  await hydrated(page);
  await page
    .getByRole("button", {
      name: it("One more: {fieldLabel}", { fieldLabel: it("Quantity of {title}", { title: "Ingresso" }) }),
    })
    .click();
  await page.getByRole("button", { name: it("Continue") }).click();
  await expect(page.getByRole("heading", { level: 1, name: it("Your details") })).toBeVisible();
  // Typed before the page's script takes over, a field would be drawn again empty.
  await hydrated(page);
  const buyer = card(page, it("Your details"));
  await buyer.getByRole("textbox", { name: it("First name"), exact: true }).fill("Elena");
  await buyer.getByRole("textbox", { name: it("Last name"), exact: true }).fill("Rizzi");
  await buyer.getByRole("textbox", { name: it("Email"), exact: true }).fill(email);
  await buyer.getByRole("textbox", { name: it("Confirm email"), exact: true }).fill(email);
  const holder = card(page, "Ingresso");
  await holder.getByRole("textbox", { name: it("First name"), exact: true }).fill("Elena");
  await holder.getByRole("textbox", { name: it("Last name"), exact: true }).fill("Rizzi");
  await holder.getByRole("textbox", { name: it("Email"), exact: true }).fill(email);
  await page.getByRole("button", { name: it("Complete order") }).click();
  await expect(page.getByRole("heading", { level: 1, name: it("Your order is confirmed") })).toBeVisible();
  await context.close();
}

test("an affiliate's link credits the order it brings; an inactive one's credits nothing", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `affiliati.${stamp}@example.com`;
  await registerInItalian(page.request, origin, {
    first_name: "Sara",
    last_name: "Longo",
    email,
    password: "una-password-per-gli-affiliati",
  });
  const organizer = await apiOrganizer(page.request, origin, `Jazz club ${stamp}`, email);
  const event = await apiPost(page.request, origin, "events", {
    title: `Jazz in cortile ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-08-10T19:00:00Z",
    timezone: "Europe/Rome",
  });
  const eventId = event?.id;
  await apiPost(page.request, origin, `events/${eventId}/products`, {
    product_type: "TICKET",
    product_category_id: await firstCategoryId(page.request, eventId),
    title: "Ingresso",
    type: "FREE",
    prices: [{ price: 0 }],
  });
  const live = await page.request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);
  // A partner whose link no longer credits sales.
  await apiPost(page.request, origin, `events/${eventId}/affiliates`, {
    name: "Blog spento",
    code: "SPENTO",
    status: "INACTIVE",
  });

  await page.setViewportSize(phone);
  await page.goto(`/manage/event/${eventId}/affiliates`);
  await expect(page.getByRole("heading", { level: 1, name: it("Affiliates") })).toBeVisible();
  await page.getByRole("button", { name: it("Add an affiliate") }).click();
  const dialog = page.getByRole("dialog", { name: it("Add an affiliate") });
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Name")}`, "u") }).fill("Radio Laguna");
  const code = dialog.getByRole("textbox", { name: new RegExp(`^${it("Code")}`, "u") });
  await code.fill("radio-laguna");
  await expect(code).toHaveValue("RADIO-LAGUNA");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(dialog).toBeHidden();

  const radio = page.getByRole("row", { name: /Radio Laguna/u });
  await expect(radio.getByText("RADIO-LAGUNA")).toBeVisible();
  await expect(radio.getByText(it("Active"), { exact: true })).toBeVisible();
  const spento = page.getByRole("row", { name: /Blog spento/u });
  await expect(spento.getByText(it("Inactive"), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoAxeViolations(page);

  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await radio
    .getByRole("button", { name: it("Copy the tracking link of {name}", { name: "Radio Laguna" }) })
    .click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/event/${eventId}/[^?]+\\?aff=RADIO-LAGUNA$`, "u"));

  await buyThrough(browser, link, `elena.${stamp}@example.com`);
  await buyThrough(browser, link.replace("RADIO-LAGUNA", "SPENTO"), `marco.${stamp}@example.com`);

  // The organiser's list, read again: one order and one ticket for Radio Laguna, none for the
  // inactive affiliate.
  await page.reload();
  // Amounts read with the plain space a no-break space stands for.
  const cells = async (row: typeof radio) =>
    (await row.getByRole("gridcell").allInnerTexts()).map((text) => text.replace(/\s+/gu, " ").trim());
  await expect(radio).toBeVisible();
  expect((await cells(radio)).slice(0, 6)).toEqual([
    "RADIO-LAGUNA",
    it("Active"),
    "1",
    "1",
    "0,00 €",
    "0,00 €",
  ]);
  expect((await cells(spento)).slice(0, 6)).toEqual(["SPENTO", it("Inactive"), "0", "0", "0,00 €", "0,00 €"]);
  await expectNoAxeViolations(page);
});

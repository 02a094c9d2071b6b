import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test, watchConsole } from "./fixtures";

// The buyer's tickets (issue 15): two free tickets bought through the API, then their page, on a
// phone, in Italian, by keyboard alone (the QR code, the time in the event's zone, the .ics file),
// and the print pages: one ticket, and every ticket of the order on sheets of their own.

const it = wordsOf("it");

interface OrderAnswer {
  short_id: string;
  status: string;
  attendees: { short_id: string; public_id: string; first_name: string; qr_code_svg?: string }[];
}

/** Presses Tab until the element named `name` has the focus (at most 30 times). */
async function tabTo(page: Page, role: "link" | "button", name: string | RegExp): Promise<void> {
  const target = page.getByRole(role, { name });
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(name)} never took the focus`);
}

/** Whether the page is wider than the screen (something to scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("a buyer reads, saves and prints their tickets on a phone, by keyboard", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `giulia.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Giulia",
    last_name: "Rossi",
    email,
    password: "una-password-per-i-biglietti",
  });
  const organizer = await apiOrganizer(request, origin, `Laguna Live ${stamp}`, email);
  const title = `Concerto in laguna ${stamp}`;
  const event = await apiPost(request, origin, "events", {
    title,
    organizer_id: organizer?.id,
    start_date: "2031-07-12T18:30:00Z",
    end_date: "2031-07-12T21:00:00Z",
    timezone: "Europe/Rome",
    location_details: {
      venue_name: "Giardini",
      address_line_1: "Via Garibaldi 1",
      city: "Venezia",
      zip_or_postal_code: "30122",
      country: "IT",
    },
  });
  const eventId = event?.id;
  const categoryId = await firstCategoryId(request, eventId);
  const product = (await apiPost(request, origin, `events/${eventId}/products`, {
    product_type: "TICKET",
    product_category_id: categoryId,
    title: "Ingresso libero",
    type: "FREE",
    prices: [{ price: 0 }],
    max_per_order: 4,
  })) as unknown as { id: number; prices: { id: number }[] };
  const priceId = product.prices[0]?.id;
  const live = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);

  // The purchase, as the checkout makes it: reserve two, then give the buyer's and holders' names.
  const reserved = (await apiPost(request, origin, `public/events/${eventId}/order`, {
    products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 2 }] }],
  })) as unknown as OrderAnswer;
  const holder = (first_name: string, last_name: string) => ({
    product_id: product.id,
    product_price_id: priceId,
    first_name,
    last_name,
    email: `${first_name.toLowerCase()}.${stamp}@example.com`,
    email_confirmation: `${first_name.toLowerCase()}.${stamp}@example.com`,
  });
  const completed = await request.put(`/api/public/events/${eventId}/order/${reserved.short_id}`, {
    headers: { origin },
    data: {
      order: {
        first_name: "Giulia",
        last_name: "Rossi",
        email,
        email_confirmation: email,
        accepted_terms: true,
      },
      products: [holder("Giulia", "Rossi"), holder("Marco", "Bianchi")],
    },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const order = ((await completed.json()) as { data: OrderAnswer }).data;
  expect(order.status).toBe("COMPLETED");
  const [first, second] = order.attendees;
  if (!first || !second) throw new Error("the order has no two attendees");

  // The server draws the ticket: it is there before any script runs.
  const drawn = await (
    await request.get(`/product/${eventId}/${first.short_id}`, { headers: { accept: "text/html" } })
  ).text();
  expect(drawn).toContain(`alt="${it("QR code of ticket {publicId}", { publicId: first.public_id })}"`);

  // The ticket, on a phone: its QR code, the event, when (in Rome's time, said), where, who.
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watchConsole(page);
  await page.goto(`/product/${eventId}/${first.short_id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const qr = page.getByRole("img", {
    name: it("QR code of ticket {publicId}", { publicId: first.public_id }),
  });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);
  await expect(page.getByText(it("Time zone: {zone}", { zone: "Europe/Rome" }))).toBeVisible();
  await expect(page.getByText(/12 lug 2031.*20:30/u)).toBeVisible();
  await expect(page.getByText("Giardini, Via Garibaldi 1, 30122 Venezia, Italia")).toBeVisible();
  await expect(page.getByText(it("Valid"), { exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  // The calendar file, by keyboard: the event in UTC, its title and place.
  await tabTo(page, "button", it("Add to calendar (.ics)"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  const ics = readFileSync((await download.path()) ?? "", "utf8").split("\r\n");
  expect(download.suggestedFilename()).toMatch(/\.ics$/u);
  expect(ics).toContain("DTSTART:20310712T183000Z");
  expect(ics).toContain("DTEND:20310712T210000Z");
  expect(ics.join("\n")).toContain(`SUMMARY:${title}`);
  expect(ics).toContain("LOCATION:Giardini\\, Via Garibaldi 1\\, 30122 Venezia\\, Italia");

  // Print, by keyboard: the one ticket on its sheet; on paper nothing but the sheet.
  await tabTo(page, "link", it("Print ticket"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/product/${eventId}/${first.short_id}/print$`, "u"));
  await expect(
    page.getByRole("heading", { level: 1, name: it("Tickets for {title}", { title }) }),
  ).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: it("Print") })).toBeHidden();
  // 60 mm at 96 dpi: a code a phone reads from a sheet.
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(226);
  await page.emulateMedia({ media: "screen" });

  // Every ticket of the order, one sheet each, a page break after all but the last.
  await page.goto(`/order/${eventId}/${order.short_id}/print`);
  const sheets = page.getByRole("listitem");
  await expect(sheets).toHaveCount(2);
  await expect(sheets.nth(0)).toContainText("Giulia Rossi");
  await expect(sheets.nth(1)).toContainText("Marco Bianchi");
  await expect(
    sheets
      .nth(1)
      .getByRole("img", { name: it("QR code of ticket {publicId}", { publicId: second.public_id }) }),
  ).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: "print" });
  const breaks = await sheets.evaluateAll((items) => items.map((item) => getComputedStyle(item).breakAfter));
  expect(breaks).toEqual(["page", "auto"]);
  await page.emulateMedia({ media: "screen" });

  // The server drew each page and the browser took it over without a mismatch.
  expect(problems).toEqual([]);

  // A ticket that does not exist is the public not-found page.
  const missing = await page.goto(`/product/${eventId}/nope`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: it("Page not found") })).toBeVisible();
});

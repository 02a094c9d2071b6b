import { readFileSync } from "node:fs";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import type { wordsOf } from "../src/test/poCatalog";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// What the organiser does after the checkout e2e's sale (purchase.spec.ts), on that same order, in
// the organiser's language: finds the order by the buyer's name, marks the offline payment as
// received, refunds Luca's ticket (16,47 € of 43,92 €) and cancels it, cancels Sara's, downloads
// both lists as CSV, and reads the three reports, whose figures are counted by hand below.
//
// The order: Intero 22,50 + IVA 4,95 = 27,45 (Sara); Ridotto 13,50 + IVA 2,97 = 16,47 (Luca);
// total 43,92, of which IVA 7,92; AMICI took 2,50 + 1,50 = 4,00 off the prices before it.
// After the steps: the order is completed (it was paid), 16,47 refunded; both tickets cancelled,
// so no unit counts as sold (docs/rules/reports.md) while the gross stays 43,92.

type Words = ReturnType<typeof wordsOf>;

export interface SoldOrder {
  eventId: number;
  buyer: string;
  lang: "it" | "en";
  words: Words;
  money: (amount: string) => string;
}

/** A message with `{placeholder}` as a pattern matching any order number in its place. */
function withOrderNumber(words: string): RegExp {
  // Playwright's role selector cannot hold a quote in a pattern: any character stands for it.
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&").replace(/['"]/gu, ".");
  return new RegExp(`^${escaped.replace("\\{publicId\\}", "O-\\S+")}$`, "u");
}

/** The text of a download, once the browser has it. */
async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent("download");
  await start();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

/** The cells of a report's row, the row header first. */
async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.locator('[role="rowheader"], [role="gridcell"]').allInnerTexts()).map((cell) =>
    cell.trim(),
  );
}

/** The organiser, signed in on `organiser`'s session, in a browser of their own. */
export async function organiserTakesOver(
  browser: Browser,
  organiser: APIRequestContext,
  origin: string,
  sale: SoldOrder,
): Promise<void> {
  const { words, money, lang, eventId } = sale;
  // The organiser registered in Italian; in the English run they read the screens in English.
  const me = ((await (await organiser.get("/api/users/me")).json()) as { data: Record<string, unknown> })
    .data;
  const { first_name, last_name, email, timezone } = me;
  const changed = await organiser.put("/api/users/me", {
    data: { first_name, last_name, email, timezone, locale: lang },
    headers: { origin },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const context = await browser.newContext({
    baseURL: origin,
    storageState: await organiser.storageState(),
    locale: lang === "it" ? "it-IT" : "en-GB",
  });
  const page = await context.newPage();
  try {
    // Finds the order by the buyer's name: awaiting the offline payment, 43,92.
    await page.goto(`/manage/event/${eventId}/orders`);
    const navigation = page.getByRole("navigation", { name: words("Event navigation") });
    await page.getByRole("searchbox", { name: words("Search orders") }).fill(sale.buyer);
    const row = page.getByRole("row").filter({ hasText: sale.buyer });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(money("43.92"));
    await expectNoAxeViolations(page);
    await row.getByRole("button").first().click();
    const order = page.getByRole("dialog", { name: withOrderNumber(words("Order {publicId}")) });
    await expect(order.getByText("Intero × 1")).toBeVisible();
    await expect(order.getByText("Ridotto × 1")).toBeVisible();

    // The bank transfer arrived: marked as paid, after a confirmation.
    await order.getByRole("button", { name: words("Mark as paid") }).click();
    const markPaid = page.getByRole("alertdialog", {
      name: withOrderNumber(words("Mark order {publicId} as paid?")),
    });
    await markPaid.getByRole("button", { name: words("Mark as paid") }).click();
    await expect(page.getByText(withOrderNumber(words("Order {publicId} is marked as paid.")))).toBeVisible();
    await expect(order.getByRole("button", { name: words("Mark as paid") })).toHaveCount(0);

    // Luca cannot come: his ticket's price (16,47 with its IVA) is refunded…
    await order.getByRole("button", { name: words("Refund"), exact: true }).click();
    const refund = page.getByRole("dialog", { name: withOrderNumber(words("Refund order {publicId}")) });
    const amount = refund.getByRole("textbox", { name: words("Refund amount") });
    await amount.fill(lang === "it" ? "16,47" : "16.47");
    await amount.blur();
    await expectNoAxeViolations(page);
    await refund.getByRole("button", { name: words("Refund"), exact: true }).click();
    await expect(
      page.getByText(withOrderNumber(words("The refund of order {publicId} was recorded."))),
    ).toBeVisible();
    await expect(order.getByText(words("Partially refunded"))).toBeVisible();
    await expect(order).toContainText(`\u2212${money("16.47")}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    // …and his ticket cancelled; then Sara's, who will not come either.
    await navigation.getByRole("link", { name: words("Attendees") }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/attendees$`, "u"));
    for (const holder of ["Luca Neri", "Sara Neri"]) {
      await page.getByRole("button", { name: holder }).click();
      const drawer = page.getByRole("dialog", { name: holder });
      await drawer.getByRole("button", { name: words("Cancel ticket") }).click();
      const confirm = page.getByRole("alertdialog", {
        name: words("Cancel the ticket of {name}?", { name: holder }),
      });
      await confirm.getByRole("button", { name: words("Cancel ticket") }).click();
      await expect(
        page.getByText(words("The ticket of {name} was cancelled.", { name: holder })),
      ).toBeVisible();
      await expect(drawer.getByRole("button", { name: words("Re-activate") })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);
    }

    // The export menu: a spreadsheet (a zip, "PK") or a CSV, named after the event and the day.
    const exportAs = (format: string) => async () => {
      await page.getByRole("button", { name: words("Export"), exact: true }).click();
      await page.getByRole("menuitem", { name: words(format) }).click();
    };
    const sheet = await downloaded(page, exportAs("Excel spreadsheet (XLSX)"));
    expect(sheet.name).toMatch(/-attendees-\d{4}-\d{2}-\d{2}\.xlsx$/u);
    expect(sheet.text.startsWith("PK")).toBe(true);
    // Both lists as CSV: UTF-8 with a byte-order mark, a header and a line per ticket or order.
    const attendees = await downloaded(page, exportAs("CSV file"));
    expect(attendees.name).toMatch(/-attendees-\d{4}-\d{2}-\d{2}\.csv$/u);
    expect(attendees.text.charCodeAt(0)).toBe(0xfeff);
    const attendeeLines = attendees.text.trim().split(/\r?\n/u);
    expect(attendeeLines).toHaveLength(3);
    expect(attendeeLines.slice(1).join("\n")).toMatch(/Luca[\s\S]*Sara|Sara[\s\S]*Luca/u);
    await navigation.getByRole("link", { name: words("Orders") }).click();
    const orders = await downloaded(page, exportAs("CSV file"));
    expect(orders.name).toMatch(/-orders-\d{4}-\d{2}-\d{2}\.csv$/u);
    expect(orders.text.charCodeAt(0)).toBe(0xfeff);
    expect(orders.text.trim().split(/\r?\n/u)).toHaveLength(2);
    expect(orders.text).toContain("43.92");

    // The three reports, against the hand count above.
    await navigation.getByRole("link", { name: words("Reports") }).click();
    const products = page.getByRole("grid", { name: words("Product sales") });
    const intero = products.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Intero" }) });
    const ridotto = products
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Ridotto" }) });
    await expect(intero).toContainText(money("27.45"));
    // Product, sold, gross, taxes, fees: both tickets cancelled, so none counts as sold.
    expect(await cellsOf(intero)).toEqual(["Intero", "0", money("27.45"), money("4.95"), money("0.00")]);
    expect(await cellsOf(ridotto)).toEqual(["Ridotto", "0", money("16.47"), money("2.97"), money("0.00")]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: new RegExp(words("Report")) }).click();
    await page.getByRole("option", { name: words("Daily sales") }).click();
    const daily = page.getByRole("grid", { name: words("Daily sales") });
    const today = daily.getByRole("row").filter({ hasText: money("43.92") });
    await expect(today).toHaveCount(1);
    // Day, orders, products sold, gross, taxes, fees, refunded (then page views).
    expect((await cellsOf(today)).slice(1, 7)).toEqual([
      "1",
      "0",
      money("43.92"),
      money("7.92"),
      money("0.00"),
      money("16.47"),
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: new RegExp(words("Report")) }).click();
    await page.getByRole("option", { name: words("Promo codes") }).click();
    const codes = page.getByRole("grid", { name: words("Promo codes") });
    const amici = codes.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^amici$/iu }) });
    await expect(amici).toHaveCount(1);
    // Code, uses, buyers, gross, discounts given, status.
    expect((await cellsOf(amici)).slice(1)).toEqual([
      "1",
      "1",
      money("43.92"),
      money("4.00"),
      words("Active"),
    ]);
    await expectNoAxeViolations(page);
  } catch (error) {
    // The test's own screenshot is the buyer's page: the organiser's goes with the report.
    await test.info().attach("the organiser's page", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    throw error;
  } finally {
    await context.close();
  }
}

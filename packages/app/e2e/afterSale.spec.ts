import { randomInt } from "node:crypto";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The organiser's screens after the sale (issue 16), in Italian and in English, against the real
// server: the box office adds an attendee by hand, whose ticket is cancelled and re-activated; the
// order it made is found, opened and partly refunded; the lists download as XLSX and CSV; the reports and
// the dashboards read the sale.
// The account, organiser, event and its tickets are made through the API.

/** A message with one `{placeholder}` as a pattern matching any order number in its place. */
function withOrderNumber(words: string): RegExp {
  // Playwright's role selector cannot hold a quote in a pattern: any character stands for it.
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&").replace(/['"]/gu, ".");
  return new RegExp(`^${escaped.replace("\\{publicId\\}", "O-\\S+")}$`, "u");
}

for (const locale of ["it", "en"] as const) {
  const it = wordsOf(locale);

  test(`an organiser adds an attendee at the box office, manages the ticket and the order, and reads the reports (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = baseURL ?? "";
    const stamp = Date.now();
    const email = `ada.${stamp}@example.com`;
    const { request } = page;
    const password = "a-long-after-sale-password";
    await apiPost(
      request,
      origin,
      "auth/register",
      {
        first_name: "Ada",
        last_name: "Conti",
        email,
        password,
        password_confirmation: password,
        timezone: "Europe/Rome",
        currency_code: "EUR",
        locale,
      },
      // An address of its own, as registerInItalian does: registrations are limited per address.
      { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
    );
    const organizer = await apiOrganizer(request, origin, `Teatro ${stamp}`, email);
    const event = await apiPost(request, origin, "events", {
      title: `Stagione ${stamp}`,
      organizer_id: organizer?.id,
      start_date: "2031-07-12T18:30:00Z",
    });
    const eventId = event?.id;
    const categoryId = await firstCategoryId(request, eventId);
    await apiPost(request, origin, `events/${eventId}/products`, {
      product_type: "TICKET",
      product_category_id: categoryId,
      title: "Intero",
      type: "PAID",
      prices: [{ price: 20 }],
    });

    // Attendees: none yet; the box office adds one who paid 20 € at the door.
    await page.goto(`/manage/event/${eventId}/dashboard`);
    const navigation = page.getByRole("navigation", { name: it("Event navigation") });
    await navigation.getByRole("link", { name: it("Attendees") }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/attendees$`));
    await expect(page.getByText(it("No attendees found"))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: it("Add an attendee") }).click();
    const add = page.getByRole("dialog", { name: it("Add an attendee") });
    await add.getByRole("textbox", { name: it("First name"), exact: true }).fill("Luca");
    await add.getByRole("textbox", { name: it("Last name"), exact: true }).fill("Neri");
    await add.getByRole("textbox", { name: it("Email"), exact: true }).fill(`luca.${stamp}@example.com`);
    const paid = add.getByRole("textbox", { name: it("Amount paid") });
    await paid.fill("20");
    await paid.blur();
    const mail = add.getByRole("switch", { name: it("Email the ticket to the attendee") });
    await mail.focus();
    await page.keyboard.press("Space");
    await expect(mail).not.toBeChecked();
    await expectNoAxeViolations(page);
    await add.getByRole("button", { name: it("Add") }).click();
    await expect(page.getByText(it("{name} was added.", { name: "Luca" }))).toBeVisible();
    const luca = page.getByRole("button", { name: "Luca Neri" });
    await expect(luca).toBeVisible();

    // The ticket is cancelled, then re-activated: each after a confirmation.
    await luca.click();
    const drawer = page.getByRole("dialog", { name: "Luca Neri" });
    await drawer.getByRole("button", { name: it("Cancel ticket") }).click();
    let confirm = page.getByRole("alertdialog", {
      name: it("Cancel the ticket of {name}?", { name: "Luca Neri" }),
    });
    await confirm.getByRole("button", { name: it("Cancel ticket") }).click();
    await expect(
      page.getByText(it("The ticket of {name} was cancelled.", { name: "Luca Neri" })),
    ).toBeVisible();
    await drawer.getByRole("button", { name: it("Re-activate") }).click();
    confirm = page.getByRole("alertdialog", {
      name: it("Re-activate the ticket of {name}?", { name: "Luca Neri" }),
    });
    await confirm.getByRole("button", { name: it("Re-activate") }).click();
    await expect(
      page.getByText(it("The ticket of {name} admits again.", { name: "Luca Neri" })),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    const attendeesFile = page.waitForEvent("download");
    await page.getByRole("button", { name: it("Export"), exact: true }).click();
    await page.getByRole("menuitem", { name: it("Excel spreadsheet (XLSX)") }).click();
    expect((await attendeesFile).suggestedFilename()).toMatch(/-attendees-\d{4}-\d{2}-\d{2}\.xlsx$/u);

    // The order the box office made: found by the buyer's name, opened, 5 € of it refunded.
    await navigation.getByRole("link", { name: it("Orders") }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/orders$`));
    await page.getByRole("searchbox", { name: it("Search orders") }).fill("Neri");
    const row = page.getByRole("row").filter({ hasText: "Luca Neri" });
    await expect(row).toContainText(locale === "it" ? "20,00" : "20.00");
    await expectNoAxeViolations(page);
    await row.getByRole("button").first().click();
    const order = page.getByRole("dialog", { name: withOrderNumber(it("Order {publicId}")) });
    await expect(order.getByText("Intero × 1")).toBeVisible();
    await order.getByRole("button", { name: it("Refund"), exact: true }).click();
    const refund = page.getByRole("dialog", { name: withOrderNumber(it("Refund order {publicId}")) });
    const amount = refund.getByRole("textbox", { name: it("Refund amount") });
    await amount.fill("5");
    await amount.blur();
    await refund.getByRole("button", { name: it("Refund"), exact: true }).click();
    await expect(
      page.getByText(withOrderNumber(it("The refund of order {publicId} was recorded."))),
    ).toBeVisible();
    await expect(order.getByText(it("Partially refunded"))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    const ordersFile = page.waitForEvent("download");
    await page.getByRole("button", { name: it("Export"), exact: true }).click();
    await page.getByRole("menuitem", { name: it("CSV file") }).click();
    expect((await ordersFile).suggestedFilename()).toMatch(/-orders-\d{4}-\d{2}-\d{2}\.csv$/u);

    // The reports read the sale: product sales, then daily sales and promo codes.
    await navigation.getByRole("link", { name: it("Reports") }).click();
    const products = page.getByRole("grid", { name: it("Product sales") });
    await expect(products.getByRole("rowheader", { name: "Intero" })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const name of ["Daily sales", "Promo codes"]) {
      await page.getByRole("button", { name: new RegExp(it("Report")) }).click();
      await page.getByRole("option", { name: it(name) }).click();
      await expect(page.getByRole("grid", { name: it(name) })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    // The dashboards: the event's last days as charts and its newest order; the organiser's too.
    await navigation.getByRole("link", { name: it("Dashboard") }).click();
    await expect(page.getByRole("figure", { name: it("Gross sales by day") })).toBeVisible();
    const recent = page.getByRole("region", { name: it("Recent orders") });
    await expect(recent.getByRole("link", { name: /^O-.+ · Luca Neri$/u })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/manage/organizer/${organizer?.id}/dashboard`);
    await expect(
      page
        .getByRole("region", { name: it("Recent orders") })
        .getByRole("link", { name: /^O-.+ · Luca Neri$/u }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

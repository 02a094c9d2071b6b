import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The organiser's side of issue 15, in Italian: an event's promo codes (added, copied as a link,
// changed into an access code, deleted) and its checkout questions (every kind of answer, options
// in order, asked once per order or for each ticket, put in order with the keyboard alone).
// The account, organiser, event and its tickets are made through the API.

const it = wordsOf("it");

test("an organiser adds promo codes and checkout questions, and orders the questions with the keyboard", async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `nora.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Nora",
    last_name: "Galli",
    email,
    password: "a-long-promo-codes-password",
  });
  const organizer = await apiOrganizer(request, origin, `Cantiere Musica ${stamp}`, email);
  const event = await apiPost(request, origin, "events", {
    title: `Festival ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-07-12T18:30:00Z",
  });
  const eventId = event?.id;
  const categoryId = await firstCategoryId(request, eventId);
  for (const title of ["Intero", "Ridotto"])
    await apiPost(request, origin, `events/${eventId}/products`, {
      product_type: "TICKET",
      product_category_id: categoryId,
      title,
      type: "PAID",
      prices: [{ price: 20 }],
    });

  // Promo codes: the event's navigation leads there, and there are none yet.
  await page.goto(`/manage/event/${eventId}/dashboard`);
  const navigation = page.getByRole("navigation", { name: it("Event navigation") });
  await navigation.getByRole("link", { name: it("Promo codes") }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/promo-codes$`));
  await expect(page.getByText(it("No promo codes yet"))).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: it("Add a promo code") }).click();
  let dialog = page.getByRole("dialog", { name: it("Add a promo code") });
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Promo code")}`) }).fill("Estate20");
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Discount")}`) }).fill("20");
  // The box is drawn over the visually hidden input: press the label, as a person would.
  await dialog.getByText("Ridotto", { exact: true }).click();
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Maximum uses")}`) }).fill("10");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(dialog).toBeHidden();
  let row = page.getByRole("row", { name: /estate20/ });
  await expect(row.getByText("−20%")).toBeVisible();
  await expect(row.getByText(it("{used} of {max}", { used: "0", max: "10" }))).toBeVisible();
  await expect(row.getByText(it("Never"))).toBeVisible();
  await expect(row.getByText("Ridotto")).toBeVisible();
  await expectNoAxeViolations(page);

  // A second code with the same letters is refused on its field.
  await page.getByRole("button", { name: it("Add a promo code") }).click();
  dialog = page.getByRole("dialog", { name: it("Add a promo code") });
  const code = dialog.getByRole("textbox", { name: new RegExp(`^${it("Promo code")}`) });
  await code.fill("ESTATE20");
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Discount")}`) }).fill("5");
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Its link opens the event's page with the code.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await row.getByRole("button", { name: it("Copy the link with {code}", { code: "estate20" }) }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/event/${eventId}/[^?]+\\?promo_code=estate20$`));

  // Changed into an access code: no discount, every product.
  await row.getByRole("button", { name: it("Edit {name}", { name: "estate20" }) }).click();
  dialog = page.getByRole("dialog", { name: it("Edit {code}", { code: "estate20" }) });
  await dialog.getByRole("button", { name: new RegExp(it("Discount type")) }).click();
  await page.getByRole("option", { name: it("No discount (access only)") }).click();
  await dialog.getByText("Ridotto", { exact: true }).click();
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(dialog).toBeHidden();
  row = page.getByRole("row", { name: /estate20/ });
  await expect(row.getByText(it("Access only"))).toBeVisible();
  await expect(row.getByText(it("All products"))).toBeVisible();

  // On a phone the page fits the screen, nothing wider than it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: it("Add a promo code") })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole("button", { name: it("Delete {name}", { name: "estate20" }) }).click();
  const confirm = page.getByRole("alertdialog", { name: it("Delete this promo code?") });
  await confirm.getByRole("button", { name: it("Delete") }).click();
  await expect(page.getByText(it("No promo codes yet"))).toBeVisible();

  // Questions: none yet.
  await navigation.getByRole("link", { name: it("Questions") }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/questions$`));
  await expect(page.getByText(it("No questions yet"))).toBeVisible();
  await expectNoAxeViolations(page);

  // A dropdown asked for each Intero ticket, its options put in order.
  await page
    .getByRole("button", { name: it("Add a question") })
    .first()
    .click();
  dialog = page.getByRole("dialog", { name: it("Add a question") });
  await dialog
    .getByRole("textbox", { name: new RegExp(`^${it("Question")}`) })
    .fill("Taglia della maglietta");
  await dialog.getByRole("button", { name: new RegExp(it("Type of answer")) }).click();
  await page.getByRole("option", { name: it("Dropdown (one choice)") }).click();
  await dialog.getByRole("textbox", { name: it("Option {number}", { number: "1" }) }).fill("M");
  await dialog.getByRole("textbox", { name: it("Option {number}", { number: "2" }) }).fill("L");
  await dialog.getByRole("button", { name: it("Add an option") }).click();
  await dialog.getByRole("textbox", { name: it("Option {number}", { number: "3" }) }).fill("S");
  await dialog.getByRole("button", { name: it("Move option {number} up", { number: "3" }) }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: it("Move option {number} up", { number: "2" }) }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByText(it("For each ticket of the products chosen"), { exact: true }).click();
  await dialog.getByText("Intero", { exact: true }).click();
  await dialog.getByText(it("An answer is required"), { exact: true }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(dialog).toBeHidden();

  // Two questions asked once per order.
  for (const title of ["Allergie", "Azienda"]) {
    await page
      .getByRole("button", { name: it("Add a question") })
      .first()
      .click();
    dialog = page.getByRole("dialog", { name: it("Add a question") });
    await dialog.getByRole("textbox", { name: new RegExp(`^${it("Question")}`) }).fill(title);
    await dialog.getByRole("button", { name: it("Save") }).click();
    await expect(dialog).toBeHidden();
  }
  const perOrder = page.getByRole("grid", { name: it("Asked once per order") });
  const perTicket = page.getByRole("grid", { name: it("Asked for each ticket") });
  await expect(perOrder.getByRole("row")).toHaveCount(2);
  const size = perTicket.getByRole("row", { name: "Taglia della maglietta" });
  await expect(size.getByText("S · M · L")).toBeVisible();
  await expect(size.getByText(it("For: {names}", { names: "Intero" }))).toBeVisible();
  await expectNoAxeViolations(page);

  // The keyboard alone moves Allergie below Azienda: its row, ArrowRight to the drag handle,
  // Enter, ArrowDown, Enter.
  await perOrder.getByRole("row", { name: "Allergie" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(perOrder.getByRole("button", { name: "Riordina Allergie" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByText(it("The new order was saved."))).toBeVisible();
  await page.reload();
  await expect(perOrder.getByRole("row").first()).toContainText("Azienda");
  await expect(perOrder.getByRole("row").last()).toContainText("Allergie");

  // On a phone the questions fit the screen too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(perTicket.getByRole("row", { name: "Taglia della maglietta" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A question nobody answered is deleted once confirmed.
  await perOrder.getByRole("button", { name: it("Delete {name}", { name: "Azienda" }) }).click();
  await page
    .getByRole("alertdialog", { name: it("Delete this question?") })
    .getByRole("button", { name: it("Delete") })
    .click();
  await expect(perOrder.getByRole("row")).toHaveCount(1);
});

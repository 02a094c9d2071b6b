import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The organiser's side of issue 14, in Italian: from the getting-started step to a first ticket,
// a tiered product, their order chosen with the keyboard, a shared capacity, and the account's
// taxes saying where they are charged. The account, organiser and event are made through the API.

const it = wordsOf("it");

test("an organiser adds tickets, orders them with the keyboard and shares a capacity", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `bice.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Bice",
    last_name: "Neri",
    email,
    password: "a-long-catalogue-password",
  });
  const me = (await (await request.get("/api/users/me")).json()) as { data: { account_id: number } };
  await apiPost(request, origin, `accounts/${me.data.account_id}/taxes-and-fees`, {
    name: "IVA",
    type: "TAX",
    calculation_type: "PERCENTAGE",
    rate: 22,
    is_active: true,
    is_default: true,
  });
  const organizer = await apiOrganizer(request, origin, `Teatro Sociale ${stamp}`, email);
  const title = `Stagione ${stamp}`;
  const event = await apiPost(request, origin, "events", {
    title,
    organizer_id: organizer?.id,
    start_date: "2031-10-12T18:30:00Z",
  });
  const eventId = event?.id;

  // Getting started asks for a ticket and leads to the products, which invite to add the first.
  await page.goto(`/manage/event/${eventId}/getting-started`);
  await page.getByRole("link", { name: it("Add tickets") }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/products$`));
  await expect(page.getByRole("heading", { name: it("No tickets yet") })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: it("Add a ticket") }).click();
  let drawer = page.getByRole("dialog", { name: it("Add a product") });
  await expect(drawer.getByRole("checkbox", { name: "IVA" })).toBeChecked();
  await expectNoAxeViolations(page);
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Title")}`) }).fill("Intero");
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Price")}`) }).fill("25");
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Quantity available")}`) }).fill("100");
  await drawer.getByRole("button", { name: it("Save") }).click();
  await expect(drawer).toBeHidden();

  // A tiered product: two tiers, each with its own name and price.
  await page.getByRole("button", { name: it("Add a product to {name}", { name: "Biglietti" }) }).click();
  drawer = page.getByRole("dialog", { name: it("Add a product") });
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Title")}`) }).fill("Abbonamento");
  await drawer.getByRole("button", { name: new RegExp(it("Price type")) }).click();
  await page.getByRole("option", { name: it("Tiered") }).click();
  for (const [tier, name, price] of [
    ["1", "Platea", "120"],
    ["2", "Galleria", "80"],
  ] as const) {
    const group = drawer.getByRole("group", { name: it("Tier {number}", { number: tier }) });
    await group.getByRole("textbox", { name: new RegExp(`^${it("Tier name")}`) }).fill(name);
    await group.getByRole("textbox", { name: new RegExp(`^${it("Price")}`) }).fill(price);
  }
  await expectNoAxeViolations(page);
  await drawer.getByRole("button", { name: it("Save") }).click();
  await expect(drawer).toBeHidden();

  const products = page.getByRole("grid", { name: it("Products of {name}", { name: "Biglietti" }) });
  await expect(products.getByRole("row")).toHaveCount(2);
  await expect(products.getByText("Platea: 120,00 €")).toBeVisible();
  await expectNoAxeViolations(page);

  // A drawer opened and closed with Escape gives focus back to its row's button.
  await products.getByRole("button", { name: it("Edit {name}", { name: "Abbonamento" }) }).click();
  await expect(page.getByRole("dialog", { name: it("Edit {name}", { name: "Abbonamento" }) })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // The keyboard alone moves Intero below Abbonamento: its row, ArrowRight to the drag handle,
  // Enter, ArrowDown, Enter (the drop starts from the row the list has focused, so reach the handle
  // through its row).
  await products.getByRole("row", { name: "Intero" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(products.getByRole("button", { name: "Riordina Intero" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByText(it("The new order was saved."))).toBeVisible();
  await page.reload();
  await expect(products.getByRole("row").first()).toContainText("Abbonamento");

  // A capacity the two products share.
  await page
    .getByRole("navigation", { name: it("Event navigation") })
    .getByRole("link", { name: it("Capacity") })
    .click();
  await expect(page.getByText(it("No capacities yet"))).toBeVisible();
  await page.getByRole("button", { name: it("Add a capacity") }).click();
  const dialog = page.getByRole("dialog", { name: it("Add a capacity") });
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Name")}`) }).fill("Sala");
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Capacity")}`) }).fill("150");
  // The box is drawn over the visually hidden input: press the label, as a person would.
  await dialog.getByText("Intero", { exact: true }).click();
  await dialog.getByText("Abbonamento", { exact: true }).click();
  await expect(dialog.getByRole("checkbox", { name: "Abbonamento" })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(dialog).toBeHidden();
  const used = it("{used} of {capacity} used", { used: "0", capacity: "150" });
  await expect(page.getByRole("progressbar", { name: used })).toBeVisible();
  await expectNoAxeViolations(page);

  // Once the event is live, the account's taxes say which products charge them.
  const status = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(status.ok(), await status.text()).toBe(true);
  await page.goto("/account/taxes-and-fees");
  await expect(page.getByText(`Intero (${title})`)).toBeVisible();
  await expectNoAxeViolations(page);
});

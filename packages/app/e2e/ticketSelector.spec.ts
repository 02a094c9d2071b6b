import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test, watchConsole } from "./fixtures";

// The ticket selector of an event's public page (issue 14), on a phone, in Italian: the server draws
// the prices and states, the browser takes the page over without a mismatch, and a buyer picks
// tickets with the keyboard alone and reads the total (22% IVA on the price plus a €1.00 fee).

const it = wordsOf("it");
const nbsp = "\u00a0";

test("a buyer on a phone reads the tickets before any script, picks some by keyboard and reads the total", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `marta.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Marta",
    last_name: "Greco",
    email,
    password: "una-password-lunga",
  });
  const accounts = await request.get("/api/accounts");
  const { id: accountId } = ((await accounts.json()) as { data: { id: number } }).data;
  const charge = { is_active: true, is_default: false };
  const iva = await apiPost(request, origin, `accounts/${accountId}/taxes-and-fees`, {
    ...charge,
    name: "IVA",
    type: "TAX",
    calculation_type: "PERCENTAGE",
    rate: 22,
  });
  const fee = await apiPost(request, origin, `accounts/${accountId}/taxes-and-fees`, {
    ...charge,
    name: "Prevendita",
    type: "FEE",
    calculation_type: "FIXED",
    rate: 1,
  });
  const organizer = await apiOrganizer(request, origin, `Giardini in musica ${stamp}`, email);
  const event = await apiPost(request, origin, "events", {
    title: `Concerto nel parco ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-07-12T18:30:00Z",
  });
  const eventId = event?.id;
  const categoryId = await firstCategoryId(request, eventId);
  const product = { product_type: "TICKET", product_category_id: categoryId };
  await apiPost(request, origin, `events/${eventId}/products`, {
    ...product,
    title: "Ingresso",
    type: "PAID",
    prices: [{ price: 10 }],
    max_per_order: 4,
    tax_and_fee_ids: [iva?.id, fee?.id],
  });
  await apiPost(request, origin, `events/${eventId}/products`, {
    ...product,
    title: "Abbonamento",
    type: "TIERED",
    prices: [
      { label: "Early bird", price: 30 },
      { label: "Ultimo minuto", price: 40, sale_start_date: "2031-06-01T08:00:00Z" },
    ],
  });
  const live = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);
  const address = `/e/${eventId}/${event?.slug}`;

  // Before any script: prices with what they include, and the tier not yet on sale, with when.
  const drawn = await (await request.get(address, { headers: { accept: "text/html" } })).text();
  expect(drawn).toContain(`13,42${nbsp}€`);
  expect(drawn).toContain(`incl. 2,42${nbsp}€ IVA e 1,00${nbsp}€ Prevendita`);
  expect(drawn).toContain(it("Not on sale yet: on sale from {opens}", { opens: "1 giu 2031, 10:00" }));
  expect(drawn).toContain('"@type":"Offer"');

  // A phone: the browser takes the page over without a word of complaint, nothing wider than it.
  await page.setViewportSize({ width: 360, height: 780 });
  const problems = watchConsole(page);
  await page.goto(address);
  await expect(page.getByRole("heading", { level: 3, name: "Ingresso" })).toBeVisible();
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  const proceed = page.getByRole("button", { name: it("Continue") });
  await expect(proceed).toBeDisabled();
  await expect(page.getByText(it("Choose at least one ticket to continue."))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  // Keyboard only: two tickets with the + button, one Early bird typed in.
  const more = page.getByRole("button", {
    name: it("One more: {fieldLabel}", { fieldLabel: it("Quantity of {title}", { title: "Ingresso" }) }),
  });
  await more.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await expect(
    page.getByRole("spinbutton", { name: it("Quantity of {title}", { title: "Ingresso" }) }),
  ).toHaveValue("2");
  const early = page.getByRole("spinbutton", { name: "Early bird" });
  await early.focus();
  await page.keyboard.press("ArrowUp");
  await expect(early).toHaveValue("1");
  // By hand: 2 × 10,00 + 30,00 = 50,00; fees 2 × 1,00 = 2,00; IVA 22% of 22,00 = 4,84; total 56,84.
  // The event shows prices with their taxes and fees (the default): so do the items.
  const selection = page.getByRole("region", { name: it("Your selection") });
  await expect(selection).toContainText(`${it("Items ({count})", { count: "3" })}56,84${nbsp}€`);
  await expect(selection).toContainText(`${it("Total")}56,84${nbsp}€`);
  // Something is chosen: the way on to checkout opens.
  await expect(proceed).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/ticket-selector-360.png", fullPage: true });
  expect(problems).toEqual([]);
});

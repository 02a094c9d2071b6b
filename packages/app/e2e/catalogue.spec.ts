import type { Locator, Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 14 end to end: an organiser puts a whole catalogue on sale with the products screen (a free
// ticket, a donation, a ticket charging 22% IVA and a fixed fee, a hidden one, one whose sale opens
// later), two of them share a small capacity, and the public page shows each as it should, in
// Italian and in English, with totals that match a hand computation. (Tiers and keyboard reordering
// on the products screen: productsAdmin.spec.ts; the selector on a phone: ticketSelector.spec.ts.)

const it = wordsOf("it");
const en = wordsOf("en");
const nbsp = "\u00a0";

/** Opens the "add a product" drawer, fills what every product has, and picks its price type. */
async function startProduct(page: Page, title: string, priceType: string): Promise<Locator> {
  await page.getByRole("button", { name: it("Add a product to {name}", { name: "Biglietti" }) }).click();
  const drawer = page.getByRole("dialog", { name: it("Add a product") });
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Title")}`) }).fill(title);
  await drawer.getByRole("button", { name: new RegExp(it("Price type")) }).click();
  await page.getByRole("option", { name: it(priceType) }).click();
  return drawer;
}

async function save(drawer: Locator): Promise<void> {
  await drawer.getByRole("button", { name: it("Save") }).click();
  await expect(drawer).toBeHidden();
}

test("an organiser's catalogue reads right on the public page, in Italian and in English", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `ada.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Ada",
    last_name: "Ferri",
    email,
    password: "a-long-catalogue-password",
  });
  const me = (await (await request.get("/api/users/me")).json()) as { data: { account_id: number } };
  const charge = { is_active: true, is_default: false };
  for (const tax of [
    { name: "IVA", type: "TAX", calculation_type: "PERCENTAGE", rate: 22 },
    { name: "Prevendita", type: "FEE", calculation_type: "FIXED", rate: 1 },
  ]) {
    await apiPost(request, origin, `accounts/${me.data.account_id}/taxes-and-fees`, { ...charge, ...tax });
  }
  const organizer = await apiOrganizer(request, origin, `Villa Manin ${stamp}`, email);
  const event = await apiPost(request, origin, "events", {
    title: `Notte in villa ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-09-20T17:00:00Z",
  });
  const eventId = event?.id;

  await page.goto(`/manage/event/${eventId}/products`);
  await page.getByRole("button", { name: it("Add a ticket") }).click();
  let drawer = page.getByRole("dialog", { name: it("Add a product") });
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Title")}`) }).fill("Visita guidata");
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Price")}`) }).fill("10");
  await drawer.getByText("IVA", { exact: true }).click();
  await drawer.getByText("Prevendita", { exact: true }).click();
  await expectNoAxeViolations(page);
  await save(drawer);

  await save(await startProduct(page, "Prova aperta", "Free"));

  drawer = await startProduct(page, "Sostieni la villa", "Donation");
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Minimum price")}`) }).fill("5");
  await save(drawer);

  drawer = await startProduct(page, "Ospiti", "Paid");
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Price")}`) }).fill("1");
  await drawer.getByText(it("Hidden from buyers"), { exact: true }).click();
  await save(drawer);

  // Its sale opens on 1 June 2031 at 10:00 on the event's clock (Rome): typed segment by segment.
  drawer = await startProduct(page, "Cena di gala", "Paid");
  await drawer.getByRole("textbox", { name: new RegExp(`^${it("Price")}`) }).fill("60");
  const opens = drawer.getByRole("group", { name: new RegExp(`^${it("Sale starts")}`) }).first();
  await opens.getByRole("spinbutton").first().click();
  await page.keyboard.type("010620311000");
  await expectNoAxeViolations(page);
  await save(drawer);

  const list = page.getByRole("grid", { name: it("Products of {name}", { name: "Biglietti" }) });
  await expect(list.getByRole("row")).toHaveCount(5);
  await expectNoAxeViolations(page);

  // Two of them share a capacity of 3 seats: no order can take more than 3 of either.
  const products = (await (await request.get(`/api/events/${eventId}/products`)).json()) as {
    data: { id: number; title: string }[];
  };
  const idOf = (title: string) => products.data.find((product) => product.title === title)?.id;
  await apiPost(request, origin, `events/${eventId}/capacity-assignments`, {
    name: "Saletta",
    capacity: 3,
    status: "ACTIVE",
    product_ids: [idOf("Visita guidata"), idOf("Prova aperta")],
  });
  const live = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);

  const address = `/e/${eventId}/${event?.slug}`;
  for (const [words, lang, money] of [
    [it, "it", (amount: string) => `${amount.replace(".", ",")}${nbsp}€`],
    [en, "en", (amount: string) => `€${amount}`],
  ] as const) {
    await page.goto(`${address}?lang=${lang}`);
    // The event's one category (named in its organiser's language, whatever the page's) holds them.
    const tickets = page.getByRole("region", { name: "Biglietti" });
    await expect(tickets.getByRole("heading", { level: 3, name: "Visita guidata" })).toBeVisible();
    await page.waitForFunction(() => {
      const root = document.getElementById("root");
      return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
    });
    // The hidden product is not there; the others say what they cost and where their sale stands.
    await expect(tickets.getByText("Ospiti")).toHaveCount(0);
    await expect(tickets).toContainText(money("13.42"));
    await expect(tickets).toContainText(words("Free"));
    await expect(tickets).toContainText(
      words("Not on sale yet: on sale from {opens}", {
        opens: lang === "it" ? "1 giu 2031, 10:00" : "Jun 1, 2031, 10:00 AM",
      }),
    );
    await expect(
      tickets.getByRole("spinbutton", { name: words("Quantity of {title}", { title: "Cena di gala" }) }),
    ).toHaveCount(0);

    // The shared capacity stops the quantity at 3.
    const visit = tickets.getByRole("spinbutton", {
      name: words("Quantity of {title}", { title: "Visita guidata" }),
    });
    const more = tickets.getByRole("button", {
      name: words("One more: {fieldLabel}", {
        fieldLabel: words("Quantity of {title}", { title: "Visita guidata" }),
      }),
    });
    for (let press = 0; press < 3; press += 1) await more.click();
    await expect(visit).toHaveValue("3");
    await expect(more).toBeDisabled();

    // A donation of 7,50 on top. By hand: 3 × 10,00 + 7,50 = 37,50; fees 3 × 1,00 = 3,00;
    // IVA 22% of 33,00 = 7,26; total 47,76.
    await tickets
      .getByRole("spinbutton", { name: words("Quantity of {title}", { title: "Sostieni la villa" }) })
      .fill("1");
    await tickets
      .getByRole("textbox", { name: words("Your amount per ticket ({currency})", { currency: "EUR" }) })
      .fill(lang === "it" ? "7,50" : "7.50");
    const selection = page.getByRole("region", { name: words("Your selection") });
    // The items with their taxes and fees, as the event shows prices (the default).
    await expect(selection).toContainText(`${words("Items ({count})", { count: "4" })}${money("47.76")}`);
    await expect(selection).toContainText(`${words("Total")}${money("47.76")}`);
    // With a selection, Continue reserves it (the purchase itself: purchase.spec.ts).
    await expect(page.getByRole("button", { name: words("Continue") })).toBeEnabled();
    await expectNoAxeViolations(page);
  }
});

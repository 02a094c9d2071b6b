import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { organiserTakesOver } from "./afterSaleSteps";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// Issue 15's acceptance, end to end on the real server: an organiser (through the API) puts an
// event on sale with two tickets charging 22 % IVA, a 10 % promo code, a question per order and one
// per Intero ticket, and offline payment; a buyer follows the code's link, picks one of each, gives
// the buyer's and holders' names, answers, chooses to pay offline, reads the summary and opens a
// ticket. Once in Italian, once in English (the buyer's browser language, which the order keeps),
// each page with nothing for axe to report; once on a phone by keyboard alone. The server then
// holds the order awaiting the offline payment, with the answers. Then (issue 16) the organiser
// manages that same order in their own language: afterSaleSteps.ts.
//
// The event shows prices without IVA (its price display setting), on the event page as at checkout.
// The totals by hand, with AMICI (−10 %) on both tickets:
//   Intero 25,00 − 2,50 = 22,50; IVA 22 % of 22,50 = 4,95 (27,45 with it).
//   Ridotto 15,00 − 1,50 = 13,50; IVA 22 % of 13,50 = 2,97 (16,47 with it).
//   Subtotal 22,50 + 13,50 = 36,00; IVA 4,95 + 2,97 = 7,92; total 36,00 + 7,92 = 43,92.

const nbsp = "\u00a0";
const languages = {
  it: { words: wordsOf("it"), money: (amount: string) => `${amount.replace(".", ",")}${nbsp}€` },
  en: { words: wordsOf("en"), money: (amount: string) => `€${amount}` },
} as const;
type Lang = keyof typeof languages;

const instructions = "Bonifico sul conto IT60 X054 2811 1010 0000 0123 456 entro cinque giorni.";
const orderQuestion = { title: "Come ci hai conosciuto?", options: ["Passaparola", "Social", "Radio"] };
const productQuestion = "Città di provenienza";

interface Scene {
  eventId: number;
  slug: string;
  questionIds: number[];
}

interface PublicOrder {
  short_id: string;
  status: string;
  payment_status: string;
  payment_provider: string;
  locale: string;
  promo_code: string | null;
  total_before_additions: number;
  total_tax: number;
  total_gross: number;
  attendees: { short_id: string; public_id: string; first_name: string; last_name: string }[];
}

/** The organiser's event, made through the API on `organiser`'s own session (not the buyer's). */
async function eventOnSale(organiser: APIRequestContext, origin: string): Promise<Scene> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `elena.${stamp}@example.com`;
  await registerInItalian(organiser, origin, {
    first_name: "Elena",
    last_name: "Conti",
    email,
    password: "una-password-per-vendere",
  });
  const me = (await (await organiser.get("/api/users/me")).json()) as { data: { account_id: number } };
  const iva = await apiPost(organiser, origin, `accounts/${me.data.account_id}/taxes-and-fees`, {
    name: "IVA",
    type: "TAX",
    calculation_type: "PERCENTAGE",
    rate: 22,
    is_active: true,
    is_default: false,
  });
  const organizer = await apiOrganizer(organiser, origin, `Teatro Comunale ${stamp}`, email);
  const event = await apiPost(organiser, origin, "events", {
    title: `Serata all'opera ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-10-04T18:00:00Z",
    timezone: "Europe/Rome",
  });
  const eventId = event?.id ?? 0;
  const categoryId = await firstCategoryId(organiser, eventId);
  const productIds: Record<string, number> = {};
  for (const [title, price] of [
    ["Intero", 25],
    ["Ridotto", 15],
  ] as const) {
    const product = await apiPost(organiser, origin, `events/${eventId}/products`, {
      product_type: "TICKET",
      product_category_id: categoryId,
      title,
      type: "PAID",
      prices: [{ price }],
      tax_and_fee_ids: [iva?.id],
    });
    productIds[title] = product?.id ?? 0;
  }
  await apiPost(organiser, origin, `events/${eventId}/promo-codes`, {
    code: "AMICI",
    discount_type: "PERCENTAGE",
    discount: 10,
  });
  const asked = await apiPost(organiser, origin, `events/${eventId}/questions`, {
    title: orderQuestion.title,
    type: "DROPDOWN",
    belongs_to: "ORDER",
    options: orderQuestion.options,
    required: true,
    is_hidden: false,
  });
  const perTicket = await apiPost(organiser, origin, `events/${eventId}/questions`, {
    title: productQuestion,
    type: "SINGLE_LINE_TEXT",
    belongs_to: "PRODUCT",
    product_ids: [productIds.Intero],
    required: true,
    is_hidden: false,
  });
  const settings = await organiser.put(`/api/events/${eventId}/settings`, {
    data: {
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: `<p>${instructions}</p>`,
      price_display_mode: "EXCLUSIVE",
    },
    headers: { origin },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const live = await organiser.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);
  return { eventId, slug: event?.slug ?? "", questionIds: [asked?.id ?? 0, perTicket?.id ?? 0] };
}

/** A card of the page, by its title. */
function card(page: Page, title: string | RegExp): Locator {
  return page.getByRole("heading", { level: 2, name: title }).locator("xpath=ancestor::section[1]");
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/**
 * A DROPDOWN question's control, by its label: the browser's own list (a combobox) or a button
 * opening a list box, whichever the page draws.
 */
function dropdown(within: Locator, label: string): Locator {
  const name = new RegExp(escaped(label), "u");
  return within.getByRole("combobox", { name }).or(within.getByRole("button", { name }));
}

const isNativeList = (control: Locator) =>
  control.evaluate((element) => element instanceof HTMLSelectElement);

/** The answer a DROPDOWN control shows as chosen. */
const shownChoice = (control: Locator) =>
  control.evaluate((element) =>
    (element instanceof HTMLSelectElement
      ? (element.selectedOptions[0]?.textContent ?? "")
      : (element.textContent ?? "")
    ).trim(),
  );

/** The event page from the code's link, the discounted prices, one Intero and one Ridotto. */
async function pickTickets(page: Page, scene: Scene, lang: Lang): Promise<void> {
  await page.goto(`/e/${scene.eventId}/${scene.slug}?promo_code=amici&lang=${lang}`);
  await expectCodeApplied(page, lang);
}

/** The code AMICI in effect: said, and each discounted price shown with the one before it. */
async function expectCodeApplied(page: Page, lang: Lang): Promise<void> {
  const { words, money } = languages[lang];
  await expect(
    page.getByText(new RegExp(escaped(words("Promo code {applied} applied.", { applied: "amici" })), "iu")),
  ).toBeVisible();
  // Each discounted price with its price before the code struck through, heard as one sentence;
  // without IVA, which is said as added, as this event shows prices (and so does the checkout).
  for (const [before, now] of [
    ["25.00", "22.50"],
    ["15.00", "13.50"],
  ] as const) {
    await expect(page.locator("s", { hasText: money(before) })).toBeVisible();
    await expect(
      page.getByText(words("was {was}, now {shown}", { was: money(before), shown: money(now) }), {
        exact: true,
      }),
    ).toBeAttached();
  }
  await expect(page.getByText(words("plus {included}", { included: `${money("4.95")} IVA` }))).toBeVisible();
  await expect(page.getByText(words("plus {included}", { included: `${money("2.97")} IVA` }))).toBeVisible();
  await expectNoAxeViolations(page);
}

/** What the server keeps: the order awaits its offline payment, and both questions were answered. */
async function expectKeptOnServer(
  page: Page,
  organiser: APIRequestContext,
  origin: string,
  scene: Scene,
  shortId: string,
  locale: Lang,
): Promise<PublicOrder> {
  const read = await page.request.get(`/api/public/events/${scene.eventId}/order/${shortId}`);
  expect(read.ok(), await read.text()).toBe(true);
  const order = ((await read.json()) as { data: PublicOrder }).data;
  expect(order).toMatchObject({
    status: "AWAITING_OFFLINE_PAYMENT",
    payment_status: "AWAITING_OFFLINE_PAYMENT",
    payment_provider: "OFFLINE",
    locale,
    total_before_additions: 36,
    total_tax: 7.92,
    total_gross: 43.92,
  });
  expect(order.promo_code?.toUpperCase()).toBe("AMICI");
  expect(order.attendees.map((attendee) => `${attendee.first_name} ${attendee.last_name}`).sort()).toEqual([
    "Luca Neri",
    "Sara Neri",
  ]);
  // An answered question cannot be deleted (its answers stay on the order): both were answered.
  for (const questionId of scene.questionIds) {
    const removed = await organiser.delete(`/api/events/${scene.eventId}/questions/${questionId}`, {
      headers: { origin },
    });
    expect(removed.status(), await removed.text()).toBe(422);
    expect(await removed.text()).toContain("question_has_answers");
  }
  return order;
}

for (const lang of ["it", "en"] as const) {
  test.describe(`in ${lang === "it" ? "Italian" : "English"}`, () => {
    test.use({ locale: lang === "it" ? "it-IT" : "en-GB" });

    test(`a buyer pays two tickets offline with a promo code and answers the questions, then the organiser manages the order (${lang})`, async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const origin = baseURL ?? "";
      const { words, money } = languages[lang];
      const scene = await eventOnSale(request, origin);

      await pickTickets(page, scene, lang);
      await hydrated(page);
      for (const title of ["Intero", "Ridotto"])
        await page
          .getByRole("button", {
            name: words("One more: {fieldLabel}", { fieldLabel: words("Quantity of {title}", { title }) }),
          })
          .click();
      const selection = page.getByRole("region", { name: words("Your selection") });
      await expect(selection).toContainText(`${words("Items ({count})", { count: "2" })}${money("36.00")}`);
      await expect(selection).toContainText(`${words("Total")}${money("43.92")}`);
      await page.getByRole("button", { name: words("Continue") }).click();

      // Details: the buyer, each ticket's holder (Intero's with its question), the order's question.
      await expect(page).toHaveURL(new RegExp(`/checkout/${scene.eventId}/[^/]+/details$`, "u"));
      const shortId = new URL(page.url()).pathname.split("/")[3] ?? "";
      await expect(page.getByRole("heading", { level: 1, name: words("Your details") })).toBeVisible();
      await hydrated(page);
      const email = `sara.${Date.now()}@example.com`;
      const buyer = card(page, words("Your details"));
      await buyer.getByRole("textbox", { name: words("First name"), exact: true }).fill("Sara");
      await buyer.getByRole("textbox", { name: words("Last name"), exact: true }).fill("Neri");
      await buyer.getByRole("textbox", { name: words("Email"), exact: true }).fill(email);
      await buyer.getByRole("textbox", { name: words("Confirm email"), exact: true }).fill(email);
      for (const [title, first] of [
        ["Intero", "Sara"],
        ["Ridotto", "Luca"],
      ] as const) {
        const holder = card(page, new RegExp(`^${title}$`, "u"));
        await holder.getByRole("textbox", { name: words("First name"), exact: true }).fill(first);
        await holder.getByRole("textbox", { name: words("Last name"), exact: true }).fill("Neri");
        await holder
          .getByRole("textbox", { name: words("Email"), exact: true })
          .fill(`${first.toLowerCase()}.${email}`);
      }
      await card(page, /^Intero$/u)
        .getByRole("textbox", { name: productQuestion })
        .fill("Verona");
      await expect(card(page, /^Ridotto$/u).getByRole("textbox", { name: productQuestion })).toHaveCount(0);
      const choice = dropdown(card(page, words("A few questions")), orderQuestion.title);
      if (await isNativeList(choice)) await choice.selectOption({ label: "Passaparola" });
      else {
        await choice.click();
        await page.getByRole("option", { name: "Passaparola" }).click();
      }
      expect(await shownChoice(choice)).toContain("Passaparola");
      const summary = card(page, words("Order summary"));
      // The prices before the code, then what the code took off (2,50 + 1,50), then the subtotal.
      await expect(summary).toContainText(`1 × Intero${money("25.00")}`);
      await expect(summary).toContainText(`1 × Ridotto${money("15.00")}`);
      await expect(summary).toContainText(
        `${words("Promo code {code}", { code: "amici" })}-${money("4.00")}`,
      );
      await expect(summary).toContainText(`${words("Subtotal")}${money("36.00")}`);
      await expect(summary).toContainText(`IVA (22%)${money("7.92")}`);
      await expect(summary).toContainText(`${words("Total")}${money("43.92")}`);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: words("Continue to payment") }).click();

      // Payment: the organiser's instructions, then the choice to pay offline.
      await expect(page).toHaveURL(/\/payment$/u);
      await expect(page.getByRole("heading", { level: 1, name: words("Payment") })).toBeVisible();
      await expect(card(page, words("Pay offline"))).toContainText(instructions);
      await expect(card(page, words("Order summary"))).toContainText(`${words("Total")}${money("43.92")}`);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: words("I will pay offline") }).click();

      // Summary: awaiting payment, how to pay, both tickets, the same totals.
      await expect(page).toHaveURL(/\/summary$/u);
      await expect(
        page.getByRole("heading", { level: 1, name: words("Your order awaits payment") }),
      ).toBeVisible();
      await expect(card(page, words("How to pay"))).toContainText(instructions);
      const tickets = card(page, words("Tickets"));
      const intero = tickets.getByRole("link", {
        name: words("{product} for {holder}", { product: "Intero", holder: "Sara Neri" }),
      });
      await expect(intero).toBeVisible();
      await expect(
        tickets.getByRole("link", {
          name: words("{product} for {holder}", { product: "Ridotto", holder: "Luca Neri" }),
        }),
      ).toBeVisible();
      const totals = card(page, words("Order summary"));
      await expect(totals).toContainText(`${words("Subtotal")}${money("36.00")}`);
      await expect(totals).toContainText(`IVA (22%)${money("7.92")}`);
      await expect(totals).toContainText(`${words("Total")}${money("43.92")}`);
      await expectNoAxeViolations(page);

      const order = await expectKeptOnServer(page, request, origin, scene, shortId, lang);
      const ticket = order.attendees.find((attendee) => attendee.first_name === "Sara");

      // The ticket: its QR code and its holder.
      await intero.click();
      await expect(page).toHaveURL(new RegExp(`/product/${scene.eventId}/${ticket?.short_id}$`, "u"));
      const qr = page.getByRole("img", {
        name: words("QR code of ticket {publicId}", { publicId: ticket?.public_id ?? "" }),
      });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);
      await expect(page.getByText("Sara Neri").first()).toBeVisible();
      await expectNoAxeViolations(page);

      // Issue 16's story on this same order: the organiser's side (afterSaleSteps.ts).
      await organiserTakesOver(browser, request, origin, {
        eventId: scene.eventId,
        buyer: "Sara Neri",
        lang,
        words,
        money,
      });
    });
  });
}

/** Presses Tab (or Shift+Tab, going back) until `target` has the focus (at most 80 times). */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab"): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} never took the focus`);
}

/** Tabs to a field and types into it, as a person does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Whether the page is wider than the screen (something to scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("the same purchase on a phone by keyboard alone", async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const { words, money } = languages.it;
  const scene = await eventOnSale(request, origin);
  await page.setViewportSize({ width: 390, height: 844 });

  // The tickets first, then the code, typed on the page: it applies in place, so the basket, the
  // scroll and the focus stay, and the address takes the code.
  await page.goto(`/e/${scene.eventId}/${scene.slug}?lang=it`);
  await hydrated(page);
  expect(await scrollsSideways(page)).toBe(false);
  const more = (title: string) =>
    page.getByRole("button", {
      name: words("One more: {fieldLabel}", { fieldLabel: words("Quantity of {title}", { title }) }),
    });
  await tabTo(page, more("Intero"));
  await page.keyboard.press("Enter");
  await tabTo(page, more("Ridotto"));
  await page.keyboard.press("Space");
  const selection = page.getByRole("region", { name: words("Your selection") });
  await expect(selection).toContainText(`${words("Total")}${money("48.80")}`);
  await tabTo(page, page.locator("summary", { hasText: words("Have a promo code?") }));
  await page.keyboard.press("Enter");
  await typeInto(page, page.getByRole("textbox", { name: words("Promo code") }), "amici");
  // A mark on this document: a page loaded again would not have it.
  await page.evaluate(() => document.documentElement.setAttribute("data-before-code", ""));
  await page.keyboard.press("Enter");
  const applied = page.getByRole("status").filter({
    hasText: words("Promo code {applied} applied.", { applied: "amici" }),
  });
  await expect(applied).toBeFocused();
  await expect(page).toHaveURL(/[?&]promo_code=amici(&|$)/u);
  await expect(selection).toContainText(`${words("Items ({count})", { count: "2" })}${money("36.00")}`);
  await expect(selection).toContainText(`${words("Total")}${money("43.92")}`);
  await expect(applied).toBeInViewport();
  await expect(page.locator("html")).toHaveAttribute("data-before-code", "");
  await expectCodeApplied(page, "it");
  await tabTo(page, page.getByRole("button", { name: words("Continue") }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/checkout/${scene.eventId}/[^/]+/details$`, "u"));
  const shortId = new URL(page.url()).pathname.split("/")[3] ?? "";
  await expect(page.getByRole("heading", { level: 1, name: words("Your details") })).toBeVisible();
  await hydrated(page);
  const email = `sara.tastiera.${Date.now()}@example.com`;
  const buyer = card(page, words("Your details"));
  const field = (within: Locator, name: string) => within.getByRole("textbox", { name, exact: true });
  await typeInto(page, field(buyer, words("First name")), "Sara");
  await typeInto(page, field(buyer, words("Last name")), "Neri");
  await typeInto(page, field(buyer, words("Email")), email);
  await typeInto(page, field(buyer, words("Confirm email")), email);
  const intero = card(page, /^Intero$/u);
  await typeInto(page, field(intero, words("First name")), "Sara");
  await typeInto(page, field(intero, words("Last name")), "Neri");
  await typeInto(page, field(intero, words("Email")), email);
  await typeInto(page, field(intero, productQuestion), "Verona");
  // Ridotto's holder: the name and the email, the surname left out; the refused submit takes the
  // buyer back to it (focused, on screen), and the top of the form says there is something to fix.
  const ridotto = card(page, /^Ridotto$/u);
  await typeInto(page, field(ridotto, words("First name")), "Luca");
  await typeInto(page, field(ridotto, words("Email")), `luca.${email}`);
  await tabTo(page, page.getByRole("button", { name: words("Continue to payment") }));
  await page.keyboard.press("Enter");
  await expect(field(ridotto, words("Last name"))).toBeFocused();
  await expect(field(ridotto, words("Last name"))).toBeInViewport();
  await expect(page.getByRole("alert")).toHaveText(
    words("Some fields need your attention: they are marked below."),
  );
  await page.keyboard.type("Neri");
  await expect(field(ridotto, words("Last name"))).toHaveValue("Neri");
  // The order's question: its list of answers walked with the arrow keys.
  const choice = dropdown(card(page, words("A few questions")), orderQuestion.title);
  await tabTo(page, choice);
  if (await isNativeList(choice)) {
    // The browser's own list: the arrows move the choice without opening it.
    for (let step = 0; step < 5 && !(await shownChoice(choice)).includes("Radio"); step += 1)
      await page.keyboard.press("ArrowDown");
  } else {
    await page.keyboard.press("Enter");
    const radio = page.getByRole("option", { name: "Radio" });
    for (let step = 0; step < 5; step += 1) {
      if (await radio.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("ArrowDown");
    }
    await expect(radio).toBeFocused();
    await page.keyboard.press("Enter");
  }
  expect(await shownChoice(choice)).toContain("Radio");
  await expect(card(page, words("Order summary"))).toContainText(`${words("Total")}${money("43.92")}`);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole("button", { name: words("Continue to payment") }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/payment$/u);
  await expect(card(page, words("Pay offline"))).toContainText(instructions);
  expect(await scrollsSideways(page)).toBe(false);
  await tabTo(page, page.getByRole("button", { name: words("I will pay offline") }));
  await page.keyboard.press("Space");

  await expect(page).toHaveURL(/\/summary$/u);
  await expect(
    page.getByRole("heading", { level: 1, name: words("Your order awaits payment") }),
  ).toBeVisible();
  await expect(card(page, words("How to pay"))).toContainText(instructions);
  await expect(card(page, words("Order summary"))).toContainText(`${words("Total")}${money("43.92")}`);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  const order = await expectKeptOnServer(page, request, origin, scene, shortId, "it");
  const ticket = order.attendees.find((attendee) => attendee.first_name === "Luca");
  await tabTo(
    page,
    card(page, words("Tickets")).getByRole("link", {
      name: words("{product} for {holder}", { product: "Ridotto", holder: "Luca Neri" }),
    }),
  );
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/product/${scene.eventId}/${ticket?.short_id}$`, "u"));
  await expect(
    page.getByRole("img", {
      name: words("QR code of ticket {publicId}", { publicId: ticket?.public_id ?? "" }),
    }),
  ).toBeVisible();
  await expect(page.getByText("Luca Neri").first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

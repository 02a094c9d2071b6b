import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, FrameLocator, Locator, Page } from "@playwright/test";
import { chromiumArgs } from "../playwright.config";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 27's widget, end to end: a page of another site (another address on this machine, so
// another site to the browser, whose third-party cookies it blocks) embeds the event with Hi.Events'
// own snippet, only the script's address changed to ours. A buyer picks two tickets, gives their
// details and pays offline inside the frame, and reads the summary there; the frame's height
// follows each step's content, axe finds nothing on the page or in the frame. In Italian and in
// English (the snippet's `data-hievents-locale`). A page of ours other than the widget refuses to
// be framed there.

const nbsp = "\u00a0";
const languages = {
  it: {
    words: wordsOf("it"),
    money: (amount: string) => `${amount.replace(".", ",")}${nbsp}€`,
    go: "Prendo i biglietti",
  },
  en: { words: wordsOf("en"), money: (amount: string) => `€${amount}`, go: "Get my tickets" },
} as const;
type Lang = keyof typeof languages;

/** A live event with two tickets, paid offline: the organiser's, made through the API. */
async function eventOnSale(
  organiser: APIRequestContext,
  origin: string,
): Promise<{ id: number; title: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `marta.${stamp}@example.com`;
  await registerInItalian(organiser, origin, {
    first_name: "Marta",
    last_name: "Galli",
    email,
    password: "una-password-per-il-widget",
  });
  const organizer = await apiOrganizer(organiser, origin, `Cinema all'aperto ${stamp}`, email);
  const title = `Notte di cinema ${stamp}`;
  const event = await apiPost(organiser, origin, "events", {
    title,
    organizer_id: organizer?.id,
    start_date: "2031-07-14T19:30:00Z",
    timezone: "Europe/Rome",
  });
  const id = event?.id ?? 0;
  const categoryId = await firstCategoryId(organiser, id);
  for (const [name, price] of [
    ["Intero", 12],
    ["Ridotto", 8],
  ] as const)
    await apiPost(organiser, origin, `events/${id}/products`, {
      product_type: "TICKET",
      product_category_id: categoryId,
      title: name,
      type: "PAID",
      prices: [{ price }],
    });
  for (const [path, data] of [
    [
      `events/${id}/settings`,
      { payment_providers: ["OFFLINE"], offline_payment_instructions: "<p>Alla cassa, la sera stessa.</p>" },
    ],
    [`events/${id}/status`, { status: "LIVE" }],
  ] as const) {
    const answer = await organiser.put(`/api/${path}`, { data, headers: { origin } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  return { id, title };
}

/**
 * The other site: a page with Hi.Events' snippet as its widget screen writes it (`?event=&lang=`),
 * the script from our server; `/framed?path=` frames one of our pages directly.
 */
function startOtherSite(appOrigin: string): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.2");
    const lang = url.searchParams.get("lang") === "en" ? "en" : "it";
    const body =
      url.pathname === "/framed"
        ? `<iframe title="Framed" src="${appOrigin}${url.searchParams.get("path")}"></iframe>`
        : `<h1>Cinema sotto le stelle</h1>
<p>Ogni giovedì d'estate, nel cortile del museo.</p>
<div data-hievents-id="${url.searchParams.get("event")}"
     data-hievents-primary-color="#7b5db8"
     data-hievents-background-color="#ffffff"
     data-hievents-widget-type="widget"
     data-hievents-widget-version="1.0"
     data-hievents-locale="${lang}"
     data-hievents-padding="20px"
     data-hievents-autoresize="true"
     data-hievents-continue-button-text="${languages[lang].go}"
     class="hievents-widget"></div>
<p>Il bar apre alle 20.</p>
<script async src="${appOrigin}/widget.js"></script>`;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Cinema sotto le stelle</title></head><body><main>${body}</main></body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.2", () => resolve(server)));
}

/** A card inside the frame, by its title. */
function card(frame: FrameLocator, title: string | RegExp): Locator {
  return frame.getByRole("heading", { level: 2, name: title }).locator("xpath=ancestor::section[1]");
}

/** The frame's height on the page follows its content: the whole step shows, nothing scrolls inside. */
async function expectSizedToContent(page: Page): Promise<void> {
  const frame = page.frames().find((each) => each.url().includes("/widget/"));
  expect(frame).toBeDefined();
  await expect
    .poll(async () => {
      const element = await frame?.frameElement();
      const box = await element?.boundingBox();
      const content = await frame?.evaluate(() => ({
        height: document.getElementById("root")?.getBoundingClientRect().height ?? 0,
        scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      }));
      return Boolean(box && content && !content.scrolls && Math.abs(box.height - content.height) <= 2);
    })
    .toBe(true);
}

let otherSite: Server;
test.beforeAll(async ({ baseURL }) => {
  otherSite = await startOtherSite(new URL(baseURL ?? "").origin);
});
test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));
const otherOrigin = () => `http://127.0.0.2:${(otherSite.address() as AddressInfo).port}`;

// Chromium told to block third-party cookies, as browsers now do by default.
test.use({
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [...chromiumArgs, "--test-third-party-cookie-phaseout"],
  },
});

for (const lang of ["it", "en"] as const satisfies Lang[]) {
  test(`a buyer completes the checkout inside another site's page, with third-party cookies blocked (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = baseURL ?? "";
    const { words, money, go } = languages[lang];
    const event = await eventOnSale(request, origin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${otherOrigin()}/?event=${event.id}&lang=${lang}`);
    const widget = page.frameLocator("iframe");

    // The tickets, in the snippet's language, in a frame named for screen readers by its event.
    await expect(widget.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page.locator("iframe")).toHaveAttribute("title", new RegExp(event.title, "u"));
    await expectSizedToContent(page);
    await expectNoAxeViolations(page);
    for (const title of ["Intero", "Ridotto"])
      await widget
        .getByRole("button", {
          name: words("One more: {fieldLabel}", { fieldLabel: words("Quantity of {title}", { title }) }),
        })
        .click();
    await expect(widget.getByRole("region", { name: words("Your selection") })).toContainText(
      `${words("Total")}${money("20.00")}`,
    );
    await widget.getByRole("button", { name: go }).click();

    // The details, in the same frame.
    await expect(widget.getByRole("heading", { level: 1, name: words("Your details") })).toBeVisible();
    await expectSizedToContent(page);
    const email = `giulia.${Date.now()}@example.com`;
    const buyer = card(widget, words("Your details"));
    await buyer.getByRole("textbox", { name: words("First name"), exact: true }).fill("Giulia");
    await buyer.getByRole("textbox", { name: words("Last name"), exact: true }).fill("Rossi");
    await buyer.getByRole("textbox", { name: words("Email"), exact: true }).fill(email);
    await buyer.getByRole("textbox", { name: words("Confirm email"), exact: true }).fill(email);
    for (const [title, first] of [
      ["Intero", "Giulia"],
      ["Ridotto", "Pietro"],
    ] as const) {
      const holder = card(widget, new RegExp(`^${title}$`, "u"));
      await holder.getByRole("textbox", { name: words("First name"), exact: true }).fill(first);
      await holder.getByRole("textbox", { name: words("Last name"), exact: true }).fill("Rossi");
      await holder
        .getByRole("textbox", { name: words("Email"), exact: true })
        .fill(`${first.toLowerCase()}.${email}`);
    }
    await expectNoAxeViolations(page);
    await widget.getByRole("button", { name: words("Continue to payment") }).click();

    // Payment, offline, and the summary: all inside the frame.
    await expect(widget.getByRole("heading", { level: 1, name: words("Payment") })).toBeVisible();
    await expectSizedToContent(page);
    await widget.getByRole("button", { name: words("I will pay offline") }).click();
    await expect(
      widget.getByRole("heading", { level: 1, name: words("Your order awaits payment") }),
    ).toBeVisible();
    await expect(card(widget, words("Order summary"))).toContainText(`${words("Total")}${money("20.00")}`);
    await expectSizedToContent(page);
    await expectNoAxeViolations(page);
    // The page around it stayed where it was.
    expect(page.url()).toBe(`${otherOrigin()}/?event=${event.id}&lang=${lang}`);

    // The order is the server's, in the buyer's name; and no cookie of ours carried the checkout.
    const frameUrl = new URL(
      page
        .frames()
        .find((each) => each.url().includes("/widget/"))
        ?.url() ?? "",
    );
    const shortId = frameUrl.pathname.split("/")[4] ?? "";
    const read = await request.get(`/api/public/events/${event.id}/order/${shortId}`);
    expect(read.ok(), await read.text()).toBe(true);
    expect((await read.json()).data).toMatchObject({
      status: "AWAITING_OFFLINE_PAYMENT",
      email,
      locale: lang,
    });
    expect((await page.context().cookies(origin)).map((cookie) => cookie.name)).not.toContain(
      "session_identifier",
    );
  });
}

test("on a phone the widget fits the width, and another page of ours refuses to be framed", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const event = await eventOnSale(request, origin);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${otherOrigin()}/?event=${event.id}&lang=it`);
  const widget = page.frameLocator("iframe");
  await expect(widget.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  await expectSizedToContent(page);
  expect(
    await page.frames()[1]?.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: "test-results/widget-phone.png", fullPage: true });

  // The sign-in page in another site's frame: the browser refuses to show it (clickjacking).
  await page.goto(`${otherOrigin()}/framed?path=/auth/login`);
  const framed = page.frames()[1];
  await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/u);
});

import type { Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { apiEventOnSale, apiNewOrganizer, apiPost } from "./api";
import { expect, expectNoAxeViolations, hydrated, test, watchConsole } from "./fixtures";
import { nextMailTo } from "./mailbox";

// A buyer, in Italian, finds the only ticket sold out and joins its waitlist from the event page
// with the keyboard; the confirmation mail leads to the entry's page. The first buyer's order is
// cancelled: the freed ticket is offered to the person waiting, whose page now holds it for them
// and leads on to the ordinary checkout.

const it = wordsOf("it");

test("a buyer joins a sold-out ticket's waitlist, then completes the purchase of the ticket offered", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const { request } = page;
  const { organizerId, stamp } = await apiNewOrganizer(
    request,
    origin,
    { first_name: "Elena", last_name: "Conti" },
    "Cortile Sonoro",
  );
  const event = await apiEventOnSale(
    request,
    origin,
    {
      title: `Quartetto in cortile ${stamp}`,
      organizer_id: organizerId,
      start_date: "2031-09-20T18:30:00Z",
      timezone: "Europe/Rome",
    },
    {
      product_type: "TICKET",
      title: "Posto unico",
      type: "FREE",
      waitlist_enabled: true,
      prices: [{ price: 0, initial_quantity_available: 1 }],
    },
  );
  const eventId = event.id;
  const { product } = event;
  const priceId = product.prices[0]?.id;

  // The one ticket goes to a first buyer.
  const first = `primo.${stamp}@example.com`;
  const reserved = (await apiPost(request, origin, `public/events/${eventId}/order`, {
    products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 1 }] }],
  })) as unknown as { short_id: string };
  const completed = await request.put(`/api/public/events/${eventId}/order/${reserved.short_id}`, {
    headers: { origin },
    data: {
      order: { first_name: "Primo", last_name: "Rossi", email: first, email_confirmation: first },
      products: [
        {
          product_id: product.id,
          product_price_id: priceId,
          first_name: "Primo",
          last_name: "Rossi",
          email: first,
          email_confirmation: first,
        },
      ],
    },
  });
  expect(completed.ok(), await completed.text()).toBe(true);

  // Sold out: the price offers its waitlist instead of a quantity.
  const problems = watchConsole(page);
  await page.goto(`/event/${eventId}/${event.slug}`);
  await hydrated(page);
  const join = page.getByRole("button", { name: it("Join the waitlist") });
  await expect(join).toBeVisible();
  await expect(page.getByText(it("Sold out"))).toBeVisible();
  await join.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: it("Join the waitlist") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: it("Language of the emails") })).toHaveValue("it");
  await expectNoAxeViolations(page);

  // Keyboard only: the first field has the focus.
  const waiter = `attesa.${stamp}@example.com`;
  await expect(dialog.getByRole("textbox", { name: it("First name"), exact: true })).toBeFocused();
  await page.keyboard.type("Giulia");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.type(waiter);
  await page.keyboard.press("Enter");
  await expect(
    dialog.getByText(
      it(
        "You are on the waitlist, number {position} in line. We have sent a confirmation to {email}, with a link to leave the list at any time.",
        { position: "1", email: waiter },
      ),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(join).toBeFocused();

  // The confirmation mail leads to the entry's page: first in line.
  const joined = await nextMailTo(waiter, { matching: /\/waitlist\// });
  const entryLink = /https?:\/\/\S+\/waitlist\/\d+\/[\w-]+/u.exec(joined.text)?.[0] ?? "";
  const entryPath = new URL(entryLink).pathname;
  await page.goto(entryPath);
  await expect(page.getByRole("heading", { level: 1, name: it("Your place on the waitlist") })).toBeVisible();
  await hydrated(page);
  await expect(
    page.getByText(it("Nobody is ahead of you: the next ticket that frees up is offered to you.")),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The first order is cancelled: its ticket is offered to Giulia, and held for her.
  const orders = await request.get(`/api/events/${eventId}/orders`);
  const [order] = ((await orders.json()) as { data: { id: number }[] }).data;
  const cancelled = await request.post(`/api/events/${eventId}/orders/${order?.id}/cancel`, {
    headers: { origin },
    data: {},
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  await nextMailTo(waiter, { after: 1, matching: /\/waitlist\// });
  await page.goto(entryPath);
  await expect(
    page.getByRole("heading", { level: 1, name: it("A ticket is waiting for you") }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: it("Complete your purchase") }).click();
  await page.waitForURL(new RegExp(`/checkout/${eventId}/[\\w-]+/details$`, "u"));
  await expect(page.getByRole("heading", { level: 1, name: it("Your details") })).toBeVisible();
  // Typed before the page's script takes over, a field would be drawn again empty.
  await hydrated(page);

  // The ordinary checkout, on a phone: the held ticket is bought.
  await page.setViewportSize({ width: 390, height: 844 });
  const buyer = card(page, it("Your details"));
  await buyer.getByRole("textbox", { name: it("First name"), exact: true }).fill("Giulia");
  await buyer.getByRole("textbox", { name: it("Last name"), exact: true }).fill("Conti");
  await buyer.getByRole("textbox", { name: it("Email"), exact: true }).fill(waiter);
  await buyer.getByRole("textbox", { name: it("Confirm email"), exact: true }).fill(waiter);
  const holder = card(page, "Posto unico");
  await holder.getByRole("textbox", { name: it("First name"), exact: true }).fill("Giulia");
  await holder.getByRole("textbox", { name: it("Last name"), exact: true }).fill("Conti");
  await holder.getByRole("textbox", { name: it("Email"), exact: true }).fill(waiter);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: it("Complete order") }).click();
  await expect(page.getByRole("heading", { level: 1, name: it("Your order is confirmed") })).toBeVisible();
  await expectNoAxeViolations(page);
  // Every page drawn by the server was taken over as drawn, without an error.
  expect(problems).toEqual([]);

  // The organiser's waitlist: Giulia bought her ticket from the line; the first buyer's is free no more.
  await page.goto(`/manage/event/${eventId}/waitlist`);
  await expect(page.getByRole("heading", { level: 1, name: it("Waitlist") })).toBeVisible();
  await expect(
    page.getByRole("row", { name: /Giulia/u }).getByText(it("Purchased"), { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(entryPath);
  await expect(
    page.getByText(
      it(
        "Thank you: you bought your ticket for {eventTitle} from the waitlist. It was sent to you by email.",
        {
          eventTitle: `Quartetto in cortile ${stamp}`,
        },
      ),
    ),
  ).toBeVisible();
});

/** A card of the checkout, by its title. */
function card(page: Page, title: string | RegExp) {
  return page.getByRole("heading", { level: 2, name: title }).locator("xpath=ancestor::section[1]");
}

import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { nextMailTo } from "./mailbox";

// A buyer's self-service, on a phone in Italian: from the order's page they correct a ticket
// holder's name and have the confirmation sent again; then, having lost the mail, they find their
// tickets by email and open the order from the mailed link.

const it = wordsOf("it");

interface OrderAnswer {
  short_id: string;
  public_id: string;
  status: string;
}

test("a buyer corrects a ticket holder's name from the order page, then finds the order by email", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `sara.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Sara",
    last_name: "Neri",
    email,
    password: "una-password-per-il-self-service",
  });
  const organizer = await apiOrganizer(request, origin, `Teatro Aperto ${stamp}`, email);
  const title = `Serata aperta ${stamp}`;
  const event = await apiPost(request, origin, "events", {
    title,
    organizer_id: organizer?.id,
    start_date: "2031-09-20T18:30:00Z",
    timezone: "Europe/Rome",
  });
  const eventId = event?.id;
  const allowed = await request.patch(`/api/events/${eventId}/settings`, {
    data: { allow_attendee_self_edit: true },
    headers: { origin },
  });
  expect(allowed.ok(), await allowed.text()).toBe(true);
  const categoryId = await firstCategoryId(request, eventId);
  const product = (await apiPost(request, origin, `events/${eventId}/products`, {
    product_type: "TICKET",
    product_category_id: categoryId,
    title: "Platea",
    type: "FREE",
    prices: [{ price: 0 }],
  })) as unknown as { id: number; prices: { id: number }[] };
  const priceId = product.prices[0]?.id;
  const live = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);

  const buyer = `buyer.${stamp}@example.com`;
  const reserved = (await apiPost(request, origin, `public/events/${eventId}/order`, {
    products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 2 }] }],
  })) as unknown as OrderAnswer;
  const holder = (first_name: string) => ({
    product_id: product.id,
    product_price_id: priceId,
    first_name,
    last_name: "Bianchi",
    email: buyer,
    email_confirmation: buyer,
  });
  const completed = await request.put(`/api/public/events/${eventId}/order/${reserved.short_id}`, {
    headers: { origin },
    data: {
      order: {
        first_name: "Luca",
        last_name: "Bianchi",
        email: buyer,
        email_confirmation: buyer,
        accepted_terms: true,
      },
      products: [holder("Luca"), holder("Marco")],
    },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const order = ((await completed.json()) as { data: OrderAnswer }).data;

  // The order's page, on a phone: Marco's name was mistyped; the buyer corrects it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/checkout/${eventId}/${order.short_id}/summary`);
  await expect(page.getByRole("heading", { level: 1, name: it("Your order is confirmed") })).toBeVisible();
  await page
    .getByRole("button", { name: it("Change the details of {holder}", { holder: "Marco Bianchi" }) })
    .click();
  const firstName = page.getByRole("textbox", { name: it("First name"), exact: true });
  await expect(firstName).toHaveValue("Marco");
  await expectNoAxeViolations(page);
  await firstName.fill("Marcello");
  await page.getByRole("button", { name: it("Save the changes") }).click();
  await expect(page.getByRole("link", { name: /Marcello Bianchi/u })).toBeVisible();
  await expect(page.getByRole("link", { name: /Luca Bianchi/u })).toBeVisible();

  // The confirmation again, said on the page.
  await page.getByRole("button", { name: it("Send the confirmation again") }).click();
  await expect(page.getByText(it("Sent again to {to}.", { to: buyer }))).toBeVisible();

  // The mail is lost: from the sign-in page, "find my tickets".
  await page.goto("/auth/login");
  await page.getByRole("link", { name: it("Find them by email") }).click();
  await expect(page.getByRole("heading", { level: 1, name: it("Find my tickets") })).toBeVisible();
  await page.getByRole("textbox", { name: it("Email") }).fill(buyer);
  await page.getByRole("button", { name: it("Send me the link") }).click();
  await expect(page.getByRole("status").filter({ hasText: buyer })).toBeVisible();
  await expectNoAxeViolations(page);

  // The mail, in the order's language, carries the link; it lists the order.
  const mail = await nextMailTo(buyer, { matching: /my-tickets\// });
  expect(mail.subject).toContain("I tuoi biglietti");
  const link = /https?:\/\/\S+\/my-tickets\/[\w-]+/u.exec(mail.text)?.[0] ?? "";
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: it("My tickets") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: it("Open order {number}", { number: order.public_id }) }).click();
  await expect(page.getByRole("link", { name: /Marcello Bianchi/u })).toBeVisible();

  // A link altered on the way says so and offers a new one.
  await page.goto(`${new URL(link).pathname}x`);
  await expect(
    page.getByText(it("This link has expired or is not valid. Ask for a new one: we will mail it to you.")),
  ).toBeVisible();
});

import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { nextMailTo } from "./mailbox";

// An organiser writes their own order confirmation in the event's settings, in Italian: a template
// that loops forever is refused on its field, the preview draws the fixed one with sample data, and
// the next buyer gets the organiser's words.

const it = wordsOf("it");

test("an organiser writes their own order confirmation, previews it, and the next buyer gets it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `elena.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Elena",
    last_name: "Galli",
    email,
    password: "una-password-per-le-mail",
  });
  const organizer = await apiOrganizer(request, origin, `Cantiere Musica ${stamp}`, email);
  const title = `Notte di jazz ${stamp}`;
  const event = await apiPost(request, origin, "events", {
    title,
    organizer_id: organizer?.id,
    start_date: "2031-10-02T19:00:00Z",
    timezone: "Europe/Rome",
  });
  const eventId = event?.id;
  const categoryId = await firstCategoryId(request, eventId);
  const product = (await apiPost(request, origin, `events/${eventId}/products`, {
    product_type: "TICKET",
    product_category_id: categoryId,
    title: "Ingresso",
    type: "FREE",
    prices: [{ price: 0 }],
  })) as unknown as { id: number; prices: { id: number }[] };
  const live = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);

  await page.goto(`/manage/event/${eventId}/settings`);
  const card = page.locator("#emails");
  await expect(card.getByText(it("The default text, in each buyer's language.")).first()).toBeVisible();
  await card.getByRole("button", { name: it("Write your own order confirmation") }).click();
  const dialog = page.getByRole("dialog", { name: it("Your order confirmation") });
  // It starts from the default text, in Liquid.
  await expect(dialog.getByRole("textbox", { name: it("Subject") })).toHaveValue(/\{\{ event\.title \}\}/u);
  await expectNoAxeViolations(page);

  await dialog
    .getByRole("textbox", { name: it("Subject") })
    .fill("Grazie {{ order.first_name }}, ci vediamo a {{ event.title }}");
  const body = dialog.getByRole("textbox", { name: it("Text (Liquid and HTML)") });
  await body.fill("<p>A presto!</p>{% for i in (1..100000000) %}x{% endfor %}");
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(
    dialog.getByText(
      it("This template cannot be drawn: check its tags, and use no includes, files or endless loops."),
    ),
  ).toBeVisible();

  await body.fill(
    "<p>A presto, {{ order.first_name }}! Porta con te il biglietto per {{ event.title }}.</p>",
  );
  await dialog.getByRole("button", { name: it("Preview with sample data") }).click();
  const preview = dialog.frameLocator(`iframe[title="${it("Preview of the mail")}"]`);
  await expect(
    preview.getByText("A presto, Giulia! Porta con te il biglietto per Summer concert."),
  ).toBeVisible();
  // No axe run while the preview shows: axe cannot enter a frame whose scripts are off and waits
  // for ever. The dialog was checked above; the preview is the organiser's own document.
  await dialog.getByRole("button", { name: it("Save") }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card.getByRole("button", {
      name: it("Change the order confirmation in {language}", { language: it("Every language") }),
    }),
  ).toBeVisible();

  // The next buyer's confirmation speaks the organiser's words.
  const buyer = `paolo.${stamp}@example.com`;
  const reserved = (await apiPost(request, origin, `public/events/${eventId}/order`, {
    products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0]?.id, quantity: 1 }] }],
  })) as unknown as { short_id: string };
  const done = await request.put(`/api/public/events/${eventId}/order/${reserved.short_id}`, {
    headers: { origin },
    data: {
      order: {
        first_name: "Paolo",
        last_name: "Neri",
        email: buyer,
        email_confirmation: buyer,
        accepted_terms: true,
      },
      products: [
        {
          product_id: product.id,
          product_price_id: product.prices[0]?.id,
          first_name: "Paolo",
          last_name: "Neri",
          email: buyer,
          email_confirmation: buyer,
        },
      ],
    },
  });
  expect(done.ok(), await done.text()).toBe(true);
  const mail = await nextMailTo(buyer, { matching: /A presto, Paolo/u });
  expect(mail.subject).toBe(`Grazie Paolo, ci vediamo a ${title}`);
});

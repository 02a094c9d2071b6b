import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Webhooks (issue 29), in Italian: the organiser adds one pointing at a receiver on this machine
// (the e2e server allows http and private addresses for it), keeps the secret shown once, a sale
// reaches the receiver signed with that secret, and the log shows the delivery, opens on it and
// sends it again; on a phone, a test event and pausing the webhook.

const it = wordsOf("it");

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver that answers 200 to everything and keeps what it was sent. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("ricevuto");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/varco`,
    /** What came of one event type. */
    of: (type: string) =>
      received.filter((item) => (JSON.parse(item.body) as { event_type?: string }).event_type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks' signature of a delivery, keyed with the bytes of the secret's base64 part. */
function signatureOf(secret: string, delivery: Received): string {
  const key = Buffer.from(secret.replace(/^whsec_/u, ""), "base64");
  const signed = `${delivery.headers["webhook-id"]}.${delivery.headers["webhook-timestamp"]}.${delivery.body}`;
  return `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

test("an organiser adds a webhook, a sale reaches it signed, and the log shows and redelivers it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  try {
    const origin = baseURL ?? "";
    const stamp = Date.now();
    const email = `webhook.${stamp}@example.com`;
    const { request } = page;
    await registerInItalian(request, origin, {
      first_name: "Elena",
      last_name: "Ferri",
      email,
      password: "una-password-per-i-webhook",
    });
    const organizer = await apiOrganizer(request, origin, `Circolo ${stamp}`, email);
    const event = await apiPost(request, origin, "events", {
      title: `Concerto collegato ${stamp}`,
      organizer_id: organizer?.id,
      start_date: "2031-10-04T19:00:00Z",
      timezone: "Europe/Rome",
    });
    const eventId = event?.id;
    const product = (await apiPost(request, origin, `events/${eventId}/products`, {
      product_type: "TICKET",
      product_category_id: await firstCategoryId(request, eventId),
      title: "Ingresso",
      type: "FREE",
      prices: [{ price: 0 }],
    })) as unknown as { id: number; prices: { id: number }[] };
    const live = await request.put(`/api/events/${eventId}/status`, {
      data: { status: "LIVE" },
      headers: { origin },
    });
    expect(live.ok(), await live.text()).toBe(true);

    // On a desk: no webhook yet, and what one is for.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/manage/event/${eventId}/webhooks`);
    await expect(page.getByRole("heading", { level: 1, name: it("Webhooks") })).toBeVisible();
    await expect(page.getByText(it("No webhooks yet"))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: it("Add a webhook") }).click();
    const dialog = page.getByRole("dialog", { name: it("Add a webhook") });
    await dialog.getByRole("textbox", { name: new RegExp(`^${it("URL")}`, "u") }).fill(receiver.url);
    await dialog.getByRole("button", { name: it("Select all: {label}", { label: it("Orders") }) }).click();
    await expect(dialog.getByRole("checkbox", { name: it("Order refunded") })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: it("Save") }).click();

    // The secret, this once.
    const shown = page.getByRole("dialog", { name: it("The webhook's secret") });
    const secret = (await shown.locator("code").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/u);
    await expectNoAxeViolations(page);
    await shown.getByRole("button", { name: it("I have copied it") }).click();
    await expect(shown).toBeHidden();
    const row = page.getByRole("row", { name: new RegExp(receiver.url, "u") });
    await expect(row.getByText(it("Active"))).toBeVisible();
    await expect(row.getByText(it("{count} of {total}", { count: "5", total: "16" }))).toBeVisible();
    await expect(page.getByText(secret)).toBeHidden();

    // A sale: the receiver hears of it, signed with the secret shown.
    const reserved = (await apiPost(request, origin, `public/events/${eventId}/order`, {
      products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0]?.id, quantity: 1 }] }],
    })) as unknown as { short_id: string };
    const buyer = `buyer.${stamp}@example.com`;
    const completed = await request.put(`/api/public/events/${eventId}/order/${reserved.short_id}`, {
      headers: { origin },
      data: {
        order: { first_name: "Luca", last_name: "Bianchi", email: buyer, email_confirmation: buyer },
        products: [
          {
            product_id: product.id,
            product_price_id: product.prices[0]?.id,
            first_name: "Luca",
            last_name: "Bianchi",
            email: buyer,
            email_confirmation: buyer,
          },
        ],
      },
    });
    expect(completed.ok(), await completed.text()).toBe(true);
    const order = ((await completed.json()) as { data: { public_id: string } }).data;
    await expect.poll(() => receiver.of("order.created").length, { timeout: 30_000 }).toBe(1);
    const [delivery] = receiver.of("order.created");
    expect(delivery?.headers["webhook-signature"]).toContain(signatureOf(secret, delivery as Received));

    // The log: the delivery, opened on what was sent and answered, then sent again (same id).
    await page.getByRole("button", { name: it("Deliveries to {url}", { url: receiver.url }) }).click();
    const log = page.getByRole("dialog", { name: it("Deliveries") });
    const opener = log.getByRole("button", { name: new RegExp(`200.*${it("Order placed")}`, "u") });
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const details = log.getByRole("region");
    await expect(details.getByText(order.public_id).first()).toBeVisible();
    await expect(details.getByText("ricevuto")).toBeVisible();
    await expect(details.getByText(String(delivery?.headers["webhook-id"]))).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole("button", { name: it("Redeliver") }).click();
    await expect(page.getByText(it("Sent again: the new attempt is at the top of the log."))).toBeVisible();
    await expect.poll(() => receiver.of("order.created").length).toBe(2);
    expect(receiver.of("order.created")[1]?.headers["webhook-id"]).toBe(delivery?.headers["webhook-id"]);
    await page.keyboard.press("Escape");
    await expect(log).toBeHidden();

    // On a phone: a test event, by keyboard, then the webhook paused.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: it("Webhooks") })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: it("Deliveries to {url}", { url: receiver.url }) }).click();
    await expect(log).toBeVisible();
    const type = log.getByRole("button", { name: new RegExp(it("Test event type"), "u") });
    await type.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: `${it("Attendee checked in")} (checkin.created)` }).click();
    await log.getByRole("button", { name: it("Send a test event") }).focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByText(it("A test event was sent: its attempt is at the top of the log.")),
    ).toBeVisible();
    await expect.poll(() => receiver.of("checkin.created").length).toBe(1);
    const attempts = log.getByRole("list", { name: it("Deliveries, newest first") });
    // The test's attempt, first in the log (the type's picker above the log bears its name too).
    const newest = attempts
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: new RegExp(`^200 ${it("Attendee checked in")}`, "u") });
    await newest.focus();
    await page.keyboard.press("Enter");
    await expect(newest).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/webhooks-log-phone.png" });
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: it("More actions for {url}", { url: receiver.url }) }).click();
    await page.getByRole("menuitem", { name: it("Pause") }).click();
    await expect(page.getByText(it("{url} is paused.", { url: receiver.url }))).toBeVisible();
    await expect(row.getByText(it("Paused"))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "test-results/webhooks-phone.png", fullPage: true });

    // The organiser's own webhooks, which hear about all its events: a section of its area.
    await page.goto(`/manage/organizer/${organizer?.id}/dashboard`);
    await page
      .getByRole("navigation", { name: it("Organiser sections") })
      .getByRole("link", { name: it("Webhooks") })
      .click();
    await expect(page).toHaveURL(new RegExp(`/manage/organizer/${organizer?.id}/webhooks$`, "u"));
    await expect(page.getByRole("heading", { level: 2, name: it("Webhooks") })).toBeVisible();
    await expect(page.getByText(it("No webhooks yet"))).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await receiver.close();
  }
});

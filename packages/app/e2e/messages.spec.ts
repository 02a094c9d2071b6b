import type { APIRequestContext, Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { mailsTo, nextMailTo } from "./mailbox";

// Messages to the people who bought (issue 28), in Italian: on a desk the organiser writes to every
// attendee of an event, sees how many it reaches before sending, and the list shows it sent with
// its count; each distinct address gets one mail, framed in its buyer's language. On a phone, a
// test of a message to attendees picked in the list reaches the organiser alone, and so does a
// test of each of the five kinds of recipients.

const it = wordsOf("it");

interface Attendee {
  id: number;
  order_id: number;
  email: string;
}

/** A box-office attendee of the event's one free product, with an order in `locale`. */
async function addAttendee(
  request: APIRequestContext,
  origin: string,
  eventId: number,
  product: { id: number; prices: { id: number }[] },
  person: { first_name: string; last_name: string; email: string; locale: string },
): Promise<Attendee> {
  return (await apiPost(request, origin, `events/${eventId}/attendees`, {
    ...person,
    product_id: product.id,
    product_price_id: product.prices[0]?.id,
    amount_paid: 0,
    send_confirmation_email: false,
  })) as unknown as Attendee;
}

/** Types the message into the rich-text editor of `scope`. */
async function writeText(page: Page, scope: ReturnType<Page["getByRole"]>, text: string) {
  await scope.getByRole("textbox", { name: it("Message") }).click();
  await page.keyboard.type(text);
}

test("an organiser writes to every attendee; tests of every kind reach the organiser alone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `messaggi.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Sara",
    last_name: "Conti",
    email,
    password: "una-password-per-i-messaggi",
  });
  const organizer = await apiOrganizer(request, origin, `Arena ${stamp}`, email);
  const event = await apiPost(request, origin, "events", {
    title: `Concerto all'aperto ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-07-12T18:30:00Z",
    timezone: "Europe/Rome",
  });
  const eventId = event?.id ?? 0;
  const product = (await apiPost(request, origin, `events/${eventId}/products`, {
    product_type: "TICKET",
    product_category_id: await firstCategoryId(request, eventId),
    title: "Ingresso",
    type: "FREE",
    prices: [{ price: 0 }],
  })) as unknown as { id: number; prices: { id: number }[] };
  const marco = `marco.${stamp}@example.com`;
  const anna = `anna.${stamp}@example.com`;
  const first = await addAttendee(request, origin, eventId, product, {
    first_name: "Marco",
    last_name: "Rossi",
    email: marco,
    locale: "it",
  });
  await addAttendee(request, origin, eventId, product, {
    first_name: "Anna",
    last_name: "Verdi",
    email: anna,
    locale: "en",
  });
  // Marco's second ticket, under his address written in capitals: still one address.
  await addAttendee(request, origin, eventId, product, {
    first_name: "Luca",
    last_name: "Rossi",
    email: marco.toUpperCase(),
    locale: "it",
  });

  // On a desk: nothing written yet, and what messages are for.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/manage/event/${eventId}/messages`);
  await expect(page.getByRole("heading", { level: 1, name: it("Messages") })).toBeVisible();
  await expect(page.getByText(it("No messages yet"))).toBeVisible();
  await expectNoAxeViolations(page);

  // To everyone with a ticket: how many it reaches shows before anything is sent.
  await page.getByRole("button", { name: it("Write a message") }).click();
  const dialog = page.getByRole("dialog", { name: it("Write a message") });
  await expect(dialog.getByText(it("People it will reach: {count}.", { count: "2" }))).toBeVisible();
  const subject = `Cambio di orario ${stamp}`;
  await dialog.getByRole("textbox", { name: new RegExp(`^${it("Subject")}`, "u") }).fill(subject);
  await writeText(page, dialog, "Si comincia alle 21, non alle 20.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: it("Send"), exact: true }).click();
  await expect(page.getByText(it("The message is on its way."))).toBeVisible();
  await expect(dialog).toBeHidden();

  // One mail per address, its frame in the buyer's language, the text as written.
  const toMarco = await nextMailTo(marco, { matching: new RegExp(subject, "u") });
  expect(toMarco.text).toContain("Si comincia alle 21, non alle 20.");
  expect(toMarco.text).toContain("Ciao");
  const toAnna = await nextMailTo(anna, { matching: new RegExp(subject, "u") });
  expect(toAnna.text).toContain("Hello Anna");
  expect(toAnna.text).toContain("Si comincia alle 21, non alle 20.");

  // The list: sent, to two people, both delivered.
  const row = page.getByRole("row", { name: new RegExp(subject, "u") });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText(it("Sent"), { exact: true })).toBeVisible({ timeout: 2_000 });
    await expect(row.getByRole("gridcell", { name: "2 / 0" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByRole("gridcell", { name: "2", exact: true })).toBeVisible();
  expect((await mailsTo(marco)).filter((mail) => mail.subject.includes(subject))).toHaveLength(1);
  await expectNoAxeViolations(page);

  // On a phone: two attendees picked in the list, a test of the message to them.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/manage/event/${eventId}/attendees`);
  // Picked by keyboard: each row, then Space.
  for (const name of [/Marco Rossi/u, /Anna Verdi/u]) {
    const row = page.getByRole("row", { name });
    await row.focus();
    await page.keyboard.press("Space");
    await expect(row.getByRole("checkbox")).toBeChecked();
  }
  await page.getByRole("button", { name: it("Message these attendees ({count})", { count: "2" }) }).click();
  const picked = page.getByRole("dialog", { name: it("Write a message") });
  await expect(picked.getByText(it("People it will reach: {count}.", { count: "2" }))).toBeVisible();
  const testSubject = `Prova ai partecipanti ${stamp}`;
  await picked.getByRole("textbox", { name: new RegExp(`^${it("Subject")}`, "u") }).fill(testSubject);
  await writeText(page, picked, "Prima di inviarlo a tutti.");
  await expectNoAxeViolations(page);
  await picked.getByRole("button", { name: it("Send a test to me") }).click();
  await expect(page.getByText(it("A test was sent to {email}.", { email }))).toBeVisible();
  await expect(picked).toBeVisible();
  await nextMailTo(email, { matching: new RegExp(testSubject, "u") });

  // A test of each kind of recipients: the organiser's mailbox only.
  const kinds = [
    { message_type: "ALL_ATTENDEES" },
    { message_type: "TICKET_HOLDERS", product_ids: [product.id] },
    { message_type: "ORDER_OWNERS_WITH_PRODUCT", product_ids: [product.id], order_statuses: ["COMPLETED"] },
    { message_type: "ORDER_OWNER", order_id: first.order_id },
    { message_type: "INDIVIDUAL_ATTENDEES", attendee_ids: [first.id] },
  ];
  for (const kind of kinds) {
    const kindSubject = `Prova ${kind.message_type} ${stamp}`;
    const sent = await apiPost(request, origin, `events/${eventId}/messages`, {
      ...kind,
      subject: kindSubject,
      message: "<p>Solo una prova.</p>",
      is_test: true,
    });
    await nextMailTo(email, { matching: new RegExp(kindSubject, "u") });
    const recipients = await request.get(`/api/events/${eventId}/messages/${sent?.id}/recipients`);
    const listed = ((await recipients.json()) as { data: { recipient: string }[] }).data;
    expect(listed.map((recipient) => recipient.recipient)).toEqual([email]);
  }
  for (const address of [marco, anna]) {
    const tests = (await mailsTo(address)).filter((mail) => /Prova/u.test(mail.subject));
    expect(tests, `tests mailed to ${address}`).toEqual([]);
  }

  // Still on the phone: the list, and the message's recipients in its drawer.
  await page.goto(`/manage/event/${eventId}/messages`);
  await page.getByRole("button", { name: subject }).click();
  const drawer = page.getByRole("dialog", { name: subject });
  const recipients = drawer.getByRole("list", { name: it("Recipients") }).getByRole("listitem");
  await expect(recipients).toHaveCount(2);
  await expect(recipients.filter({ hasText: anna }).getByText(it("Sent"), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** `now + seconds` as a wall-clock time in Rome (`2031-07-12 20:30:15`), as the send form gives it. */
function romeTimeIn(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toLocaleString("sv-SE", { timeZone: "Europe/Rome" });
}

test("a scheduled message goes at its time; a cancelled one never goes", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `programmati.${stamp}@example.com`;
  const { request } = page;
  await registerInItalian(request, origin, {
    first_name: "Elena",
    last_name: "Galli",
    email,
    password: "una-password-per-i-programmati",
  });
  const organizer = await apiOrganizer(request, origin, `Teatro ${stamp}`, email);
  const event = await apiPost(request, origin, "events", {
    title: `Prima della stagione ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-10-02T18:30:00Z",
    timezone: "Europe/Rome",
  });
  const eventId = event?.id ?? 0;
  const product = (await apiPost(request, origin, `events/${eventId}/products`, {
    product_type: "TICKET",
    product_category_id: await firstCategoryId(request, eventId),
    title: "Platea",
    type: "FREE",
    prices: [{ price: 0 }],
  })) as unknown as { id: number; prices: { id: number }[] };
  const giulia = `giulia.${stamp}@example.com`;
  await addAttendee(request, origin, eventId, product, {
    first_name: "Giulia",
    last_name: "Neri",
    email: giulia,
    locale: "it",
  });

  // Two messages for later: one 20 seconds ahead, one in an hour (the server's clock is the real one).
  const soon = `Tra poco ${stamp}`;
  const later = `Più tardi ${stamp}`;
  for (const [subject, seconds] of [
    [soon, 20],
    [later, 3600],
  ] as const) {
    await apiPost(request, origin, `events/${eventId}/messages`, {
      message_type: "ALL_ATTENDEES",
      subject,
      message: `<p>${subject}</p>`,
      scheduled_at: romeTimeIn(seconds),
    });
  }

  // The later one is cancelled from the list, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/manage/event/${eventId}/messages`);
  const laterRow = page.getByRole("row", { name: new RegExp(later, "u") });
  await expect(laterRow.getByText(it("Scheduled"), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await laterRow.getByRole("button", { name: it("Cancel {subject}", { subject: later }) }).click();
  await page.getByRole("button", { name: it("Cancel the message") }).click();
  await expect(page.getByText(it("The message was cancelled."))).toBeVisible();
  await expect(laterRow.getByText(it("Cancelled"), { exact: true })).toBeVisible();

  // The soon one is sent when its time comes (up to 20 s from now, then the runner's next pass),
  // and only it reaches the attendee.
  await expect
    .poll(async () => (await mailsTo(giulia)).filter((mail) => mail.subject.includes(soon)).length, {
      message: "the scheduled message, at its time",
      timeout: 60_000,
    })
    .toBe(1);
  const soonRow = page.getByRole("row", { name: new RegExp(soon, "u") });
  await expect(async () => {
    await page.reload();
    await expect(soonRow.getByText(it("Sent"), { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(laterRow.getByText(it("Cancelled"), { exact: true })).toBeVisible();
  expect((await mailsTo(giulia)).filter((mail) => mail.subject.includes(later))).toEqual([]);
  await expectNoAxeViolations(page);
});

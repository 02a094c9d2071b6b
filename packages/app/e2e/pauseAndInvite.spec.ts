import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { nextMailTo } from "./mailbox";

// The journey after the first event is live (issue 12), in Italian: the organiser pauses sales and
// buyers still find the page, which says so; an invited colleague gets the mail and the app in the
// inviter's language and joins. The account, organiser and event are made through the API, as the
// first journey (journey.spec.ts) already walks those screens.

const it = wordsOf("it");

test("pausing keeps the public page, which says so; an invitee gets mail and screens in Italian", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `ada.${stamp}@example.com`;
  const password = "a-long-journey-password";
  const { request } = page;
  await registerInItalian(request, origin, { first_name: "Ada", last_name: "Rossi", email, password });
  const organizer = await apiOrganizer(request, origin, `Teatro del Porto ${stamp}`, email);
  const title = `Serata jazz ${stamp}`;
  const event = await apiPost(request, origin, "events", {
    title,
    organizer_id: organizer?.id,
    start_date: "2031-07-12T18:30:00Z",
  });
  const eventId = event?.id;
  const status = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(status.ok(), await status.text()).toBe(true);

  // Pause sales from the event's settings.
  await page.goto(`/manage/event/${eventId}/settings`);
  // Pausing is undone with one click ("Resume sales"), so it asks no confirmation.
  await page.getByRole("button", { name: it("Pause sales") }).click();
  await expect(page.getByText(it("Sales are paused."))).toBeVisible();

  // Buyers still find the page, and it says why they cannot buy.
  await page.goto(`/event/${eventId}/${event?.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(it("Ticket sales for this event are paused."))).toBeVisible();
  await expectNoAxeViolations(page);

  // Invite a colleague from the users' screen.
  const guest = `bruno.${stamp}@example.com`;
  await page.goto("/account/users");
  await page.getByRole("button", { name: it("Invite a user") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: it("First name"), exact: true }).fill("Bruno");
  await dialog.getByRole("textbox", { name: it("Email"), exact: true }).fill(guest);
  await dialog.getByRole("button", { name: it("Send the invitation") }).click();
  await expect(page.getByText(it("An invitation was sent to {email}.", { email: guest }))).toBeVisible();

  // The mail speaks Italian and carries the link.
  const mail = await nextMailTo(guest);
  expect(mail.subject).toBe(`Sei stato invitato in Ada Rossi su Varco`);
  const link = /https?:\/\/\S+\/auth\/accept-invitation\/[\w-]+/u.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();

  // On a browser that has never seen the app, in English: the invitation still speaks Italian.
  const invitee = await browser.newContext({ locale: "en-GB", baseURL: origin });
  const guestPage = await invitee.newPage();
  await guestPage.goto(new URL(link ?? "/", origin).pathname);
  await expect(guestPage.getByRole("button", { name: it("Join the account") })).toBeVisible();
  await expect(guestPage.locator("html")).toHaveAttribute("lang", "it");
  await expectNoAxeViolations(guestPage);
  await guestPage.locator('input[name="password"]').fill("bruno's own password");
  await guestPage.locator('input[name="password_confirmation"]').fill("bruno's own password");
  await guestPage.getByRole("button", { name: it("Join the account") }).click();
  await expect(guestPage).toHaveURL(/\/manage\//u);
  await expect(guestPage.locator("html")).toHaveAttribute("lang", "it");
  const me = await guestPage.request.get("/api/users/me");
  expect(((await me.json()) as { data: { locale: string; timezone: string } }).data).toMatchObject({
    locale: "it",
    timezone: "Europe/Rome",
  });
  await invitee.close();
});

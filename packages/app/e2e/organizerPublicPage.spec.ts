import { wordsOf } from "../src/test/poCatalog";
import { demoEmail, demoPassword, expect, expectNoAxeViolations, pngOf, test } from "./fixtures";
import { nextMailTo } from "./mailbox";

// The demo organiser fills in its public page (issue 12): a logo and a description set in the
// settings appear on the page, with the contact form; a visitor's message reaches the organiser's
// mailbox. In the deployment's Italian (the catalog's words).
const say = wordsOf("it");

test("the organiser's logo and description appear on its public page, and a visitor's message reaches it", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const description = `Concerti e serate dal vivo a Milano, ogni settimana (${stamp}).`;

  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email" }).fill(demoEmail);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: say("Sign in") }).click();
  await expect(page).toHaveURL(/\/manage\/events$/);
  const organizers = (await (await page.request.get("/api/organizers")).json()) as {
    data: { id: number; name: string; email: string }[];
  };
  const organizer = organizers.data[0];
  expect(organizer, "the demo organiser").toBeDefined();
  const { id, name, email } = organizer ?? { id: 0, name: "", email: "" };

  // The settings: a logo, then the description.
  await page.goto(`/manage/organizer/${id}/settings`);
  const images = page.locator("section", { has: page.getByRole("heading", { name: say("Logo and cover") }) });
  await images
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await pngOf(page, 240, 240, "#0f766e"),
    });
  await expect(page.getByText(say("Logo uploaded."))).toBeVisible();
  const details = page.getByRole("form", { name: say("Details") });
  await details.getByRole("textbox", { name: say("Description") }).fill(description);
  await details.getByRole("button", { name: say("Save") }).click();
  await expect(page.getByText(say("Organiser details saved."))).toBeVisible();

  // A visitor (no session) on a phone opens the public page.
  const visitor = await browser.newContext({
    baseURL,
    locale: "it-IT",
    viewport: { width: 390, height: 844 },
  });
  const phone = await visitor.newPage();
  await phone.goto(`/events/${id}/any-slug`);
  await expect(phone.getByRole("heading", { level: 1, name })).toBeVisible();
  const logo = phone.getByRole("img", { name });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
  await expect(phone.getByText(description)).toBeVisible();
  await expect(phone.locator('meta[name="description"]')).toHaveAttribute("content", description);
  const form = phone.getByRole("form", { name: say("Contact the organiser") });
  await expect(form).toBeVisible();
  // Nothing wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone);

  // The visitor writes; the message goes to the organiser's address, the visitor's to reply to.
  const sender = `visitatore.${stamp}@example.com`;
  await form.getByRole("textbox", { name: say("Your name") }).fill(`Ada ${stamp}`);
  await form.getByRole("textbox", { name: say("Your email") }).fill(sender);
  await form.getByRole("textbox", { name: say("Message") }).fill("C'è posto per un gruppo di dieci persone?");
  await form.getByRole("button", { name: say("Send message") }).click();
  await expect(
    phone.getByText(say("Thank you: {organizerName} will answer you by email.", { organizerName: name })),
  ).toBeVisible();
  await expectNoAxeViolations(phone);
  await visitor.close();

  // The organiser's mail that carries the visitor's address (their registration's confirmation
  // goes to the same address, at its own pace).
  const mail = await nextMailTo(email, { matching: new RegExp(sender.replace(/\./gu, "\\.")) });
  expect(mail.subject).toContain(`Ada ${stamp}`);
  expect(mail.text).toContain("C'è posto per un gruppo di dieci persone?");
  expect(mail.text).toMatch(new RegExp(`^Reply-To: .*${sender.replace(/\./gu, "\\.")}`, "imu"));
});

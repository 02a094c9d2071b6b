import { expect, expectNoAxeViolations, pngOf, test } from "./fixtures";

// Fields are found by their form names, not their words: the journey holds in any language.

test("a new account is welcomed, creates its organiser and first event, then runs the organiser", async ({
  page,
}) => {
  await page.goto("/auth/register");
  await page.locator('input[name="first_name"]').fill("Giulia");
  await page.locator('input[name="email"]').fill(`giulia.welcome.${Date.now()}@example.com`);
  await page.locator('input[name="password"]').fill("una-password-lunga");
  await page.locator('input[name="password_confirmation"]').fill("una-password-lunga");
  await page.locator('button[type="submit"]').click();

  // Step 1: the first organiser; the email is already the user's.
  await expect(page).toHaveURL(/\/welcome$/);
  const organizerName = page.locator('input[name="name"]');
  await expect(organizerName).toBeVisible();
  await expect(page.locator('input[name="email"]')).toHaveValue(/giulia\.welcome\.\d+@example\.com/);
  await expectNoAxeViolations(page);
  await organizerName.fill("Gite Lagoon");
  await page.locator('button[type="submit"]').click();

  // Step 2: the first event, its start typed in the organiser's wall clock (Italian order, 24 h).
  const title = page.locator('input[name="title"]');
  await expect(title).toBeVisible();
  await expectNoAxeViolations(page);
  await title.fill("Concerto d'estate");
  for (const [type, digits] of [
    ["day", "12"],
    ["month", "07"],
    ["year", "2031"],
    ["hour", "20"],
    ["minute", "30"],
  ] as const) {
    await page.locator(`[data-type="${type}"]`).first().click();
    await page.keyboard.type(digits);
  }
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/manage\/event\/\d+\/getting-started$/);

  const organizers = (await (await page.request.get("/api/organizers")).json()) as {
    data: { id: number; timezone: string }[];
  };
  const organizerId = organizers.data[0]?.id;
  expect(organizerId).toBeDefined();
  const events = (await (await page.request.get(`/api/organizers/${organizerId}/events`)).json()) as {
    data: { title: string; start_date: string }[];
  };
  expect(events.data).toHaveLength(1);
  expect(events.data[0]?.title).toBe("Concerto d'estate");

  // The organiser area, found without naming the organiser.
  await page.goto("/manage/organizer");
  await expect(page).toHaveURL(new RegExp(`/manage/organizer/${organizerId}/dashboard$`));
  await expect(page.getByRole("heading", { level: 1, name: "Gite Lagoon" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Concerto d'estate" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/manage/organizer/${organizerId}/events/upcoming`);
  await expect(page.getByRole("link", { name: "Concerto d'estate" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("tab").nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/manage/organizer/${organizerId}/events/archived$`));
  await expect(page.getByRole("link", { name: "Concerto d'estate" })).toHaveCount(0);

  // Settings: the phone is saved with the details; a logo is uploaded for the organiser.
  await page.goto(`/manage/organizer/${organizerId}/settings`);
  const phone = page.locator('input[name="phone"]');
  await expect(phone).toBeVisible();
  await expectNoAxeViolations(page);
  await phone.fill("+39 041 123 4567");
  await page.locator("form").filter({ has: phone }).locator('button[type="submit"]').click();
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get(`/api/organizers/${organizerId}`)).json()) as {
        data: { phone: string | null };
      };
      return answer.data.phone;
    })
    .toBe("+39 041 123 4567");

  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: await pngOf(page, 120, 120),
    });
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get(`/api/organizers/${organizerId}`)).json()) as {
        data: { images?: { type: string }[] };
      };
      return answer.data.images?.map((image) => image.type) ?? [];
    })
    .toContain("ORGANIZER_LOGO");
  await expectNoAxeViolations(page);
});

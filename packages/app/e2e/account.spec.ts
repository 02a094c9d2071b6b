import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Fields are found by their form names and places, not their words: the journey holds in any
// language (and before the catalogs carry the account area's messages).

async function registerNewAccount(page: Page): Promise<string> {
  const email = `giulia.account.${Date.now()}@example.com`;
  await page.goto("/auth/register");
  await page.locator('input[name="first_name"]').fill("Giulia");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill("una-password-lunga");
  await page.locator('input[name="password_confirmation"]').fill("una-password-lunga");
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/welcome$/);
  return email;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/${path}`);
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

test("an admin runs the account area: settings, taxes and fees, event defaults, users, payment", async ({
  page,
}) => {
  // A registration and five screens, each read by axe: on two busy cores that takes longer than
  // the default minute (seen at 66 s with two other suites running), as the other journeys do.
  test.setTimeout(180_000);
  await registerNewAccount(page);
  const account = await api<{ id: number; name: string }>(page, "accounts");

  // /manage/account opens the settings.
  await page.goto("/manage/account");
  await expect(page).toHaveURL(/\/account\/settings$/);
  const name = page.locator('input[name="name"]');
  await expect(name).toHaveValue(account.name);
  await expectNoAxeViolations(page);
  await name.fill("Viaggi Bianchi");
  // The account's own form (the VAT details below it have theirs).
  await name.locator("xpath=ancestor::form").locator('button[type="submit"]').click();
  await expect.poll(async () => (await api<{ name: string }>(page, "accounts")).name).toBe("Viaggi Bianchi");

  // Taxes and fees: one added from the dialog.
  await page.goto("/account/taxes-and-fees");
  await expect(page.getByRole("grid")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("button").first().click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[name="name"]').fill("IVA");
  await dialog.getByRole("textbox").nth(1).fill("22");
  await expectNoAxeViolations(page);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("rowheader", { name: /IVA/ })).toBeVisible();
  const taxes = await api<{ name: string; rate: number }[]>(page, `accounts/${account.id}/taxes-and-fees`);
  expect(taxes.map(({ name: taxName, rate }) => [taxName, rate])).toEqual([["IVA", 22]]);

  // Event defaults: offline payment needs its instructions; they are kept.
  await page.goto("/account/event-defaults");
  const instructions = page.locator('textarea[name="offline_payment_instructions"]');
  await expect(instructions).toBeVisible();
  await expectNoAxeViolations(page);
  await instructions.fill("Bonifico entro 5 giorni.");
  await page.locator('button[type="submit"]').click();
  await expect
    .poll(
      async () =>
        (
          await api<{ offline_payment_instructions: string | null }>(
            page,
            `accounts/${account.id}/event-defaults`,
          )
        ).offline_payment_instructions,
    )
    .toBe("Bonifico entro 5 giorni.");

  // Users: the owner, then someone invited.
  await page.goto("/account/users");
  await expect(page.getByRole("rowheader")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("button").first().click();
  const invite = page.getByRole("dialog");
  await invite.locator('input[name="first_name"]').fill("Marco");
  await invite.locator('input[name="email"]').fill(`marco.${Date.now()}@example.com`);
  await invite.locator('button[type="submit"]').click();
  await expect(invite).toHaveCount(0);
  await expect(page.getByRole("rowheader")).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.goto("/account/payment");
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("the profile saves the details and the language, and an email link that does not work says so", async ({
  page,
}) => {
  await registerNewAccount(page);
  await page.goto("/manage/profile");
  const lastName = page.locator('input[name="last_name"]');
  await expect(lastName).toBeVisible();
  await expectNoAxeViolations(page);
  await lastName.fill("Bianchi");
  await page.locator("form").filter({ has: lastName }).locator('button[type="submit"]').click();
  await expect
    .poll(async () => (await api<{ last_name: string | null }>(page, "users/me")).last_name)
    .toBe("Bianchi");

  // The language switch saves on the profile and the page changes language.
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await page.getByRole("button", { name: /Italiano/ }).click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.poll(async () => (await api<{ locale: string }>(page, "users/me")).locale).toBe("en");

  await page.goto("/manage/profile/confirm-email-address/not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", "/manage/profile");
  await expectNoAxeViolations(page);
});

import type { Page } from "@playwright/test";
import { wordsOf } from "../src/test/poCatalog";
import { demoEmail, demoPassword, expect, test } from "./fixtures";

// With the keyboard alone: no clicks, only Tab, typing, Enter and the arrow keys.
const say = wordsOf("it");

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 25): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await matches()) return;
  }
  throw new Error(`Nothing wanted took the focus after ${limit} presses of Tab.`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.getAttribute("name") ?? element?.textContent?.trim() ?? "";
  });

test("an organiser signs in and reaches the page's content with the keyboard alone", async ({ page }) => {
  await page.goto("/auth/login");
  await tabTo(page, async () => (await focusedName(page)) === "email");
  await page.keyboard.type(demoEmail);
  await tabTo(page, async () => (await focusedName(page)) === "password");
  await page.keyboard.type(demoPassword);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/manage\/events$/);
  // Signing in opened the app (a new page): its screen is up before the first Tab.
  await expect(page.getByRole("heading", { level: 1, name: say("Events") })).toBeVisible();

  // The first stop of a management page skips the navigation.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: say("Skip to content") });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  // The navigation is reachable and follows Enter.
  await tabTo(page, async () => (await focusedName(page)) === say("Your profile"));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/manage\/profile$/);
});

test("a buyer changes the language of a public page with the keyboard alone", async ({ page }) => {
  const listed = (await (await page.request.get("/api/public/events")).json()) as {
    data: { id: number; slug: string }[];
  };
  const event = listed.data[0];
  await page.goto(`/event/${event?.id}/${event?.slug}`);
  // The switch at the top names the page's language and leads to the list of languages at its foot.
  const switcher = page.getByRole("link", { name: say("Language: {name}", { name: "Italiano" }) });
  await expect(switcher).toBeVisible();

  await tabTo(page, () => switcher.evaluate((element) => element === document.activeElement));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#languages$/);
  // The next Tab continues from the list: its first language.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "English" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

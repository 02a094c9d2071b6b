import { wordsOf } from "../src/test/poCatalog";
import { demoEmail, demoPassword, expect, expectNoAxeViolations, test } from "./fixtures";

// The event area as the demo organiser uses it, in the deployment's Italian (the catalog's words).
const say = wordsOf("it");

test("an organiser creates an event from the list and finishes setting it up", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email" }).fill(demoEmail);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/manage\/events$/);
  await expect(page.getByRole("tab", { selected: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The views are tabs; the address follows.
  await page.getByRole("tab", { name: say("Ended") }).click();
  await expect(page).toHaveURL(/\/manage\/events\/ended$/);
  await page.getByRole("tab", { name: say("Upcoming") }).click();
  await expect(page).toHaveURL(/\/manage\/events$/);

  await page
    .getByRole("button", { name: say("Create event") })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: say("Create event") })).toBeVisible();
  await expectNoAxeViolations(page);
  const title = `Serata di prova ${Date.now()}`;
  await dialog.getByRole("textbox", { name: say("Title") }).fill(title);
  await dialog.getByLabel(new RegExp(`^${say("Start")}`)).fill("2031-05-01T20:00");
  await dialog.getByLabel(new RegExp(`^${say("End")}`)).fill("2031-05-01T23:00");
  await dialog.getByRole("button", { name: say("Create event") }).click();

  await expect(page).toHaveURL(/\/manage\/event\/\d+\/getting-started$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: say("Edit the details") }).click();
  await expect(page).toHaveURL(/\/manage\/event\/\d+\/settings#details$/);
  await expect(page.getByRole("textbox", { name: new RegExp(`^${say("Title")}`) })).toHaveValue(title);
  await expect(page.getByLabel(new RegExp(`^${say("Start")}`))).toHaveValue("2031-05-01T20:00");
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: new RegExp(`^${say("Venue name")}`) }).fill("Teatro La Fenice");
  await page.getByRole("textbox", { name: new RegExp(`^${say("Address")}$`) }).fill("Campo San Fantin 1965");
  await page.getByRole("textbox", { name: new RegExp(`^${say("City")}$`) }).fill("Venezia");
  await page.getByRole("textbox", { name: new RegExp(`^${say("Postal code")}$`) }).fill("30124");
  await page.getByRole("textbox", { name: new RegExp(`^${say("Country code")}`) }).fill("it");
  await page.getByRole("button", { name: new RegExp(`^${say("Save")}$`) }).click();
  await expect(page.getByText(say("Settings saved."))).toBeVisible();

  const eventId = /\/manage\/event\/(\d+)\//.exec(page.url())?.[1];
  const saved = await page.request.get(`/api/events/${eventId}`);
  const { data } = (await saved.json()) as { data: { location_details: { city: string; country: string } } };
  expect(data.location_details).toMatchObject({ city: "Venezia", country: "IT" });

  await page.getByRole("button", { name: say("Publish event") }).click();
  await expectNoAxeViolations(page);
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: say("Publish event") })
    .click();
  await expect(page.getByText(say("The event is live."))).toBeVisible();

  await page.goto(`/manage/event/${eventId}`);
  await expect(page).toHaveURL(new RegExp(`/manage/event/${eventId}/dashboard$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});

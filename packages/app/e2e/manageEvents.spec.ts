import { wordsOf } from "../src/test/poCatalog";
import { demoEmail, demoPassword, expect, expectNoAxeViolations, test } from "./fixtures";

// The events list as the demo organiser (an admin) uses it, in the deployment's Italian.
const say = wordsOf("it");
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}$`, "u");

test("an organiser duplicates an event from the list, opens the copy, then deletes it after confirming", async ({
  page,
}) => {
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: "Email" }).fill(demoEmail);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/manage\/events$/);

  // An event of this test's own, so the demo's stay as the other tests expect them.
  const title = `Serata da copiare ${Date.now()}`;
  await page
    .getByRole("button", { name: say("Create event") })
    .first()
    .click();
  const create = page.getByRole("dialog");
  await create.getByRole("textbox", { name: say("Title") }).fill(title);
  await create.getByLabel(new RegExp(`^${say("Start")}`)).fill("2031-06-01T20:00");
  await create.getByLabel(new RegExp(`^${say("End")}`)).fill("2031-06-01T23:00");
  // The description is the settings' rich-text editor, with its toolbar.
  await expect(create.getByRole("toolbar")).toBeVisible();
  await create.getByRole("textbox", { name: say("Description") }).fill("Musica dal vivo.");
  await create.getByRole("button", { name: say("Create event") }).click();
  await expect(page).toHaveURL(/\/manage\/event\/\d+\/getting-started$/);
  const sourceId = /\/manage\/event\/(\d+)\//u.exec(page.url())?.[1];

  // The search filters as you type: no Enter needed.
  await page.goto("/manage/events");
  await page.getByRole("searchbox", { name: say("Search events") }).fill(title);
  await expect(page).toHaveURL(/\?query=/u);
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

  await page.getByRole("button", { name: say("Actions for {title}", { title }) }).click();
  await page.getByRole("menuitem", { name: say("Duplicate") }).click();
  const duplicate = page.getByRole("dialog", { name: say("Duplicate event") });
  const copyTitle = duplicate.getByRole("textbox", { name: new RegExp(`^${say("Title")}`) });
  await expect(copyTitle).toHaveValue(say("{sourceTitle} (copy)", { sourceTitle: title }));
  await expect(duplicate.getByRole("checkbox", { name: say("Cover image") })).toBeChecked();
  await expectNoAxeViolations(page);
  const copy = `${title} bis`;
  await copyTitle.fill(copy);
  await duplicate.getByLabel(new RegExp(`^${say("Start")}`)).fill("2031-06-08T20:00");
  await duplicate.getByRole("button", { name: exactly(say("Duplicate")) }).click();

  // The copy opens: another event, with the new title and start.
  await expect(page).toHaveURL(/\/manage\/event\/\d+\/(dashboard|getting-started)$/u);
  const copyId = /\/manage\/event\/(\d+)\//u.exec(page.url())?.[1];
  expect(copyId).not.toBe(sourceId);
  await expect(page.getByText(say("Event duplicated."))).toBeVisible();
  const answer = await page.request.get(`/api/events/${copyId}`);
  const { data } = (await answer.json()) as { data: { title: string; status: string; start_date: string } };
  expect(data).toMatchObject({ title: copy, status: "DRAFT" });
  expect(data.start_date).toMatch(/^2031-06-08T/u);

  // Delete the copy: asked first, then gone from the list; the original stays.
  await page.goto(`/manage/events?query=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: copy, exact: true })).toBeVisible();
  await page.getByRole("button", { name: say("Actions for {title}", { title: copy }) }).click();
  await page.getByRole("menuitem", { name: say("Delete") }).click();
  const confirm = page.getByRole("alertdialog", { name: say("Delete this event?") });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: say("Delete event") }).click();
  await expect(page.getByText(say("“{title}” was deleted.", { title: copy }))).toBeVisible();
  await expect(page.getByRole("link", { name: copy, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  expect((await page.request.get(`/api/events/${copyId}`)).status()).toBe(404);
});

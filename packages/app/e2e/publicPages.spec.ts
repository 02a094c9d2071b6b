import { expect, expectNoAxeViolations, test } from "./fixtures";

type PublicEvent = { id: number; title: string; slug: string; organizer_id?: number };

test("an old link to the seeded event leads to its page; its organiser lists it", async ({ page }) => {
  const listed = await page.request.get("/api/public/events");
  expect(listed.ok()).toBe(true);
  const [event] = ((await listed.json()) as { data: PublicEvent[] }).data;
  expect(event, "the seed publishes one live event").toBeDefined();
  if (!event) return;

  await page.goto(`/event/${event.id}/an-old-name?promo_code=ESTATE#tickets`);
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}/${event.slug}\\?promo_code=ESTATE#tickets$`));
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  await expect(page).toHaveTitle(`${event.title} · Varco`);
  await expect(page.locator("footer")).toContainText("Organizza viaggi ed eventi con");
  await expectNoAxeViolations(page);

  const organizerId = event.organizer_id;
  expect(organizerId, "the public event names its organiser").toBeDefined();
  await page.goto(`/events/${organizerId}/old-slug`);
  await expect(page).toHaveURL(new RegExp(`/events/${organizerId}/[^/]+$`));
  await expect(page.getByRole("link", { name: event.title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a missing event shows the not-found page", async ({ page }) => {
  await page.goto("/e/999999/nothing-here");
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  await expectNoAxeViolations(page);
});

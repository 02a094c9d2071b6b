import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, pngOf, test } from "./fixtures";

// The ticket designer (issue 27): the organiser dresses the tickets, sees it on the preview before
// saving, saves, and prints the sample sheet: one ticket a page on A4 and on Letter, the code large
// enough to scan from paper. The printed sheet is kept as a screenshot.

const it = wordsOf("it");

/** The pages of a PDF, counted by their page objects. */
const pagesOf = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/gu)?.length ?? 0;

test("an organiser designs the tickets and prints one in that design", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `design.${stamp}@example.com`;
  await registerInItalian(page.request, origin, {
    first_name: "Paola",
    last_name: "Verdi",
    email,
    password: "una-password-per-il-design",
  });
  const organizer = await apiOrganizer(page.request, origin, `Teatro ${stamp}`, email);
  const title = `Serata di gala ${stamp}`;
  const event = await apiPost(page.request, origin, "events", {
    title,
    organizer_id: organizer?.id,
    start_date: "2031-09-20T18:00:00Z",
    timezone: "Europe/Rome",
  });

  await page.goto(`/manage/event/${event?.id}/ticket-designer`);
  await expect(page.getByRole("heading", { level: 1, name: it("Ticket designer") })).toBeVisible();
  const preview = page.getByRole("region", { name: it("Ticket preview") });
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();

  // Each change shows on the preview before it is saved.
  await page.getByRole("textbox", { name: it("Ticket footer") }).fill("Ingresso dalle 19:30");
  await expect(preview.getByText("Ingresso dalle 19:30")).toBeVisible();
  const accent = page.getByRole("textbox", { name: it("Accent colour") });
  await accent.fill("#0F766E");
  await accent.press("Tab");
  const design = preview.locator(".varco-ticket-design");
  await expect(design).toHaveCSS("border-top-color", "rgb(15, 118, 110)");
  await page.getByRole("button", { name: new RegExp(it("Layout"), "u") }).click();
  await page.getByRole("option", { name: it("Modern") }).click();
  await expect(design).toHaveAttribute("data-layout", "modern");
  await expect(design).toHaveCSS("border-left-color", "rgb(15, 118, 110)");
  await page.locator('input[type="file"]').setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await pngOf(page, 240, 240, "#0f766e"),
  });
  await expect(preview.locator("img.varco-ticket-logo")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: it("Save ticket design") }).click();
  await expect(page.getByText(it("Ticket design saved."))).toBeVisible();

  // The saved design on the sample sheet, as the print pages draw a ticket.
  await page.getByRole("link", { name: it("Print preview of the saved design") }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/event/${event?.id}/ticket-designer/print$`, "u"));
  const sheet = page.getByRole("listitem");
  await expect(sheet).toHaveCount(1);
  await expect(sheet.getByText("Ingresso dalle 19:30")).toBeVisible();
  await expect(sheet.locator(".varco-ticket-design")).toHaveAttribute("data-layout", "modern");
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: it("Print") })).toBeHidden();
  // At least 40 mm (151 px at 96 dpi): a phone reads it from a sheet on a table.
  const qr = sheet.locator("img.varco-ticket-qr");
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(151);
  await expect(sheet.locator(".varco-ticket-design")).toHaveCSS("border-left-color", "rgb(15, 118, 110)");
  await page.screenshot({ path: "test-results/ticket-design-print.png", fullPage: true });
  // One ticket, one page, on either paper.
  for (const format of ["A4", "Letter"] as const) {
    const pdf = await page.pdf({ format, preferCSSPageSize: true, printBackground: true });
    expect(pagesOf(pdf), format).toBe(1);
  }
  await page.emulateMedia({ media: "screen" });
});

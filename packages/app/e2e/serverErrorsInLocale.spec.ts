import { wordsOf } from "../src/test/poCatalog";
import { apiPost, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// A refusal only the server can make (the form cannot know the account already has a tax of that
// name) reaches the screen in the interface's language, worded by the 422's code, not in the
// server's English (issue 12).

const it = wordsOf("it");

test("a tax name the account already uses is refused in Italian, on its field", async ({ page, baseURL }) => {
  const origin = baseURL ?? "";
  const stamp = Date.now();
  const email = `lucia.${stamp}@example.com`;
  const password = "una-password-lunga";
  const { request } = page;
  await registerInItalian(request, origin, { first_name: "Lucia", last_name: "Bianchi", email, password });
  const accounts = await request.get("/api/accounts");
  const { id: accountId } = ((await accounts.json()) as { data: { id: number } }).data;
  const iva = { type: "TAX", calculation_type: "PERCENTAGE", rate: 22, is_active: true, is_default: false };
  await apiPost(request, origin, `accounts/${accountId}/taxes-and-fees`, { ...iva, name: "IVA" });

  await page.goto("/account/taxes-and-fees");
  await expect(page.getByRole("rowheader", { name: /IVA/ })).toBeVisible();
  await page
    .getByRole("button", { name: it("Add a tax or fee") })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  const name = dialog.getByRole("textbox", { name: it("Name"), exact: true });
  await name.fill("iva");
  await dialog.getByRole("textbox", { name: it("Rate"), exact: true }).fill("10");
  await dialog.getByRole("button", { name: it("Save") }).click();

  // The server's English stays on the wire for Hi.Events' clients; the screen says it in Italian.
  await expect(dialog.getByText(it("A tax or fee with this name already exists."))).toBeVisible();
  await expect(dialog.getByText("A tax or fee with this name already exists.")).toHaveCount(0);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

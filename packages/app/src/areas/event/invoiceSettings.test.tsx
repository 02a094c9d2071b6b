import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it } from "vitest";
import { openSettings } from "./settings.fixtures";

afterEach(() => toasts.clean());

const invoicesCard = async () =>
  (await screen.findByRole("heading", { level: 2, name: "Invoices" })).closest("section") as HTMLElement;

const patches = (api: ReturnType<typeof openSettings>["api"]) =>
  api.calls.filter((call) => call.method === "PATCH");

describe("an event's invoice settings", () => {
  it("turns invoices on only with the organisation's name and address, then saves every field", async () => {
    const { api, rendered } = openSettings({
      enable_invoicing: false,
      invoice_prefix: "INV-",
      invoice_start_number: 1,
    });
    await rendered;
    const card = await invoicesCard();
    const user = userEvent.setup();
    expect(within(card).queryByRole("textbox", { name: /Organisation name/u })).not.toBeInTheDocument();

    await user.click(within(card).getByRole("switch", { name: "Issue invoices" }));
    await user.click(within(card).getByRole("button", { name: "Save invoice settings" }));
    expect(await within(card).findByText("Organisation name is required for invoices.")).toBeInTheDocument();
    expect(patches(api)).toEqual([]);

    await user.type(within(card).getByRole("textbox", { name: /Organisation name/u }), "Teatro Verdi SRL");
    await user.type(
      within(card).getByRole("textbox", { name: /Organisation address/u }),
      "Piazza Verdi 1, Milano",
    );
    const prefix = within(card).getByRole("textbox", { name: "Invoice number prefix" });
    await user.clear(prefix);
    await user.type(prefix, "FT-");
    const start = within(card).getByRole("textbox", { name: "First invoice number" });
    await user.clear(start);
    await user.type(start, "100");
    await user.type(within(card).getByRole("textbox", { name: "Payment terms (days)" }), "14");
    await user.click(within(card).getByRole("button", { name: "Save invoice settings" }));

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]?.body).toEqual({
      enable_invoicing: true,
      invoice_label: null,
      invoice_prefix: "FT-",
      invoice_start_number: 100,
      organization_name: "Teatro Verdi SRL",
      organization_address: "Piazza Verdi 1, Milano",
      invoice_tax_details: null,
      invoice_notes: null,
      invoice_payment_terms_days: 14,
    });
    expect(await screen.findByText("Invoice settings saved.")).toBeInTheDocument();
  }, 30_000);

  it("refuses a prefix with other characters than letters, digits and dashes", async () => {
    const { api, rendered } = openSettings({
      enable_invoicing: true,
      invoice_prefix: "INV-",
      invoice_start_number: 1,
      organization_name: "Teatro Verdi SRL",
      organization_address: "Piazza Verdi 1",
    });
    await rendered;
    const card = await invoicesCard();
    const user = userEvent.setup();
    const prefix = within(card).getByRole("textbox", { name: "Invoice number prefix" });
    await user.clear(prefix);
    await user.type(prefix, "FT/2026");
    await user.click(within(card).getByRole("button", { name: "Save invoice settings" }));
    await waitFor(() => expect(prefix).toHaveAttribute("aria-invalid", "true"));
    expect(patches(api)).toEqual([]);
  }, 30_000);
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/renderApp";
import { callsTo, orderAnswer, pageOf, salesApi } from "./sales.fixtures";

afterEach(() => toasts.clean());

function invoicedApi(invoice: Record<string, unknown> | null, creditNotes: Record<string, unknown>[] = []) {
  const order = orderAnswer({
    id: 501,
    public_id: "O-ROSSI01",
    latest_invoice: invoice,
    credit_notes: creditNotes,
  });
  return salesApi({
    "GET events/7/orders": { status: 200, body: pageOf([order]) },
    "GET events/7/orders/501": { status: 200, body: { data: order } },
    "GET events/7/orders/501/invoice": { status: 200, body: "%PDF-1.3" },
    "GET events/7/orders/501/credit-notes/10": { status: 200, body: "%PDF-1.3" },
  });
}

describe("an order's invoice in its drawer", () => {
  it("downloads the invoice and each credit note as <number>.pdf", async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:invoice"), revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const api = invoicedApi({ id: 9, invoice_number: "INV-7", order_id: 501, status: "PAID" }, [
      { id: 10, invoice_number: "INV-8" },
    ]);
    await renderApp("/manage/event/7/orders?order=501", { api });
    const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
    await user.click(await within(drawer).findByRole("button", { name: "Invoice INV-7" }));
    await waitFor(() => expect(clicked).toEqual(["INV-7.pdf"]));
    await user.click(within(drawer).getByRole("button", { name: "Credit note INV-8" }));
    await waitFor(() => expect(clicked).toEqual(["INV-7.pdf", "INV-8.pdf"]));
    expect(callsTo(api, "GET", "events/7/orders/501/invoice")).toHaveLength(1);
    expect(callsTo(api, "GET", "events/7/orders/501/credit-notes/10")).toHaveLength(1);
    click.mockRestore();
  }, 60_000);

  it("offers none for an order without an invoice", async () => {
    const api = invoicedApi(null);
    await renderApp("/manage/event/7/orders?order=501", { api });
    const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
    expect(await within(drawer).findByRole("toolbar", { name: "Order actions" })).toBeInTheDocument();
    expect(within(drawer).queryByRole("button", { name: /^Invoice/u })).not.toBeInTheDocument();
  }, 60_000);
});

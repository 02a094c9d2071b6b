import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, renderApp, userAnswer } from "../../test/renderApp";

afterEach(() => toasts.clean());

const account = {
  id: 1,
  name: "Viaggi Bianchi",
  currency_code: "EUR",
  timezone: "Europe/Rome",
  is_account_email_confirmed: true,
  is_saas_mode_enabled: false,
};

function vatAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 3,
    account_id: 1,
    vat_registered: true,
    vat_number: "IT12345678901",
    vat_validated: false,
    vat_validation_status: "PENDING",
    vat_validation_error: null,
    vat_validation_attempts: 1,
    vat_validation_date: "2026-11-30T08:00:00.000000Z",
    business_name: "Viaggi Bianchi SRL",
    business_address: "Via Roma 1, Torino",
    vat_country_code: "IT",
    created_at: "2026-11-30T08:00:00.000000Z",
    updated_at: "2026-11-30T08:00:00.000000Z",
    ...overrides,
  };
}

function openAccount(role: "ADMIN" | "ORGANIZER", saved: Record<string, unknown> | null) {
  const api = fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer({ role }) } },
    "GET accounts": { status: 200, body: { data: account } },
    "GET accounts/1/vat-settings": { status: 200, body: { data: saved } },
    "POST accounts/1/vat-settings": ({ body }) => ({
      status: 200,
      body: { data: vatAnswer(body as Record<string, unknown>) },
    }),
  });
  return { api, rendered: renderApp("/account/settings", { api }) };
}

const vatCard = async () =>
  (await screen.findByRole("heading", { level: 2, name: "VAT details" })).closest("section") as HTMLElement;

const posts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === "POST" && call.path.includes("vat-settings"));

describe("the account's VAT details", () => {
  it("takes a number only in an EU VAT number's shape, and says a saved one is not validated", async () => {
    const { api, rendered } = openAccount("ADMIN", null);
    await rendered;
    const card = await vatCard();
    const user = userEvent.setup();
    await user.click(within(card).getByRole("switch", { name: "The business is registered for VAT" }));
    const number = within(card).getByRole("textbox", { name: /VAT number/u });
    await user.type(number, "IT123");
    await user.click(within(card).getByRole("button", { name: "Save VAT details" }));
    expect(
      await within(card).findByText(
        "Enter an EU VAT number that starts with its country code, such as IT12345678901.",
      ),
    ).toBeInTheDocument();
    expect(posts(api)).toEqual([]);

    await user.clear(number);
    await user.type(number, "IT12345678901");
    await user.type(within(card).getByRole("textbox", { name: "Business name" }), "Viaggi Bianchi SRL");
    await user.click(within(card).getByRole("button", { name: "Save VAT details" }));

    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toEqual({
      vat_registered: true,
      vat_number: "IT12345678901",
      business_name: "Viaggi Bianchi SRL",
      business_address: null,
    });
    expect(await screen.findByText("VAT details saved.")).toBeInTheDocument();
  }, 30_000);

  it("tells that the saved number has not been checked with VIES, read-only for an organiser", async () => {
    const { api, rendered } = openAccount("ORGANIZER", vatAnswer());
    await rendered;
    const card = await vatCard();
    expect(within(card).getByText("Not validated")).toBeInTheDocument();
    expect(
      within(card).getByText(/IT12345678901 looks like an EU VAT number: it has not been checked/u),
    ).toBeInTheDocument();
    expect(within(card).getByRole("textbox", { name: /VAT number/u })).toHaveAttribute("readonly");
    expect(within(card).queryByRole("button", { name: "Save VAT details" })).not.toBeInTheDocument();
    expect(posts(api)).toEqual([]);
  }, 30_000);
});

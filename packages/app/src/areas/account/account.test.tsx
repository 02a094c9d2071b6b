import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, renderApp, userAnswer } from "../../test/renderApp";

// Dialogs and selects re-render react-aria many times; leave room for a busy machine.
const SLOW = 30_000;

function accountAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: "Viaggi Bianchi",
    currency_code: "EUR",
    timezone: "Europe/Rome",
    is_account_email_confirmed: true,
    is_saas_mode_enabled: false,
    ...overrides,
  };
}

function taxAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 11,
    account_id: 1,
    name: "IVA",
    description: "Imposta sul valore aggiunto",
    calculation_type: "PERCENTAGE",
    rate: 22,
    is_active: true,
    is_default: true,
    type: "TAX",
    ...overrides,
  };
}

const noDefaults = {
  attendee_details_collection_method: null,
  show_marketing_opt_in: null,
  pass_platform_fee_to_buyer: null,
  allow_attendee_self_edit: null,
  order_timeout_in_minutes: null,
  payment_providers: null,
  offline_payment_instructions: null,
  require_billing_address: null,
  enable_invoicing: null,
  invoice_label: null,
  invoice_prefix: null,
  invoice_notes: null,
  invoice_payment_terms_days: null,
};

function accountApi(role: "ADMIN" | "ORGANIZER", more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer({ role }) } },
    "GET accounts": { status: 200, body: { data: accountAnswer() } },
    ...more,
  });
}

const callsTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the account area", () => {
  it("opens from /manage/account on the settings, with every section listed for an admin", async () => {
    const { router } = await renderApp("/manage/account", { api: accountApi("ADMIN") });
    expect(await screen.findByRole("heading", { level: 1, name: "Account settings" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account/settings");
    const nav = screen.getAllByRole("navigation", { name: "Account navigation" })[0]!;
    for (const name of ["Account settings", "Taxes and fees", "Event defaults", "Users", "Payment"])
      expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Account settings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("lets an admin rename the account", async () => {
    const api = accountApi("ADMIN", {
      "PUT accounts": ({ body }) => ({
        status: 200,
        body: { data: accountAnswer(body as Record<string, unknown>) },
      }),
    });
    await renderApp("/account/settings", { api });
    const name = await screen.findByRole("textbox", { name: /Account name/ });
    expect(name).toHaveValue("Viaggi Bianchi");
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, "Viaggi Rossi");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(api, "PUT", "accounts")).toHaveLength(1));
    expect(callsTo(api, "PUT", "accounts")[0]!.body).toEqual({
      name: "Viaggi Rossi",
      timezone: "Europe/Rome",
      currency_code: "EUR",
    });
    expect(await screen.findByText("Account settings saved.")).toBeInTheDocument();
  });

  it("refuses an empty account name without calling the server", async () => {
    const api = accountApi("ADMIN");
    await renderApp("/account/settings", { api });
    const user = userEvent.setup();
    await user.clear(await screen.findByRole("textbox", { name: /Account name/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Account name is required.")).toBeInTheDocument();
    expect(callsTo(api, "PUT", "accounts")).toHaveLength(0);
  });

  it("shows an organiser the settings read-only and neither lists nor loads the users", async () => {
    const api = accountApi("ORGANIZER");
    await renderApp("/account/settings", { api });
    expect(
      await screen.findByText("Only an admin of the account can change these settings."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Account navigation" })[0]!;
    expect(within(nav).queryByRole("link", { name: "Users" })).not.toBeInTheDocument();

    const { router } = await renderApp("/account/users", { api });
    expect(
      await screen.findByText("Only an admin of the account can see and manage its users."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account/users");
    expect(callsTo(api, "GET", "users")).toHaveLength(0);
  });
});

describe("taxes and fees", () => {
  it("lists them with their rate in the account's terms", async () => {
    const api = accountApi("ADMIN", {
      "GET accounts/1/taxes-and-fees": {
        status: 200,
        body: {
          data: [
            taxAnswer(),
            taxAnswer({
              id: 12,
              name: "Diritti di prevendita",
              description: null,
              type: "FEE",
              calculation_type: "FIXED",
              rate: 1.5,
              is_active: false,
              is_default: false,
            }),
          ],
        },
      },
    });
    await renderApp("/account/taxes-and-fees", { api });
    const iva = (await screen.findByRole("rowheader", { name: /IVA/ })).closest("[role=row]") as HTMLElement;
    expect(within(iva).getByText("22%")).toBeInTheDocument();
    expect(within(iva).getByText("Tax")).toBeInTheDocument();
    expect(within(iva).getByText("Active")).toBeInTheDocument();
    expect(within(iva).getByText("Default")).toBeInTheDocument();
    const fee = screen.getByRole("rowheader", { name: /Diritti/ }).closest("[role=row]") as HTMLElement;
    expect(within(fee).getByText("€1.50")).toBeInTheDocument();
    expect(within(fee).getByText("Fee")).toBeInTheDocument();
    expect(within(fee).getByText("Inactive")).toBeInTheDocument();
  });

  it("says where each one is used", async () => {
    const api = accountApi("ADMIN", {
      "GET accounts/1/taxes-and-fees": {
        status: 200,
        body: {
          data: [
            taxAnswer({
              used_by: [
                { product_id: 31, product_title: "Intero", event_id: 7, event_title: "Concerto d'estate" },
                { product_id: 45, product_title: "Ridotto", event_id: 8, event_title: "Aida" },
              ],
            }),
            taxAnswer({ id: 12, name: "Diritti di prevendita", is_default: false, used_by: [] }),
          ],
        },
      },
    });
    await renderApp("/account/taxes-and-fees", { api });
    const iva = (await screen.findByRole("rowheader", { name: /IVA/ })).closest("[role=row]") as HTMLElement;
    expect(within(iva).getByText("Intero (Concerto d'estate)")).toBeInTheDocument();
    expect(within(iva).getByText("Ridotto (Aida)")).toBeInTheDocument();
    const fee = screen.getByRole("rowheader", { name: /Diritti/ }).closest("[role=row]") as HTMLElement;
    expect(within(fee).getByText("Not used yet")).toBeInTheDocument();
  });

  it(
    "adds one from the dialog, checking it first",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": { status: 200, body: { data: [] } },
        "POST accounts/1/taxes-and-fees": ({ body }) => ({
          status: 200,
          body: { data: taxAnswer({ id: 13, ...(body as object) }) },
        }),
      });
      await renderApp("/account/taxes-and-fees", { api });
      expect(await screen.findByText("No taxes or fees yet")).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(screen.getByRole("button", { name: "Add a tax or fee" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a tax or fee" });
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(await within(dialog).findByText("Name is required.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "accounts/1/taxes-and-fees")).toHaveLength(0);

      await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Tassa di soggiorno");
      await user.type(within(dialog).getByRole("textbox", { name: /Rate/ }), "5");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "POST", "accounts/1/taxes-and-fees")).toHaveLength(1));
      expect(callsTo(api, "POST", "accounts/1/taxes-and-fees")[0]!.body).toEqual({
        name: "Tassa di soggiorno",
        type: "TAX",
        calculation_type: "PERCENTAGE",
        rate: 5,
        is_active: true,
        is_default: false,
        description: null,
      });
      expect(await screen.findByText("Tassa di soggiorno was added.")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    "shows a fixed amount in the account's currency while it is typed",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": { status: 200, body: { data: [] } },
      });
      await renderApp("/account/taxes-and-fees", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Add a tax or fee" }));
      const dialog = await screen.findByRole("dialog", { name: "Add a tax or fee" });
      await user.click(within(dialog).getByRole("button", { name: /Calculation/ }));
      await user.click(await screen.findByRole("option", { name: "Fixed amount" }));
      const rate = within(dialog).getByRole("textbox", { name: /Rate/ });
      await user.type(rate, "1.5");
      await user.tab();
      expect(rate).toHaveValue("€1.50");
    },
    SLOW,
  );

  it(
    "refuses a percentage above 100",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": { status: 200, body: { data: [taxAnswer()] } },
      });
      await renderApp("/account/taxes-and-fees", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Edit IVA" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit IVA" });
      const rate = within(dialog).getByRole("textbox", { name: /Rate/ });
      expect(rate).toHaveValue("22");
      await user.clear(rate);
      await user.type(rate, "150");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(await within(dialog).findByText("A percentage rate must be at most 100.")).toBeInTheDocument();
      expect(callsTo(api, "PUT", "accounts/1/taxes-and-fees/11")).toHaveLength(0);
    },
    SLOW,
  );

  it(
    "deletes one after confirmation",
    async () => {
      let list = [taxAnswer()];
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": () => ({ status: 200, body: { data: list } }),
        "DELETE accounts/1/taxes-and-fees/11": () => {
          list = [];
          return { status: 204 };
        },
      });
      await renderApp("/account/taxes-and-fees", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Delete IVA" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this tax or fee?" });
      expect(within(confirm).getByText(/Products that use IVA/)).toBeInTheDocument();
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
      expect(await screen.findByText("IVA was deleted.")).toBeInTheDocument();
      expect(callsTo(api, "DELETE", "accounts/1/taxes-and-fees/11")).toHaveLength(1);
      expect(await screen.findByText("No taxes or fees yet")).toBeInTheDocument();
    },
    SLOW,
  );
});

describe("users", () => {
  const people = [
    userAnswer({ role: "ADMIN", status: "ACTIVE", is_account_owner: true }),
    userAnswer({
      id: 2,
      first_name: "Marco",
      last_name: "Rossi",
      full_name: "Marco Rossi",
      email: "marco@example.com",
      role: "ORGANIZER",
      status: "ACTIVE",
    }),
    userAnswer({
      id: 3,
      first_name: "Sara",
      last_name: "Verdi",
      full_name: "Sara Verdi",
      email: "sara@example.com",
      role: "ORGANIZER",
      status: "INVITED",
    }),
  ];

  it(
    "lists the account's people with their role and status, and resends an invitation",
    async () => {
      const api = accountApi("ADMIN", {
        "GET users": { status: 200, body: { data: people } },
        "POST users/3/invitation": { status: 204 },
        "PUT users/2": ({ body }) => ({ status: 200, body: { data: { ...people[1], ...(body as object) } } }),
      });
      await renderApp("/account/users", { api });
      const sara = (await screen.findByRole("rowheader", { name: /Sara Verdi/ })).closest(
        "[role=row]",
      ) as HTMLElement;
      expect(within(sara).getByText("Invited")).toBeInTheDocument();
      expect(within(sara).getByText("Organiser")).toBeInTheDocument();
      const me = screen
        .getByRole("rowheader", { name: /Giulia Bianchi/ })
        .closest("[role=row]") as HTMLElement;
      expect(within(me).getByText("Admin")).toBeInTheDocument();
      // The owner (here, the admin herself) cannot be demoted or deactivated from the list.
      expect(within(me).queryByRole("button", { name: /Actions for/ })).not.toBeInTheDocument();

      const user = userEvent.setup();
      await user.click(within(sara).getByRole("button", { name: "Actions for Sara Verdi" }));
      await user.click(await screen.findByRole("menuitem", { name: "Resend invitation" }));
      expect(
        await screen.findByText("The invitation was sent again to sara@example.com."),
      ).toBeInTheDocument();
      expect(callsTo(api, "POST", "users/3/invitation")).toHaveLength(1);

      const marco = screen
        .getByRole("rowheader", { name: /Marco Rossi/ })
        .closest("[role=row]") as HTMLElement;
      await user.click(within(marco).getByRole("button", { name: "Actions for Marco Rossi" }));
      await user.click(await screen.findByRole("menuitem", { name: "Make admin" }));
      await waitFor(() => expect(callsTo(api, "PUT", "users/2")).toHaveLength(1));
      expect(callsTo(api, "PUT", "users/2")[0]!.body).toEqual({ role: "ADMIN" });
      expect(await screen.findByText("Marco Rossi is now an admin.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "invites someone with a role",
    async () => {
      const api = accountApi("ADMIN", {
        "GET users": { status: 200, body: { data: people } },
        "POST users": ({ body }) => ({
          status: 201,
          body: { data: userAnswer({ id: 9, status: "INVITED", ...(body as object) }) },
        }),
      });
      await renderApp("/account/users", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Invite a user" }));
      const dialog = await screen.findByRole("dialog", { name: "Invite a user" });
      await user.type(within(dialog).getByRole("textbox", { name: /First name/ }), "Luca");
      await user.type(within(dialog).getByRole("textbox", { name: /Email/ }), "not-an-email");
      await user.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
      expect(await within(dialog).findByText("Enter a valid email address.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "users")).toHaveLength(0);

      const email = within(dialog).getByRole("textbox", { name: /Email/ });
      await user.clear(email);
      await user.type(email, "luca@example.com");
      await user.click(within(dialog).getByRole("button", { name: "Send the invitation" }));
      await waitFor(() => expect(callsTo(api, "POST", "users")).toHaveLength(1));
      expect(callsTo(api, "POST", "users")[0]!.body).toEqual({
        first_name: "Luca",
        email: "luca@example.com",
        role: "ORGANIZER",
      });
      expect(await screen.findByText("An invitation was sent to luca@example.com.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "deletes an invitation after confirmation",
    async () => {
      const api = accountApi("ADMIN", {
        "GET users": { status: 200, body: { data: people } },
        "DELETE users/3/invitation": { status: 204 },
      });
      await renderApp("/account/users", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Actions for Sara Verdi" }));
      await user.click(await screen.findByRole("menuitem", { name: "Delete invitation" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this invitation?" });
      await user.click(within(confirm).getByRole("button", { name: "Delete invitation" }));
      expect(
        await screen.findByText("The invitation to sara@example.com was withdrawn."),
      ).toBeInTheDocument();
      expect(callsTo(api, "DELETE", "users/3/invitation")).toHaveLength(1);
    },
    SLOW,
  );
});

describe("event defaults", () => {
  it(
    "starts from the built-in values and saves the chosen ones",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/event-defaults": { status: 200, body: { data: noDefaults } },
        "PUT accounts/1/event-defaults": ({ body }) => ({
          status: 200,
          body: { data: { ...noDefaults, ...(body as object) } },
        }),
      });
      await renderApp("/account/event-defaults", { api });
      const instructions = await screen.findByRole("textbox", { name: /Offline payment instructions/ });
      expect(screen.getByRole("checkbox", { name: /Offline payment/ })).toBeChecked();
      expect(screen.getByRole("textbox", { name: /Minutes to complete an order/ })).toHaveValue("15");

      const user = userEvent.setup();
      await user.clear(instructions);
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(
        await screen.findByText("Offline payment instructions are required when offline payment is offered."),
      ).toBeInTheDocument();
      expect(callsTo(api, "PUT", "accounts/1/event-defaults")).toHaveLength(0);

      await user.type(instructions, "Bonifico su IT60X0542811101000000123456");
      await user.click(screen.getByRole("switch", { name: "Ask for a billing address" }));
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "accounts/1/event-defaults")).toHaveLength(1));
      expect(callsTo(api, "PUT", "accounts/1/event-defaults")[0]!.body).toMatchObject({
        attendee_details_collection_method: "PER_TICKET",
        order_timeout_in_minutes: 15,
        payment_providers: ["OFFLINE"],
        offline_payment_instructions: "Bonifico su IT60X0542811101000000123456",
        require_billing_address: true,
        enable_invoicing: false,
        invoice_payment_terms_days: null,
      });
      expect(await screen.findByText("Event defaults saved.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "saves as it first appears for a new account: offline payment comes with instructions to keep or change",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/event-defaults": { status: 200, body: { data: noDefaults } },
        "PUT accounts/1/event-defaults": ({ body }) => ({
          status: 200,
          body: { data: { ...noDefaults, ...(body as object) } },
        }),
      });
      await renderApp("/account/event-defaults", { api });
      const instructions = await screen.findByRole("textbox", { name: /Offline payment instructions/ });
      expect(screen.getByRole("checkbox", { name: /Offline payment/ })).toBeChecked();
      expect(instructions).toBeRequired();
      expect(instructions).toHaveValue(
        "Pay at the entrance on the day of the event. Bring your order confirmation.",
      );

      await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Event defaults saved.")).toBeInTheDocument();
      expect(callsTo(api, "PUT", "accounts/1/event-defaults")[0]!.body).toMatchObject({
        payment_providers: ["OFFLINE"],
        offline_payment_instructions:
          "Pay at the entrance on the day of the event. Bring your order confirmation.",
      });
    },
    SLOW,
  );
});

describe("payment", () => {
  it("says whether card payments are configured and that offline payment works", async () => {
    await renderApp("/account/payment", { api: accountApi("ORGANIZER") });
    const card = (await screen.findByRole("heading", { level: 2, name: "Card payments" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(card).getByText("Not configured")).toBeInTheDocument();
    expect(
      screen.getByText(/Connecting a Stripe account from this page is not available yet/),
    ).toBeInTheDocument();
    expect(screen.getByText("Available")).toBeInTheDocument();
  });

  it("shows card payments as configured when the installation has a key", async () => {
    await renderApp("/account/payment", {
      api: accountApi("ADMIN"),
      config: { cardPaymentPublishableKey: "pk_test_123" },
    });
    expect(await screen.findByText("Configured")).toBeInTheDocument();
    expect(screen.queryByText("Not configured")).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exits } from "../../shell/leaveFor";
import { callsTo, echo, openScreen, slow } from "../../test/openScreen";
import { fakeApi, renderApp, userAnswer } from "../../test/renderApp";

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
  price_display_mode: null,
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

/** The account's taxes and fees, as `GET accounts/1/taxes-and-fees` answers them. */
const taxesAnswer = (taxes: Record<string, unknown>[]) => ({ status: 200, body: { data: taxes } });

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
    const api = accountApi("ADMIN", { "PUT accounts": echo(accountAnswer) });
    const { user, sent } = await openScreen("/account/settings", api);
    const name = await screen.findByRole("textbox", { name: /Account name/ });
    expect(name).toHaveValue("Viaggi Bianchi");
    await user.clear(name);
    await user.type(name, "Viaggi Rossi");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await sent("PUT", "accounts")).toEqual({
      name: "Viaggi Rossi",
      timezone: "Europe/Rome",
      currency_code: "EUR",
    });
    expect(await screen.findByText("Account settings saved.")).toBeInTheDocument();
  });

  it("refuses an empty account name without calling the server", async () => {
    const { user, notSent } = await openScreen("/account/settings", accountApi("ADMIN"));
    await user.clear(await screen.findByRole("textbox", { name: /Account name/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Account name is required.")).toBeInTheDocument();
    notSent("PUT", "accounts");
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
  const taxesPath = "/account/taxes-and-fees";

  it("lists them with their rate in the account's terms", async () => {
    const api = accountApi("ADMIN", {
      "GET accounts/1/taxes-and-fees": taxesAnswer([
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
      ]),
    });
    const { row } = await openScreen(taxesPath, api);
    const iva = await row("IVA");
    expect(within(iva).getByText("22%")).toBeInTheDocument();
    expect(within(iva).getByText("Tax")).toBeInTheDocument();
    expect(within(iva).getByText("Active")).toBeInTheDocument();
    expect(within(iva).getByText("Default")).toBeInTheDocument();
    const fee = await row("Diritti");
    expect(within(fee).getByText("€1.50")).toBeInTheDocument();
    expect(within(fee).getByText("Fee")).toBeInTheDocument();
    expect(within(fee).getByText("Inactive")).toBeInTheDocument();
  });

  it("says where each one is used", async () => {
    const api = accountApi("ADMIN", {
      "GET accounts/1/taxes-and-fees": taxesAnswer([
        taxAnswer({
          used_by: [
            { product_id: 31, product_title: "Intero", event_id: 7, event_title: "Concerto d'estate" },
            { product_id: 45, product_title: "Ridotto", event_id: 8, event_title: "Aida" },
          ],
        }),
        taxAnswer({ id: 12, name: "Diritti di prevendita", is_default: false, used_by: [] }),
      ]),
    });
    const { row } = await openScreen(taxesPath, api);
    const iva = await row("IVA");
    expect(within(iva).getByText("Intero (Concerto d'estate)")).toBeInTheDocument();
    expect(within(iva).getByText("Ridotto (Aida)")).toBeInTheDocument();
    const fee = await row("Diritti");
    expect(within(fee).getByText("Not used yet")).toBeInTheDocument();
  });

  it(
    "adds one from the dialog, checking it first",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": taxesAnswer([]),
        "POST accounts/1/taxes-and-fees": echo(taxAnswer, { fields: { id: 13 } }),
      });
      const { openDialog, save, type, sent, notSent, savedAndClosed } = await openScreen(taxesPath, api);
      expect(await screen.findByText("No taxes or fees yet")).toBeInTheDocument();
      const dialog = await openDialog("Add a tax or fee");
      await save(dialog);
      expect(await within(dialog).findByText("Name is required.")).toBeInTheDocument();
      notSent("POST", "accounts/1/taxes-and-fees");

      await type(dialog, /Name/, "Tassa di soggiorno");
      await type(dialog, /Rate/, "5");
      await save(dialog);
      expect(await sent("POST", "accounts/1/taxes-and-fees")).toEqual({
        name: "Tassa di soggiorno",
        type: "TAX",
        calculation_type: "PERCENTAGE",
        rate: 5,
        is_active: true,
        is_default: false,
        description: null,
      });
      await savedAndClosed("Tassa di soggiorno was added.");
    },
    slow,
  );

  it(
    "shows a fixed amount in the account's currency while it is typed",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": taxesAnswer([]),
      });
      const { user, openDialog, press } = await openScreen(taxesPath, api);
      const dialog = await openDialog("Add a tax or fee");
      await press(dialog, /Calculation/);
      await user.click(await screen.findByRole("option", { name: "Fixed amount" }));
      const rate = within(dialog).getByRole("textbox", { name: /Rate/ });
      await user.type(rate, "1.5");
      await user.tab();
      expect(rate).toHaveValue("€1.50");
    },
    slow,
  );

  it(
    "refuses a percentage above 100",
    async () => {
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": taxesAnswer([taxAnswer()]),
      });
      const { user, edit, save, notSent } = await openScreen(taxesPath, api);
      const dialog = await edit("IVA");
      const rate = within(dialog).getByRole("textbox", { name: /Rate/ });
      expect(rate).toHaveValue("22");
      await user.clear(rate);
      await user.type(rate, "150");
      await save(dialog);
      expect(await within(dialog).findByText("A percentage rate must be at most 100.")).toBeInTheDocument();
      notSent("PUT", "accounts/1/taxes-and-fees/11");
    },
    slow,
  );

  it(
    "deletes one after confirmation",
    async () => {
      let list = [taxAnswer()];
      const api = accountApi("ADMIN", {
        "GET accounts/1/taxes-and-fees": () => taxesAnswer(list),
        "DELETE accounts/1/taxes-and-fees/11": () => {
          list = [];
          return { status: 204 };
        },
      });
      const { askToDelete, press } = await openScreen(taxesPath, api);
      const confirm = await askToDelete("IVA", "Delete this tax or fee?");
      expect(within(confirm).getByText(/Products that use IVA/)).toBeInTheDocument();
      await press(confirm, "Delete");
      expect(await screen.findByText("IVA was deleted.")).toBeInTheDocument();
      expect(callsTo(api, "DELETE", "accounts/1/taxes-and-fees/11")).toHaveLength(1);
      expect(await screen.findByText("No taxes or fees yet")).toBeInTheDocument();
    },
    slow,
  );
});

describe("users", () => {
  const usersPath = "/account/users";
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
      const { row, user, press, sent } = await openScreen(usersPath, api);
      const sara = await row("Sara Verdi");
      expect(within(sara).getByText("Invited")).toBeInTheDocument();
      expect(within(sara).getByText("Organiser")).toBeInTheDocument();
      const me = await row("Giulia Bianchi");
      expect(within(me).getByText("Admin")).toBeInTheDocument();
      // The owner (here, the admin herself) cannot be demoted or deactivated from the list.
      expect(within(me).queryByRole("button", { name: /Actions for/ })).not.toBeInTheDocument();

      await press(sara, "Actions for Sara Verdi");
      await user.click(await screen.findByRole("menuitem", { name: "Resend invitation" }));
      expect(
        await screen.findByText("The invitation was sent again to sara@example.com."),
      ).toBeInTheDocument();
      expect(callsTo(api, "POST", "users/3/invitation")).toHaveLength(1);

      await press(await row("Marco Rossi"), "Actions for Marco Rossi");
      await user.click(await screen.findByRole("menuitem", { name: "Make admin" }));
      expect(await sent("PUT", "users/2")).toEqual({ role: "ADMIN" });
      expect(await screen.findByText("Marco Rossi is now an admin.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "invites someone with a role",
    async () => {
      const api = accountApi("ADMIN", {
        "GET users": { status: 200, body: { data: people } },
        "POST users": echo(userAnswer, { status: 201, fields: { id: 9, status: "INVITED" } }),
      });
      const { user, openDialog, type, save, sent, notSent } = await openScreen(usersPath, api);
      const dialog = await openDialog("Invite a user");
      await type(dialog, /First name/, "Luca");
      await type(dialog, /Email/, "not-an-email");
      await save(dialog, "Send the invitation");
      expect(await within(dialog).findByText("Enter a valid email address.")).toBeInTheDocument();
      notSent("POST", "users");

      const email = within(dialog).getByRole("textbox", { name: /Email/ });
      await user.clear(email);
      await user.type(email, "luca@example.com");
      await save(dialog, "Send the invitation");
      expect(await sent("POST", "users")).toEqual({
        first_name: "Luca",
        email: "luca@example.com",
        role: "ORGANIZER",
      });
      expect(await screen.findByText("An invitation was sent to luca@example.com.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "deletes an invitation after confirmation",
    async () => {
      const api = accountApi("ADMIN", {
        "GET users": { status: 200, body: { data: people } },
        "DELETE users/3/invitation": { status: 204 },
      });
      const { row, user, press } = await openScreen(usersPath, api);
      await press(await row("Sara Verdi"), "Actions for Sara Verdi");
      await user.click(await screen.findByRole("menuitem", { name: "Delete invitation" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Delete this invitation?" });
      await press(confirm, "Delete invitation");
      expect(
        await screen.findByText("The invitation to sara@example.com was withdrawn."),
      ).toBeInTheDocument();
      expect(callsTo(api, "DELETE", "users/3/invitation")).toHaveLength(1);
    },
    slow,
  );
});

describe("event defaults", () => {
  /** An account that has chosen none yet, and takes what it is sent. */
  const defaultsApi = () =>
    accountApi("ADMIN", {
      "GET accounts/1/event-defaults": { status: 200, body: { data: noDefaults } },
      "PUT accounts/1/event-defaults": echo((sent) => ({ ...noDefaults, ...sent })),
    });

  it(
    "starts from the built-in values and saves the chosen ones",
    async () => {
      const { user, sent, notSent } = await openScreen("/account/event-defaults", defaultsApi());
      const instructions = await screen.findByRole("textbox", { name: /Offline payment instructions/ });
      expect(screen.getByRole("checkbox", { name: /Offline payment/ })).toBeChecked();
      expect(screen.getByRole("textbox", { name: /Minutes to complete an order/ })).toHaveValue("15");

      await user.clear(instructions);
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(
        await screen.findByText("Offline payment instructions are required when offline payment is offered."),
      ).toBeInTheDocument();
      notSent("PUT", "accounts/1/event-defaults");

      await user.type(instructions, "Bonifico su IT60X0542811101000000123456");
      await user.click(screen.getByRole("switch", { name: "Ask for a billing address" }));
      // New events may show their prices without taxes, added on top.
      await user.click(screen.getByRole("button", { name: /Prices shown to buyers/ }));
      await user.click(await screen.findByRole("option", { name: "Without taxes and fees, added on top" }));
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await sent("PUT", "accounts/1/event-defaults")).toMatchObject({
        price_display_mode: "EXCLUSIVE",
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
    slow,
  );

  it(
    "saves as it first appears for a new account: offline payment comes with instructions to keep or change",
    async () => {
      const { user, sent } = await openScreen("/account/event-defaults", defaultsApi());
      const instructions = await screen.findByRole("textbox", { name: /Offline payment instructions/ });
      expect(screen.getByRole("checkbox", { name: /Offline payment/ })).toBeChecked();
      expect(instructions).toBeRequired();
      expect(instructions).toHaveValue(
        "Pay at the entrance on the day of the event. Bring your order confirmation.",
      );

      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Event defaults saved.")).toBeInTheDocument();
      expect(await sent("PUT", "accounts/1/event-defaults")).toMatchObject({
        payment_providers: ["OFFLINE"],
        offline_payment_instructions:
          "Pay at the entrance on the day of the event. Bring your order confirmation.",
      });
    },
    slow,
  );
});

describe("payment", () => {
  it("says whether card payments are configured and that offline payment works", async () => {
    await renderApp("/account/payment", { api: accountApi("ORGANIZER") });
    const card = (await screen.findByRole("heading", { level: 2, name: "Card payments" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(card).getByText("Not configured")).toBeInTheDocument();
    expect(screen.getByText("Available")).toBeInTheDocument();
    // Connecting a Stripe account is for admins: nobody asked.
    expect(screen.queryByRole("heading", { name: "Your Stripe account" })).not.toBeInTheDocument();
  });

  it("says the installation's key takes the cards when it does not connect accounts", async () => {
    await renderApp("/account/payment", {
      api: accountApi("ADMIN", {
        "GET accounts/1/stripe/connect_accounts": { status: 403, body: { message: "Not enabled." } },
      }),
    });
    expect(
      await screen.findByText(/This installation does not connect organisers' own Stripe accounts/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your Stripe account" })).not.toBeInTheDocument();
  });

  const connectAccounts = (stripeAccountId: string | null, ready: boolean) => ({
    status: 200,
    body: {
      data: {
        account: { id: 1, stripe_platform: null },
        stripe_connect_accounts: stripeAccountId
          ? [
              {
                stripe_account_id: stripeAccountId,
                connect_url: ready ? null : "https://connect.stripe.test/setup/acct_1",
                is_setup_complete: ready,
                platform: null,
                account_type: "express",
                is_primary: true,
                country: "IT",
              },
            ]
          : [],
        primary_stripe_account_id: stripeAccountId,
        has_completed_setup: ready,
      },
    },
  });

  it("lets an admin connect the account's own Stripe account, sending them to Stripe's onboarding", async () => {
    const leaveFor = vi.spyOn(exits, "leaveFor").mockImplementation(() => undefined);
    const api = accountApi("ADMIN", {
      "GET accounts/1/stripe/connect_accounts": connectAccounts(null, false),
      "POST accounts/1/stripe/connect": {
        status: 200,
        body: {
          data: {
            stripe_connect_account_type: "express",
            stripe_account_id: "acct_1",
            is_connect_setup_complete: false,
            connect_url: "https://connect.stripe.test/setup/acct_1",
            account: accountAnswer(),
          },
        },
      },
    });
    await renderApp("/account/payment", { api });
    const card = (await screen.findByRole("heading", { level: 2, name: "Your Stripe account" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(card).getByText("Not connected")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Connect with Stripe" }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith("https://connect.stripe.test/setup/acct_1"));
    leaveFor.mockRestore();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: "accounts/1/stripe/connect", body: {} },
    ]);
  });

  it("says when Stripe still needs details after onboarding, and when the account is connected", async () => {
    const unfinished = accountApi("ADMIN", {
      "GET accounts/1/stripe/connect_accounts": connectAccounts("acct_1", false),
    });
    const { unmount } = await renderApp("/account/payment?is_return=1", { api: unfinished });
    expect(await screen.findByText("Setup not finished")).toBeInTheDocument();
    expect(screen.getByText(/Stripe still needs some details/)).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Continue on Stripe" })).toBeInTheDocument();
    unmount();

    await renderApp("/account/payment?is_return=1", {
      api: accountApi("ADMIN", { "GET accounts/1/stripe/connect_accounts": connectAccounts("acct_1", true) }),
    });
    expect(await screen.findByText("Connected")).toBeInTheDocument();
    expect(screen.getByText(/go straight to your Stripe account/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Stripe/ })).not.toBeInTheDocument();
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

function openVat(role: "ADMIN" | "ORGANIZER", saved: Record<string, unknown> | null) {
  const api = accountApi(role, {
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
  afterEach(() => toasts.clean());

  it("takes a number only in an EU VAT number's shape, and says a saved one is not validated", async () => {
    const { api, rendered } = openVat("ADMIN", null);
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
    const { api, rendered } = openVat("ORGANIZER", vatAnswer());
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

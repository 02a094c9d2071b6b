import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { echo, openScreen, slow } from "../../test/openScreen";
import { eventsPage, type fakeApi } from "../../test/renderApp";
import { eventApi } from "./products.fixtures";

const path = "/manage/event/7/affiliates";

function affiliateAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 81,
    event_id: 7,
    account_id: 1,
    name: "Radio Laguna",
    code: "RADIO",
    email: "ads@radio.example",
    status: "ACTIVE",
    total_sales: 4,
    total_sales_gross: 120,
    total_tickets: 6,
    net_sales: 3,
    net_tickets: 5,
    total_sales_net: 85.5,
    created_at: "2030-05-01T10:00:00Z",
    updated_at: "2030-05-01T10:00:00Z",
    ...overrides,
  };
}

function affiliateApi(rows: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi({ "GET events/7/affiliates": { status: 200, body: eventsPage(rows) }, ...more });
}

describe("the affiliates screen", () => {
  it("lists each affiliate with its code, status, orders, tickets, gross and net", async () => {
    const api = affiliateApi([
      affiliateAnswer(),
      affiliateAnswer({
        id: 82,
        name: "Blog Verona",
        code: "BLOG",
        email: null,
        status: "INACTIVE",
        total_sales: 0,
        total_tickets: 0,
        total_sales_gross: 0,
        total_sales_net: 0,
      }),
    ]);
    const { row } = await openScreen(path, api);
    const radio = await row("Radio Laguna");
    expect(within(radio).getByText("RADIO")).toBeInTheDocument();
    expect(within(radio).getByText("Active")).toBeInTheDocument();
    expect(within(radio).getByText("4")).toBeInTheDocument();
    expect(within(radio).getByText("6")).toBeInTheDocument();
    expect(within(radio).getByText("€120.00")).toBeInTheDocument();
    expect(within(radio).getByText("€85.50")).toBeInTheDocument();
    expect(within(radio).getByText("ads@radio.example")).toBeInTheDocument();
    const blog = await row("Blog Verona");
    expect(within(blog).getByText("Inactive")).toBeInTheDocument();
    expect(within(blog).getByRole("button", { name: "Activate Blog Verona" })).toBeInTheDocument();
  });

  it("says when there is none", async () => {
    await openScreen(path, affiliateApi([]));
    expect(await screen.findByText("No affiliates yet")).toBeInTheDocument();
  });

  it("copies the tracking link: the event's page with ?aff= and the code", async () => {
    const { row, press } = await openScreen(path, affiliateApi([affiliateAnswer()]), {
      config: { frontendUrl: "https://biglietti.example.com" },
    });
    await press(await row("Radio Laguna"), "Copy the tracking link of Radio Laguna");
    expect(await navigator.clipboard.readText()).toBe(
      "https://biglietti.example.com/event/7/concerto-d-estate?aff=RADIO",
    );
  });

  it(
    "creates an affiliate, its code in capitals as it is typed",
    async () => {
      const api = affiliateApi([], {
        "POST events/7/affiliates": echo(affiliateAnswer, { status: 201, fields: { id: 83 } }),
      });
      const { openDialog, type, save, sent } = await openScreen(path, api);
      const dialog = await openDialog("Add an affiliate");
      await type(dialog, /^Name/, "Radio Laguna");
      await type(dialog, /^Code/, "radio-1");
      expect(within(dialog).getByRole("textbox", { name: /^Code/ })).toHaveValue("RADIO-1");
      await save(dialog);
      expect(await sent("POST", "events/7/affiliates")).toEqual({
        name: "Radio Laguna",
        code: "RADIO-1",
        email: null,
        status: "ACTIVE",
      });
      expect(await screen.findByText("Radio Laguna was added.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "shows a taken code's refusal on the code's field",
    async () => {
      const api = affiliateApi([], {
        "POST events/7/affiliates": {
          status: 422,
          body: {
            message: "This event already has an affiliate with this code.",
            errors: { code: ["This event already has an affiliate with this code."] },
            codes: { code: [{ code: "affiliate_code_taken" }] },
          },
        },
      });
      const { openDialog, type, save } = await openScreen(path, api);
      const dialog = await openDialog("Add an affiliate");
      await type(dialog, /^Name/, "Radio Laguna");
      await type(dialog, /^Code/, "RADIO");
      await save(dialog);
      const code = within(dialog).getByRole("textbox", { name: /^Code/ });
      await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining("This event already has an affiliate with this code."),
      );
    },
    slow,
  );

  it(
    "edits an affiliate without its code, which cannot change",
    async () => {
      const api = affiliateApi([affiliateAnswer()], {
        "PUT events/7/affiliates/81": echo(affiliateAnswer),
      });
      const { edit, type, save, sent } = await openScreen(path, api);
      const dialog = await edit("Radio Laguna");
      expect(within(dialog).getByRole("textbox", { name: /^Code/ })).toHaveAttribute("readonly");
      await type(dialog, /^Name/, " FM");
      await save(dialog);
      expect(await sent("PUT", "events/7/affiliates/81")).toEqual({
        name: "Radio Laguna FM",
        email: "ads@radio.example",
        status: "ACTIVE",
      });
    },
    slow,
  );

  it(
    "deactivates an affiliate from its row",
    async () => {
      const api = affiliateApi([affiliateAnswer()], {
        "PUT events/7/affiliates/81": echo(affiliateAnswer),
      });
      const { row, press, sent } = await openScreen(path, api);
      await press(await row("Radio Laguna"), "Deactivate Radio Laguna");
      expect(await sent("PUT", "events/7/affiliates/81")).toEqual({
        name: "Radio Laguna",
        email: "ads@radio.example",
        status: "INACTIVE",
      });
      expect(await screen.findByText("Radio Laguna is inactive.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "deletes an affiliate once confirmed",
    async () => {
      const api = affiliateApi([affiliateAnswer()], { "DELETE events/7/affiliates/81": { status: 204 } });
      const { askToDelete, press, sent, notSent } = await openScreen(path, api);
      const confirm = await askToDelete("Radio Laguna", "Delete this affiliate?");
      notSent("DELETE", "events/7/affiliates/81");
      await press(confirm, "Delete");
      await sent("DELETE", "events/7/affiliates/81");
      expect(await screen.findByText("Radio Laguna was deleted.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "downloads the affiliates as a CSV file when the organiser asks for one",
    async () => {
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:affiliates"), revokeObjectURL: vi.fn() });
      const clicked: string[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.download);
      });
      const api = affiliateApi([affiliateAnswer()], {
        "POST events/7/affiliates/export": ({ url }) => ({
          status: url.searchParams.get("format") === "csv" ? 200 : 400,
          body: "Name",
        }),
      });
      const { user } = await openScreen(path, api);
      await user.click(await screen.findByRole("button", { name: "Export" }));
      await user.click(await screen.findByRole("menuitem", { name: /CSV file/ }));
      const day = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Rome" });
      await waitFor(() => expect(clicked).toEqual([`concerto-d-estate-affiliates-${day}.csv`]));
      click.mockRestore();
    },
    slow,
  );
});

describe("the event's navigation", () => {
  it("leads to the affiliates", async () => {
    const { navigationLinks } = await openScreen(path, affiliateApi([]));
    await navigationLinks("Event navigation", { Affiliates: "/manage/event/7/affiliates" });
  });
});

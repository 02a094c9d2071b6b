import { act, screen, waitFor, within } from "@testing-library/react";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { callsTo, echo, openScreen, slow } from "../../test/openScreen";
import { eventsPage, type fakeApi } from "../../test/renderApp";
import { eventApi, productAnswer, ticketsAnswer } from "./products.fixtures";

const path = "/manage/event/7/check-in";
const doorLink = (shortId: string) => `${window.location.origin}/check-in/${shortId}`;

/** A list as the server answers it: its times are raw UTC columns, as Hi.Events sends them. */
function listAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 81,
    name: "Ingresso A",
    description: "Porta di via Roma",
    activates_at: "2030-07-12 16:00:00",
    expires_at: "2030-07-12 22:30:00",
    short_id: "cil_a1b2c3",
    total_attendees: 120,
    checked_in_attendees: 45,
    is_active: true,
    is_expired: false,
    products: [{ id: 31, title: "Intero" }],
    ...overrides,
  };
}

function listsApi(lists: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi({
    "GET events/7/check-in-lists": { status: 200, body: eventsPage(lists) },
    "GET events/7/product-categories": ticketsAnswer(
      [31, "Intero"],
      [32, "Ridotto"],
      productAnswer({ id: 35, title: "Maglietta", product_type: "GENERAL" }),
    ),
    ...more,
  });
}

/** The card of the list named `name`. */
const card = (name: string) => screen.findByRole("region", { name });

afterEach(() => toasts.clean());

describe("the check-in lists screen", () => {
  it(
    "shows each list's progress, window in the event's zone, products, door link and its QR code",
    async () => {
      const api = listsApi([
        listAnswer(),
        listAnswer({
          id: 82,
          name: "Sabato",
          description: null,
          activates_at: "2030-07-13 08:00:00",
          expires_at: null,
          short_id: "cil_sab",
          total_attendees: 0,
          checked_in_attendees: 0,
          is_active: false,
          products: [
            { id: 31, title: "Intero" },
            { id: 32, title: "Ridotto" },
          ],
        }),
        listAnswer({ id: 83, name: "Prova", activates_at: null, is_expired: true, short_id: "cil_old" }),
      ]);
      await openScreen(path, api);
      const a = await card("Ingresso A");
      expect(within(a).getByRole("progressbar", { name: "45 of 120 checked in" })).toHaveAttribute(
        "aria-valuenow",
        "45",
      );
      expect(within(a).getByText("Active")).toBeInTheDocument();
      expect(within(a).getByText("Porta di via Roma")).toBeInTheDocument();
      // 16:00 and 22:30 UTC are 6:00 PM and 0:30 the next day in Rome.
      expect(within(a).getByText("Jul 12, 2030, 6:00 PM")).toBeInTheDocument();
      expect(within(a).getByText("Jul 13, 2030, 12:30 AM")).toBeInTheDocument();
      expect(within(a).getByText("Times in the event's time zone (Europe/Rome).")).toBeInTheDocument();
      expect(within(a).getByText("Intero")).toBeInTheDocument();
      expect(within(a).getByRole("textbox", { name: /Door link/ })).toHaveValue(doorLink("cil_a1b2c3"));
      expect(within(a).getByRole("link", { name: /Open the scanner/ })).toHaveAttribute(
        "href",
        doorLink("cil_a1b2c3"),
      );
      const qr = await within(a).findByRole("img", { name: "QR code of the door link of Ingresso A" });
      expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
      expect(decodeURIComponent(qr.getAttribute("src") ?? "")).toContain("<path");

      const saturday = await card("Sabato");
      expect(within(saturday).getByText("Not active yet")).toBeInTheDocument();
      expect(within(saturday).getByRole("progressbar", { name: "0 of 0 checked in" })).toBeInTheDocument();
      expect(within(saturday).getByText("No end")).toBeInTheDocument();
      expect(within(saturday).getByText("Intero, Ridotto")).toBeInTheDocument();
      const old = await card("Prova");
      expect(within(old).getByText("Expired")).toBeInTheDocument();
      expect(within(old).getByText("Right away")).toBeInTheDocument();
      await within(old).findByRole("img", { name: "QR code of the door link of Prova" });
      expect(await axeViolations()).toEqual([]);
    },
    slow,
  );

  it(
    "with no list, says what one is for and offers to add one",
    async () => {
      const { user } = await openScreen(path, listsApi([]));
      const empty = (await screen.findByText("No check-in lists yet")).parentElement as HTMLElement;
      expect(within(empty).getByText(/A check-in list says which tickets a door admits/)).toBeInTheDocument();
      await user.click(within(empty).getByRole("button", { name: "Add a check-in list" }));
      expect(await screen.findByRole("dialog", { name: "Add a check-in list" })).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    },
    slow,
  );

  it(
    "adds a list for the tickets chosen, opening at a time read in the event's zone",
    async () => {
      const api = listsApi([], {
        "POST events/7/check-in-lists": echo(listAnswer, { fields: { id: 84 } }),
      });
      const { openDialog, type, save, check, sent, notSent, user } = await openScreen(path, api);
      const dialog = await openDialog("Add a check-in list");
      // Only tickets admit: the T-shirt is not offered.
      await within(dialog).findByRole("checkbox", { name: "Intero" });
      expect(within(dialog).queryByRole("checkbox", { name: "Maglietta" })).not.toBeInTheDocument();
      await type(dialog, /^Name/, "Ingresso B");
      await type(dialog, /Description/, "Cancello nord");
      await save(dialog);
      expect(await within(dialog).findByText("Choose at least one product.")).toBeInTheDocument();
      notSent("POST", "events/7/check-in-lists");

      await check(dialog, "Ridotto");
      const opens = within(dialog).getByRole("group", { name: /^Opens/ });
      await user.click(within(opens).getAllByRole("spinbutton")[0]!);
      await user.keyboard("071220300630PM");
      await save(dialog);
      expect(await sent("POST", "events/7/check-in-lists")).toEqual({
        name: "Ingresso B",
        description: "Cancello nord",
        product_ids: [32],
        // 6:30 PM in Rome in July.
        activates_at: "2030-07-12T16:30:00.000Z",
        expires_at: null,
      });
      expect(await screen.findByText("Ingresso B was added.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "shows the server's refusal of a field on that field, and keeps the dialog open",
    async () => {
      const api = listsApi([], {
        "POST events/7/check-in-lists": {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: { expires_at: ["The expiry date must be after the activation date."] },
          },
        },
      });
      const { openDialog, type, save, check, sent } = await openScreen(path, api);
      const dialog = await openDialog("Add a check-in list");
      await type(dialog, /^Name/, "Ingresso B");
      await check(dialog, "Intero");
      await save(dialog);
      await sent("POST", "events/7/check-in-lists");
      const closes = within(dialog).getByRole("group", { name: /^Closes/ });
      await waitFor(() =>
        expect(closes).toHaveAccessibleDescription(
          expect.stringContaining("The expiry date must be after the activation date."),
        ),
      );
      expect(screen.getByRole("dialog", { name: "Add a check-in list" })).toBeInTheDocument();
      expect(screen.queryByText("Ingresso B was added.")).not.toBeInTheDocument();
    },
    slow,
  );

  it(
    "edits a list: its products start chosen and its raw UTC times read in the event's zone",
    async () => {
      const api = listsApi([listAnswer()], {
        "PUT events/7/check-in-lists/81": echo(listAnswer),
      });
      const { edit, save, sent } = await openScreen(path, api);
      const dialog = await edit("Ingresso A");
      expect(await within(dialog).findByRole("checkbox", { name: "Intero" })).toBeChecked();
      const hour = within(within(dialog).getByRole("group", { name: /^Opens/ }))
        .getAllByRole("spinbutton")
        .find((segment) => /hour/i.test(segment.getAttribute("aria-label") ?? ""));
      expect(hour).toHaveAttribute("aria-valuenow", "6");
      await save(dialog);
      expect(await sent("PUT", "events/7/check-in-lists/81")).toEqual({
        name: "Ingresso A",
        description: "Porta di via Roma",
        product_ids: [31],
        activates_at: "2030-07-12T16:00:00.000Z",
        expires_at: "2030-07-12T22:30:00.000Z",
      });
    },
    slow,
  );

  it(
    "gives a list a new link only once asked, by keyboard alone, and shows the new link",
    async () => {
      let shortId = "cil_a1b2c3";
      const api = listsApi([], {
        "GET events/7/check-in-lists": () => ({
          status: 200,
          body: eventsPage([listAnswer({ short_id: shortId })]),
        }),
        "POST events/7/check-in-lists/81/regenerate-link": () => {
          shortId = "cil_n3w";
          return { status: 200, body: { data: listAnswer({ short_id: shortId }) } };
        },
      });
      const { user } = await openScreen(path, api);
      const a = await card("Ingresso A");
      const renew = within(a).getByRole("button", { name: "New link for Ingresso A" });

      act(() => renew.focus());
      await user.keyboard("{Enter}");
      let question = await screen.findByRole("alertdialog", { name: "Make a new link for Ingresso A?" });
      expect(question).toHaveTextContent(/stop working at once/);
      // The safe answer has the focus: Enter now changes nothing.
      expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      expect(callsTo(api, "POST", "events/7/check-in-lists/81/regenerate-link")).toHaveLength(0);

      act(() => renew.focus());
      await user.keyboard("{Enter}");
      question = await screen.findByRole("alertdialog", { name: "Make a new link for Ingresso A?" });
      expect(await axeViolations()).toEqual([]);
      await user.tab();
      expect(within(question).getByRole("button", { name: "Make a new link" })).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(await screen.findByText("Ingresso A has a new link.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/check-in-lists/81/regenerate-link")).toHaveLength(1);
      await waitFor(() =>
        expect(within(a).getByRole("textbox", { name: /Door link/ })).toHaveValue(doorLink("cil_n3w")),
      );
    },
    slow,
  );

  it(
    "adds a list with the keyboard alone",
    async () => {
      const api = listsApi([], {
        "POST events/7/check-in-lists": echo(listAnswer, { fields: { id: 84 } }),
      });
      const { user, sent } = await openScreen(path, api);
      const [add] = await screen.findAllByRole("button", { name: "Add a check-in list" });
      act(() => add!.focus());
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "Add a check-in list" });
      await waitFor(() => expect(within(dialog).getByRole("textbox", { name: /^Name/ })).toHaveFocus());
      await user.keyboard("Ingresso C");
      await within(dialog).findByRole("checkbox", { name: "Intero" });
      await user.tab(); // the description
      await user.tab(); // the first product
      expect(within(dialog).getByRole("checkbox", { name: "Intero" })).toHaveFocus();
      await user.keyboard(" ");
      const saveButton = within(dialog).getByRole("button", { name: "Save" });
      for (let step = 0; step < 30 && document.activeElement !== saveButton; step += 1) await user.tab();
      expect(saveButton).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(await sent("POST", "events/7/check-in-lists")).toEqual({
        name: "Ingresso C",
        description: null,
        product_ids: [31],
        activates_at: null,
        expires_at: null,
      });
    },
    slow,
  );

  it(
    "deletes a list once confirmed",
    async () => {
      const api = listsApi([listAnswer()], { "DELETE events/7/check-in-lists/81": { status: 204 } });
      const { askToDelete, press, sent } = await openScreen(path, api);
      const question = await askToDelete("Ingresso A", "Delete this check-in list?");
      expect(question).toHaveTextContent(/The link of Ingresso A stops working/);
      await press(question, "Delete");
      await sent("DELETE", "events/7/check-in-lists/81");
      expect(await screen.findByText("Ingresso A was deleted.")).toBeInTheDocument();
    },
    slow,
  );

  it("is in the event's navigation", async () => {
    const { navigationLinks } = await openScreen(path, listsApi([]));
    await navigationLinks("Event navigation", { "Check-in": "/manage/event/7/check-in" });
    expect(await screen.findByRole("link", { name: "Check-in" })).toHaveAttribute("aria-current", "page");
  });

  it("says when the lists cannot be loaded, with a way to try again", async () => {
    await openScreen(path, listsApi([], { "GET events/7/check-in-lists": { status: 500, body: {} } }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The check-in lists could not be loaded.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

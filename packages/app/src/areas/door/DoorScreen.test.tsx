import { setupI18n } from "@lingui/core";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IDBFactory } from "fake-indexeddb";
import "fake-indexeddb/auto";
import type { DoorOutcome, SupportedLocale } from "@varco/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { loadCatalog, pagesCatalogOf } from "../../i18n/catalogs";
import { PageShell } from "../../pages/PageShell";
import { defaultRuntimeConfig } from "../../runtimeConfig";
import { axeViolations } from "../../test/axe";
import { DoorScreen } from "./DoorScreen";
import { DoorKeeper } from "./doorKeeper";
import {
  anna,
  doorList,
  type FakeDoorServer,
  fakeDoorServer,
  giulia,
  luca,
  marco,
  sara,
  scanElsewhere,
} from "./doorServer.fixtures";
import { indexedDoorStore } from "./doorStore";

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** The scanner over a fake door server, as the page runs it (its keeper loaded and synced). */
async function openDoor(
  server: FakeDoorServer,
  options: { locale?: SupportedLocale; online?: () => boolean } = {},
) {
  let ids = 0;
  const keeper = new DoorKeeper({
    shortId: "cil_door",
    api: server,
    store: indexedDoorStore(),
    onLine: options.online ?? (() => true),
    newId: () => `scan-${++ids}`,
  });
  const i18n = setupI18n();
  i18n.loadAndActivate(await loadCatalog(options.locale ?? "en", pagesCatalogOf("door")));
  const view = render(
    <PageShell config={defaultRuntimeConfig} i18n={i18n} group="door">
      <DoorScreen
        drawn={{ name: "Ingresso A", eventTitle: "Concerto d'estate", checkedIn: 0, expected: 5 }}
        keeper={keeper}
      />
    </PageShell>,
  );
  await act(async () => {
    await keeper.load();
    await keeper.nameDevice("Cancello 1");
    await keeper.sync();
  });
  return { keeper, ...view };
}

/** Types a code into the code field and presses Enter, as a barcode scanner does. */
async function scanCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Ticket code" }), `${code}{Enter}`);
}

/** The verdict's live region (announced at once). */
const announcement = () =>
  screen
    .getAllByRole("status")
    .find((region) => region.getAttribute("aria-live") === "assertive") as HTMLElement;

describe("the door's scanner", () => {
  it.each<[DoorOutcome, string, string[], (server: FakeDoorServer) => void]>([
    ["admitted", "A-GIULIA1", ["Admitted", "Giulia Rossi", "Platea"], () => {}],
    [
      "already_checked_in",
      "A-MARCO01",
      ["Already checked in", "Marco Bianchi", "on list Ingresso A, by Cancello 2."],
      () => {},
    ],
    [
      "cancelled",
      "A-SARA001",
      ["Cancelled ticket", "Sara Gialli", "This ticket was cancelled: do not let it in."],
      () => {},
    ],
    [
      "awaiting_payment",
      "A-LUCA001",
      ["Awaiting payment", "Luca Neri", "The order is not paid yet: this ticket cannot come in."],
      () => {},
    ],
    [
      "not_on_list",
      "A-ANNA001",
      ["Not on this list", "This ticket is for another entrance or another event."],
      () => {},
    ],
    [
      "not_a_ticket",
      "A-NOBODY1",
      ["Not a ticket", "This code is not a valid ticket: made up, altered, or from another box office."],
      () => {},
    ],
    [
      "list_not_active",
      "A-GIULIA1",
      ["List not active", "This check-in list is not open now."],
      (server) => {
        server.mode = "closed";
      },
    ],
  ])("shows and announces %s in words, in its colour, with an icon", async (outcome, code, words, setUp) => {
    const server = await fakeDoorServer({ attendees: [giulia, marco, anna, luca, sara] });
    // Marco came in through another door already.
    await scanElsewhere(server, {
      device: "Cancello 2",
      id: "other-1",
      code: "A-MARCO01",
      at: "2030-07-12T18:41:00Z",
      offline: false,
    });
    await openDoor(server);
    setUp(server);
    await scanCode(code);

    await waitFor(() =>
      expect(document.querySelector("[data-outcome]")).toHaveAttribute("data-outcome", outcome),
    );
    const panel = document.querySelector("[data-outcome]") as HTMLElement;
    const live = announcement();
    for (const text of words) {
      expect(panel).toHaveTextContent(text);
      expect(live).toHaveTextContent(text);
    }
    // The icon is a picture only: the words say it all.
    expect(panel.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(await axeViolations()).toEqual([]);
  });

  it("marks an order paid and admits, where the list allows it", async () => {
    const server = await fakeDoorServer({
      list: doorList({ allow_awaiting_payment: true }),
      attendees: [luca],
    });
    await openDoor(server);
    await scanCode("A-LUCA001");
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(
        "The order is not paid yet. Take the payment, then mark it paid.",
      ),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Mark paid and admit" }));
    await waitFor(() => expect(announcement()).toHaveTextContent("Admitted"));
    expect(server.requests.at(-1)?.scans?.[0]?.action).toBe("check-in-and-mark-order-as-paid");
  });

  it("counts who came in, and undoes the last admission", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    await openDoor(server);
    const counter = screen.getByText(/checked in$/u).closest("p") as HTMLElement;
    expect(counter).toHaveTextContent("0 of 2 checked in");
    await scanCode("A-GIULIA1");
    await waitFor(() => expect(counter).toHaveTextContent("1 of 2 checked in"));

    await userEvent.setup().click(screen.getByRole("button", { name: "Undo admission" }));
    await waitFor(() => expect(announcement()).toHaveTextContent("Admission undone."));
    expect(screen.getByText("Admission undone: Giulia Rossi.")).toBeInTheDocument();
    await waitFor(() => expect(counter).toHaveTextContent("0 of 2 checked in"));
    expect(server.admissions()).toBe(0);
  });

  it("says offline, and how many check-ins wait to be sent", async () => {
    let online = true;
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    const { keeper } = await openDoor(server, { online: () => online });
    expect(screen.getByText("Online")).toBeInTheDocument();
    online = false;
    server.mode = "down";
    await act(async () => {
      window.dispatchEvent(new Event("offline"));
      await keeper.sync();
    });
    await scanCode("A-GIULIA1");
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(
        "Decided on this device: it is sent when the network is back.",
      ),
    );
    expect(screen.getByText("Offline")).toBeInTheDocument();
    expect(screen.getByText(/1 check-in to send/u)).toBeInTheDocument();
    await scanCode("A-MARCO01");
    await waitFor(() => expect(screen.getByText(/2 check-ins to send/u)).toBeInTheDocument());
    await scanCode("A-GIULIA1");
    await waitFor(() => expect(announcement()).toHaveTextContent("Already checked in"));
  });

  it("finds people by name, email or order number on the device's copy, and checks them in", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    await openDoor(server);
    const user = userEvent.setup();
    // The search comes with the tools loaded once the scanner runs.
    const search = await screen.findByRole("searchbox", { name: "Name, email or order number" });
    await user.type(search, "o-order02");
    expect(await screen.findByText("1 person found")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "ROSSI");
    await user.click(await screen.findByRole("button", { name: "Check in Giulia Rossi" }));
    await waitFor(() => expect(announcement()).toHaveTextContent("Admitted"));
    await user.clear(search);
    await user.type(search, "nobody");
    expect(await screen.findByText("No one on this device's copy of the list matches.")).toBeInTheDocument();
  });

  it("works from the keyboard: Enter scans, Next and Escape put the verdict away, the focus back in the code field", async () => {
    const server = await fakeDoorServer({ attendees: [giulia, marco] });
    await openDoor(server);
    const user = userEvent.setup();
    const field = screen.getByRole("textbox", { name: "Ticket code" });
    field.focus();
    await user.keyboard("A-GIULIA1{Enter}");
    await screen.findByRole("button", { name: "Next" });
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Check" })).toHaveFocus();

    screen.getByRole("button", { name: "Next" }).focus();
    await user.keyboard("{Enter}");
    expect(document.querySelector("[data-outcome]")).toBeNull();
    expect(field).toHaveFocus();

    await user.keyboard("A-MARCO01{Enter}");
    await screen.findByRole("button", { name: "Next" });
    await user.keyboard("{Escape}");
    expect(document.querySelector("[data-outcome]")).toBeNull();
  });

  it("keeps the device's name, and lists tickets scanned twice offline", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    // Another device admitted Giulia offline at 20:40, this one at 20:42.
    await scanElsewhere(server, {
      device: "Cancello 2",
      id: "o-1",
      code: "A-GIULIA1",
      at: "2030-07-12T18:40:00Z",
      offline: true,
    });
    await scanElsewhere(server, {
      device: "Cancello 1",
      id: "o-2",
      code: "A-GIULIA1",
      at: "2030-07-12T18:42:00Z",
      offline: true,
    });
    const { keeper } = await openDoor(server);
    const twice = await screen.findByRole("region", { name: "Scanned twice offline" });
    expect(within(twice).getByText("Giulia Rossi")).toBeInTheDocument();
    expect(twice).toHaveTextContent(/Admitted at .+ by Cancello 2\./u);
    expect(twice).toHaveTextContent(/Also scanned offline at .+ by Cancello 1: not counted\./u);

    const user = userEvent.setup();
    await user.click(screen.getByText("This device"));
    const name = screen.getByRole("textbox", { name: "Device name (shown with its check-ins)" });
    await user.clear(name);
    await user.type(name, "Ingresso nord{Enter}");
    expect(await screen.findByText("Saved on this device.")).toBeInTheDocument();
    expect(keeper.getState().device?.name).toBe("Ingresso nord");
    expect((await indexedDoorStore().device()).name).toBe("Ingresso nord");
    expect(await axeViolations()).toEqual([]);
  });

  it("speaks Italian from the door's own catalog", async () => {
    const server = await fakeDoorServer({ attendees: [giulia] });
    await openDoor(server, { locale: "it" });
    const field = screen.getByRole("textbox", { name: "Codice del biglietto" });
    await userEvent.setup().type(field, "A-GIULIA1{Enter}");
    await waitFor(() => expect(announcement()).toHaveTextContent("Ammesso"));
    expect(screen.getByRole("button", { name: "Annulla l'ingresso" })).toBeInTheDocument();
    expect(screen.getByText(/entrati$/u).closest("p")).toHaveTextContent("1 su 1 entrati");
  });
});

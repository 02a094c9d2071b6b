import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { eventsPage, renderApp } from "../../test/renderApp";
import { attendeeAnswer, callsTo, pageOf, salesApi } from "./sales.fixtures";

const SLOW = 60_000;
const checkInPath = "events/7/attendees/A-MARCO01/check_in";

const list = (id: number, name: string, products: [number, string][]) => ({
  id,
  name,
  description: null,
  activates_at: null,
  expires_at: null,
  short_id: `cil_${id}`,
  total_attendees: 10,
  checked_in_attendees: 1,
  is_active: true,
  is_expired: false,
  products: products.map(([productId, title]) => ({ id: productId, title })),
});

/**
 * Marco's check-in on a list, made at the door by a named phone (or by hand when `device` is null
 * and no `deviceId` is given: a device nobody named has an id and no name).
 */
const checkInOn = (
  listId: number,
  name: string,
  device: string | null,
  at = "2030-07-12 18:41:00",
  deviceId: string | null = device === null ? null : "device-phone-2",
) => ({
  id: 700 + listId,
  short_id: `ci_${listId}`,
  attendee_id: 901,
  check_in_list_id: listId,
  product_id: 31,
  event_id: 7,
  created_at: at,
  checked_in_at: at,
  device_name: device,
  device_id: deviceId,
  check_in_list: { id: listId, name, short_id: `cil_${listId}` },
});

/**
 * Marco (an Intero ticket) in his drawer; two lists admit Intero, a third only Ridotto. The fake
 * server keeps his check-ins: a check-in or an undo changes what the drawer reads next.
 */
async function openMarco({
  lists = [
    list(81, "Ingresso A", [[31, "Intero"]]),
    list(82, "Ingresso B", [
      [31, "Intero"],
      [32, "Ridotto"],
    ]),
    list(83, "Galleria", [[32, "Ridotto"]]),
  ],
  checkIns = [checkInOn(81, "Ingresso A", "Telefono 2")] as ReturnType<typeof checkInOn>[],
  answer,
}: {
  lists?: ReturnType<typeof list>[];
  checkIns?: ReturnType<typeof checkInOn>[];
  answer?: { status: number; body: unknown };
} = {}) {
  let held = [...checkIns];
  const marco = () => attendeeAnswer({ check_ins: held });
  const api = salesApi({
    "GET events/7/attendees": { status: 200, body: pageOf([marco()]) },
    "GET events/7/attendees/901": () => ({ status: 200, body: { data: marco() } }),
    "GET events/7/check-in-lists": { status: 200, body: eventsPage(lists) },
    [`POST ${checkInPath}`]: ({ body }) => {
      if (answer) return answer;
      const { action, check_in_list_id: listId } = body as { action: string; check_in_list_id: number };
      const name = lists.find((one) => one.id === listId)?.name ?? "";
      held =
        action === "check_in"
          ? [...held, checkInOn(listId, name, null, "2030-07-12 19:05:00")]
          : held.filter((record) => record.check_in_list_id !== listId);
      return { status: 200, body: { data: marco() } };
    },
  });
  await renderApp("/manage/event/7/attendees?attendee=901", { api });
  const drawer = await screen.findByRole("dialog", { name: "Marco Rossi" });
  const section = await within(drawer).findByRole("region", { name: "Check-ins" });
  return { api, drawer, section, user: userEvent.setup() };
}

const sentBodies = (api: Awaited<ReturnType<typeof openMarco>>["api"]) =>
  callsTo(api, "POST", checkInPath).map((call) => call.body);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the check-ins in the attendee's drawer", () => {
  it(
    "lists each list that admits the ticket, with when and by which device they were checked in",
    async () => {
      const { section } = await openMarco();
      const entryOf = async (name: string) => (await within(section).findByText(name)).closest("li")!;
      const a = await entryOf("Ingresso A");
      // 18:41 UTC is 8:41 PM in Rome.
      expect(a).toHaveTextContent("Checked in Jul 12, 2030, 8:41 PM, Telefono 2");
      expect(within(a).getByRole("button", { name: "Undo check-in on Ingresso A" })).toBeInTheDocument();
      const b = await entryOf("Ingresso B");
      expect(b).toHaveTextContent("Not checked in");
      expect(within(b).getByRole("button", { name: "Check in on Ingresso B" })).toBeInTheDocument();
      // Galleria does not admit an Intero ticket.
      expect(within(section).queryByText("Galleria")).not.toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    },
    SLOW,
  );

  it(
    "offers no check-in on a list that is closed now, and no undo on a list deleted since",
    async () => {
      const { section } = await openMarco({
        lists: [{ ...list(84, "Ieri", [[31, "Intero"]]), is_active: false, is_expired: true }],
        checkIns: [
          checkInOn(85, "Prova generale", null),
          checkInOn(86, "Palco", null, "2030-07-12 18:50:00", "device-unnamed"),
        ],
      });
      const closed = (await within(section).findByText("Ieri")).closest("li")!;
      expect(closed).toHaveTextContent("Not checked in (the list is not active now)");
      const deleted = (await within(section).findByText("Prova generale")).closest("li")!;
      expect(deleted).toHaveTextContent("Checked in Jul 12, 2030, 8:41 PM, by hand");
      const unnamed = (await within(section).findByText("Palco")).closest("li")!;
      expect(unnamed).toHaveTextContent("Checked in Jul 12, 2030, 8:50 PM, by a scanner");
      expect(within(section).queryByRole("button")).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "checks in by hand on the list chosen, with the keyboard alone, and the same button then undoes it",
    async () => {
      const { api, section, user } = await openMarco();
      const checkIn = await within(section).findByRole("button", { name: "Check in on Ingresso B" });
      act(() => checkIn.focus());
      await user.keyboard("{Enter}");
      expect(await screen.findByText("Marco Rossi was checked in on Ingresso B.")).toBeInTheDocument();
      expect(sentBodies(api)).toEqual([{ action: "check_in", check_in_list_id: 82 }]);
      const undo = await within(section).findByRole("button", { name: "Undo check-in on Ingresso B" });
      expect(undo.closest("li")).toHaveTextContent("Checked in Jul 12, 2030, 9:05 PM, by hand");
      // The keyboard user is still on the button they pressed.
      expect(undo).toHaveFocus();

      await user.keyboard("{Enter}");
      expect(
        await screen.findByText("Marco Rossi is no longer checked in on Ingresso B."),
      ).toBeInTheDocument();
      expect(sentBodies(api)).toEqual([
        { action: "check_in", check_in_list_id: 82 },
        { action: "check_out", check_in_list_id: 82 },
      ]);
      await waitFor(() =>
        expect(within(section).getByRole("button", { name: "Check in on Ingresso B" })).toHaveFocus(),
      );
    },
    SLOW,
  );

  it(
    "undoes a check-in made at the door",
    async () => {
      const { api, section, user } = await openMarco();
      await user.click(await within(section).findByRole("button", { name: "Undo check-in on Ingresso A" }));
      expect(
        await screen.findByText("Marco Rossi is no longer checked in on Ingresso A."),
      ).toBeInTheDocument();
      expect(sentBodies(api)).toEqual([{ action: "check_out", check_in_list_id: 81 }]);
      expect(
        await within(section).findByRole("button", { name: "Check in on Ingresso A" }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says in words why the server refused",
    async () => {
      const { section, user } = await openMarco({
        answer: { status: 409, body: { message: "Attendee already checked in" } },
      });
      await user.click(await within(section).findByRole("button", { name: "Check in on Ingresso B" }));
      expect(await screen.findByText("Marco Rossi is already checked in on Ingresso B.")).toBeInTheDocument();
      expect(within(section).getByRole("button", { name: "Check in on Ingresso B" })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "words the server's reason when its refusal names one, and reads the attendee again",
    async () => {
      const { api, section, user } = await openMarco({
        answer: {
          status: 409,
          body: { message: "This check-in list is not active.", code: "list_not_active" },
        },
      });
      const reads = () => callsTo(api, "GET", "events/7/attendees/901").length;
      await within(section).findByRole("button", { name: "Check in on Ingresso B" });
      const before = reads();
      await user.click(within(section).getByRole("button", { name: "Check in on Ingresso B" }));
      expect(await screen.findByText("Ingresso B is not active now.")).toBeInTheDocument();
      await waitFor(() => expect(reads()).toBeGreaterThan(before));
    },
    SLOW,
  );

  it(
    "names the list the server wants chosen",
    async () => {
      const { section, user } = await openMarco({
        answer: {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: { check_in_list_id: ["This list does not admit this ticket."] },
          },
        },
      });
      await user.click(await within(section).findByRole("button", { name: "Check in on Ingresso B" }));
      expect(await screen.findByText("This list does not admit this ticket.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "with no list for the ticket, says so and links to the check-in lists",
    async () => {
      const { section } = await openMarco({ lists: [list(83, "Galleria", [[32, "Ridotto"]])], checkIns: [] });
      expect(await within(section).findByText(/No check-in list admits Intero yet/)).toBeInTheDocument();
      expect(within(section).getByRole("link", { name: "Add a check-in list" })).toHaveAttribute(
        "href",
        "/manage/event/7/check-in",
      );
      expect(within(section).queryByRole("button")).not.toBeInTheDocument();
    },
    SLOW,
  );
});

import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { callsTo, openScreen } from "../../test/openScreen";
import { type FakeHandler, userAnswer } from "../../test/renderApp";
import { measureNothing } from "../../test/richTextLayout";
import { attendeeAnswer, orderAnswer, pageOf, salesApi } from "./sales.fixtures";

const SLOW = 60_000;
const path = "/manage/event/7/messages";

type User = ReturnType<typeof userEvent.setup>;

measureNothing();
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

function messageAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 71,
    event_id: 7,
    subject: "Cambio di orario",
    message: "<p>Si comincia alle 21.</p>",
    type: "ALL_ATTENDEES",
    attendee_ids: null,
    order_id: null,
    product_ids: null,
    // 20:30 in Rome, the event's time zone.
    sent_at: "2030-07-01T18:30:00Z",
    scheduled_at: null,
    status: "SENT",
    sent_by_user: userAnswer(),
    recipient_count: 12,
    delivered_count: 11,
    failed_count: 1,
    ...overrides,
  };
}

function recipientAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 801,
    message_id: 71,
    recipient: "marco@example.com",
    status: "SENT",
    subject: "Cambio di orario",
    created_at: "2030-07-01T18:30:00Z",
    ...overrides,
  };
}

/** The messages screen's server: its list, the count of recipients (`count`), and `more`. */
function messagesApi(
  messages: Record<string, unknown>[],
  more: Record<string, FakeHandler | { status: number; body?: unknown }> = {},
  count = 12,
) {
  return salesApi({
    "GET events/7/messages": { status: 200, body: pageOf(messages) },
    "POST events/7/messages/recipient-count": { status: 200, body: { data: { count } } },
    "POST events/7/messages": ({ body }) => ({
      status: 200,
      body: { data: messageAnswer({ ...(body as object), status: "PROCESSING" }) },
    }),
    "GET events/7/attendees": ({ url }) => ({
      status: 200,
      body: pageOf(
        url.searchParams.get("query") === "anna"
          ? [attendeeAnswer({ id: 902, first_name: "Anna", last_name: "Verdi", email: "anna@example.com" })]
          : [attendeeAnswer()],
      ),
    }),
    "GET events/7/orders": { status: 200, body: pageOf([orderAnswer()]) },
    ...more,
  });
}

/** Opens the compose dialog; writes a subject and a message. */
async function compose(user: User, subject = "Cambio di orario") {
  await user.click(await screen.findByRole("button", { name: "Write a message" }));
  const dialog = await screen.findByRole("dialog", { name: "Write a message" });
  await user.type(within(dialog).getByRole("textbox", { name: /^Subject/ }), subject);
  await write(user, dialog);
  return dialog;
}

/**
 * Types the message into the rich-text editor a key at a time, as a person does: all at once, a
 * busy test machine re-renders the dialog between keys and the editor can miss one.
 */
async function write(user: User, dialog: HTMLElement) {
  await user.click(await within(dialog).findByRole("textbox", { name: "Message" }));
  for (const key of "Si comincia alle 21.") await user.keyboard(key);
}

async function chooseType(user: User, dialog: HTMLElement, type: string) {
  await user.click(within(dialog).getByRole("button", { name: /Recipients/ }));
  await user.click(await screen.findByRole("option", { name: type }));
}

const text = { subject: "Cambio di orario", message: "<p>Si comincia alle 21.</p>" };
/** What the count is asked with in place of a subject and a text: they do not change it. */
const standIns = { subject: "-", message: "-" };
const sendDefaults = { is_test: false, send_copy_to_current_user: false };

describe("the messages screen", () => {
  it(
    "lists each message: subject, status, sender, time in the event's zone, recipients, delivered and failed",
    async () => {
      const api = messagesApi([
        messageAnswer(),
        messageAnswer({
          id: 72,
          subject: "Promemoria",
          status: "SCHEDULED",
          sent_at: null,
          scheduled_at: "2030-07-10T08:00:00Z",
          recipient_count: 0,
          delivered_count: 0,
          failed_count: 0,
        }),
      ]);
      const { row, navigationLinks } = await openScreen(path, api);
      const sent = await row("Cambio di orario");
      expect(within(sent).getByText("Sent")).toBeInTheDocument();
      expect(within(sent).getByText("Everyone with a ticket")).toBeInTheDocument();
      expect(within(sent).getByText("Giulia Bianchi")).toBeInTheDocument();
      expect(within(sent).getByText("Jul 1, 2030, 8:30 PM")).toBeInTheDocument();
      expect(within(sent).getByText("12")).toBeInTheDocument();
      expect(within(sent).getByText("11 / 1")).toBeInTheDocument();
      expect(within(sent).queryByRole("button", { name: /^Cancel/ })).not.toBeInTheDocument();

      const scheduled = await row("Promemoria");
      expect(within(scheduled).getByText("Scheduled")).toBeInTheDocument();
      expect(within(scheduled).getByText("Jul 10, 2030, 10:00 AM")).toBeInTheDocument();
      await navigationLinks("Event navigation", { Messages: path });
      expect(await axeViolations()).toEqual([]);
    },
    SLOW,
  );

  it(
    "reads the list again while a message is sending, until it is sent",
    async () => {
      let reads = 0;
      const api = messagesApi([], {
        "GET events/7/messages": () => {
          reads += 1;
          const status = reads === 1 ? "PROCESSING" : "SENT";
          return {
            status: 200,
            body: pageOf([messageAnswer({ status, delivered_count: reads === 1 ? 4 : 11 })]),
          };
        },
      });
      const { row } = await openScreen(path, api);
      expect(within(await row("Cambio di orario")).getByText("Sending")).toBeInTheDocument();
      expect(
        await within(await row("Cambio di orario")).findByText("Sent", {}, { timeout: 8_000 }),
      ).toBeInTheDocument();
      expect(within(await row("Cambio di orario")).getByText("11 / 1")).toBeInTheDocument();
      const settled = reads;
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      expect(reads).toBe(settled);
    },
    SLOW,
  );

  it("says what messages are for when there is none", async () => {
    await openScreen(path, messagesApi([]));
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
    expect(
      screen.getByText(/When a time or a place changes, or to remind people of something/),
    ).toBeInTheDocument();
  });

  it(
    "cancels a scheduled message once confirmed",
    async () => {
      const api = messagesApi(
        [messageAnswer({ status: "SCHEDULED", scheduled_at: "2030-07-10T08:00:00Z" })],
        {
          "POST events/7/messages/71/cancel": {
            status: 200,
            body: { data: messageAnswer({ status: "CANCELLED" }) },
          },
        },
      );
      const { row, press, sent, notSent } = await openScreen(path, api);
      await press(await row("Cambio di orario"), "Cancel Cambio di orario");
      const confirm = await screen.findByRole("alertdialog", { name: "Cancel this message?" });
      notSent("POST", "events/7/messages/71/cancel");
      await press(confirm, "Cancel the message");
      await sent("POST", "events/7/messages/71/cancel");
      expect(await screen.findByText("The message was cancelled.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows a message's recipients with their status, and sends again to a failed one",
    async () => {
      const api = messagesApi([messageAnswer()], {
        "GET events/7/messages/71/recipients": {
          status: 200,
          body: pageOf([
            recipientAnswer(),
            recipientAnswer({ id: 802, recipient: "anna@example.com", status: "FAILED" }),
          ]),
        },
        "POST events/7/messages/71/recipients/802/retry": {
          status: 200,
          body: { data: recipientAnswer({ id: 802, recipient: "anna@example.com", status: "PENDING" }) },
        },
      });
      const { user, press, sent } = await openScreen(path, api);
      await user.click(await screen.findByRole("button", { name: "Cambio di orario" }));
      const drawer = await screen.findByRole("dialog", { name: "Cambio di orario" });
      const list = await within(drawer).findByRole("list", { name: "Recipients" });
      const [marco, anna] = within(list).getAllByRole("listitem");
      expect(within(marco!).getByText("marco@example.com")).toBeInTheDocument();
      expect(within(marco!).getByText("Sent")).toBeInTheDocument();
      expect(within(marco!).queryByRole("button")).not.toBeInTheDocument();
      expect(within(anna!).getByText("Failed")).toBeInTheDocument();
      await press(anna!, "Send again to anna@example.com");
      expect(await sent("POST", "events/7/messages/71/recipients/802/retry")).toBeUndefined();
      expect(await screen.findByText("The message goes again to anna@example.com.")).toBeInTheDocument();
    },
    SLOW,
  );
});

describe("writing a message", () => {
  it(
    "to everyone with a ticket: shows how many it reaches before sending, then sends",
    async () => {
      const api = messagesApi([], {}, 12);
      const { user, sent } = await openScreen(path, api);
      const dialog = await compose(user);
      expect(await within(dialog).findByText("People it will reach: 12.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/messages/recipient-count")[0]?.body).toEqual({
        ...standIns,
        message_type: "ALL_ATTENDEES",
        send_copy_to_current_user: false,
      });
      expect(callsTo(api, "POST", "events/7/messages")).toHaveLength(0);
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(await sent("POST", "events/7/messages")).toEqual({
        ...text,
        message_type: "ALL_ATTENDEES",
        ...sendDefaults,
      });
      expect(await screen.findByText("The message is on its way.")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    },
    SLOW,
  );

  it.each([
    {
      type: "Holders of some tickets",
      choose: async (user: User, dialog: HTMLElement) => {
        await user.click(within(dialog).getByRole("checkbox", { name: "Ridotto" }));
      },
      body: { message_type: "TICKET_HOLDERS", product_ids: [32] },
    },
    {
      type: "Buyers of some products",
      choose: async (user: User, dialog: HTMLElement) => {
        await user.click(within(dialog).getByRole("checkbox", { name: "Intero" }));
        await user.click(within(dialog).getByRole("checkbox", { name: "Awaiting offline payment" }));
      },
      body: {
        message_type: "ORDER_OWNERS_WITH_PRODUCT",
        product_ids: [31],
        order_statuses: ["COMPLETED", "AWAITING_OFFLINE_PAYMENT"],
      },
    },
    {
      type: "The buyer of one order",
      choose: async (user: User, dialog: HTMLElement) => {
        await user.type(within(dialog).getByRole("combobox", { name: /^Order/ }), "rossi");
        await user.click(await screen.findByRole("option", { name: /O-ROSSI01/ }));
      },
      body: { message_type: "ORDER_OWNER", order_id: 501 },
    },
    {
      type: "Attendees picked one by one",
      choose: async (user: User, dialog: HTMLElement) => {
        await user.type(within(dialog).getByRole("combobox", { name: /^Attendees/ }), "anna");
        await user.click(await screen.findByRole("option", { name: /Anna Verdi/ }));
        const picked = await within(dialog).findByRole("list", { name: "Picked attendees" });
        expect(within(picked).getByText("Anna Verdi · anna@example.com")).toBeInTheDocument();
      },
      body: { message_type: "INDIVIDUAL_ATTENDEES", attendee_ids: [902] },
    },
  ])(
    "to $type: counts and sends only that choice's fields",
    async ({ type, choose, body }) => {
      const api = messagesApi([], {}, 3);
      const { user, sent } = await openScreen(path, api);
      const dialog = await compose(user);
      await chooseType(user, dialog, type);
      expect(
        await within(dialog).findByText("Choose who receives it to see how many people it reaches."),
      ).toBeInTheDocument();
      await choose(user, dialog);
      expect(await within(dialog).findByText("People it will reach: 3.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "events/7/messages/recipient-count").at(-1)?.body).toEqual({
        ...standIns,
        ...body,
        send_copy_to_current_user: false,
      });
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(await sent("POST", "events/7/messages")).toEqual({ ...text, ...body, ...sendDefaults });
    },
    SLOW,
  );

  it(
    "sends a test to the sender alone, whatever the choice, and stays open to send the message",
    async () => {
      const api = messagesApi([]);
      const { user } = await openScreen(path, api);
      const dialog = await compose(user);
      await chooseType(user, dialog, "Holders of some tickets");
      await user.click(within(dialog).getByRole("checkbox", { name: "Intero" }));
      await user.click(within(dialog).getByRole("switch", { name: "Send a copy to me" }));
      await user.click(within(dialog).getByRole("button", { name: "Send a test to me" }));
      await waitFor(() => expect(callsTo(api, "POST", "events/7/messages")).toHaveLength(1));
      expect(callsTo(api, "POST", "events/7/messages")[0]?.body).toEqual({
        ...text,
        message_type: "TICKET_HOLDERS",
        product_ids: [31],
        is_test: true,
        send_copy_to_current_user: true,
      });
      expect(await screen.findByText("A test was sent to giulia@example.com.")).toBeInTheDocument();
      expect(screen.getByRole("dialog", { name: "Write a message" })).toBeInTheDocument();

      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      await waitFor(() => expect(callsTo(api, "POST", "events/7/messages")).toHaveLength(2));
      expect(callsTo(api, "POST", "events/7/messages")[1]?.body).toMatchObject({ is_test: false });
    },
    SLOW,
  );

  it(
    "sends later at a day and time read in the event's time zone, and says which zone",
    async () => {
      const api = messagesApi([]);
      const { user, sent } = await openScreen(path, api);
      const dialog = await compose(user);
      await user.click(within(dialog).getByRole("switch", { name: "Send later" }));
      const when = within(dialog).getByRole("group", { name: /^Send at/ });
      expect(when).toHaveAccessibleDescription(expect.stringContaining("Europe/Rome"));
      await user.click(within(when).getAllByRole("spinbutton")[0]!);
      await user.keyboard("07122030830P");
      await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
      // 20:30 in Rome is 18:30 UTC.
      expect(await sent("POST", "events/7/messages")).toEqual({
        ...text,
        message_type: "ALL_ATTENDEES",
        ...sendDefaults,
        scheduled_at: "2030-07-12T18:30:00.000Z",
      });
    },
    SLOW,
  );

  it(
    "shows the server's refusals at their fields, and a daily limit's reason at the top",
    async () => {
      let answer = {
        status: 422,
        body: {
          message: "The given data was invalid.",
          errors: { subject: ["The subject may not contain that."] },
        },
      };
      const api = messagesApi([], { "POST events/7/messages": () => answer });
      const { user } = await openScreen(path, api);
      const dialog = await compose(user);
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      const subject = within(dialog).getByRole("textbox", { name: /^Subject/ });
      await waitFor(() => expect(subject).toHaveAttribute("aria-invalid", "true"));
      expect(subject).toHaveAccessibleDescription(
        expect.stringContaining("The subject may not contain that."),
      );

      answer = {
        status: 429,
        body: { message: "Daily limit reached.", code: "message_daily_limit" } as never,
      };
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(
        await within(dialog).findByText(/Your account has sent as many messages as it may in a day/),
      ).toBeInTheDocument();
      expect(screen.getByRole("dialog", { name: "Write a message" })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "refuses before sending what is missing: subject, message, products",
    async () => {
      const api = messagesApi([]);
      const { user, notSent } = await openScreen(path, api);
      await user.click(await screen.findByRole("button", { name: "Write a message" }));
      const dialog = await screen.findByRole("dialog", { name: "Write a message" });
      await chooseType(user, dialog, "Holders of some tickets");
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(await within(dialog).findByText("Subject is required.")).toBeInTheDocument();
      expect(
        within(dialog).getByText("Choose the products whose ticket holders to write to."),
      ).toBeInTheDocument();
      notSent("POST", "events/7/messages");
    },
    SLOW,
  );
});

describe("writing from where the organiser is", () => {
  it(
    "writes to an order's buyer from its drawer",
    async () => {
      const api = salesApi({
        "GET events/7/orders": { status: 200, body: pageOf([orderAnswer()]) },
        "GET events/7/orders/501": { status: 200, body: { data: orderAnswer() } },
        "POST events/7/orders/501/message": { status: 204 },
      });
      const { user, sent } = await openScreen("/manage/event/7/orders?order=501", api);
      const drawer = await screen.findByRole("dialog", { name: "Order O-ROSSI01" });
      await user.click(await within(drawer).findByRole("button", { name: "Message the buyer" }));
      const dialog = await screen.findByRole("dialog", { name: "Message the buyer" });
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining("marco@example.com"));
      await user.type(within(dialog).getByRole("textbox", { name: /^Subject/ }), "Cambio di orario");
      await write(user, dialog);
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(await sent("POST", "events/7/orders/501/message")).toEqual({
        ...text,
        message_type: "ORDER_OWNER",
        order_id: 501,
      });
      expect(await screen.findByText("Your message to marco@example.com is on its way.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "writes to at most 50 attendees picked in the list",
    async () => {
      const many = Array.from({ length: 51 }, (_, index) =>
        attendeeAnswer({
          id: 1000 + index,
          first_name: `Ospite${index}`,
          email: `ospite${index}@example.com`,
        }),
      );
      const api = messagesApi([], { "GET events/7/attendees": { status: 200, body: pageOf(many) } });
      const { user } = await openScreen("/manage/event/7/attendees", api);
      await screen.findByRole("button", { name: "Ospite0 Rossi" });
      await user.click(screen.getAllByRole("checkbox")[0]!);
      expect(screen.getByRole("button", { name: "Message these attendees (51)" })).toBeDisabled();
      expect(screen.getByText("Pick at most 50 attendees to write to them.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "writes to the attendees picked in the list",
    async () => {
      const api = messagesApi(
        [],
        {
          "GET events/7/attendees": {
            status: 200,
            body: pageOf([
              attendeeAnswer(),
              attendeeAnswer({ id: 902, first_name: "Anna", last_name: "Verdi", email: "anna@example.com" }),
              attendeeAnswer({ id: 903, first_name: "Luca", last_name: "Neri", email: "luca@example.com" }),
            ]),
          },
        },
        2,
      );
      const { user, row, sent } = await openScreen("/manage/event/7/attendees", api);
      expect(screen.queryByRole("button", { name: /Message these attendees/ })).not.toBeInTheDocument();
      await user.click(within(await row("Marco Rossi")).getByRole("checkbox"));
      await user.click(within(await row("Luca Neri")).getByRole("checkbox"));
      await user.click(screen.getByRole("button", { name: "Message these attendees (2)" }));
      const dialog = await screen.findByRole("dialog", { name: "Write a message" });
      const picked = within(dialog).getByRole("list", { name: "Picked attendees" });
      expect(
        within(picked)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining("Marco Rossi · marco@example.com"),
        expect.stringContaining("Luca Neri · luca@example.com"),
      ]);
      expect(await within(dialog).findByText("People it will reach: 2.")).toBeInTheDocument();
      await user.type(within(dialog).getByRole("textbox", { name: /^Subject/ }), "Cambio di orario");
      await write(user, dialog);
      await user.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(await sent("POST", "events/7/messages")).toEqual({
        ...text,
        message_type: "INDIVIDUAL_ATTENDEES",
        attendee_ids: [901, 903],
        ...sendDefaults,
      });
    },
    SLOW,
  );
});

import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { callsTo, echo, openScreen, slow } from "../../test/openScreen";
import { fakeApi, userAnswer } from "../../test/renderApp";
import { eventApi } from "../event/products.fixtures";

const path = "/manage/event/7/webhooks";
const url = "https://crm.example.com/hooks/varco";
const secret = "whsec_c2VncmV0by1kaS1wcm92YQ==";

function webhookAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 11,
    url,
    event_types: ["order.created", "order.refunded", "checkin.created"],
    status: "ENABLED",
    last_triggered_at: "2030-05-01T10:00:00Z",
    last_response_body: "ok",
    last_response_code: 200,
    ...overrides,
  };
}

const sentBody = {
  event_type: "order.created",
  event_sent_at: "2030-05-01T10:00:00Z",
  payload: { id: 4, public_id: "O-ABC", total_gross: 25 },
};

function logAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    webhook_id: 11,
    payload: JSON.stringify(sentBody),
    response_body: "accepted by the CRM",
    response_code: 200,
    created_at: "2030-05-01T10:00:00Z",
    event_type: "order.created",
    duration_ms: 312,
    webhook_message_id: "msg_42",
    ...overrides,
  };
}

function webhooksApi(webhooks: Record<string, unknown>[], more: Parameters<typeof fakeApi>[0] = {}) {
  return eventApi({ "GET events/7/webhooks": { status: 200, body: { data: webhooks } }, ...more });
}

describe("the webhooks screen", () => {
  it("lists each webhook with its address, status, how many of the event types it hears and its last delivery", async () => {
    const api = webhooksApi([
      webhookAnswer(),
      webhookAnswer({
        id: 12,
        url: "https://chat.example.com/in",
        event_types: ["checkin.created"],
        status: "PAUSED",
        last_response_code: 0,
      }),
      webhookAnswer({
        id: 13,
        url: "https://books.example.com/hook",
        last_triggered_at: null,
        last_response_code: null,
        last_response_body: null,
      }),
    ]);
    const { row } = await openScreen(path, api);
    const crm = await row(url);
    expect(within(crm).getByText("Active")).toBeInTheDocument();
    expect(within(crm).getByText("3 of 16")).toBeInTheDocument();
    expect(within(crm).getByText("200")).toBeInTheDocument();
    expect(within(crm).getByText(/2030/)).toBeInTheDocument();

    const chat = await row("https://chat.example.com/in");
    expect(within(chat).getByText("Paused")).toBeInTheDocument();
    expect(within(chat).getByText("1 of 16")).toBeInTheDocument();
    expect(within(chat).getByText("No answer")).toBeInTheDocument();

    expect(within(await row("https://books.example.com/hook")).getByText("Never")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says what webhooks are for when there is none", async () => {
    await openScreen(path, webhooksApi([]));
    expect(await screen.findByText("No webhooks yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /How to check the signature/ })).toHaveAttribute(
      "href",
      "https://www.standardwebhooks.com/",
    );
  });

  it(
    "adds a webhook with a whole kind of events selected at once, and shows its secret once",
    async () => {
      const api = webhooksApi([], {
        "POST events/7/webhooks": echo((fields) => webhookAnswer({ ...fields, secret }), {
          fields: { id: 14, last_triggered_at: null, last_response_code: null },
        }),
      });
      const { openDialog, type, press, save, sent, notSent, user } = await openScreen(path, api);
      const dialog = await openDialog("Add a webhook");
      await type(dialog, /^URL/, url);
      await save(dialog);
      // No event type chosen: refused before calling the server.
      expect(await within(dialog).findByText("Choose at least one event type.")).toBeInTheDocument();
      notSent("POST", "events/7/webhooks");

      await press(dialog, "Select all: Orders");
      for (const name of [
        "Order placed",
        "Order changed",
        "Order marked as paid",
        "Order refunded",
        "Order cancelled",
      ])
        expect(within(dialog).getByRole("checkbox", { name })).toBeChecked();
      expect(within(dialog).getByRole("checkbox", { name: "Attendee added" })).not.toBeChecked();
      // All chosen: the same button now clears the kind, and chooses it again.
      await press(dialog, "Clear all: Orders");
      expect(within(dialog).getByRole("checkbox", { name: "Order placed" })).not.toBeChecked();
      await press(dialog, "Select all: Orders");
      await user.click(within(dialog).getByRole("checkbox", { name: "Attendee checked in" }));
      await save(dialog);

      expect(await sent("POST", "events/7/webhooks")).toEqual({
        url,
        status: "ENABLED",
        event_types: [
          "order.created",
          "order.updated",
          "order.marked_as_paid",
          "order.refunded",
          "order.cancelled",
          "checkin.created",
        ],
      });
      const shown = await screen.findByRole("dialog", { name: "The webhook's secret" });
      expect(within(shown).getByText(secret)).toBeInTheDocument();
      expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
      await press(shown, "Copy the secret");
      expect(await navigator.clipboard.readText()).toBe(secret);
      await press(shown, "I have copied it");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(screen.queryByText(secret)).not.toBeInTheDocument();
    },
    slow,
  );

  it(
    "shows the server's refusal of a private address on the URL field",
    async () => {
      const reason =
        "The address must lead to a server on the internet: local, private and reserved addresses are refused.";
      const api = webhooksApi([], {
        "POST events/7/webhooks": {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: { url: [reason] },
            codes: { url: [{ code: "webhook_url_not_public" }] },
          },
        },
      });
      const { openDialog, type, press, save } = await openScreen(path, api);
      const dialog = await openDialog("Add a webhook");
      await type(dialog, /^URL/, "https://10.0.0.5/hook");
      await press(dialog, "Select all: Check-ins");
      await save(dialog);
      const field = within(dialog).getByRole("textbox", { name: /^URL/ });
      await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(reason));
      expect(screen.getByRole("dialog", { name: "Add a webhook" })).toBeInTheDocument();
      expect(screen.queryByRole("dialog", { name: "The webhook's secret" })).not.toBeInTheDocument();
    },
    slow,
  );

  it(
    "changes a webhook with PUT, its event types ticked as saved",
    async () => {
      const api = webhooksApi([webhookAnswer()], { "PUT events/7/webhooks/11": echo(webhookAnswer) });
      const { openDialog, press, save, sent, savedAndClosed } = await openScreen(path, api);
      const dialog = await openDialog(`Edit ${url}`, "Edit the webhook");
      expect(within(dialog).getByRole("checkbox", { name: "Order refunded" })).toBeChecked();
      expect(within(dialog).getByRole("checkbox", { name: "Order cancelled" })).not.toBeChecked();
      await press(dialog, "Select all: Attendees");
      await save(dialog);
      expect(await sent("PUT", "events/7/webhooks/11")).toEqual({
        url,
        status: "ENABLED",
        event_types: [
          "order.created",
          "order.refunded",
          "checkin.created",
          "attendee.created",
          "attendee.updated",
          "attendee.cancelled",
        ],
      });
      await savedAndClosed("The webhook was saved.");
    },
    slow,
  );

  it(
    "pauses a webhook, and deletes one once confirmed",
    async () => {
      const api = webhooksApi([webhookAnswer()], {
        "PUT events/7/webhooks/11": echo(webhookAnswer),
        "DELETE events/7/webhooks/11": { status: 204 },
      });
      const { user, askToDelete, press, sent, notSent } = await openScreen(path, api);
      await user.click(await screen.findByRole("button", { name: `More actions for ${url}` }));
      await user.click(await screen.findByRole("menuitem", { name: "Pause" }));
      expect(await sent("PUT", "events/7/webhooks/11")).toEqual({
        url,
        event_types: ["order.created", "order.refunded", "checkin.created"],
        status: "PAUSED",
      });
      expect(await screen.findByText(`${url} is paused.`)).toBeInTheDocument();

      const confirm = await askToDelete(url, "Delete this webhook?");
      notSent("DELETE", "events/7/webhooks/11");
      await press(confirm, "Delete");
      await sent("DELETE", "events/7/webhooks/11");
      expect(await screen.findByText("The webhook was deleted.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "rolls the secret once confirmed and shows the new one",
    async () => {
      const rolled = "whsec_bnVvdm8tc2VncmV0bw==";
      const api = webhooksApi([webhookAnswer()], {
        "POST events/7/webhooks/11/roll-secret": {
          status: 200,
          body: { data: webhookAnswer({ secret: rolled }) },
        },
      });
      const { user, press, notSent, sent } = await openScreen(path, api);
      await user.click(await screen.findByRole("button", { name: `More actions for ${url}` }));
      await user.click(await screen.findByRole("menuitem", { name: "Roll the secret" }));
      const confirm = await screen.findByRole("alertdialog", { name: "Roll the secret?" });
      notSent("POST", "events/7/webhooks/11/roll-secret");
      await press(confirm, "Roll the secret");
      await sent("POST", "events/7/webhooks/11/roll-secret");
      const shown = await screen.findByRole("dialog", { name: "The webhook's secret" });
      expect(within(shown).getByText(rolled)).toBeInTheDocument();
    },
    slow,
  );

  it(
    "opens the log: an attempt expands on what was sent and answered, redelivers it, and sends a test event",
    async () => {
      const api = webhooksApi([webhookAnswer()], {
        "GET events/7/webhooks/11/logs": {
          status: 200,
          body: {
            data: [
              logAnswer(),
              logAnswer({
                id: 8,
                response_code: 0,
                response_body: null,
                duration_ms: 10000,
                event_type: "checkin.created",
                created_at: "2030-05-01T09:00:00Z",
              }),
            ],
          },
        },
        "POST events/7/webhooks/11/logs/9/redeliver": { status: 204 },
        "POST events/7/webhooks/11/test": { status: 204 },
      });
      const { user, press, sent } = await openScreen(path, api);
      await press(await screen.findByRole("row", { name: new RegExp(url) }), `Deliveries to ${url}`);
      const drawer = await screen.findByRole("dialog", { name: "Deliveries" });
      const attempts = await within(drawer).findByRole("list", { name: "Deliveries, newest first" });
      const [newest, older] = within(attempts).getAllByRole("listitem");
      const opener = within(newest!).getByRole("button", { name: /Order placed/ });
      expect(opener).toHaveAttribute("aria-expanded", "false");
      expect(within(older!).getByText("No answer")).toBeInTheDocument();
      expect(within(drawer).queryByText("accepted by the CRM")).not.toBeInTheDocument();

      await user.click(opener);
      expect(opener).toHaveAttribute("aria-expanded", "true");
      const details = within(newest!).getByRole("region");
      expect(within(details).getByText("order.created")).toBeInTheDocument();
      expect(within(details).getByText("312 ms")).toBeInTheDocument();
      expect(within(details).getByText("msg_42")).toBeInTheDocument();
      expect(within(details).getByText("accepted by the CRM")).toBeInTheDocument();
      // The payload laid out to read, two spaces a level.
      expect(
        within(details).getByText(
          (_, node) => node?.tagName === "CODE" && node.textContent === JSON.stringify(sentBody, null, 2),
        ),
      ).toBeInTheDocument();
      expect(await axeViolations(drawer)).toEqual([]);

      await press(details, "Redeliver");
      await sent("POST", "events/7/webhooks/11/logs/9/redeliver");
      expect(await screen.findByText(/Sent again/)).toBeInTheDocument();

      await user.click(within(drawer).getByRole("button", { name: /Test event type/ }));
      await user.click(await screen.findByRole("option", { name: "Attendee checked in (checkin.created)" }));
      await press(drawer, "Send a test event");
      expect(await sent("POST", "events/7/webhooks/11/test")).toEqual({ event_type: "checkin.created" });
      expect(await screen.findByText(/A test event was sent/)).toBeInTheDocument();
      // The log is read again for the attempts the test and the redelivery make.
      await waitFor(() => expect(callsTo(api, "GET", "events/7/webhooks/11/logs").length).toBeGreaterThan(1));
    },
    slow,
  );
});

describe("the event's navigation", () => {
  it("leads to the webhooks", async () => {
    const { navigationLinks } = await openScreen(path, webhooksApi([]));
    await navigationLinks("Event navigation", { Webhooks: path });
  });
});

describe("the organiser's webhooks", () => {
  const organizer = {
    id: 5,
    name: "Gite Lagoon",
    slug: "gite-lagoon",
    status: "LIVE",
    currency: "EUR",
    timezone: "Europe/Rome",
    images: [],
  };

  it(
    "lists and adds the webhooks of the organiser, under its own heading",
    async () => {
      const api = fakeApi({
        "GET users/me": { status: 200, body: { data: userAnswer() } },
        "GET organizers/5": { status: 200, body: { data: organizer } },
        "GET organizers/5/webhooks": { status: 200, body: { data: [webhookAnswer()] } },
        "POST organizers/5/webhooks": echo((fields) => webhookAnswer({ ...fields, secret })),
      });
      const { row, openDialog, type, press, save, sent, navigationLinks } = await openScreen(
        "/manage/organizer/5/webhooks",
        api,
      );
      expect(await row(url)).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: "Webhooks" })).toBeInTheDocument();
      await navigationLinks("Organiser sections", { Settings: "/manage/organizer/5/settings" });
      expect(
        within(screen.getByRole("navigation", { name: "Organiser sections" })).getByText("Webhooks"),
      ).toHaveAttribute("aria-current", "page");

      const dialog = await openDialog("Add a webhook");
      await type(dialog, /^URL/, "https://books.example.com/hook");
      await press(dialog, "Select all: Event");
      await save(dialog);
      expect(await sent("POST", "organizers/5/webhooks")).toEqual({
        url: "https://books.example.com/hook",
        status: "ENABLED",
        event_types: ["event.created", "event.updated", "event.archived"],
      });
      expect(await screen.findByRole("dialog", { name: "The webhook's secret" })).toBeInTheDocument();
      expect(callsTo(api, "GET", "events/7/webhooks")).toHaveLength(0);
    },
    slow,
  );
});

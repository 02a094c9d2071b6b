import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { callsTo, openScreen, slow } from "../../test/openScreen";
import { type FakeAnswer, type FakeHandler, userAnswer } from "../../test/renderApp";
import { eventApi } from "./products.fixtures";
import { pageOf } from "./sales.fixtures";
import { openSettings } from "./settings.fixtures";

const path = "/manage/event/7/waitlist";

afterEach(() => toasts.clean());

function entryAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 501,
    event_id: 7,
    product_id: 31,
    product_price_id: 41,
    email: "anna@example.com",
    first_name: "Anna",
    last_name: "Verdi",
    status: "WAITING",
    position: 1,
    locale: "it",
    offered_at: null,
    offer_expires_at: null,
    purchased_at: null,
    cancelled_at: null,
    order_id: null,
    order_short_id: null,
    product: { id: 31, title: "Intero" },
    product_price: { id: 41, label: null },
    // 11:00 in Rome, the event's time zone.
    created_at: "2030-07-01T09:00:00Z",
    updated_at: "2030-07-01T09:00:00Z",
    ...overrides,
  };
}

const statsAnswer = {
  total: 4,
  waiting: 2,
  offered: 1,
  purchased: 0,
  cancelled: 0,
  expired: 1,
  products: [
    {
      product_id: 31,
      product_price_id: 41,
      product_title: "Intero",
      price_label: null,
      waiting: 2,
      offered: 1,
      available: 3,
    },
  ],
};

const marco = entryAnswer({
  id: 502,
  first_name: "Marco",
  last_name: "Rossi",
  email: "marco@example.com",
  status: "OFFERED",
  position: 2,
  offered_at: "2030-07-02T08:00:00Z",
  offer_expires_at: "2030-07-02T10:00:00Z",
  order_id: 9,
  order_short_id: "o_9",
});
const sara = entryAnswer({
  id: 503,
  first_name: "Sara",
  last_name: null,
  email: "sara@example.com",
  status: "PURCHASED",
  position: 3,
});

/** The query of each read of the list, in order. */
let listReads: URLSearchParams[] = [];

/** The waitlist screen's server: its entries, its figures and `more`. */
function waitlistApi(
  entries: Record<string, unknown>[],
  more: Record<string, FakeHandler | FakeAnswer> = {},
  locale = "en",
  stats: unknown = statsAnswer,
) {
  listReads = [];
  return eventApi({
    "GET users/me": { status: 200, body: { data: userAnswer({ locale }) } },
    "GET events/7/waitlist": ({ url }) => {
      listReads.push(url.searchParams);
      return { status: 200, body: pageOf(entries) };
    },
    "GET events/7/waitlist/stats": { status: 200, body: stats },
    ...more,
  });
}

describe("the waitlist screen", () => {
  it(
    "shows the figures, each price's line, and the entries with their place, status and times in the event's zone",
    async () => {
      const { row, navigationLinks } = await openScreen(path, waitlistApi([entryAnswer(), marco, sara]));
      const anna = await row("Anna Verdi");
      expect(within(anna).getByText("anna@example.com")).toBeInTheDocument();
      expect(within(anna).getByText("Intero")).toBeInTheDocument();
      expect(within(anna).getByText("Waiting")).toBeInTheDocument();
      expect(within(anna).getByText("Jul 1, 2030, 11:00 AM")).toBeInTheDocument();
      expect(
        within(anna).getByRole("button", { name: "Offer a ticket to Anna Verdi now" }),
      ).toBeInTheDocument();

      const offered = await row("Marco Rossi");
      expect(within(offered).getByText("Offered")).toBeInTheDocument();
      expect(within(offered).getByText("Jul 2, 2030, 10:00 AM")).toBeInTheDocument();
      expect(within(offered).getByText("Until Jul 2, 2030, 12:00 PM")).toBeInTheDocument();
      // An open offer cannot be made again, but it can be withdrawn.
      expect(within(offered).queryByRole("button", { name: /^Offer a ticket/ })).not.toBeInTheDocument();
      expect(within(offered).getByRole("button", { name: "Remove Marco Rossi" })).toBeInTheDocument();

      const bought = await row("Sara");
      expect(within(bought).getByText("Purchased")).toBeInTheDocument();
      expect(within(bought).queryByRole("button")).not.toBeInTheDocument();

      const figures = screen.getByText("On the waitlist").closest("li") as HTMLElement;
      expect(within(figures).getByText("4")).toBeInTheDocument();
      expect(screen.getByText("Offers expired").closest("li")).toHaveTextContent("1");
      expect(screen.getByText("Waiting: 2 · Offered: 1 · Free for the waitlist: 3")).toBeInTheDocument();
      // Sorted by place in line unless the organiser sorts otherwise.
      expect(listReads[0]?.get("sort_by")).toBe("position");
      expect(listReads[0]?.get("sort_direction")).toBe("asc");
      await navigationLinks("Event navigation", { Waitlist: path });
      expect(await axeViolations()).toEqual([]);
    },
    slow,
  );

  it("explains the waitlist and how to turn it on when nobody is on it", async () => {
    await openScreen(
      path,
      waitlistApi([], {}, "en", {
        ...statsAnswer,
        total: 0,
        waiting: 0,
        offered: 0,
        expired: 0,
        products: [],
      }),
    );
    expect(await screen.findByText("Nobody on the waitlist")).toBeInTheDocument();
    expect(screen.getByText(/Turn it on for a ticket with "Waitlist when sold out"/)).toBeInTheDocument();
  });

  it(
    "filters by status and by ticket, and searches",
    async () => {
      const { user } = await openScreen(path, waitlistApi([entryAnswer()]));
      await screen.findByRole("rowheader", { name: /Anna Verdi/ });
      await user.click(screen.getByRole("button", { name: /All statuses/ }));
      await user.click(await screen.findByRole("option", { name: "Offer expired" }));
      await user.click(screen.getByRole("button", { name: /All tickets/ }));
      await user.click(await screen.findByRole("option", { name: "Intero" }));
      await user.type(screen.getByRole("searchbox", { name: /Search the waitlist/ }), "anna");
      await waitFor(() => {
        const query = listReads.at(-1);
        expect(query?.get("filter_fields[status][eq]")).toBe("OFFER_EXPIRED");
        expect(query?.get("filter_fields[product_price_id][eq]")).toBe("41");
        expect(query?.get("query")).toBe("anna");
      });
    },
    slow,
  );

  it(
    "offers a price's tickets to the next people, sending the price and how many",
    async () => {
      const api = waitlistApi([entryAnswer()], {
        "POST events/7/waitlist/offer-next": {
          status: 200,
          body: { data: [entryAnswer({ status: "OFFERED" }), marco] },
        },
      });
      const { user, sent } = await openScreen(path, api);
      const line = await screen.findByRole("form", { name: "Offer Intero to the next people waiting" });
      const people = within(line).getByRole("textbox", { name: "People" });
      await user.clear(people);
      await user.type(people, "2");
      await user.tab();
      await user.click(within(line).getByRole("button", { name: "Offer to the next 2 people" }));
      expect(await sent("POST", "events/7/waitlist/offer-next")).toEqual({
        product_price_id: 41,
        quantity: 2,
      });
      expect(await screen.findByText("An offer went to Anna Verdi, Marco Rossi.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "says in Italian why no ticket could be offered",
    async () => {
      const api = waitlistApi(
        [entryAnswer()],
        {
          "POST events/7/waitlist/offer-next": {
            status: 409,
            body: { message: "No ticket is free.", code: "waitlist_no_capacity" },
          },
        },
        "it",
      );
      const { user, sent } = await openScreen(path, api, { locale: "it" });
      const line = await screen.findByRole("form", { name: "Offri Intero alle prossime persone in attesa" });
      await user.click(within(line).getByRole("button", { name: "Offri alla prossima persona" }));
      expect(await sent("POST", "events/7/waitlist/offer-next")).toEqual({
        product_price_id: 41,
        quantity: 1,
      });
      expect(
        await screen.findByText(
          "Al momento nessun biglietto a questo prezzo è libero per la lista d'attesa.",
        ),
      ).toBeInTheDocument();
    },
    slow,
  );

  it(
    "offers a ticket to one person from their row",
    async () => {
      const api = waitlistApi([entryAnswer({ status: "OFFER_EXPIRED" })], {
        "POST events/7/waitlist/offer-next": {
          status: 200,
          body: { data: [entryAnswer({ status: "OFFERED" })] },
        },
      });
      const { row, press, sent } = await openScreen(path, api);
      await press(await row("Anna Verdi"), "Offer a ticket to Anna Verdi now");
      expect(await sent("POST", "events/7/waitlist/offer-next")).toEqual({ entry_id: 501 });
      expect(await screen.findByText("An offer went to Anna Verdi.")).toBeInTheDocument();
    },
    slow,
  );

  it(
    "removes someone once the organiser confirms",
    async () => {
      const api = waitlistApi([entryAnswer()], { "DELETE events/7/waitlist/501": { status: 204 } });
      const { row, press, sent, notSent } = await openScreen(path, api);
      await press(await row("Anna Verdi"), "Remove Anna Verdi");
      const confirm = await screen.findByRole("alertdialog", { name: "Remove from the waitlist?" });
      expect(confirm).toHaveTextContent("Anna Verdi leaves the waitlist");
      notSent("DELETE", "events/7/waitlist/501");
      await press(confirm, "Remove");
      await sent("DELETE", "events/7/waitlist/501");
      expect(await screen.findByText("Anna Verdi was removed from the waitlist.")).toBeInTheDocument();
    },
    slow,
  );
});

describe("an event's waitlist settings", () => {
  const waitlistCard = async () =>
    (await screen.findByRole("heading", { level: 2, name: "Waitlist" })).closest("section") as HTMLElement;

  it("saves automatic offers and how long an offer holds, the minutes kept within a week", async () => {
    const { api, rendered } = openSettings({});
    await rendered;
    const card = await waitlistCard();
    const user = userEvent.setup();
    const auto = within(card).getByRole("switch", { name: "Offer freed tickets automatically" });
    expect(auto).toBeChecked();
    const minutes = within(card).getByRole("textbox", { name: "Minutes an offer holds the ticket" });
    expect(minutes).toHaveValue("120");

    await user.clear(minutes);
    await user.type(minutes, "20000");
    await user.click(auto);
    await user.click(within(card).getByRole("button", { name: "Save waitlist settings" }));
    // The field keeps to its range when it loses the focus: 20000 becomes the week's 10080.
    await waitFor(() => expect(callsTo(api, "PATCH", "events/7/settings")).toHaveLength(1));
    expect(callsTo(api, "PATCH", "events/7/settings")[0]?.body).toEqual({
      waitlist_auto_process: false,
      waitlist_offer_timeout_minutes: 10_080,
    });
    expect(await screen.findByText("Waitlist settings saved.")).toBeInTheDocument();
  }, 30_000);

  it("shows the server's refusal next to the minutes", async () => {
    const { api, rendered } = openSettings({});
    api.handlers["PATCH events/7/settings"] = {
      status: 422,
      body: {
        message: "Waitlist offer timeout must be at least 1.",
        errors: { waitlist_offer_timeout_minutes: ["Waitlist offer timeout must be at least 1."] },
        codes: {
          waitlist_offer_timeout_minutes: [
            { code: "too_small", origin: "number", minimum: 1, inclusive: true },
          ],
        },
      },
    };
    await rendered;
    const card = await waitlistCard();
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "Save waitlist settings" }));
    const minutes = within(card).getByRole("textbox", { name: "Minutes an offer holds the ticket" });
    await waitFor(() => expect(minutes).toHaveAttribute("aria-invalid", "true"));
  }, 30_000);
});

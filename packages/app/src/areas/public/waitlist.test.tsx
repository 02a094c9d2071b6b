import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SupportedLocale } from "@varco/domain";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { eventAnswer, type FakeHandler, fakeApi, renderApp } from "../../test/renderApp";
import { productCategories, soldOutTicket, standard } from "./ticketSelector.fixtures";

const joinPath = "POST public/events/7/waitlist";

/** Front row, sold out, takes a waitlist; a second sold-out product does not. */
const products = [
  standard,
  { ...soldOutTicket, waitlist_enabled: true },
  { ...soldOutTicket, id: 18, title: "Balcony", waitlist_enabled: false },
];

const joined = (body: Record<string, unknown>) => ({
  status: 201,
  body: {
    data: {
      id: 40,
      event_id: 7,
      product_id: 17,
      product_price_id: 171,
      last_name: null,
      status: "WAITING",
      position: 3,
      locale: "en",
      offered_at: null,
      offer_expires_at: null,
      purchased_at: null,
      cancelled_at: null,
      created_at: "2030-06-01T10:00:00Z",
      updated_at: "2030-06-01T10:00:00Z",
      ...body,
    },
  },
});

/**
 * The event page with those products, its join call answered by `join`. The dialog's calls are
 * the drawn pages' own (not the app's client): they go through the browser's fetch.
 */
async function openEvent(
  join: FakeHandler | { status: number; body?: unknown },
  locale: SupportedLocale = "en",
) {
  const api = fakeApi({
    "GET public/events/7": {
      status: 200,
      body: { data: eventAnswer({ product_categories: productCategories(products) }) },
    },
    [joinPath]: join,
  });
  vi.stubGlobal("fetch", api.fetch);
  await renderApp("/event/7/concerto-d-estate", { api, locale });
  await screen.findByRole("heading", { name: "Front row" }, { timeout: 10_000 });
  return api;
}

const productNamed = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;

async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

// jsdom has the element but not its modal behaviour: open and close as a browser does.
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  await Promise.all([import("./PublicEventScreen"), import("../waitlist/JoinWaitlistDialog")]);
}, 60_000);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the waitlist of a sold-out price", () => {
  it("offers to join it only where the product takes a waitlist, and sends who joins, their language and the price", async () => {
    const api = await openEvent(({ body }) => joined(body as Record<string, unknown>));
    const user = userEvent.setup();
    expect(within(productNamed("Balcony")).getByText("Sold out")).toBeInTheDocument();
    expect(within(productNamed("Balcony")).queryByRole("button")).toBeNull();
    expect(within(productNamed("Standard")).queryByRole("button", { name: "Join the waitlist" })).toBeNull();
    const opener = within(productNamed("Front row")).getByRole("button", { name: "Join the waitlist" });

    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Join the waitlist" });
    expect(within(dialog).getByText("Front row")).toBeInTheDocument();
    // The mails' language starts as the page's.
    expect(within(dialog).getByLabelText("Language of the emails")).toHaveValue("en");
    expect(await axeViolations(dialog)).toEqual([]);

    await fill(user, /^First name/u, "Giulia");
    await fill(user, /^Email/u, "giulia@example.com");
    await user.selectOptions(within(dialog).getByLabelText("Language of the emails"), "Deutsch");
    await user.click(within(dialog).getByRole("button", { name: "Join the waitlist" }));

    expect(
      await within(dialog).findByText(
        "You are on the waitlist, number 3 in line. We have sent a confirmation to giulia@example.com, with a link to leave the list at any time.",
      ),
    ).toHaveFocus();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      product_price_id: 171,
      first_name: "Giulia",
      email: "giulia@example.com",
      locale: "de",
    });
    expect(await axeViolations(dialog)).toEqual([]);

    // Closed, the focus is back on the button that opened it.
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("says in the visitor's language, next to the address, that it is already on the list", async () => {
    await openEvent(
      {
        status: 409,
        body: { message: "Already on the waitlist.", code: "waitlist_already_joined" },
      },
      "it",
    );
    const user = userEvent.setup();
    await user.click(
      within(productNamed("Front row")).getByRole("button", { name: "Mettiti in lista d'attesa" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Mettiti in lista d'attesa" });
    // Italian by default: the page's language.
    expect(within(dialog).getByLabelText("Lingua delle email")).toHaveValue("it");
    await fill(user, /^Nome/u, "Giulia");
    await fill(user, /^Email/u, "giulia@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Mettiti in lista d'attesa" }));

    const email = within(dialog).getByLabelText(/^Email/u);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining("Questo indirizzo email è già nella lista d'attesa per questo biglietto."),
    );
    expect(email).toHaveFocus();
  });

  it("asks to wait a minute after too many tries, and shows the server's refusal of a field next to it", async () => {
    let answer: { status: number; body: unknown } = {
      status: 429,
      body: { message: "Too Many Attempts." },
    };
    await openEvent(() => answer);
    const user = userEvent.setup();
    await user.click(within(productNamed("Front row")).getByRole("button", { name: "Join the waitlist" }));
    const dialog = await screen.findByRole("dialog");
    await fill(user, /^First name/u, "Giulia");
    await fill(user, /^Email/u, "giulia@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Join the waitlist" }));
    expect(
      await within(dialog).findByText("Too many tries from this connection. Try again in a minute."),
    ).toBeInTheDocument();

    answer = {
      status: 422,
      body: {
        message: "The given data was invalid.",
        errors: { first_name: ["First name must be at most 100 characters."] },
        codes: { first_name: [{ code: "too_big", origin: "string", maximum: 100 }] },
      },
    };
    await user.click(within(dialog).getByRole("button", { name: "Join the waitlist" }));
    const first = within(dialog).getByLabelText(/^First name/u);
    await waitFor(() => expect(first).toHaveAttribute("aria-invalid", "true"));
    expect(first).toHaveAccessibleDescription(
      expect.stringContaining("First name must be at most 100 characters."),
    );
  });
});

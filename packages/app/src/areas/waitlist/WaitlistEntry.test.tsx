import { setupI18n } from "@lingui/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PublicWaitlistEntry } from "@varco/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCatalog, pagesCatalogOf } from "../../i18n/catalogs";
import { Page } from "../../pages/CheckoutPage";
import { PageShell } from "../../pages/PageShell";
import { defaultRuntimeConfig } from "../../runtimeConfig";
import { GoProvider } from "../../shell/navigation";
import { axeViolations } from "../../test/axe";
import { type FakeHandler, fakeApi } from "../../test/renderApp";

const token = "wl_7Kq2m9Xz";
const entryPath = `public/events/7/waitlist/${token}`;

const waiting: PublicWaitlistEntry = {
  event_id: 7,
  status: "WAITING",
  first_name: "Giulia",
  product_title: "Front row",
  price_label: null,
  position: 2,
  waiting_ahead: 1,
  offer_expires_at: null,
  order_short_id: null,
};
const offered: PublicWaitlistEntry = {
  ...waiting,
  status: "OFFERED",
  waiting_ahead: 0,
  offer_expires_at: "2030-07-01T16:30:00Z",
  order_short_id: "o_wait",
};

type Answer = FakeHandler | { status: number; body?: unknown };

/** The entry page as the browser takes it over, its calls answered by `handlers`; where it goes, recorded. */
async function openEntry(entry: PublicWaitlistEntry, handlers: Record<string, Answer>) {
  const api = fakeApi(handlers);
  vi.stubGlobal("fetch", api.fetch);
  const i18n = setupI18n();
  i18n.loadAndActivate(await loadCatalog("en", pagesCatalogOf("checkout")));
  const went: string[] = [];
  render(
    <PageShell config={defaultRuntimeConfig} i18n={i18n} group="checkout">
      <GoProvider value={(to) => went.push(to)}>
        <Page
          view="waitlistEntry"
          address={{ pathname: `/waitlist/7/${token}`, search: "" }}
          token={token}
          entry={entry}
          event={{ id: 7, slug: "concerto-d-estate", title: "Concerto d'estate", timezone: "Europe/Rome" }}
        />
      </GoProvider>
    </PageShell>,
  );
  await screen.findByRole("heading", { level: 1 });
  return { api, went, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("a waitlist entry's page in the browser", () => {
  it("completes an offered purchase: the held order opens in the checkout", async () => {
    const { api, went, user } = await openEntry(offered, {
      [`POST ${entryPath}/claim`]: {
        status: 200,
        body: { data: { order_short_id: "o_wait", reserved_until: "2030-07-01T16:30:00Z" } },
      },
    });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Complete your purchase" }));
    await waitFor(() => expect(went).toEqual(["/checkout/7/o_wait/details"]));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${entryPath}/claim`]);
  });

  it("draws the page again when the offer closed meanwhile", async () => {
    const { went, user } = await openEntry(offered, {
      [`POST ${entryPath}/claim`]: {
        status: 409,
        body: { message: "This offer is no longer open.", code: "waitlist_offer_closed" },
      },
    });
    await user.click(screen.getByRole("button", { name: "Complete your purchase" }));
    await waitFor(() => expect(went).toEqual([`/waitlist/7/${token}`]));
  });

  it("leaves the list only once the person confirmed, then shows where the entry stands", async () => {
    const { api, went, user } = await openEntry(waiting, { [`DELETE ${entryPath}`]: { status: 204 } });
    expect(screen.getByText("One person is ahead of you.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Leave the waitlist" }));
    // Asked first, the question focused; keeping the place sends nothing.
    expect(screen.getByText("Leave the waitlist? You lose your place in line.")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "No, keep my place" }));
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Leave the waitlist" }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Yes, leave the waitlist" }));
    await waitFor(() => expect(went).toEqual([`/waitlist/7/${token}`]));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE ${entryPath}`]);
  });

  it("gives an offered ticket to the next person once the person confirmed", async () => {
    const { api, user } = await openEntry(offered, { [`DELETE ${entryPath}`]: { status: 204 } });
    await user.click(screen.getByRole("button", { name: "No thanks, give it to the next person" }));
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Yes, give it away" }));
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE ${entryPath}`]),
    );
  });
});

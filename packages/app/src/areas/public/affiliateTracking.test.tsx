import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, fakeApi, renderApp } from "../../test/renderApp";
import { affiliateCodeOf } from "./reserveSelection";
import { affiliateKey, rememberAffiliate } from "./ticketSelection";
import { productCategories } from "./ticketSelector.fixtures";

const day = 86_400_000;

beforeAll(async () => {
  await import("./PublicEventScreen");
}, 60_000);

beforeEach(() => {
  localStorage.clear();
});

/** Opens the event page at `path`, picks a Standard ticket and presses Continue; the body sent. */
async function reserveFrom(path: string) {
  const api = fakeApi({
    "GET public/events/7": {
      status: 200,
      body: { data: eventAnswer({ product_categories: productCategories() }) },
    },
    "POST public/events/7/order": { status: 201, body: { data: { short_id: "o_abc", status: "RESERVED" } } },
  });
  // The browser's address, which the page reads its tracking code from (the test's router is in memory).
  window.history.replaceState(null, "", path);
  const { router } = await renderApp(path, { api });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole("button", { name: "One more: Quantity of Standard" }, { timeout: 10_000 }),
  );
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/7/o_abc/details"));
  return api.calls.find((call) => call.method === "POST")?.body as Record<string, unknown>;
}

describe("an affiliate's tracking link (?aff=)", () => {
  it("is remembered for the event and sent with the reservation, even after the buyer leaves the link", async () => {
    const first = await reserveFrom("/event/7/concerto-d-estate?aff=RADIO");
    expect(first).toMatchObject({ affiliate_code: "RADIO" });
    // Back later without the link: the code kept for event 7 still goes with the order.
    const later = await reserveFrom("/event/7/concerto-d-estate");
    expect(later).toMatchObject({ affiliate_code: "RADIO" });
  });

  it("sends nothing when no link was followed", async () => {
    const body = await reserveFrom("/event/7/concerto-d-estate");
    expect(body).not.toHaveProperty("affiliate_code");
  });

  it("keeps the newest link's code (last click wins), per event", () => {
    rememberAffiliate(7, "?aff=RADIO", 1_000);
    rememberAffiliate(7, "?aff=TV", 2_000);
    rememberAffiliate(8, "?aff=PRESS", 3_000);
    rememberAffiliate(7, "?promo_code=X", 4_000);
    expect(affiliateCodeOf(7, 5_000)).toBe("TV");
    expect(affiliateCodeOf(8, 5_000)).toBe("PRESS");
    expect(affiliateCodeOf(9, 5_000)).toBeUndefined();
  });

  it("forgets a code 30 days after its link was followed", () => {
    rememberAffiliate(7, "?aff=RADIO", 0);
    expect(affiliateCodeOf(7, 30 * day)).toBe("RADIO");
    expect(affiliateCodeOf(7, 30 * day + 1)).toBeUndefined();
  });

  it("never sends what is not a code (the server would refuse the reservation)", () => {
    rememberAffiliate(7, `?aff=${"A".repeat(51)}`, 0);
    expect(affiliateCodeOf(7, 1)).toBeUndefined();
    rememberAffiliate(7, "?aff=no%20spaces", 0);
    expect(affiliateCodeOf(7, 1)).toBeUndefined();
    localStorage.setItem(affiliateKey(7), "not json");
    expect(affiliateCodeOf(7, 1)).toBeUndefined();
  });
});

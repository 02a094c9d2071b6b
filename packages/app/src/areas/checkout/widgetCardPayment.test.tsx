import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { importCatalog, loadCatalog } from "../../i18n/catalogs";
import { fakeApi, renderApp } from "../../test/renderApp";
import { CardElsewhere } from "./CardElsewhere";
import { checkoutEvent, reservedOrder } from "./checkout.fixtures";

// A card payment started inside the widget goes on in a tab of its own (a bank's check cannot run
// in another site's frame): the tab's address carries the checkout's session, and the widget
// moves on once the order is paid.

beforeAll(async () => {
  await Promise.all([import("./CheckoutLayout"), import("./CheckoutPaymentScreen")]);
}, 60_000);

afterEach(() => vi.useRealTimers());

describe("card payment from the widget", () => {
  it("opens the reservation in the new tab by the session its address carries", async () => {
    const session = "w1dg3t-session-0123456789";
    const order = reservedOrder(
      { session_identifier: session, email: "giulia@example.com", first_name: "Giulia", last_name: "Rossi" },
      { payment_providers: ["OFFLINE"] },
    );
    const api = fakeApi({
      // As the API answers: a reservation only for the session that made it.
      "GET public/events/7/order/o_abc": ({ url }: { url: URL }) =>
        url.searchParams.get("session_identifier") === session
          ? { status: 200, body: { data: { ...order, event: checkoutEvent() } } }
          : { status: 403, body: { message: "This order is another session's." } },
    });
    await renderApp(`/checkout/7/o_abc/payment?session_identifier=${session}`, { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Payment" }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "I will pay offline" })).toBeVisible();
  });

  it("waits for the payment made in the other tab, then moves on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [false, true];
    const hasMovedOn = vi.fn(async () => answers.shift() ?? true);
    const onMovedOn = vi.fn();
    const i18n = setupI18n();
    i18n.loadAndActivate(await loadCatalog("en", importCatalog));
    render(
      <I18nProvider i18n={i18n}>
        <CardElsewhere
          href="/checkout/7/o_abc/payment?session_identifier=s"
          hasMovedOn={hasMovedOn}
          onMovedOn={onMovedOn}
        />
      </I18nProvider>,
    );
    const link = screen.getByRole("link", { name: /Pay by card in a new tab/u });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("href", "/checkout/7/o_abc/payment?session_identifier=s");
    // Nothing is asked before the buyer opened the tab.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(hasMovedOn).not.toHaveBeenCalled();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(link);
    expect(screen.getByRole("status")).toHaveTextContent(/Waiting for your payment in the other tab/u);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(onMovedOn).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(onMovedOn).toHaveBeenCalledTimes(1);
  });
});

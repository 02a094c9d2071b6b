import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderApp, userAnswer } from "../../test/renderApp";
import { orderAnswer, pageOf, salesApi } from "./sales.fixtures";

const day = (date: string, gross: number, orders: number) => ({
  date,
  total_fees: 0,
  total_tax: 0,
  total_sales_gross: gross,
  products_sold: orders,
  orders_created: orders,
  attendees_registered: orders,
  total_refunded: 0,
});

function stats() {
  return {
    daily_stats: [day("2030-07-01", 44, 1), day("2030-07-02", 0, 0), day("2030-07-03", 1250.5, 3)],
    start_date: "2030-06-27",
    end_date: "2030-07-03",
    total_products_sold: 4,
    total_attendees_registered: 4,
    total_orders: 4,
    total_gross_sales: 1294.5,
    total_fees: 0,
    total_tax: 0,
    total_views: 120,
    total_refunded: 0,
  };
}

const dashboardApi = (locale = "en") =>
  salesApi({
    "GET users/me": { status: 200, body: { data: userAnswer({ locale }) } },
    "GET events/7/stats": { status: 200, body: { data: stats() } },
    "GET events/7/check_in_stats": {
      status: 200,
      body: { data: { total_checked_in_attendees: 0, total_attendees: 4 } },
    },
    "GET events/7/orders": {
      status: 200,
      body: pageOf([
        orderAnswer(),
        orderAnswer({
          id: 502,
          public_id: "O-BIANCHI",
          first_name: "Lia",
          last_name: "Bianchi",
          status: "AWAITING_OFFLINE_PAYMENT",
          payment_status: "AWAITING_OFFLINE_PAYMENT",
        }),
      ]),
    },
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the event dashboard after the sale", () => {
  it("charts the last days' sales and orders, with each day's figures in a table for screen readers", async () => {
    await renderApp("/manage/event/7/dashboard", { api: dashboardApi("it"), locale: "it" });
    const sales = await screen.findByRole("table", { name: "Vendite lorde per giorno" });
    const third = within(sales).getByRole("rowheader", { name: "3 lug" }).closest("tr")!;
    expect(within(third).getByRole("cell").textContent?.replace(/\s/g, " ")).toBe("1250,50 €");
    const orders = screen.getByRole("table", { name: "Ordini per giorno" });
    expect(within(orders).getAllByRole("row")).toHaveLength(4);
  });

  it("lists the newest orders with their buyer, total and status, linking to the orders screen", async () => {
    const api = dashboardApi();
    await renderApp("/manage/event/7/dashboard", { api });
    const recent = await screen.findByRole("region", { name: "Recent orders" });
    expect(await within(recent).findByRole("link", { name: "O-ROSSI01 · Marco Rossi" })).toHaveAttribute(
      "href",
      "/manage/event/7/orders?order=501",
    );
    expect(within(recent).getAllByText("€44.00")).toHaveLength(2);
    expect(within(recent).getByText("Awaiting payment")).toBeInTheDocument();
    expect(within(recent).getByRole("link", { name: "All orders" })).toHaveAttribute(
      "href",
      "/manage/event/7/orders",
    );
    const call = api.calls.find((c) => c.path === "events/7/orders");
    expect(call).toBeDefined();
    expect(await axeViolations()).toEqual([]);
  });

  it("counts who is in and links to the check-in lists", async () => {
    await renderApp("/manage/event/7/dashboard", { api: dashboardApi() });
    const card = (await screen.findByRole("heading", { name: "Check-in at the door" })).closest("section")!;
    expect(await within(card).findByText("0 of 4 attendees checked in")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Check-in lists and door links" })).toHaveAttribute(
      "href",
      "/manage/event/7/check-in",
    );
  });
});

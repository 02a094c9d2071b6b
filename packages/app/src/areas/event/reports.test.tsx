import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderApp, userAnswer } from "../../test/renderApp";
import { salesApi } from "./sales.fixtures";

const SLOW = 60_000;

const productRows = [
  {
    product_id: 31,
    product_title: "Intero",
    product_type: "PAID",
    number_sold: 12,
    total_gross: 264,
    total_tax: 24,
    total_service_fees: 0,
  },
  {
    product_id: 32,
    product_title: 'Ridotto, "giovani"',
    product_type: "PAID",
    number_sold: 3,
    total_gross: 30.5,
    total_tax: 0,
    total_service_fees: 1.5,
  },
];

const dailyRows = [
  {
    date: "2030-07-01",
    sales_total_gross: 44,
    total_tax: 4,
    sales_total_before_additions: 40,
    products_sold: 2,
    orders_created: 1,
    total_fee: 0,
    total_refunded: 0,
    total_views: 30,
  },
];

const promoRows = [
  {
    promo_code: "ESTATE20",
    times_used: 4,
    unique_customers: 3,
    total_gross_sales: 80,
    total_before_discounts: 100,
    total_discount_amount: 20,
    first_used_at: "2030-07-01T08:15:00Z",
    last_used_at: "2030-07-02T08:15:00Z",
    configured_discount: 20,
    discount_type: "PERCENTAGE",
    max_allowed_usages: 10,
    remaining_uses: 6,
    expiry_date: null,
    status: "Limit Reached",
  },
];

function reportsApi(locale = "en") {
  const searches: { path: string; search: URLSearchParams }[] = [];
  const answer =
    (rows: unknown[]) =>
    ({ url }: { url: URL }) => {
      searches.push({ path: url.pathname, search: url.searchParams });
      return { status: 200, body: rows };
    };
  const api = salesApi({
    "GET users/me": { status: 200, body: { data: userAnswer({ locale }) } },
    "GET events/7/reports/product_sales": answer(productRows),
    "GET events/7/reports/daily_sales_report": answer(dailyRows),
    "GET events/7/reports/promo_codes_report": answer(promoRows),
  });
  return { api, searches };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-07-15T10:00:00Z") });
});
afterEach(() => vi.useRealTimers());

describe("the reports screen", () => {
  it(
    "shows product sales over the last 30 days in the event's zone, as a table and a chart",
    async () => {
      const { api, searches } = reportsApi();
      await renderApp("/manage/event/7/reports", { api });
      const table = await screen.findByRole("grid", { name: "Product sales" });
      const intero = (await within(table).findByRole("rowheader", { name: "Intero" })).closest(
        "[role=row]",
      ) as HTMLElement;
      expect(within(intero).getByText("12")).toBeInTheDocument();
      expect(within(intero).getByText("€264.00")).toBeInTheDocument();
      const chart = screen.getByRole("table", { name: "Gross sales by product" });
      expect(within(chart).getAllByRole("row")).toHaveLength(3);
      expect(searches.at(-1)?.search.get("start_date")).toBe("2030-06-16");
      expect(searches.at(-1)?.search.get("end_date")).toBe("2030-07-15");
      expect(await axeViolations()).toEqual([]);
    },
    SLOW,
  );

  it(
    "switches to daily sales and promo codes, in the user's language",
    async () => {
      const user = userEvent.setup();
      const { api } = reportsApi("it");
      const { router } = await renderApp("/manage/event/7/report/daily_sales_report", { api, locale: "it" });
      const daily = await screen.findByRole("grid", { name: "Vendite giornaliere" });
      const first = (await within(daily).findByRole("rowheader", { name: "1 lug 2030" })).closest(
        "[role=row]",
      ) as HTMLElement;
      expect(within(first).getByText("44,00 €")).toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: /Tipo di report/ }));
      await user.click(await screen.findByRole("option", { name: "Codici promozionali" }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe("/manage/event/7/report/promo_codes_report"),
      );
      const promo = await screen.findByRole("grid", { name: "Codici promozionali" });
      const code = (await within(promo).findByRole("rowheader", { name: "ESTATE20" })).closest(
        "[role=row]",
      ) as HTMLElement;
      expect(within(code).getByText("Limite raggiunto")).toBeInTheDocument();
      expect(within(code).getByText("20,00 €")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "downloads the report shown as CSV, UTF-8 with a byte-order mark, quoting what needs it",
    async () => {
      const user = userEvent.setup();
      const made: Blob[] = [];
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          made.push(blob);
          return "blob:report";
        }),
        revokeObjectURL: vi.fn(),
      });
      const clicked: string[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.download);
      });
      const { api } = reportsApi();
      await renderApp("/manage/event/7/reports", { api });
      await within(await screen.findByRole("grid", { name: "Product sales" })).findByRole("rowheader", {
        name: "Intero",
      });
      await user.click(screen.getByRole("button", { name: "Download" }));
      await user.click(await screen.findByRole("menuitem", { name: /CSV file/ }));
      expect(clicked).toEqual(["concerto-d-estate-product_sales-2030-06-16-2030-07-15.csv"]);
      const bytes = new Uint8Array(await made[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe(
        'Product,Sold,Gross sales,Taxes,Fees\r\nIntero,12,264,24,0\r\n"Ridotto, ""giovani""",3,30.5,0,1.5\r\n',
      );
      click.mockRestore();
    },
    SLOW,
  );
  it(
    "downloads the report shown as a spreadsheet, which the server writes for the days chosen",
    async () => {
      const user = userEvent.setup();
      Object.assign(URL, { createObjectURL: vi.fn(() => "blob:report"), revokeObjectURL: vi.fn() });
      const clicked: string[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this.download);
      });
      const { api } = reportsApi();
      const asked: string[] = [];
      api.handlers["GET events/7/reports/product_sales/export"] = ({ url }) => {
        asked.push(url.search);
        return { status: 200, body: "file" };
      };
      await renderApp("/manage/event/7/reports", { api });
      await within(await screen.findByRole("grid", { name: "Product sales" })).findByRole("rowheader", {
        name: "Intero",
      });
      await user.click(screen.getByRole("button", { name: "Download" }));
      await user.click(await screen.findByRole("menuitem", { name: /Excel spreadsheet \(XLSX\)/ }));
      await waitFor(() =>
        expect(clicked).toEqual(["concerto-d-estate-product_sales-2030-06-16-2030-07-15.xlsx"]),
      );
      expect(asked).toEqual(["?start_date=2030-06-16&end_date=2030-07-15&format=xlsx"]);
      click.mockRestore();
    },
    SLOW,
  );
});

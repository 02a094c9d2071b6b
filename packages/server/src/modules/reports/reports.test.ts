import { eventStatsSchema } from "@varco/domain";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { eventDailyStatistics } from "../../db/schema";
import { addMember, loginToken, registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed, clientFor, createEventVia, insertOrganizer } from "../events/testFixtures";
import { insertOrder, insertProduct, insertPromoCode } from "./testFixtures";

const api = useTestApp();

/**
 * The case table (EUR, Europe/Rome, minor units):
 * - A 2026-03-01 10:00Z, COMPLETED: 2 × Platea at 20.00, tax 8.80 (IVA 22 %), fees 3.00 → 51.80.
 * - B 2026-03-01 23:30Z (00:30 on 2 March in Rome), COMPLETED with code "estate" (25 %):
 *   Platea 15.00 (was 20.00) + tax 3.30 + fee 1.50, Galleria 7.50 (was 10.00) → 27.30; 10.00 refunded.
 * - C 2026-03-02 12:00Z, COMPLETED: 3 × Galleria 10.00 (one attendee later cancelled on its own)
 *   and a Parcheggio 5.00 (GENERAL) → 35.00.
 * - D 2026-03-02 13:00Z, CANCELLED and fully refunded: Platea 20.00 + 4.40 + 1.50 → 25.90.
 * - E 2026-03-02 awaiting offline payment, F reserved, G 2026-03-03: none counted in 1–2 March.
 */
let token: string;
let italianToken: string;
let eventId: number;
let organizerId: number;
let otherToken: string;
const bCreatedAt = "2026-03-01T23:30:00.000Z";

beforeAll(async () => {
  const owner = await registerOwner(api);
  token = owner.token;
  otherToken = (await registerOwner(api)).token;
  // A colleague on the same account who reads Varco in Italian.
  italianToken = await loginToken(api, (await addMember(api, owner.account.id)).email);
  const organizer = await insertOrganizer(api, owner.account.id, {
    timezone: "Europe/Rome",
    currency: "EUR",
  });
  organizerId = organizer.id;
  const event = await createEventVia(api, token, {
    title: "Concerto",
    start_date: "2026-04-01T18:00:00Z",
    organizer_id: organizer.id,
    timezone: "Europe/Rome",
    currency: "EUR",
  });
  eventId = event.id;
  const platea = await insertProduct(api, eventId, { title: "Platea", price: 2000, sortOrder: 1 });
  const galleria = await insertProduct(api, eventId, { title: "Galleria", price: 1000, sortOrder: 2 });
  const parcheggio = await insertProduct(api, eventId, {
    title: "Parcheggio",
    price: 500,
    productType: "GENERAL",
    sortOrder: 3,
  });
  const estate = await insertPromoCode(api, {
    eventId,
    code: "estate",
    discountType: "PERCENTAGE",
    discount: 2500,
    maxAllowedUsages: 10,
  });
  await insertPromoCode(api, {
    eventId,
    code: "vuoto",
    discountType: "FIXED",
    discount: 500,
    maxAllowedUsages: 1,
  });
  await insertPromoCode(api, {
    eventId,
    code: "scaduto",
    discountType: "FIXED",
    discount: 100,
    expiryDate: new Date("2026-01-01T00:00:00Z"),
  });
  const iva = (value: number) => ({ name: "IVA", rate: "22", type: "PERCENTAGE", value });
  const prevendita = (value: number) => ({ name: "Prevendita", rate: "1.50", type: "FIXED", value });
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-01T10:00:00Z",
    status: "COMPLETED",
    firstName: "Zoë",
    lastName: "Çelik",
    email: "zoe@example.test",
    items: [{ product: platea, quantity: 2, unit: 2000, tax: 880, fee: 300 }],
    rollup: { taxes: [iva(880)], fees: [prevendita(300)] },
  });
  await insertOrder(api, {
    eventId,
    createdAt: bCreatedAt,
    status: "COMPLETED",
    email: "bruno@example.test",
    promo: { id: estate.id, code: "estate" },
    refunded: 1000,
    items: [
      { product: platea, quantity: 1, unit: 1500, before: 2000, tax: 330, fee: 150 },
      { product: galleria, quantity: 1, unit: 750, before: 1000 },
    ],
    rollup: { taxes: [iva(330)], fees: [prevendita(150)] },
  });
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-02T12:00:00Z",
    status: "COMPLETED",
    cancelledAttendees: 1,
    items: [
      { product: galleria, quantity: 3, unit: 1000 },
      { product: parcheggio, quantity: 1, unit: 500 },
    ],
  });
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-02T13:00:00Z",
    status: "CANCELLED",
    attendeeStatus: "CANCELLED",
    refunded: 2590,
    items: [{ product: platea, quantity: 1, unit: 2000, tax: 440, fee: 150 }],
  });
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-02T14:00:00Z",
    status: "AWAITING_OFFLINE_PAYMENT",
    attendeeStatus: "AWAITING_PAYMENT",
    items: [{ product: galleria, quantity: 1, unit: 1000 }],
  });
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-02T15:00:00Z",
    status: "RESERVED",
    items: [{ product: galleria, quantity: 2, unit: 1000 }],
  });
  await insertOrder(api, {
    eventId,
    createdAt: "2026-03-03T09:00:00Z",
    status: "COMPLETED",
    items: [{ product: galleria, quantity: 1, unit: 1000 }],
  });
  await api.db.insert(eventDailyStatistics).values({ eventId, date: "2026-03-02", totalViews: 12 });
});

const range = "start_date=2026-03-01&end_date=2026-03-02";

/** Today on the event's calendar (Rome), as downloaded file names carry it. */
const romeToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Rome" });

/** The first sheet of a downloaded spreadsheet. */
async function sheetOf(file: Blob | Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("the workbook has no sheet");
  return sheet;
}

async function report(type: string, query = range, as = token) {
  return api.request(`/api/events/${eventId}/reports/${type}?${query}`, authed(as));
}

describe("GET /api/events/:event_id/reports/:type", () => {
  it("product_sales: each product with what completed orders of the range sold, in page order", async () => {
    const response = await report("product_sales");
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { product_title: string }[];
    expect(rows).toEqual([
      expect.objectContaining({
        product_title: "Platea",
        product_type: "PAID",
        number_sold: 3,
        total_gross: 71.6,
        total_tax: 12.1,
        total_service_fees: 4.5,
      }),
      // 1 + 3 units, one attendee cancelled on its own.
      expect.objectContaining({ product_title: "Galleria", number_sold: 3, total_gross: 37.5, total_tax: 0 }),
      expect.objectContaining({ product_title: "Parcheggio", number_sold: 1, total_gross: 5 }),
    ]);
  });

  it("daily_sales_report: newest day first; an order at 23:30 UTC belongs to the next day in Rome", async () => {
    const rows = await (await report("daily_sales_report")).json();
    expect(rows).toEqual([
      {
        date: "2026-03-02",
        sales_total_gross: 62.3,
        total_tax: 3.3,
        sales_total_before_additions: 57.5,
        products_sold: 5,
        orders_created: 2,
        total_fee: 1.5,
        total_refunded: 35.9,
        total_views: 12,
      },
      {
        date: "2026-03-01",
        sales_total_gross: 51.8,
        total_tax: 8.8,
        sales_total_before_additions: 40,
        products_sold: 2,
        orders_created: 1,
        total_fee: 3,
        total_refunded: 0,
        total_views: 0,
      },
    ]);
  });

  it("promo_codes_report: uses, customers, discount given and status, by gross sales then code", async () => {
    const rows = await (await report("promo_codes_report")).json();
    expect(rows).toEqual([
      {
        promo_code: "estate",
        times_used: 1,
        unique_customers: 1,
        total_gross_sales: 27.3,
        total_before_discounts: 30,
        total_discount_amount: 7.5,
        first_used_at: bCreatedAt,
        last_used_at: bCreatedAt,
        configured_discount: 25,
        discount_type: "PERCENTAGE",
        max_allowed_usages: 10,
        remaining_uses: 9,
        expiry_date: null,
        status: "Active",
      },
      expect.objectContaining({
        promo_code: "scaduto",
        times_used: 0,
        status: "Expired",
        configured_discount: 1,
      }),
      expect.objectContaining({
        promo_code: "vuoto",
        times_used: 0,
        total_gross_sales: 0,
        remaining_uses: 1,
        configured_discount: 5,
        status: "Active",
      }),
    ]);
  });

  it("downloads a report as CSV: byte-order mark, the JSON's columns under headings, accents intact", async () => {
    const response = await api.request(
      `/api/events/${eventId}/reports/product_sales/export?${range}`,
      authed(token),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(
      `filename="concerto-product-sales-${romeToday()}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split("\n");
    expect(lines[0]).toBe("Product ID,Product,Price type,Sold,Gross sales,Taxes,Fees");
    expect(lines[1]).toMatch(/^\d+,Platea,Paid,3,71.6,12.1,4.5$/);
  });

  it("downloads a report in the language of the user who asks, figures as the JSON has them", async () => {
    const download = async (type: string) => {
      const response = await api.request(
        `/api/events/${eventId}/reports/${type}/export?${range}`,
        authed(italianToken),
      );
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return new TextDecoder().decode(bytes.slice(3)).trim().split("\n");
    };
    const products = await download("product_sales");
    expect(products[0]).toBe("ID prodotto,Prodotto,Tipo di prezzo,Venduti,Vendite lorde,Tasse,Commissioni");
    expect(products[1]).toMatch(/^\d+,Platea,A pagamento,3,71.6,12.1,4.5$/);
    const codes = await download("promo_codes_report");
    expect(codes[0]).toMatch(
      /^Codice promozionale,Utilizzi,Acquirenti,Vendite lorde,.*,Tipo di sconto,.*,Stato$/,
    );
    expect(codes.find((line) => line.startsWith("scaduto,"))).toMatch(/,Importo fisso,.*,Scaduto$/);
  });

  it("downloads through the domain's client as the app does", async () => {
    const blob = await clientFor(api, token).reports.exportEventReport(eventId, "daily_sales_report", {
      start_date: "2026-03-01",
      end_date: "2026-03-02",
    });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text.split("\n").slice(0, 2)).toEqual([
      "\uFEFFDay,Gross sales,Taxes,Total before taxes and fees,Products sold,Orders,Fees,Refunded,Visits",
      "2026-03-02,62.3,3.3,57.5,5,2,1.5,35.9,12",
    ]);
  });

  it("downloads a report as a spreadsheet: amounts and counts as numbers, days and times as dates", async () => {
    const client = clientFor(api, italianToken).reports;
    const sheetOfReport = async (type: "daily_sales_report" | "promo_codes_report") =>
      sheetOf(
        await client.exportEventReport(
          eventId,
          type,
          { start_date: "2026-03-01", end_date: "2026-03-02" },
          "xlsx",
        ),
      );
    const days = await sheetOfReport("daily_sales_report");
    expect((days.getRow(1).values as unknown[]).slice(1, 3)).toEqual(["Giorno", "Vendite lorde"]);
    const day = days.getRow(2);
    expect((day.values as unknown[]).slice(1)).toEqual([
      new Date(Date.UTC(2026, 2, 2)),
      62.3,
      3.3,
      57.5,
      5,
      2,
      1.5,
      35.9,
      12,
    ]);
    expect(day.getCell(1).numFmt).toBe("yyyy-mm-dd");
    expect(day.getCell(2).numFmt).toBe("#,##0.00");
    const codes = await sheetOfReport("promo_codes_report");
    const estate = codes.getRow(2);
    expect(estate.getCell(1).value).toBe("estate");
    // First used at 23:30 UTC on 1 March: half past midnight on 2 March in Rome.
    expect(estate.getCell(7).value).toEqual(new Date(Date.UTC(2026, 2, 2, 0, 30)));
    expect(estate.getCell(7).numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(estate.getCell(14).value).toBe("Attivo");
    const response = await api.request(
      `/api/events/${eventId}/reports/product_sales/export?${range}&format=xlsx`,
      authed(token),
    );
    expect(response.headers.get("content-disposition")).toContain(
      `filename="concerto-product-sales-${romeToday()}.xlsx"`,
    );
    const pdf = await api.request(
      `/api/events/${eventId}/reports/product_sales/export?${range}&format=pdf`,
      authed(token),
    );
    expect(pdf.status).toBe(422);
    expect(((await pdf.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty("format");
  });

  it("answers 400 for an unknown type, 422 for a bad range, 404 for another account's event", async () => {
    expect((await report("sales_by_weather")).status).toBe(400);
    const bad = await report("product_sales", "start_date=2026-03-05&end_date=2026-03-01");
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty("end_date");
    expect((await report("product_sales", "start_date=yesterday")).status).toBe(422);
    expect((await report("product_sales", range, otherToken)).status).toBe(404);
  });
});

describe("GET /api/events/:event_id/stats from the event's orders", () => {
  it("counts completed orders, units, attendees, refunds; views from the counter", async () => {
    const response = await api.request(`/api/events/${eventId}/stats`, authed(token));
    const stats = z.object({ data: eventStatsSchema }).parse(await response.json()).data;
    expect(stats).toMatchObject({
      total_orders: 4,
      // 51.80 + 27.30 + 35.00 + 10.00
      total_gross_sales: 124.1,
      total_tax: 12.1,
      total_fees: 4.5,
      total_refunded: 35.9,
      // 2 + 2 + 4 − 1 + 1
      total_products_sold: 8,
      // 2 + 1 + 3 − 1 + 1
      total_attendees_registered: 7,
    });
  });
});

describe("GET /api/organizers/:organizer_id/stats from the orders of its events in a currency", () => {
  it("adds up the organizer's events in euros; none in dollars", async () => {
    const statsIn = async (currency: string) =>
      (
        (await (
          await api.request(`/api/organizers/${organizerId}/stats?currency_code=${currency}`, authed(token))
        ).json()) as {
          data: Record<string, unknown>;
        }
      ).data;
    expect(await statsIn("EUR")).toMatchObject({
      total_orders: 4,
      total_gross_sales: 124.1,
      total_refunded: 35.9,
      total_products_sold: 8,
      total_attendees_registered: 7,
      total_views: 0,
      currency_code: "EUR",
    });
    expect(await statsIn("USD")).toMatchObject({
      total_orders: 0,
      total_gross_sales: 0,
      currency_code: "USD",
    });
  });
});

describe("GET /api/organizers/:organizer_id/reports/:type", () => {
  const organizerReport = (type: string, query = range, as = token) =>
    api.request(`/api/organizers/${organizerId}/reports/${type}?${query}`, authed(as));

  it("revenue_summary: each day in the organizer's zone, net of taxes and refunds", async () => {
    const body = (await (await organizerReport("revenue_summary")).json()) as { data: unknown[] };
    expect(body.data).toEqual([
      {
        date: "2026-03-01",
        gross_sales: 51.8,
        net_revenue: 43,
        total_refunds: 0,
        total_tax: 8.8,
        total_fee: 3,
        order_count: 1,
      },
      {
        date: "2026-03-02",
        gross_sales: 62.3,
        net_revenue: 23.1,
        total_refunds: 35.9,
        total_tax: 3.3,
        total_fee: 1.5,
        order_count: 2,
      },
    ]);
  });

  it("events_performance: one row per event in the currency, paged", async () => {
    const usd = await createEventVia(api, token, {
      title: "Dollars",
      start_date: "2026-05-01T18:00:00Z",
      organizer_id: organizerId,
      currency: "USD",
    });
    const body = (await (await organizerReport("events_performance")).json()) as {
      data: Record<string, unknown>[];
      pagination: unknown;
    };
    expect(body.data).toEqual([
      expect.objectContaining({
        event_id: eventId,
        event_title: "Concerto",
        orders_count: 3,
        products_sold: 7,
        gross_revenue: 114.1,
        total_refunds: 35.9,
        unique_customers: 3,
        total_views: 12,
      }),
    ]);
    expect(body.pagination).toEqual({ total: 1, page: 1, per_page: 1000, last_page: 1 });
    const inDollars = (await (
      await organizerReport("events_performance", `${range}&currency=USD`)
    ).json()) as {
      data: Record<string, unknown>[];
    };
    expect(inDollars.data.map((row) => row.event_id)).toEqual([usd.id]);
  });

  it("tax_summary: each tax and fee the orders recorded", async () => {
    const body = (await (await organizerReport("tax_summary")).json()) as { data: unknown[] };
    expect(body.data).toEqual([
      {
        type: "TAX",
        name: "IVA",
        calculation_type: "PERCENTAGE",
        rate: 22,
        total_collected: 12.1,
        order_count: 2,
      },
      {
        type: "FEE",
        name: "Prevendita",
        calculation_type: "FIXED",
        rate: 1.5,
        total_collected: 4.5,
        order_count: 2,
      },
    ]);
  });

  it("downloads as CSV; refuses an unknown type, unpaired dates and another account", async () => {
    const csv = await api.request(
      `/api/organizers/${organizerId}/reports/tax_summary/export?${range}`,
      authed(token),
    );
    expect(csv.status).toBe(200);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      new Uint8Array(await csv.arrayBuffer()),
    );
    expect(text.startsWith("\uFEFFType,Name,Calculation,Rate,Collected,Orders\n")).toBe(true);
    expect(text).toContain("Tax,IVA,Percentage,22,12.1,2");
    const italian = await api.request(
      `/api/organizers/${organizerId}/reports/tax_summary/export?${range}`,
      authed(italianToken),
    );
    const italianText = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      new Uint8Array(await italian.arrayBuffer()),
    );
    expect(italianText.startsWith("\uFEFFTipo,Nome,Calcolo,Valore,Incassato,Ordini\n")).toBe(true);
    expect(italianText).toContain("Tassa,IVA,Percentuale,22,12.1,2");
    expect(italianText).toContain("Commissione,Prevendita,Importo fisso,1.5,4.5,2");
    const sheet = await sheetOf(
      await clientFor(api, token).reports.exportOrganizerReport(
        organizerId,
        "tax_summary",
        { start_date: "2026-03-01", end_date: "2026-03-02" },
        "xlsx",
      ),
    );
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(["Tax", "IVA", "Percentage", 22, 12.1, 2]);
    expect((await organizerReport("weather")).status).toBe(400);
    expect((await organizerReport("revenue_summary", "start_date=2026-03-01")).status).toBe(422);
    expect((await organizerReport("revenue_summary", range, otherToken)).status).toBe(404);
  });
});

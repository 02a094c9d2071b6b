import { describe, expect, it } from "vitest";
import type { PublicEvent } from "../model/event";
import { eventStructuredData, isoInZone } from "./eventStructuredData";

const event = {
  id: 7,
  title: "Concerto d'estate",
  slug: "concerto-d-estate",
  start_date: "2026-12-25T19:00:00.000Z",
  end_date: "2026-12-25T22:00:00.000Z",
  timezone: "Europe/Rome",
  description_preview: "An evening of live music.",
  location_details: {
    venue_name: "Teatro Demo",
    address_line_1: "Via Roma 1",
    city: "Milano",
    zip_or_postal_code: "20121",
    country: "IT",
  },
  organizer: { id: 3, name: "Teatro Demo", slug: "teatro-demo" },
  settings: { is_online_event: false },
} as unknown as PublicEvent;

const urls = {
  page: "https://tickets.example/event/7/concerto-d-estate",
  organizer: "https://tickets.example/events/3/teatro-demo",
  image: "https://tickets.example/api/uploads/c.jpg",
};

/** What Google's Event rich result requires, and the properties it recommends that we know. */
const required = ["name", "startDate", "location"] as const;

describe("eventStructuredData", () => {
  it("has every property search engines require, dates on the place's clock with its offset", () => {
    const data = eventStructuredData(event, urls);
    for (const property of required) expect(data, property).toHaveProperty(property);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Concerto d'estate",
      url: urls.page,
      startDate: "2026-12-25T20:00:00+01:00",
      endDate: "2026-12-25T23:00:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Teatro Demo",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Via Roma 1",
          addressLocality: "Milano",
          postalCode: "20121",
          addressCountry: "IT",
        },
      },
      image: [urls.image],
      description: "An evening of live music.",
      organizer: { "@type": "Organization", name: "Teatro Demo", url: urls.organizer },
    });
    // JSON-LD is plain JSON: it survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("puts an online event at its page, as a virtual location", () => {
    const online = { ...event, settings: { is_online_event: true } } as unknown as PublicEvent;
    expect(eventStructuredData(online, urls)).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: urls.page },
    });
  });

  it("writes summer and winter times and UTC with their own offsets", () => {
    expect(isoInZone("2026-07-01T10:00:00Z", "Europe/Rome")).toBe("2026-07-01T12:00:00+02:00");
    expect(isoInZone("2026-01-01T10:00:00Z", "America/New_York")).toBe("2026-01-01T05:00:00-05:00");
    expect(isoInZone("2026-01-01T10:00:00Z", "UTC")).toBe("2026-01-01T10:00:00+00:00");
  });

  describe("offers", () => {
    const onSale = {
      sale_start_date: null,
      sale_end_date: null,
      is_before_sale_start_date: false,
      is_after_sale_end_date: false,
      is_available: true,
      is_sold_out: false,
    };
    const product = (fields: Record<string, unknown>) => ({
      type: "PAID",
      label: null,
      ...onSale,
      ...fields,
    });
    const price = (fields: Record<string, unknown>) => ({ label: null, ...onSale, ...fields });
    const withProducts = (products: Record<string, unknown>[], overrides: Record<string, unknown> = {}) =>
      ({
        ...event,
        status: "LIVE",
        currency: "EUR",
        product_categories: [{ id: 1, name: "Tickets", is_hidden: false, products }],
        ...overrides,
      }) as unknown as PublicEvent;
    const products = [
      product({
        title: "Standard",
        sale_end_date: "2026-12-20T22:59:00Z",
        prices: [price({ id: 1, price: 10, price_including_taxes_and_fees: 13.42 })],
      }),
      product({
        title: "Pass",
        type: "TIERED",
        prices: [
          price({
            id: 2,
            label: "Early bird",
            price: 30,
            price_including_taxes_and_fees: 30,
            is_sold_out: true,
          }),
          price({
            id: 3,
            label: "Regular",
            price: 40,
            price_including_taxes_and_fees: 40,
            sale_start_date: "2026-11-01T09:00:00Z",
            is_before_sale_start_date: true,
            is_available: false,
          }),
          price({
            id: 4,
            label: "Late",
            price: 50,
            price_including_taxes_and_fees: 50,
            is_after_sale_end_date: true,
          }),
        ],
      }),
      product({
        title: "Volunteer",
        type: "FREE",
        prices: [price({ id: 5, price: 0, price_including_taxes_and_fees: 0 })],
      }),
      product({
        title: "Secret",
        is_hidden: true,
        prices: [price({ id: 6, price: 1, price_including_taxes_and_fees: 1 })],
      }),
    ];

    it("offers each public price with its price, currency, availability, sale window and page", () => {
      const data = eventStructuredData(withProducts(products), urls);
      expect(data).toHaveProperty("offers", [
        {
          "@type": "Offer",
          name: "Standard",
          price: "13.42",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          validThrough: "2026-12-20T23:59:00+01:00",
          url: urls.page,
        },
        {
          "@type": "Offer",
          name: "Pass – Early bird",
          price: "30.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/SoldOut",
          url: urls.page,
        },
        {
          "@type": "Offer",
          name: "Pass – Regular",
          price: "40.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/PreOrder",
          validFrom: "2026-11-01T10:00:00+01:00",
          url: urls.page,
        },
        {
          "@type": "Offer",
          name: "Volunteer",
          price: "0.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          url: urls.page,
        },
      ]);
    });

    it("offers nothing while sales are paused, once the event is over, or without products", () => {
      expect(eventStructuredData(withProducts(products, { status: "PAUSED" }), urls)).not.toHaveProperty(
        "offers",
      );
      expect(
        eventStructuredData(withProducts(products, { lifecycle_status: "ENDED" }), urls),
      ).not.toHaveProperty("offers");
      expect(eventStructuredData(withProducts([]), urls)).not.toHaveProperty("offers");
      expect(eventStructuredData(event, urls)).not.toHaveProperty("offers");
    });

    it("writes amounts in the currency's own precision", () => {
      const yen = withProducts(
        [
          product({
            title: "Seat",
            prices: [price({ id: 1, price: 1500, price_including_taxes_and_fees: 1650 })],
          }),
        ],
        {
          currency: "JPY",
        },
      );
      expect(eventStructuredData(yen, urls)).toMatchObject({
        offers: [{ price: "1650", priceCurrency: "JPY" }],
      });
    });
  });
});

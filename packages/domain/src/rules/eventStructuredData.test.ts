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
});

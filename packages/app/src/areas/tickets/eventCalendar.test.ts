import { describe, expect, it } from "vitest";
import { type CalendarEntry, googleCalendarUrl, icsFileName, icsOf } from "./eventCalendar";

const entry: CalendarEntry = {
  uid: "event-7@varco",
  title: "Concerto d'estate; musica, vino",
  start: "2030-07-12T18:30:00Z",
  end: null,
  location: "Giardini, Via Garibaldi 1\nVenezia",
  description: "https://varco.example/event/7/concerto",
  url: "https://varco.example/event/7/concerto",
};

describe("an event's .ics file", () => {
  const ics = icsOf(entry, new Date("2030-01-01T10:00:00Z"));
  const lines = ics.split("\r\n");

  it("is one VEVENT with its instants in UTC, without an end when the event has none", () => {
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("DTSTART:20300712T183000Z");
    expect(lines.some((line) => line.startsWith("DTEND"))).toBe(false);
    expect(lines).toContain("DTSTAMP:20300101T100000Z");
    expect(lines).toContain("UID:event-7@varco");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes text the way iCalendar wants", () => {
    expect(lines).toContain("SUMMARY:Concerto d'estate\\; musica\\, vino");
    expect(lines).toContain("LOCATION:Giardini\\, Via Garibaldi 1\\nVenezia");
  });

  it("folds lines longer than 75 octets", () => {
    const long = icsOf({ ...entry, title: "è".repeat(60) });
    for (const line of long.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long).toContain("\r\n è");
  });

  it("names the file after the event", () => {
    expect(icsFileName({ slug: "concerto-d-estate" })).toBe("concerto-d-estate.ics");
    expect(icsFileName({ slug: "" })).toBe("event.ics");
  });

  it("gives Google Calendar the same instants and the event's zone", () => {
    const url = new URL(googleCalendarUrl({ ...entry, end: "2030-07-12T21:00:00Z" }, "Europe/Rome"));
    expect(url.searchParams.get("dates")).toBe("20300712T183000Z/20300712T210000Z");
    expect(url.searchParams.get("ctz")).toBe("Europe/Rome");
  });

  it("gives Google Calendar an hour for an event without an end", () => {
    const url = new URL(googleCalendarUrl(entry, "Europe/Rome"));
    expect(url.searchParams.get("dates")).toBe("20300712T183000Z/20300712T193000Z");
  });
});

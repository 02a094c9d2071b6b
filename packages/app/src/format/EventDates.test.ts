import { describe, expect, it } from "vitest";
import { formatEventDates } from "./EventDates";

const evening = {
  start_date: "2031-07-12T18:30:00Z",
  end_date: "2031-07-12T21:00:00Z",
  timezone: "Europe/Rome",
};

describe("an event's dates", () => {
  it("read as a browser writes them, with plain spaces, so a page drawn on the server is taken over as is", () => {
    expect(formatEventDates(evening, "en")).toBe("Jul 12, 2031, 8:30 – 11:00 PM");
    expect(formatEventDates(evening, "it")).toBe("12 lug 2031, 20:30–23:00");
    for (const locale of ["en", "it", "de", "fr", "zh-HK", "vi", "hu", "pt-BR"]) {
      expect(formatEventDates(evening, locale), locale).not.toMatch(/[\u2009\u202f]/u);
    }
  });
});

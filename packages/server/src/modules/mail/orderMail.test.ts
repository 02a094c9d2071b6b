import {
  calendarFileOf as calendarOf,
  calendarText,
  foldCalendarLine as foldLine,
  userLocales,
} from "@varco/domain";
import { describe, expect, it } from "vitest";
import { type OrderMailStrings, orderMailStrings } from "./orderMailStrings";
import { renderMail } from "./templates";

function leavesOf(strings: OrderMailStrings): [string, string][] {
  const walk = (value: unknown, path: string): [string, string][] =>
    typeof value === "string"
      ? [[path, value]]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
          walk(inner, `${path}.${key}`),
        );
  return walk(strings, "");
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe("order mail strings", () => {
  const english = new Map(leavesOf(orderMailStrings.en));

  it.each(userLocales.filter((locale) => locale !== "en"))(
    "%s has every sentence, translated, with its placeholders",
    (locale) => {
      const translated = new Map(leavesOf(orderMailStrings[locale]));
      expect([...translated.keys()]).toEqual([...english.keys()]);
      // Words that are the same in many languages (Status, Total, Ticket…) may stay as they are.
      const sentences = [...english].filter(([, text]) => text.split(" ").length > 3);
      for (const [key, text] of sentences) expect(translated.get(key), `${locale}${key}`).not.toBe(text);
      for (const [key, text] of english)
        expect(placeholders(translated.get(key) ?? ""), `${locale}${key}`).toEqual(placeholders(text));
    },
  );
});

describe("calendar files (RFC 5545)", () => {
  it("escape backslashes, semicolons, commas and line breaks in text", () => {
    expect(calendarText("Teatro; Sala A, piano 1\\2\nIngresso B\r\nLato nord")).toBe(
      "Teatro\\; Sala A\\, piano 1\\\\2\\nIngresso B\\nLato nord",
    );
  });

  it("fold lines at 75 octets without splitting a character", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const long = `SUMMARY:${"a".repeat(200)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);

    const wide = `SUMMARY:${"音乐会€".repeat(40)}`;
    const wideLines = foldLine(wide).split("\r\n");
    for (const line of wideLines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
      expect(line).not.toContain("\uFFFD");
    }
    expect(foldLine(wide).replace(/\r\n /g, "")).toBe(wide);
  });

  it("write one VEVENT in UTC with CRLF line ends", () => {
    const ics = calendarOf({
      uid: "event-7@tickets.example.com",
      start: new Date("2031-01-05T19:00:00.000Z"),
      end: null,
      stamp: new Date("2030-12-01T08:09:10.123Z"),
      summary: "Concerto, di Capodanno",
      location: "",
      url: "https://tickets.example.com/product/7/a_1",
    });
    expect(ics).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Varco//Tickets//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "UID:event-7@tickets.example.com",
        "DTSTAMP:20301201T080910Z",
        "DTSTART:20310105T190000Z",
        "SUMMARY:Concerto\\, di Capodanno",
        "URL:https://tickets.example.com/product/7/a_1",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});

describe("order mails", () => {
  it("refuse a payload whose links are not paths of this site", () => {
    const payload = {
      currency: "EUR",
      items: [],
      taxes: [],
      fees: [],
      subtotal: 0,
      total: 0,
      order_path: "//evil.example/x",
      print_path: "/order/1/o/print",
    };
    expect(() =>
      renderMail("order_confirmation", payload, {
        locale: "en",
        appName: "Varco",
        appUrl: "https://t.example",
      }),
    ).toThrow(/path/);
  });
});

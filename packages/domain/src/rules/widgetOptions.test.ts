import { describe, expect, it } from "vitest";
import { widgetAttributesOf, widgetOptionsOf, widgetQueryOf } from "./widgetOptions";

const parse = (query: string) => widgetOptionsOf(new URLSearchParams(query));

describe("widgetOptionsOf", () => {
  it.each([
    ["", { widgetType: "widget", autoResize: true }],
    [
      "PrimaryColor=%23C3B8D9&BackgroundColor=%23000&Padding=20px&Locale=en&Autoresize=false&ContinueButtonText=Let%27s+go",
      {
        widgetType: "widget",
        autoResize: false,
        primaryColor: "#c3b8d9",
        backgroundColor: "#000",
        padding: 20,
        locale: "en",
        continueButtonText: "Let's go",
      },
    ],
    // Names in any case; Hi.Events' own snippet sends `WidgetType=widget` and `WidgetVersion=1.0`.
    [
      "primarycolor=%23123456&widgettype=BUTTON&WidgetVersion=1.0",
      { widgetType: "button", autoResize: true, primaryColor: "#123456" },
    ],
    // What makes no sense is left out, never refused.
    ["PrimaryColor=red&Padding=-3&Locale=xx&WidgetType=popup", { widgetType: "widget", autoResize: true }],
    ["BackgroundColor=%23ffffff80", { widgetType: "widget", autoResize: true }],
    ["Padding=500", { widgetType: "widget", autoResize: true, padding: 64 }],
    ["Locale=pt_BR", { widgetType: "widget", autoResize: true, locale: "pt-br" }],
    ["Locale=de-AT", { widgetType: "widget", autoResize: true, locale: "de" }],
  ])("%s", (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it("keeps the button's words to 100 characters", () => {
    expect(parse(`ContinueButtonText=${"a".repeat(150)}`).continueButtonText).toHaveLength(100);
  });
});

describe("widgetQueryOf", () => {
  it("leaves the defaults out and reads back as the same options", () => {
    const options = {
      widgetType: "widget",
      autoResize: true,
      primaryColor: "#1f4e5f",
      padding: 12,
      locale: "it",
    } as const;
    const query = widgetQueryOf(options);
    expect(query.toString()).toBe("PrimaryColor=%231f4e5f&Padding=12px&Locale=it");
    expect(widgetOptionsOf(query)).toEqual(options);
  });
});

describe("widgetAttributesOf", () => {
  it("names each option as the loader reads it back", () => {
    expect(
      widgetAttributesOf(7, {
        primaryTextColor: "#fff",
        autoResize: false,
        continueButtonText: "Go",
        widgetType: "button",
      }),
    ).toEqual([
      ["data-varco-id", "7"],
      ["data-varco-primary-text-color", "#fff"],
      ["data-varco-widget-type", "button"],
      ["data-varco-autoresize", "false"],
      ["data-varco-continue-button-text", "Go"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { colorThemes } from "../model/colorTheme";
import { contrastOf, homepageContrastProblems, homepageDesignOf } from "./homepageDesign";

describe("homepageDesignOf", () => {
  it.each([
    ["no settings", undefined],
    ["null settings", null],
    ["no colour chosen", { homepage_theme_settings: null, homepage_primary_color: null }],
    [
      "colours that are not hex",
      { homepage_theme_settings: { accent: "purple" }, homepage_primary_color: "" },
    ],
  ])("is null with %s: the page wears the deployment's brand", (_case, settings) => {
    expect(homepageDesignOf(settings)).toBeNull();
  });

  it("reads the older colour fields of an event", () => {
    expect(
      homepageDesignOf({
        homepage_body_background_color: "#F4F1EA",
        homepage_background_color: "#ffffff",
        homepage_primary_color: "#1f4e5f",
        homepage_primary_text_color: "#14202b",
        homepage_secondary_color: "#b04a33",
        homepage_secondary_text_color: "#fff",
        homepage_background_type: "COLOR",
      }),
    ).toEqual({
      mode: "light",
      background: "#f4f1ea",
      surface: "#ffffff",
      primary: "#1f4e5f",
      secondary: "#b04a33",
      secondaryText: "#ffffff",
      text: "#14202b",
      backgroundType: "COLOR",
    });
  });

  it("takes the theme settings over the older fields, field by field", () => {
    const design = homepageDesignOf({
      homepage_theme_settings: { accent: "#f2c14e", mode: "dark", background_type: "MIRROR_COVER_IMAGE" },
      homepage_primary_color: "#000000",
      homepage_body_background_color: "#10131a",
      homepage_background_type: "COLOR",
    });
    expect(design).toMatchObject({
      mode: "dark",
      primary: "#f2c14e",
      background: "#10131a",
      backgroundType: "MIRROR_COVER_IMAGE",
    });
  });

  it.each([
    ["#10131a", "dark"],
    ["#fafafa", "light"],
    ["#777777", "light"],
    ["#0000ff", "dark"],
  ] as const)("without a mode, reads %s in %s mode", (background, mode) => {
    expect(homepageDesignOf({ homepage_theme_settings: { background } })?.mode).toBe(mode);
  });

  it("lays translucent colours over what is behind them", () => {
    const design = homepageDesignOf({
      homepage_body_background_color: "#000000",
      homepage_background_color: "#ffffff80",
      homepage_theme_settings: { mode: "dark" },
    });
    expect(design?.surface).toBe("#808080");
    // A mode alone: its own page and panel colours.
    expect(homepageDesignOf({ homepage_theme_settings: { mode: "dark" } })).toMatchObject({
      background: "#121318",
      surface: "#1d1f26",
      primary: null,
      text: null,
    });
  });
});

describe("contrastOf", () => {
  it.each([
    ["#000000", "#ffffff", 21],
    ["#ffffff", "#ffffff", 1],
    ["#777777", "#ffffff", 4.48],
    ["#767676", "#fff", 4.54],
  ])("%s on %s is %s:1", (text, background, ratio) => {
    expect(contrastOf(text, background)).toBeCloseTo(ratio, 2);
  });

  it("is null for what is not a colour", () => {
    expect(contrastOf("red", "#ffffff")).toBeNull();
  });
});

describe("homepageContrastProblems", () => {
  it("refuses each text below AA on its background, by the field that chose it, with its ratio rounded down", () => {
    expect(
      homepageContrastProblems({
        homepage_theme_settings: { accent: "#f2c14e", background: "#ffffff", mode: "light" },
        homepage_background_color: "#ffffff",
        homepage_primary_text_color: "#999999",
        homepage_secondary_color: "#b04a33",
        homepage_secondary_text_color: "#c06050",
      }),
    ).toEqual([
      { field: "homepage_primary_text_color", code: "contrast_too_low", ratio: 2.8, minimum: 4.5 },
      { field: "homepage_secondary_text_color", code: "contrast_too_low", ratio: 1.2, minimum: 4.5 },
      { field: "homepage_theme_settings.accent", code: "contrast_too_low", ratio: 1.6, minimum: 4.5 },
    ]);
  });

  it("names the older fields when the theme settings do not choose the colour", () => {
    expect(
      homepageContrastProblems({
        homepage_primary_color: "#f2c14e",
        homepage_body_background_color: "#ffffff",
      }),
    ).toEqual([{ field: "homepage_primary_color", code: "contrast_too_low", ratio: 1.6, minimum: 4.5 }]);
  });

  it("refuses a background the mode's text cannot read on", () => {
    expect(
      homepageContrastProblems({ homepage_theme_settings: { background: "#10131a", mode: "light" } }),
    ).toEqual([
      { field: "homepage_theme_settings.background", code: "contrast_too_low", ratio: 1.1, minimum: 4.5 },
    ]);
    expect(
      homepageContrastProblems({ homepage_theme_settings: { background: "#10131a", mode: "dark" } }),
    ).toEqual([]);
  });

  it("never rounds a refused ratio up to the minimum", () => {
    const [problem] = homepageContrastProblems({ homepage_primary_color: "#777777" });
    expect(problem?.ratio).toBe(4.4);
  });

  it.each(colorThemes.map((theme) => [theme.name, theme] as const))(
    "accepts the %s palette, on an event and on an organiser",
    (_name, theme) => {
      expect(
        homepageContrastProblems({
          homepage_body_background_color: theme.homepage_background_color,
          homepage_background_color: theme.homepage_content_background_color,
          homepage_primary_color: theme.homepage_primary_color,
          homepage_primary_text_color: theme.homepage_primary_text_color,
          homepage_secondary_color: theme.homepage_secondary_color,
          homepage_secondary_text_color: theme.homepage_secondary_text_color,
        }),
      ).toEqual([]);
      expect(
        homepageContrastProblems({
          homepage_theme_settings: {
            accent: theme.homepage_primary_color,
            background: theme.homepage_background_color,
          },
        }),
      ).toEqual([]);
    },
  );
});

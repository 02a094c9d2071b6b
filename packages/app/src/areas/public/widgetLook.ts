import { contrastOf, type HomepageDesignSettings, homepageDesignOf, type WidgetOptions } from "@varco/domain";
import type { Brand } from "@varco/ui";

/** A widget's colours: the theme's brand and mode. */
export interface WidgetLook {
  brand: Brand;
  mode: "light" | "dark";
}

/**
 * The look of a widget: the event's own design (as on its page), with the embedding page's colours
 * on top where it gave some. Worked out by the server as it draws the page (the widget's first
 * load does without the design's rules). A background of the page's own sets the mode its text reads in; the
 * design system derives every shade from these and keeps every text readable on them (a text
 * colour that would not read at AA is replaced by one that does).
 */
export function widgetLookOf(
  options: WidgetOptions,
  settings: HomepageDesignSettings | null | undefined,
): WidgetLook {
  const design = homepageDesignOf(settings);
  const background = options.backgroundColor ?? null;
  const whiteReads = (color: string) =>
    (contrastOf("#ffffff", color) ?? 0) > (contrastOf("#000000", color) ?? 0);
  const mode = background ? (whiteReads(background) ? "dark" : "light") : (design?.mode ?? "light");
  return {
    brand: {
      primary: options.primaryColor ?? design?.primary,
      secondary: options.secondaryColor ?? design?.secondary,
      background: background ?? design?.background,
      surface: background ?? design?.surface,
      text: options.primaryTextColor ?? design?.text,
      onSecondary: design?.secondaryText,
    },
    mode,
  };
}

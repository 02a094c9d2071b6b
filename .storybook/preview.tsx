import type { Decorator, Preview } from "@storybook/react-vite";
import { ThemeProvider } from "../packages/ui/src/theme";
import { type StoryBrandName, storyBrands, storyLocales } from "./brands";

/** Set by the test runner's vitest projects to run every story under each brand and mode. */
declare const __VARCO_STORY_GLOBALS__: { brand: StoryBrandName; mode: "light" | "dark" } | undefined;
const testGlobals = typeof __VARCO_STORY_GLOBALS__ === "undefined" ? undefined : __VARCO_STORY_GLOBALS__;

const withTheme: Decorator = (Story, context) => {
  const brandName = (context.globals.brand ?? "default") as StoryBrandName;
  const mode = context.globals.mode === "dark" ? "dark" : "light";
  const locale = String(context.globals.locale ?? "en");
  return (
    <ThemeProvider
      brand={(storyBrands[brandName] ?? storyBrands.default).brand}
      mode={mode}
      locale={locale}
      lang={locale}
      style={{ padding: 16, minHeight: "100%" }}
    >
      <Story />
    </ThemeProvider>
  );
};

/**
 * react-aria's live announcer outlives a story (messages stay for about 7 s); an announcement
 * left by one story would otherwise be checked by the next story's axe run. Empty it first.
 */
function clearLiveAnnouncements() {
  for (const region of document.querySelectorAll("[data-live-announcer] [role=log]"))
    region.replaceChildren();
}

const preview: Preview = {
  tags: ["autodocs"],
  beforeEach: clearLiveAnnouncements,
  decorators: [withTheme],
  parameters: {
    a11y: { test: "error" },
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  initialGlobals: {
    brand: testGlobals?.brand ?? "default",
    mode: testGlobals?.mode ?? "light",
    // Stories are written in English (the source locale); switch the toolbar to see the others.
    locale: "en",
  },
  globalTypes: {
    brand: {
      description: "Reseller brand",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: Object.entries(storyBrands).map(([value, { label }]) => ({ value, title: label })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: "Colour mode",
      toolbar: {
        title: "Mode",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Locale for component strings, dates and numbers",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: Object.entries(storyLocales).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
};

export default preview;

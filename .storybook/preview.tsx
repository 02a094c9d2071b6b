import type { Decorator, Preview, StoryContext } from "@storybook/react-vite";
import { assignInlineVars } from "@vanilla-extract/dynamic";
import "../packages/ui/src/root-theme";
import { loadEveryUiLocale } from "../packages/ui/src/i18n/strings";
import { createBrandTheme, ThemeProvider, vars } from "../packages/ui/src/theme";
import { type StoryBrandName, storyBrands, storyLocales } from "./brands";

/**
 * Set by the test runner's vitest projects: the brand and mode a story is drawn in, and whether its
 * colours are then also checked under every other brand and mode (`everyTheme`).
 */
declare const __VARCO_STORY_GLOBALS__:
  | { brand: StoryBrandName; mode: "light" | "dark"; everyTheme?: boolean }
  | undefined;
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

type A11yParameters = {
  disable?: boolean;
  test?: "error" | "todo" | "off";
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: Record<string, unknown>;
  context?: unknown;
};

/**
 * After a story's own checks (its play function, and axe in the brand and mode it was drawn in),
 * its colours are checked under every other brand and mode: the brand is switched at run time, as a
 * reseller's is, by giving each theme root that brand's CSS variables, and axe's colour-contrast
 * rule runs again. Only colours change between brands, so the other rules need not run again; one
 * render per story instead of one per brand and mode keeps the browser suite fast. The first
 * failing brand and mode are named in the error.
 */
async function checkContrastInEveryTheme(context: StoryContext) {
  if (!testGlobals?.everyTheme || context.viewMode !== "story") return;
  const a11y = (context.parameters.a11y ?? {}) as A11yParameters;
  if (a11y.disable || a11y.test === "off" || a11y.test === "todo") return;
  const roots = [...document.querySelectorAll<HTMLElement>("[data-color-mode]")];
  if (roots.length === 0) return;
  const saved = roots.map((root) => [root.getAttribute("style"), root.dataset.colorMode] as const);
  const axe = (await import("axe-core")).default;
  const failures: string[] = [];
  try {
    for (const [brandName, { brand }] of Object.entries(storyBrands)) {
      for (const mode of ["light", "dark"] as const) {
        if (brandName === testGlobals.brand && mode === testGlobals.mode) continue;
        const themeVars = assignInlineVars(vars, createBrandTheme({ ...brand, mode }));
        for (const root of roots) {
          for (const [name, value] of Object.entries(themeVars)) root.style.setProperty(name, String(value));
          root.dataset.colorMode = mode;
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
        axe.reset();
        axe.configure({ rules: a11y.config?.rules ?? [] });
        const result = await axe.run(
          {
            include: [document.body],
            exclude: [[".sb-wrapper"], ["#storybook-docs"], ["#storybook-highlights-root"]],
          },
          { runOnly: { type: "rule", values: ["color-contrast"] } },
        );
        for (const violation of result.violations) {
          const where = violation.nodes.map((node) => node.target.join(" ")).join("; ");
          failures.push(`${brandName}-${mode}: ${violation.help} (${where})`);
        }
      }
    }
  } finally {
    roots.forEach((root, index) => {
      const [style, mode] = saved[index] ?? [null, undefined];
      if (style === null) root.removeAttribute("style");
      else root.setAttribute("style", style);
      if (mode) root.dataset.colorMode = mode;
    });
  }
  if (failures.length > 0)
    throw new Error(`Colour contrast fails under other brands:\n${failures.join("\n")}`);
}

const preview: Preview = {
  tags: ["autodocs"],
  // The toolbar switches locale at once: every locale's design-system strings are loaded up front.
  beforeAll: loadEveryUiLocale,
  beforeEach: clearLiveAnnouncements,
  afterEach: checkContrastInEveryTheme,
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

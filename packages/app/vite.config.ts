/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { embedLoader } from "./vite/embedLoader";
import { precompress } from "./vite/precompress";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const appRoot = fileURLToPath(new URL(".", import.meta.url));
// What every drawn page starts with: React, Lingui, the theme and the page's frame (the pages
// build's `frame` chunk, which page.html's entry imports; never the entry itself, whose code would
// then sit in a shared chunk that nothing runs). Beside it, what the door's scanner uses of what
// other pages share (the icons' base, the API's errors, the language names): left in the `shared`
// chunk, they would bring all of it to the scanner, whose first load must stay under 90 KiB
// (scripts/size.mjs). Other pages load those modules either way.
const frameModules = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|@vanilla-extract[\\/]dynamic)[\\/]`,
    String.raw`node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](i18n|ssr|overlays[\\/]PortalProvider)`,
    String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|shared[\\/])`,
    String.raw`packages[\\/]ui[\\/]src[\\/](theme[\\/]|i18n[\\/]strings|classNames)`,
    String.raw`packages[\\/]domain[\\/]src[\\/](rules[\\/]resolveLocale|api[\\/]apiError)`,
    String.raw`packages[\\/]app[\\/]src[\\/](pages[\\/](PageShell|pageModules|pageState)|i18n[\\/](catalogs|localeChoice|LocaleProvider|localeNames)|runtimeConfig|shell[\\/](BrandedTheme|RuntimeConfigContext|languageParameter))`,
  ].join("|"),
  "u",
);

const basicModules = new RegExp(
  [
    String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](Box|Stack|Inline|Heading|Text|NativeButton|SummaryList|PoweredByFooter|Link[\\/](NewTabMark|Link\.css)|NativeInput[\\/]Native(Input|Field))[\\/.]`,
    String.raw`node_modules[\\/]react-aria-components[\\/]dist[\\/]private[\\/](utils|Heading|Text)\.mjs`,
    String.raw`node_modules[\\/](clsx[\\/]|react-aria[\\/]dist[\\/]private[\\/](collections[\\/]Hidden|utils[\\/](mergeProps|chain|useId|mergeRefs|useObjectRef|useLayoutEffect|useValueEffect))\.mjs)`,
    String.raw`packages[\\/]app[\\/]src[\\/](shell[\\/](PlatformFooter|provider|navigation)|format[\\/]EventDates|areas[\\/]public[\\/]widgetPaths)\.`,
    String.raw`packages[\\/]domain[\\/]src[\\/]rules[\\/]priceDisplay\.`,
  ].join("|"),
  "u",
);

// `npm run dev` proxies the API to a server started separately (`npm start -w @varco/server`).
const apiTarget = process.env.VARCO_API_PROXY ?? "http://127.0.0.1:3000";

// Plugin order matters for Lingui 5: the macro is expanded by Babel before
// lingui() compiles the .po catalogs that screens import lazily.
export default defineConfig(({ mode, isSsrBuild }) => ({
  base: "/",
  plugins: [
    react(),
    babel({
      plugins: ["@lingui/babel-plugin-lingui-macro"],
      // Only the app's own sources use the macros; the domain (linked TypeScript source) does not.
      include: [/[\\/]packages[\\/]app[\\/]src[\\/].*\.[jt]sx?(?:$|\?)/],
    }),
    lingui({ configPath: `${repoRoot}lingui.config.ts` }),
    // Short identifiers in every build: the pages build runs in its own mode, and its class and
    // variable names must equal the server bundle's.
    vanillaExtractPlugin({ identifiers: "short" }),
    embedLoader(`${appRoot}src/embed/widget.js`),
    precompress(),
  ],
  resolve: {
    // The domain's TypeScript sources rather than its published build (see its package.json).
    conditions: ["@varco/source", ...defaultClientConditions],
    // The design system's sources, module by module, rather than its one-file published build:
    // each route then downloads only the components it uses (the public pages few of them).
    alias: [
      { find: /^@varco\/ui$/, replacement: `${repoRoot}packages/ui/src/index.ts` },
      { find: /^@varco\/ui\/rich-text$/, replacement: `${repoRoot}packages/ui/src/rich-text.ts` },
      { find: /^@varco\/ui\/root-theme$/, replacement: `${repoRoot}packages/ui/src/root-theme.ts` },
      // The theme contract alone, for the app's own styles (a .css.ts importing the whole design
      // system would emit every component's styles with its own).
      { find: /^@varco\/ui\/theme$/, replacement: `${repoRoot}packages/ui/src/theme/index.ts` },
    ],
  },
  // The server's bundle carries everything it runs (the design system and domain are TypeScript
  // sources, the rest plain packages): the server imports one built file, never app source.
  ssr: { noExternal: true, resolve: { conditions: ["@varco/source", ...defaultServerConditions] } },
  // …and React's production build in it, whatever NODE_ENV the server runs with (the development
  // build draws a page several times slower).
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  build: {
    manifest: true,
    // Three builds (the `build` script): index.html starts the app (the signed-in areas);
    // `--mode pages` builds page.html, the frame of the pages the server draws (public and sign-in
    // pages), hydrated by its own small entry and chunks, shared with nothing else so that they stay
    // few; `--ssr` builds the server's side of those pages into dist/server.
    ...(mode === "pages"
      ? {
          rollupOptions: {
            input: `${appRoot}page.html`,
            // What (nearly) every page uses (React, the theme, the frame) in one chunk; the rest
            // splits by page. 7 of the entries (page.html, each page, what pages import lazily):
            // code only the sign-in pages share (their forms, zod) stays out of the public pages'
            // downloads. Left out whatever the count: the machinery of a form with a summary of
            // refusals (useSchemaForm, Form's summary, the toasts), which the sign-in and checkout
            // pages and the organiser's contact form use, but not the public event page. Nor the
            // domain's API client: the sign-in pages call it at once, the event page only when the
            // buyer reserves (a chunk it loads then).
            output: {
              codeSplitting: {
                groups: [
                  { name: "frame", test: frameModules, priority: 1 },
                  // The door's scanner in one chunk beside its page module, whatever its later
                  // part (DoorTools) shares with it: not a third chunk of what both use.
                  {
                    name: "door",
                    test: /[\\/]app[\\/]src[\\/]areas[\\/]door[\\/](?!DoorTools)|node_modules[\\/]idb[\\/]/u,
                    priority: 1,
                  },
                  // What the embedded ticket widget uses of what the other pages share: the layout
                  // primitives, headings and text, plain buttons and links, the footer. Left in
                  // `shared` they would bring all of it (the rich links' machinery, the forms'
                  // refusals) to the widget, whose first load must stay under 90 KiB.
                  { name: "basics", test: basicModules, priority: 1 },
                  {
                    name: "shared",
                    minShareCount: 7,
                    test: /^(?!.*(\/(useSchemaForm|FormSummary|toastStore|circle-exclamation-point)\.|domain\/src\/api\/))/u,
                  },
                ],
              },
            },
          },
          emptyOutDir: false,
          manifest: ".vite/pages-manifest.json",
          // One stylesheet for every page, in the head before the first paint: a handful of KiB
          // that would otherwise be a dozen small requests, one per chunk.
          cssCodeSplit: false,
        }
      : {}),
    copyPublicDir: !isSsrBuild,
    target: "es2022",
    // Maps are written for error reports and the size script, never linked from the files nor
    // served (the server answers 404 to .map).
    sourcemap: "hidden",
  },
  // `npm test`: unit and screen tests in jsdom, and the pages drawn on the server in Node
  // (`*.node.test.*`); the e2e tests are Playwright's, in e2e/.
  test: {
    setupFiles: ["src/test/setup.ts"],
    // Screen tests load lazy routes and catalogs; two busy cores can take longer than 5 s.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: "screens",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.node.test.{ts,tsx}"],
          // The files of a worker share its modules: each file would otherwise load the app's whole
          // module graph (react-aria, the design system, the catalogs) afresh, which took 60 % of
          // the suite's time. The setup file resets what tests leave behind. Only page files share
          // them: a module first loaded without a page (react-aria reads whether elements can be
          // inert as it loads) would behave differently in the files after it. The Node files run
          // in threads, so that no worker of theirs is handed on to these.
          isolate: false,
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["src/**/*.node.test.{ts,tsx}"],
          pool: "threads",
        },
      },
    ],
  },
}));

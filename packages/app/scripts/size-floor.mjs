#!/usr/bin/env node
// `node scripts/size-floor.mjs`: the smallest JS any screen of this app can load — React 19's
// react-dom and react-router's data router rendering one line, built by the same Vite as the app
// — against which the public event page's budget (issue 5: 90 KB gzip) is read.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const variants = {
  "react + react-dom": `
    import { createRoot } from "react-dom/client";
    createRoot(document.getElementById("root")).render("Hello");`,
  "react + react-dom + react-router (data router)": `
    import { createRoot } from "react-dom/client";
    import { createBrowserRouter, RouterProvider } from "react-router-dom";
    const router = createBrowserRouter([{ path: "*", element: "Hello" }]);
    createRoot(document.getElementById("root")).render(<RouterProvider router={router} />);`,
  // What a public page would weigh at least without the router (a separate entry): React, the
  // data hooks and the translations, rendering one line.
  "react + react-dom + swr + lingui (no router)": `
    import { createRoot } from "react-dom/client";
    import { setupI18n } from "@lingui/core";
    import { I18nProvider } from "@lingui/react";
    import useSWR from "swr";
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    function Page() {
      const { data } = useSWR("/api/health", (url) => fetch(url).then((r) => r.json()));
      return i18n._("Hello") + JSON.stringify(data);
    }
    createRoot(document.getElementById("root")).render(<I18nProvider i18n={i18n}><Page /></I18nProvider>);`,
};

const work = mkdtempSync(join(appDir, ".size-floor-"));
try {
  for (const [name, source] of Object.entries(variants)) {
    const entry = join(work, "entry.jsx");
    writeFileSync(entry, source);
    const outDir = join(work, "dist");
    await build({
      configFile: false,
      root: appDir,
      logLevel: "silent",
      build: { outDir, emptyOutDir: true, rollupOptions: { input: entry } },
    });
    const files = readdirSync(join(outDir, "assets")).filter((file) => file.endsWith(".js"));
    const gzip = files.reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(outDir, "assets", file))).length,
      0,
    );
    console.info(`${(gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${name}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

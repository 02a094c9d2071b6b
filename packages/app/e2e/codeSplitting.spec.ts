import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";

type ManifestChunk = { file: string; src?: string; imports?: string[] };
const readManifest = (name: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../dist/.vite/${name}`, import.meta.url)), "utf8"),
  ) as Record<string, ManifestChunk>;
/** The app's build (index.html: the signed-in areas) and the server-drawn pages' own build (page.html). */
const appManifest = readManifest("manifest.json");
const pagesManifest = readManifest("pages-manifest.json");

test("a buyer on a public event page downloads the pages' own small build, none of the app's", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto("/event/1/any-slug");
  await page.waitForLoadState("networkidle");

  const pageFiles = new Set(Object.values(pagesManifest).map((chunk) => chunk.file));
  expect(scripts.length, "scripts loaded").toBeGreaterThan(0);
  expect(
    scripts.filter((file) => !pageFiles.has(file)),
    "scripts that are not the pages' build",
  ).toEqual([]);
  // Not the app's entry (its router, data layer and shell); the two builds share only identical
  // files, such as a catalog, which then have the same name.
  expect(scripts).not.toContain(appManifest["index.html"]?.file);
  // The event page's own chunk, not the organiser's or the sign-in pages'.
  expect(scripts).toContain(pagesManifest["src/pages/PublicEventPage.tsx"]?.file);
});

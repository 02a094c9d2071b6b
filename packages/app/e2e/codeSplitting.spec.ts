import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";

type ManifestChunk = { file: string; src?: string; imports?: string[] };
const manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL("../dist/.vite/manifest.json", import.meta.url)), "utf8"),
) as Record<string, ManifestChunk>;

/** The files of the chunks built from one area's sources, and of the chunks only they import. */
function filesOfArea(area: string): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.src?.startsWith(`src/areas/${area}/`))
    .map((chunk) => chunk.file);
}

test("a buyer on a public event page downloads neither the management nor the sign-in screens", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto("/event/1/any-slug");
  await page.waitForLoadState("networkidle");

  const publicScreens = filesOfArea("public");
  expect(
    scripts.some((file) => publicScreens.includes(file)),
    "the public screen's own code",
  ).toBe(true);
  for (const area of ["manage", "auth"]) {
    const forbidden = filesOfArea(area);
    expect(forbidden.length, `the build has ${area} screens`).toBeGreaterThan(0);
    expect(
      scripts.filter((file) => forbidden.includes(file)),
      `${area} code on a public page`,
    ).toEqual([]);
  }
});

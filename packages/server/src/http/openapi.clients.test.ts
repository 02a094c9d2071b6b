import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { serverRoot } from "../serverRoot";
import { useTestApp } from "../test/testApp";
import type { OpenApiDocument } from "./openapi";
import { binOf, lintOpenApi, runNodeScript, withDocumentFile } from "./openapiLint";

/**
 * The served document as client tooling sees it: Redocly's recommended rules find no error in
 * it, and openapi-typescript makes types of it that the repo's TypeScript compiles, read the way
 * a client reads them. Both tools take seconds and the document does not depend on the database:
 * once, on PGlite only.
 */

/** A client's use of the generated types: a document that says less (or wrong) fails to compile. */
const clientCode = `import type { components, paths } from "./api";

type Event = components["schemas"]["Event"];
type EventAnswer = paths["/events/{event_id}"]["get"]["responses"][200]["content"]["application/json"];
type EventId = paths["/events/{event_id}"]["get"]["parameters"]["path"]["event_id"];
type Failure = paths["/events/{event_id}"]["get"]["responses"][401]["content"]["application/json"];
type Login = paths["/auth/login"]["post"]["requestBody"]["content"]["application/json"];
type Orders = paths["/events/{event_id}/orders"]["get"]["responses"][200]["content"]["application/json"];
type OrderStatus = Orders["data"][number]["status"];

export const eventOf = (answer: EventAnswer): Event => answer.data;
export const titleOf = (answer: EventAnswer): string => answer.data.title;
export const organizerNameOf = (event: Event): string | undefined => event.organizer?.name;
export const messageOf = (failure: Failure): string => failure.message;
export const eventId: EventId = 42;
export const login: Login = { email: "owner@example.test", password: "a long secret" };
export const completed: OrderStatus = "COMPLETED";

// @ts-expect-error an event's title is text
export const numberTitle: Event["title"] = 1;
// @ts-expect-error no order has this status
export const shipped: OrderStatus = "SHIPPED";
// @ts-expect-error signing in takes a password
export const noPassword: Login = { email: "owner@example.test" };
`;

const clientTsconfig = {
  compilerOptions: {
    noEmit: true,
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    target: "es2022",
    module: "esnext",
    moduleResolution: "bundler",
    types: [],
  },
  files: ["client.ts"],
};

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
}

describe.skipIf(inject("testDatabase").kind === "postgres")("the OpenAPI document in client tools", () => {
  const api = useTestApp();
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = (await (await api.request("/api/openapi.json")).json()) as OpenApiDocument;
  });

  it("passes Redocly's recommended rules: no error, and only the warnings explained here", async () => {
    const run = await lintOpenApi(document, "json");
    const report = JSON.parse(run.stdout) as RedoclyReport;
    const problems = report.problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}`,
    );
    // operation-4xx-response: these three never answer a 4xx: the health check answers 200 or 503
    // whatever is sent, the document and the colour themes 200. The rule stays on for every other
    // operation.
    expect(problems.sort()).toEqual([
      "warn operation-4xx-response #/paths/~1health/get/responses",
      "warn operation-4xx-response #/paths/~1openapi.json/get/responses",
      "warn operation-4xx-response #/paths/~1public~1color-themes/get/responses",
    ]);
    expect(report.totals.errors).toBe(0);
    expect(run.exitCode).toBe(0);
  }, 120_000);

  it("gives openapi-typescript types that the repo's TypeScript compiles, read as a client reads them", async () => {
    await withDocumentFile(document, async (file, folder) => {
      const generated = await runNodeScript(
        binOf("openapi-typescript", "openapi-typescript"),
        [file, "--output", join(folder, "api.d.ts")],
        folder,
      );
      expect(generated.exitCode, generated.stderr).toBe(0);
      await writeFile(join(folder, "client.ts"), clientCode);
      await writeFile(join(folder, "tsconfig.json"), JSON.stringify(clientTsconfig));
      // The repo's own TypeScript, not the copy openapi-typescript brings for itself.
      const tsc = binOf("typescript", "tsc", join(serverRoot, "..", ".."));
      const compiled = await runNodeScript(tsc, ["--project", folder], folder);
      expect(`${compiled.stdout}${compiled.stderr}`).toBe("");
      expect(compiled.exitCode).toBe(0);
    });
  }, 120_000);
});

/**
 * `redocly lint` (Redocly's recommended rules, redocly.yaml) of the OpenAPI document that
 * GET /api/openapi.json serves, built from the route registry as the app builds it. Prints
 * Redocly's report; exits non-zero when it finds an error.
 *
 *   npm run openapi:lint -w @varco/server
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type OpenApiDocument, openApiDocument } from "../src/http/openapi";
import { lintOpenApi } from "../src/http/openapiLint";
import { openApiRoute } from "../src/modules/platform/routes";
import { apiRoutes } from "../src/routes";
import { serverRoot } from "../src/serverRoot";

const { version } = JSON.parse(readFileSync(join(serverRoot, "package.json"), "utf8")) as { version: string };
const document: OpenApiDocument = openApiDocument([...apiRoutes, openApiRoute(() => document)], {
  title: "Varco API",
  version,
});
const run = await lintOpenApi(document, "stylish");
process.stdout.write(run.stdout);
process.stderr.write(run.stderr);
process.exitCode = run.exitCode;

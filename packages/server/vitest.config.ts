import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { postgresTargetOf } from "./src/test/postgresTarget";

/**
 * The same test files run twice: `server:pglite` (embedded PostgreSQL, always) and
 * `server:postgres` (a real PostgreSQL 15, when there is one: see src/test/postgresTarget.ts).
 * One project alone: `npx vitest run --project server:pglite`.
 */
const postgres = postgresTargetOf(process.env);
if (postgres.kind === "none") {
  if (process.env.VARCO_REQUIRE_POSTGRES_TESTS)
    throw new Error(`server:postgres is required but ${postgres.reason}`);
  console.warn(`\n  server:postgres SKIPPED: ${postgres.reason}.\n  Only server:pglite runs.\n`);
}

const shared = {
  environment: "node" as const,
  include: ["src/**/*.test.ts"],
  // Loading a PGlite snapshot or copying a template database takes a moment on a busy machine.
  hookTimeout: 60_000,
  testTimeout: 30_000,
  // The files of a worker share its modules: each file would otherwise load the whole server (Hono,
  // Drizzle, the Stripe SDK, every schema) afresh, which took a third of the suite's time. The
  // server keeps no state in its modules that a test could leave behind: configuration, clock and
  // database reach it as arguments (see docs/decisions/0008-test-files-share-modules.md).
  isolate: false,
};

/**
 * @varco/domain from its TypeScript sources, not its published build (see its package.json). An
 * alias rather than its "@varco/source" export condition: Vitest runs the global setup in an
 * environment of its own, which takes neither `resolve.conditions` nor `ssr.resolve.conditions`.
 */
const domainSources = (path: string) => fileURLToPath(new URL(`../domain/src/${path}`, import.meta.url));
const resolution = {
  resolve: {
    alias: [
      { find: /^@varco\/domain$/, replacement: domainSources("index.ts") },
      { find: /^@varco\/domain\/swr$/, replacement: domainSources("swr/index.ts") },
    ],
  },
};

export default defineConfig({
  ...resolution,
  test: {
    // Vitest runs one file at a time on a two-core machine (its default is the cores less one).
    // Two at once: a file spends much of its time waiting on PostgreSQL's own processes or on
    // PGlite's disk, and CI's suite goes from about 610 s to 420 s on two cores.
    maxWorkers: 2,
    projects: [
      {
        ...resolution,
        test: { ...shared, name: "server:pglite", globalSetup: ["src/test/pgliteSnapshot.globalSetup.ts"] },
      },
      ...(postgres.kind === "none"
        ? []
        : [
            {
              ...resolution,
              test: {
                ...shared,
                name: "server:postgres",
                globalSetup: ["src/test/postgresCluster.globalSetup.ts"],
              },
            },
          ]),
    ],
  },
});

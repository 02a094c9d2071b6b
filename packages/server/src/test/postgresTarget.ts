import { existsSync } from "node:fs";
import { join } from "node:path";

/** Where Debian's postgresql-15 package puts its programs (what CI installs, see .ci/run). */
export const defaultPostgresBinDir = "/usr/lib/postgresql/15/bin";

/** Which PostgreSQL the `server:postgres` project runs the suite against, if any. */
export type PostgresTarget =
  | { kind: "url"; adminUrl: string }
  | { kind: "cluster"; binDir: string }
  | { kind: "none"; reason: string };

/**
 * `TEST_DATABASE_URL` (a server where the tests may create and drop databases) wins; otherwise
 * the PostgreSQL 15 binaries (`PG_BIN_DIR` to point elsewhere) start a throwaway cluster.
 */
export function postgresTargetOf(env: Record<string, string | undefined>): PostgresTarget {
  if (env.TEST_DATABASE_URL) return { kind: "url", adminUrl: env.TEST_DATABASE_URL };
  const binDir = env.PG_BIN_DIR || defaultPostgresBinDir;
  if (existsSync(join(binDir, "initdb")) && existsSync(join(binDir, "pg_ctl")))
    return { kind: "cluster", binDir };
  return {
    kind: "none",
    reason: `no TEST_DATABASE_URL and no PostgreSQL binaries in ${binDir} (apt-get install postgresql-15, or set PG_BIN_DIR)`,
  };
}

import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { chown, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { postgresConnection } from "../db/connect";
import { postgresTargetOf } from "./postgresTarget";
import { databaseUrl, quoteIdentifier, withAdminClient } from "./testDatabase";

/**
 * server:postgres, once per run: a PostgreSQL to test against — TEST_DATABASE_URL, or a throwaway
 * PostgreSQL 15 cluster in a temporary directory on a free port — and in it one migrated template
 * database that every test file copies (`testDatabase.ts`). Teardown drops what the run created
 * and stops the cluster.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = postgresTargetOf(process.env);
  if (target.kind === "none") throw new Error(`server:postgres cannot run: ${target.reason}`);

  const cluster = target.kind === "cluster" ? await startThrowawayCluster(target.binDir) : undefined;
  const adminUrl = target.kind === "url" ? target.adminUrl : (cluster as ThrowawayCluster).url;
  // Lower case and digits only: it becomes part of database names.
  const runId = `${process.pid}${Date.now().toString(36)}`;
  const template = `varco_template_${runId}`;
  try {
    await withAdminClient(adminUrl, (admin) => admin.query(`create database ${quoteIdentifier(template)}`));
    const connection = postgresConnection({ url: databaseUrl(adminUrl, template), poolMax: 1 });
    try {
      await connection.migrate();
    } finally {
      // Closed before any file copies the template: PostgreSQL refuses to copy a database in use.
      await connection.close();
    }
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  project.provide("testDatabase", { kind: "postgres", adminUrl, template, runId });

  return async () => {
    if (cluster) {
      await cluster.stop();
      return;
    }
    // A shared server outlives the run: drop the template and whatever a crashed file left behind.
    await withAdminClient(adminUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname = $1 or datname like $2",
        [template, `varco\\_test\\_${runId}\\_%`],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`);
    });
  };
}

interface ThrowawayCluster {
  url: string;
  stop(): Promise<void>;
}

const clusterPrefix = "varco-pg-";

/**
 * initdb + pg_ctl start, as the `postgres` OS user when running as root (PostgreSQL refuses to run
 * as root). fsync and friends are off: the cluster is thrown away, so durability buys nothing.
 */
async function startThrowawayCluster(binDir: string): Promise<ThrowawayCluster> {
  stopAbandonedClusters(binDir);
  const dir = await mkdtemp(join(tmpdir(), clusterPrefix));
  // Marks the cluster as this process's, so a later run can tell an abandoned one (owner gone).
  await writeFile(join(dir, "owner.pid"), String(process.pid));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    await chown(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(binDir, program), ...args]]
      : [join(binDir, program), args];
    execFileSync(command[0] as string, command[1] as string[], { stdio: "pipe", timeout: 60_000 });
  };
  const data = join(dir, "data");
  const log = join(dir, "postgres.log");
  const stopNow = () => {
    try {
      if (existsSync(join(data, "postmaster.pid")))
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // If the run dies before its teardown (Ctrl-C, a crash), the cluster must not outlive it.
  process.once("exit", stopNow);

  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    let port = 0;
    // A free port can be taken by someone else between finding and binding it: try another.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        "-c listen_addresses=127.0.0.1",
        "-c fsync=off",
        "-c synchronous_commit=off",
        "-c full_page_writes=off",
        "-c max_connections=200",
      ].join(" ");
      try {
        run("pg_ctl", ["-D", data, "-o", options, "-l", log, "-w", "-t", "30", "start"]);
        break;
      } catch (error) {
        if (attempt >= 3) {
          const tail = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : "";
          throw new Error(`pg_ctl start failed: ${String(error)}\n${tail}`);
        }
      }
    }
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        process.removeListener("exit", stopNow);
        try {
          run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    process.removeListener("exit", stopNow);
    stopNow();
    throw error;
  }
}

/** Clusters whose owning test run is gone (killed before its teardown) are stopped and removed. */
function stopAbandonedClusters(binDir: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(clusterPrefix)) continue;
    const dir = join(tmpdir(), name);
    const owner = Number(readFileSafely(join(dir, "owner.pid")));
    if (!Number.isInteger(owner) || owner <= 0 || isAlive(owner)) continue;
    const data = join(dir, "data");
    try {
      if (existsSync(join(data, "postmaster.pid"))) {
        const asRoot = process.getuid?.() === 0;
        const pgCtl = join(binDir, "pg_ctl");
        const args = ["-D", data, "-m", "immediate", "-w", "stop"];
        if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", pgCtl, ...args], { stdio: "pipe" });
        else execFileSync(pgCtl, args, { stdio: "pipe" });
      }
    } catch {
      // Already stopped, or not ours to stop: removing the directory is all that is left to try.
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

function readFileSafely(path: string): string {
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

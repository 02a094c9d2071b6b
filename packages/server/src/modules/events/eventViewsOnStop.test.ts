import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectDatabase } from "../../db/connect";
import { eventStatistics } from "../../db/schema";
import { startServer } from "../../server";
import { openTestDatabase, type TestDatabase } from "../../test/testDatabase";

describe("page views on a graceful stop", () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "varco-views-stop-"));
    // PostgreSQL: this file's own database; PGlite: a data dir the server creates. The data dir
    // either way: the seeded demo's pictures are uploaded there.
    if (inject("testDatabase").kind === "postgres") {
      database = await openTestDatabase();
      env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    } else {
      env = { DATA_DIR: dataDir };
    }
  });

  afterAll(async () => {
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes the views still waiting in memory before the database closes", {
    timeout: 180_000,
  }, async () => {
    const running = await startServer({
      env: { ...env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "silent" },
      print: () => {},
    });
    const eventId = running.demo?.eventId;
    expect(eventId).toBeDefined();
    for (const agent of ["Firefox/128", "Safari/17", "Edge/120"]) {
      const response = await fetch(`${running.url}/api/public/events/${eventId}`, {
        headers: { "user-agent": agent },
      });
      expect(response.status).toBe(200);
    }
    // Well within the flush interval: the views are still in memory when the stop begins.
    await running.stop();

    const reopened = await connectDatabase(
      { DATA_DIR: dataDir, DATABASE_POOL_MAX: 1, ...(database?.url ? { DATABASE_URL: database.url } : {}) },
      undefined,
    );
    try {
      const [totals] = await reopened.db
        .select({ views: eventStatistics.totalViews })
        .from(eventStatistics)
        .where(eq(eventStatistics.eventId, eventId as number));
      expect(totals?.views).toBe(3);
    } finally {
      await reopened.close();
    }
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "../db/schema";
import { openTestDatabase, type TestDatabase } from "../test/testDatabase";
import { enqueueJob } from "./queue";
import { type Job, type JobHandler, retryDelaySeconds, runDueJobs } from "./runner";

/** The job runner on one database (PGlite and PostgreSQL: both projects run this file). */
describe("the job runner", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  const jobNamed = async (key: string) =>
    (
      await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, "test"), eq(jobs.key, key)))
    )[0];
  /** A handler that records the keys it ran, in order. */
  const recording = (ran: string[]): JobHandler => ({
    async run(job) {
      ran.push(job.key);
      return "done";
    },
  });

  it("queues a key once, and nothing from a change that rolled back", async () => {
    expect(await enqueueJob(database.db, { queue: "test", key: "a", payload: { n: 1 } })).toBe(true);
    expect(await enqueueJob(database.db, { queue: "test", key: "a", payload: { n: 2 } })).toBe(false);
    // The same key in another queue is another job.
    expect(await enqueueJob(database.db, { queue: "other", key: "a", payload: {} })).toBe(true);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, { queue: "test", key: "b", payload: {} });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");

    const ran: string[] = [];
    expect(await runDueJobs(database.db, { test: recording(ran) })).toMatchObject({ done: 1 });
    expect(ran).toEqual(["a"]);
    expect(await jobNamed("a")).toMatchObject({
      queue: "test",
      payload: { n: 1 },
      status: "DONE",
      attempts: 1,
    });
    expect(await jobNamed("b")).toBeUndefined();
    // Done is done; the other queue's job waits for a runner of that queue.
    expect(await runDueJobs(database.db, { test: recording(ran) })).toMatchObject({ done: 0 });
    expect((await database.db.select().from(jobs).where(eq(jobs.queue, "other")))[0]?.status).toBe("PENDING");
  });

  it("waits for a job's time, in the order they fall due", async () => {
    await enqueueJob(database.db, {
      queue: "test",
      key: "later",
      payload: {},
      runAt: new Date(Date.now() + 60_000),
    });
    await enqueueJob(database.db, { queue: "test", key: "second", payload: {} });
    await enqueueJob(database.db, {
      queue: "test",
      key: "first",
      payload: {},
      runAt: new Date(Date.now() - 60_000),
    });
    const ran: string[] = [];
    await runDueJobs(database.db, { test: recording(ran) });
    expect(ran).toEqual(["first", "second"]);
    expect((await jobNamed("later"))?.status).toBe("PENDING");
  });

  it("retries a failure later and later, then gives up, telling the handler each time", async () => {
    await enqueueJob(database.db, { queue: "test", key: "flaky", payload: {} });
    const told: [string, boolean][] = [];
    const failing: JobHandler = {
      maxAttempts: 3,
      run: () => Promise.reject(new Error("421 try later")),
      async failed(_job, error, final) {
        told.push([error, final]);
      },
    };
    for (const attempt of [1, 2, 3]) {
      const before = Date.now();
      const report = await runDueJobs(database.db, { test: failing });
      const job = (await jobNamed("flaky")) as Job;
      if (attempt < 3) {
        expect(report).toMatchObject({ retried: 1, failed: 0 });
        expect(job).toMatchObject({ status: "PENDING", attempts: attempt, lastError: "421 try later" });
        expect(job.runAt.getTime()).toBeGreaterThan(before + (retryDelaySeconds(attempt) - 5) * 1000);
        // Not due yet: the next pass leaves it.
        expect(await runDueJobs(database.db, { test: failing })).toMatchObject({ retried: 0 });
        await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job.id));
      } else {
        expect(report).toMatchObject({ retried: 0, failed: 1 });
        expect(job).toMatchObject({ status: "FAILED", attempts: 3 });
      }
    }
    expect(told).toEqual([
      ["421 try later", false],
      ["421 try later", false],
      ["421 try later", true],
    ]);
    expect([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(20)]).toEqual([30, 60, 3600]);
  });

  it("takes again a job whose runner died once its lease ran out, not before", async () => {
    await enqueueJob(database.db, { queue: "test", key: "orphan", payload: {} });
    // A runner claims it and dies before finishing: its lease is all that is left of it.
    const dead: JobHandler = { run: () => new Promise(() => {}) };
    void runDueJobs(database.db, { test: dead }, { leaseSeconds: 60 });
    await expect.poll(async () => (await jobNamed("orphan"))?.attempts).toBe(1);
    const ran: string[] = [];
    expect(await runDueJobs(database.db, { test: recording(ran) })).toMatchObject({ done: 0 });
    // The lease runs out.
    await database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, "orphan"));
    expect(await runDueJobs(database.db, { test: recording(ran) })).toMatchObject({ done: 1 });
    expect(ran).toEqual(["orphan"]);
    expect(await jobNamed("orphan")).toMatchObject({ status: "DONE", attempts: 2 });
  });

  it("a runner that overran its lease leaves the job to the one that took it", async () => {
    await enqueueJob(database.db, { queue: "test", key: "slow", payload: {} });
    let release = () => {};
    const slow: JobHandler = {
      run: () =>
        new Promise((resolve) => {
          release = () => resolve("done");
        }),
    };
    const overrunning = runDueJobs(database.db, { test: slow }, { leaseSeconds: 60 });
    await expect.poll(async () => (await jobNamed("slow"))?.attempts).toBe(1);
    await database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, "slow"));
    const failing: JobHandler = { run: () => Promise.reject(new Error("second runner failed")) };
    expect(await runDueJobs(database.db, { test: failing })).toMatchObject({ retried: 1 });
    // The first runner finishes late: its "done" does not overwrite the second runner's attempt.
    release();
    expect(await overrunning).toMatchObject({ done: 0, lost: 1 });
    expect(await jobNamed("slow")).toMatchObject({
      status: "PENDING",
      attempts: 2,
      lastError: "second runner failed",
    });
  });

  it("runs each job once when runners claim at the same time", async () => {
    const keys = Array.from({ length: 40 }, (_, index) => `job-${index}`);
    for (const key of keys) await enqueueJob(database.db, { queue: "test", key, payload: {} });
    const ran: string[] = [];
    const handler: JobHandler = {
      async run(job) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        ran.push(job.key);
        return "done";
      },
    };
    for (;;) {
      const reports = await Promise.all(
        [1, 2, 3].map(() => runDueJobs(database.db, { test: handler }, { batchSize: 7 })),
      );
      if (reports.every((report) => report.done === 0)) break;
    }
    expect(ran.toSorted()).toEqual(keys.toSorted());
  });
});

import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./connect";

describe("lockDataDir", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "varco-lock-test-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("takes the data dir, refuses a second taker, and frees it on release", async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    await release();
    expect(existsSync(join(dir, "pglite.lock"))).toBe(false);
    await (await lockDataDir(dir))();
  });

  it("takes over a lock whose process is gone", async () => {
    // Beyond the kernel's pid range (4194304 at most on Linux): no such process can exist.
    await writeFile(join(dir, "pglite.lock"), "99999999");
    const release = await lockDataDir(dir);
    expect(await readFile(join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    await release();
  });
});

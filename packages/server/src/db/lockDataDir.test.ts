import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./connect";

const onLinux = existsSync("/proc/self/stat");

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] as string;
}

/** Another process that takes the lock with the real `lockDataDir` and holds it until killed. */
async function spawnLockHolder(dir: string): Promise<ChildProcess> {
  const connect = fileURLToPath(new URL("./connect.ts", import.meta.url));
  const script = `const { lockDataDir } = await import(${JSON.stringify(connect)});
await lockDataDir(${JSON.stringify(dir)});
process.stdout.write("locked\\n");
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      if (String(chunk).includes("locked")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`lock holder exited (${code}): ${stderr}`)));
  });
  return child;
}

describe("lockDataDir", () => {
  let dir: string;
  let children: ChildProcess[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "varco-lock-test-"));
  });
  afterEach(async () => {
    for (const child of children) child.kill("SIGKILL");
    children = [];
    await rm(dir, { recursive: true, force: true });
  });

  const lockFile = () => join(dir, "pglite.lock");
  const ownerPid = async () => (JSON.parse(await readFile(lockFile(), "utf8")) as { pid: number }).pid;

  it("takes the data dir, refuses a second taker, and frees it on release", async () => {
    const release = await lockDataDir(dir);
    expect(await ownerPid()).toBe(process.pid);
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${process.pid}`);
    await release();
    expect(existsSync(lockFile())).toBe(false);
    await (await lockDataDir(dir))();
  });

  it("takes over a lock whose process is gone", async () => {
    // Beyond the kernel's pid range (4194304 at most on Linux): no such process can exist.
    await writeFile(lockFile(), JSON.stringify({ pid: 99_999_999 }));
    const release = await lockDataDir(dir);
    expect(await ownerPid()).toBe(process.pid);
    await release();
  });

  // In a container the server is pid 1 on every start: the lock a killed server left names the
  // pid the new server now has.
  it("takes over a lock left by a killed process whose pid is now this process's own", async () => {
    // What a server before this change wrote: its pid alone.
    await writeFile(lockFile(), String(process.pid));
    const release = await lockDataDir(dir);
    expect(await ownerPid()).toBe(process.pid);
    await release();

    await writeFile(
      lockFile(),
      JSON.stringify({ pid: process.pid, startTime: "1", bootId: "00000000-0000-0000-0000-000000000000" }),
    );
    await (await lockDataDir(dir))();
  });

  it.runIf(onLinux)("takes over a lock whose pid now belongs to an unrelated live process", async () => {
    const unrelated = spawn("sleep", ["60"]);
    children.push(unrelated);
    const pid = unrelated.pid as number;
    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    // The same pid and boot, but the process started at another moment: the pid was reused.
    const startTime = String(Number(startTimeOf(pid)) + 1);
    await writeFile(lockFile(), JSON.stringify({ pid, startTime, bootId }));
    const release = await lockDataDir(dir);
    expect(await ownerPid()).toBe(process.pid);
    await release();

    // From an earlier boot: every process of that boot is gone, whatever runs under its pid now.
    await writeFile(
      lockFile(),
      JSON.stringify({ pid, startTime: startTimeOf(pid), bootId: "00000000-0000-0000-0000-000000000000" }),
    );
    await (await lockDataDir(dir))();
  });

  it("refuses a lock held by another live server, and takes it once that server is killed", async () => {
    const holder = await spawnLockHolder(dir);
    children.push(holder);
    await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${holder.pid}`);

    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const release = await lockDataDir(dir);
    expect(await ownerPid()).toBe(process.pid);
    await release();
  });
});

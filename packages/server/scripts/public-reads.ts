/**
 * Public event reads per second and their latency at CONNECTIONS concurrent clients, against the
 * real server (`src/server.ts` in a child process, with the demo event), and in the same run
 * against a bare `node:http` server (also a child process) answering the same bytes: the ratio
 * says how much of the machine the API's own work takes. The bare server is measured twice: with
 * the body and its content type only (the ratio the goal is set on), and sending the API's
 * headers too (its security headers, Vary, a request id), which node:http alone pays for.
 *
 *   npm run bench:public -w @varco/server                          # PGlite in a fresh DATA_DIR
 *   DATABASE_URL=postgres://… npm run bench:public -w @varco/server # PostgreSQL (seeded if empty)
 *   DURATION=20 CONNECTIONS=50 npm run bench:public -w @varco/server
 *
 * The load comes from autocannon in this process: on a small machine it shares the cores with the
 * server, equally for both servers. A measurement, not a test. On Linux each line also gives the
 * server's own CPU time per read (from /proc), which other work on the machine disturbs less than
 * reads/s.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, startBenchServer, waitUntilUp } from "./benchServer";

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const databaseUrl = process.env.DATABASE_URL ?? "";
/**
 * The same bytes and content type as the API's answer, from `node:http` and nothing else; at
 * /same-headers also with every header the API sends (its security headers, Vary, a request id),
 * which shows what those headers alone cost node:http.
 */
const bareServerSource = `
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
const body = readFileSync(process.env.BODY_FILE);
const apiHeaders = JSON.parse(process.env.API_HEADERS);
createServer((request, response) => {
  const headers = request.url === "/same-headers" ? apiHeaders : { "content-type": process.env.CONTENT_TYPE };
  response.writeHead(200, { ...headers, "content-length": body.length });
  response.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

/** Headers node:http writes itself, or that describe one answer's transfer rather than the answer. */
const transferHeaders = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user + system) per read, when /proc tells it. */
  cpuMicrosPerRead: number | undefined;
}

/** A process's CPU time so far in clock ticks (utime + stime), or undefined off Linux. */
async function cpuTicksOf(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces) start at state, field 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on every Linux we run on. */
const ticksPerSecond = 100;

async function load(url: string, server: ChildProcess): Promise<Figures> {
  // A short warm-up (JIT, caches, pools), then the measured run.
  await autocannon({ url, connections, duration: 2 });
  const before = await cpuTicksOf(server.pid);
  const result = await autocannon({ url, connections, duration });
  const after = await cpuTicksOf(server.pid);
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicrosPerRead:
      before === undefined || after === undefined || result.requests.total === 0
        ? undefined
        : ((after - before) / ticksPerSecond / result.requests.total) * 1e6,
  };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "varco-bench-public-"));
  const children: ChildProcess[] = [];
  try {
    const { child: api, origin } = await startBenchServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_DIST_DIR: "",
    });
    children.push(api);

    const listed = (await (await fetch(`${origin}/api/public/events`)).json()) as { data: { id: number }[] };
    const eventId = listed.data[0]?.id;
    if (eventId === undefined) throw new Error("no public event: the demo seed publishes one");
    const eventUrl = `${origin}/api/public/events/${eventId}`;
    // As autocannon asks: no Accept-Encoding, so the bytes as they are.
    const sample = await fetch(eventUrl, { headers: { "accept-encoding": "identity" } });
    if (sample.headers.has("content-encoding")) throw new Error("the sample came compressed");
    const body = Buffer.from(await sample.arrayBuffer());
    const apiHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !transferHeaders.has(name)));
    const bodyFile = join(dataDir, "body.json");
    await writeFile(bodyFile, body);

    const barePort = await freePort();
    const bare = spawn(process.execPath, ["--input-type=module", "-e", bareServerSource], {
      env: {
        ...process.env,
        PORT: String(barePort),
        BODY_FILE: bodyFile,
        CONTENT_TYPE: sample.headers.get("content-type") ?? "application/json",
        API_HEADERS: JSON.stringify(apiHeaders),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitUntilUp(bare, bareUrl);

    const database = databaseUrl ? "PostgreSQL" : "PGlite";
    console.info(
      `GET /api/public/events/${eventId} (${body.length} bytes), ${connections} connections, ${duration} s each, ${database}`,
    );
    const ours = await load(eventUrl, api);
    const baseline = await load(bareUrl, bare);
    const sameHeaders = await load(`${bareUrl}same-headers`, bare);
    const cpu = ({ cpuMicrosPerRead }: Figures) =>
      cpuMicrosPerRead === undefined
        ? ""
        : `   server CPU ${cpuMicrosPerRead.toFixed(1).padStart(5)} µs/read`;
    const line = (label: string, figures: Figures) =>
      `${label.padEnd(22)} ${figures.perSecond.toFixed(0).padStart(7)} reads/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(5)} ms${cpu(figures)}   non-2xx ${figures.non2xx}, errors ${figures.errors}`;
    console.info(line("Varco API", ours));
    console.info(line("bare node:http", baseline));
    console.info(line("  + the API's headers", sameHeaders));
    const ratio = (of: Figures) => `${((ours.perSecond / of.perSecond) * 100).toFixed(1)}%`;
    console.info(
      `ratio: ${ratio(baseline)} of the bare server's reads/s (${ratio(sameHeaders)} of it sending the API's ${Object.keys(apiHeaders).length} headers too)`,
    );
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * Login latency alone and under a flood of bogus password-reset requests, against the real server
 * (`src/server.ts` in a child process) on a fresh temporary DATA_DIR (PGlite).
 *
 *   npm run bench:login-flood -w @varco/server            # 60 logins each way, 100 in flight
 *   LOGINS=200 FLOOD=100 npm run bench:login-flood -w @varco/server
 *
 * The flood keeps FLOOD bogus `POST /api/auth/reset-password/{token}` requests in flight, each from
 * its own client address (X-Forwarded-For behind one trusted proxy), as a botnet would send them:
 * a per-address limit alone does not stop it, so what it costs the server per request shows.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBenchServer } from "./benchServer";

const logins = Number(process.env.LOGINS ?? 60);
const floodWidth = Number(process.env.FLOOD ?? 100);
function post(url: string, body: unknown, clientAddress: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress },
    body: JSON.stringify(body),
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
  return `${label.padEnd(28)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  (n=${samples.length})`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "varco-login-flood-"));
  const { child: server, origin } = await startBenchServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "false",
    TRUSTED_PROXY_COUNT: "1",
  });
  const base = `${origin}/api`;
  try {
    const credentials = { email: "bench@example.test", password: "a bench password" };
    const registered = await post(
      `${base}/auth/register`,
      { first_name: "Bench", ...credentials, password_confirmation: credentials.password },
      "192.0.2.1",
    );
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);

    const loginOnce = async (): Promise<number> => {
      const started = performance.now();
      const response = await post(`${base}/auth/login`, credentials, "192.0.2.2");
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      return performance.now() - started;
    };
    const series = async () => {
      const samples: number[] = [];
      for (let index = 0; index < logins; index++) samples.push(await loginOnce());
      return samples;
    };

    for (let index = 0; index < 5; index++) await loginOnce();
    const alone = await series();

    let flooding = true;
    let floodRequests = 0;
    const statuses = new Map<number, number>();
    const flooder = async (lane: number) => {
      for (let round = 0; flooding; round++) {
        const clientAddress = `10.${lane}.${Math.floor(round / 250) % 250}.${(round % 250) + 1}`;
        // Shaped like a real link's token (32 random bytes), so nothing tells it apart up front.
        const token = randomBytes(32).toString("base64url");
        const response = await post(
          `${base}/auth/reset-password/${token}`,
          { password: "flood password", password_confirmation: "flood password" },
          clientAddress,
        );
        await response.arrayBuffer();
        floodRequests += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    };
    const floodStarted = performance.now();
    const lanes = Array.from({ length: floodWidth }, (_, lane) => flooder(lane));
    // Let the flood fill the server before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const underFlood = await series();
    flooding = false;
    await Promise.all(lanes);
    const floodSeconds = (performance.now() - floodStarted) / 1000;

    process.stdout.write(
      [
        `login latency, ${logins} sequential logins; flood = ${floodWidth} concurrent bogus reset-password requests`,
        summary("alone", alone),
        summary("during the flood", underFlood),
        `flood: ${floodRequests} requests in ${floodSeconds.toFixed(1)} s (${(floodRequests / floodSeconds).toFixed(0)}/s), answers ${[
          ...statuses,
        ]
          .map(([status, count]) => `${status}×${count}`)
          .join(", ")}`,
        "",
      ].join("\n"),
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

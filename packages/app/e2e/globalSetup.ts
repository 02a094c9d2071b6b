import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { resellerBrand, resellerLogoSvg } from "./brand";
import { demoEmail, demoPassword, stripeWebhookSecret } from "./demo";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const distDir = join(appDir, "dist");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const log = await readFile(logFile, "utf8").catch(() => "");
  throw new Error(`The server at ${url} did not become healthy.\n${log}`);
}

/** A running server: its origin, and how to stop it (and drop its data). */
interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** Where it writes the mail it sends (no SMTP here: one `.eml` file per message). */
  mailDir?: string;
}

/** The real server (API + built app) on a free port with its own PGlite directory. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), "varco-e2e-"));
  const logFile = join(dataDir, "server.log");
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ["--import", "tsx", "packages/server/src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_DIST_DIR: distDir,
      APP_URL: url,
      DEMO_EMAIL: demoEmail,
      DEMO_PASSWORD: demoPassword,
      LOG_LEVEL: "warn",
      // As behind a reverse proxy: the client's address is X-Forwarded-For's last hop (api.ts gives
      // each organiser a test registers an address of its own; the per-address limits still apply).
      TRUSTED_PROXY_COUNT: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, server, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, mailDir: join(dataDir, "mail") };
}

/** The local Stripe stand-in (packages/server/src/test/stripeStandInServer.ts) in a process of its own. */
async function startStripeStandIn(): Promise<RunningServer> {
  const standIn = spawn(
    process.execPath,
    ["--import", "tsx", "packages/server/src/test/stripeStandInMain.ts"],
    {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    standIn.once("exit", (code) => reject(new Error(`The Stripe stand-in exited (${code}).`)));
    standIn.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return {
    url,
    stop: async () => {
      if (standIn.exitCode !== null) return;
      const exited = new Promise((resolve) => standIn.once("exit", resolve));
      standIn.kill("SIGTERM");
      await exited;
    },
  };
}

/** The reseller's own asset host: its logos live there, not in our build. */
async function startAssetHost(): Promise<RunningServer> {
  const files: Record<string, string> = {
    "/logo-light.svg": resellerLogoSvg(resellerBrand.primary),
    "/logo-dark.svg": resellerLogoSvg("#0b3d40"),
  };
  const host = createHttpServer((request, response) => {
    const body = files[request.url ?? ""];
    response.writeHead(body ? 200 : 404, { "content-type": "image/svg+xml" });
    response.end(body ?? "");
  });
  const port = await freePort();
  await new Promise<void>((resolve) => host.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => host.close(() => resolve())),
  };
}

/**
 * Starts, once for every test, three servers on the same build: the deployment as installed
 * (`VARCO_E2E_URL`), one under a reseller's brand (`VARCO_E2E_BRANDED_URL`), and one whose
 * organisers connect their own Stripe accounts at a local Stripe stand-in (`VARCO_E2E_CONNECT_URL`,
 * the stand-in at `VARCO_E2E_STRIPE_URL`). Builds the app only when dist/ is missing.
 */
export default async function globalSetup() {
  if (!existsSync(join(distDir, "index.html"))) {
    const build = spawnSync("npm", ["run", "build", "-w", "@varco/app"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("Building the app failed.");
  }

  const assets = await startAssetHost();
  const stripe = await startStripeStandIn();
  const stripeUrl = stripe.url;
  const started = await Promise.allSettled([
    // Webhooks may call a receiver the tests start on this machine, over http (e2e/webhooks.spec.ts).
    startServer({ WEBHOOKS_ALLOW_HTTP: "true", WEBHOOKS_ALLOW_PRIVATE: "true" }),
    startServer({
      APP_NAME: resellerBrand.appName,
      APP_PRIMARY_COLOR: resellerBrand.primary,
      APP_SECONDARY_COLOR: resellerBrand.secondary,
      APP_LOGO_LIGHT_URL: `${assets.url}/logo-light.svg`,
      APP_LOGO_DARK_URL: `${assets.url}/logo-dark.svg`,
      APP_LICENSED: "true",
    }),
    // Organisers connect their own Stripe accounts, at the local Stripe stand-in (e2e/stripeConnect.spec.ts).
    startServer({
      STRIPE_SECRET_KEY: "sk_test_varcoE2e",
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      APP_CARD_PAYMENT_PUBLISHABLE_KEY: "pk_test_varcoE2e",
      STRIPE_API_URL: stripeUrl,
      STRIPE_CONNECT: "true",
      STRIPE_PLATFORM_FEE_PERCENT: "3",
    }),
  ]);
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all([...servers, assets].map((server) => server.stop()));
    await stripe.stop();
  };
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [plain, branded, connect] = servers as [RunningServer, RunningServer, RunningServer];
  process.env.VARCO_E2E_URL = plain.url;
  process.env.VARCO_E2E_BRANDED_URL = branded.url;
  process.env.VARCO_E2E_CONNECT_URL = connect.url;
  process.env.VARCO_E2E_STRIPE_URL = stripeUrl;
  process.env.VARCO_E2E_ASSETS_URL = assets.url;
  process.env.VARCO_E2E_MAIL_DIR = plain.mailDir ?? "";
  return stopAll;
}

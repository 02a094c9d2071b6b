#!/usr/bin/env node
// `node packages/server/scripts/two-instances.mjs`, after `npm run build`: two Varco instances on one
// PostgreSQL, as an operator who outgrows one process runs them (docs/operations.md). From a
// production install (scripts/productionCopy.mjs: the build, `npm ci --omit=dev`, no tsx), on a
// throwaway PostgreSQL 15 cluster (PG_BIN_DIR, else /usr/lib/postgresql/15/bin), both started at
// the same moment on the fresh database, each with a data directory of its own. Checks:
// - neither prints node-postgres' warning about two queries at once on one connection;
// - the demo's pictures, an image uploaded through one and the cover of an event duplicated through
//   it are served by the other;
// - the last seat sold on one is shown sold out by the other within a second;
// - the admin CLI's `backup` works from the production install, images included.
// Exits 1 on the first check that fails. CI runs it after the production check (.ci/run).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { duplicableEventParts } from "@varco/domain";
import { freePort } from "../../../scripts/freePort.mjs";
import { productionCopy, requireBuilds } from "../../../scripts/productionCopy.mjs";

requireBuilds(["packages/server/dist", "packages/domain/dist"]);

const binDir = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
const demo = { email: "operator@two-instances.test", password: "two instances, one database" };
/** A sale must reach the other instance within this. */
const saleSeenWithinMs = 1000;
const started = Date.now();
const step = (what) => console.info(`== ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const made = [];
const folder = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

/** Prints `what` when it holds; throws otherwise. */
function check(condition, what) {
  if (!condition) throw new Error(`failed: ${what}`);
  console.info(`ok: ${what}`);
}

/**
 * initdb and pg_ctl start on a free port, as the `postgres` user when run as root (PostgreSQL
 * refuses root). Durability off: the cluster is thrown away.
 */
async function startCluster() {
  if (!existsSync(join(binDir, "initdb")))
    throw new Error(`no PostgreSQL binaries in ${binDir}: set PG_BIN_DIR`);
  const dir = folder("varco-two-instances-pg-");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (program, args) =>
    execFileSync(
      asRoot ? "runuser" : join(binDir, program),
      asRoot ? ["-u", "postgres", "--", join(binDir, program), ...args] : args,
      { stdio: "pipe", timeout: 60_000 },
    );
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "postgres.log"), "-w", "-t", "30", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-c", "create database varco"]);
  return { url: `postgres://postgres@127.0.0.1:${port}/varco`, stop };
}

/** One instance from the production install: its own port and data directory, the shared database. */
async function startInstance(name, copy, databaseUrl) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["packages/server/dist/server.js"], {
    cwd: copy,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: folder(`varco-two-instances-${name}-`),
      DATABASE_URL: databaseUrl,
      DEMO_EMAIL: demo.email,
      DEMO_PASSWORD: demo.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const instance = { name, origin, child, said: "" };
  child.stdout.on("data", (chunk) => {
    instance.said += chunk;
  });
  child.stderr.on("data", (chunk) => {
    instance.said += chunk;
  });
  return instance;
}

async function healthy(instance) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${instance.origin}/api/health`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    if (instance.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`instance ${instance.name} did not start:\n${instance.said.slice(-3000)}`);
}

/** A JSON request to an instance; throws on an answer outside 2xx. */
async function api(instance, method, path, { token, body, cookie } = {}) {
  const answer = await fetch(`${instance.origin}/api/${path}`, {
    method,
    headers: {
      origin: instance.origin,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${instance.name}: ${method} ${path} answered ${answer.status}: ${text}`);
  return { json: text ? JSON.parse(text) : undefined, headers: answer.headers };
}

/** The bytes an instance serves at an image's URL (its path under /api/uploads), or its status. */
async function served(instance, url) {
  const answer = await fetch(`${instance.origin}${new URL(url).pathname}`);
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
}

async function servedByBoth(instances, url, what) {
  const [one, other] = await Promise.all(instances.map((instance) => served(instance, url)));
  check(
    one.status === 200 && other.status === 200,
    `${what} served by both instances (${one.status}, ${other.status})`,
  );
  check(one.bytes.equals(other.bytes), `${what}: the same bytes from both`);
  return one.bytes;
}

const coverOf = (event) => event.images?.find((image) => image.type === "EVENT_COVER");

let cluster;
let copy;
const instances = [];
try {
  step(`a throwaway PostgreSQL cluster from ${binDir}`);
  cluster = await startCluster();
  copy = productionCopy(step);

  step("two instances started at once on the empty database");
  instances.push(...(await Promise.all(["a", "b"].map((name) => startInstance(name, copy, cluster.url)))));
  await Promise.all(instances.map(healthy));
  const [a, b] = instances;
  for (const instance of instances)
    check(
      !/already executing a query/u.test(instance.said),
      `instance ${instance.name} started without pg's warning about two queries at once on one connection`,
    );

  step("images");
  const listed = await api(b, "GET", "public/events");
  const demoEvent = (await api(a, "GET", `public/events/${listed.json.data[0].id}`)).json.data;
  const demoCover = coverOf(demoEvent);
  check(demoCover, "the demo event has its cover");
  const coverBytes = await servedByBoth(instances, demoCover.url, "the demo's cover");

  const { token } = (await api(b, "POST", "auth/login", { body: demo })).json;
  const form = new FormData();
  form.append("image", new Blob([coverBytes], { type: "image/jpeg" }), "uploaded-on-b.jpg");
  form.append("type", "EVENT_COVER");
  const uploaded = (await api(b, "POST", `events/${demoEvent.id}/images`, { token, body: form })).json.data;
  await servedByBoth(instances, uploaded.url, "an image uploaded through instance b");
  for (const variant of uploaded.variants ?? [])
    await servedByBoth(instances, variant.url, `its ${variant.width}w ${variant.mime_type} copy`);

  const everyPart = (value) => Object.fromEntries(duplicableEventParts.map((part) => [part, value(part)]));
  const startDate = new Date(Date.now() + 40 * 86_400_000).toISOString();
  const copied = (
    await api(a, "POST", `events/${demoEvent.id}/duplicate`, {
      token,
      body: {
        title: "Replica",
        start_date: startDate,
        ...everyPart((part) => part === "duplicate_event_cover_image" || part === "duplicate_settings"),
      },
    })
  ).json.data;
  check(coverOf(copied), "the event duplicated through instance a has the cover");
  await servedByBoth(instances, coverOf(copied).url, "the duplicated event's cover");

  step("the last seat, sold on a, seen on b");
  const event = (
    await api(a, "POST", "events", {
      token,
      body: {
        title: "One seat",
        organizer_id: demoEvent.organizer_id,
        start_date: startDate,
        timezone: "Europe/Rome",
      },
    })
  ).json.data;
  const [category] = (await api(a, "GET", `events/${event.id}/product-categories`, { token })).json.data;
  const product = (
    await api(a, "POST", `events/${event.id}/products`, {
      token,
      body: {
        title: "The only seat",
        type: "FREE",
        product_type: "TICKET",
        product_category_id: category.id,
        prices: [{ price: 0, initial_quantity_available: 1 }],
      },
    })
  ).json.data;
  const priceId = product.prices[0].id;
  await api(a, "PUT", `events/${event.id}/status`, { token, body: { status: "LIVE" } });
  const soldOut = async (instance) => {
    const page = (await api(instance, "GET", `public/events/${event.id}`)).json.data;
    const seat = page.product_categories.flatMap((one) => one.products).find((one) => one.id === product.id);
    return !seat || seat.is_sold_out === true;
  };
  // Both have read the page (and may keep it a moment) before the sale.
  check(!(await soldOut(a)) && !(await soldOut(b)), "the seat is on sale on both instances");

  const reserved = await api(a, "POST", `public/events/${event.id}/order`, {
    body: { products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 1 }] }] },
  });
  const cookie = reserved.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const buyer = { first_name: "Ada", last_name: "Operaia", email: "ada@two-instances.test" };
  const person = { ...buyer, email_confirmation: buyer.email };
  await api(a, "PUT", `public/events/${event.id}/order/${reserved.json.data.short_id}`, {
    cookie,
    body: {
      order: { ...person, accepted_terms: true },
      products: [{ product_id: product.id, product_price_id: priceId, ...person }],
    },
  });
  const sold = Date.now();
  let seenAfter;
  while (Date.now() - sold < 5000) {
    if (await soldOut(b)) {
      seenAfter = Date.now() - sold;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  check(
    seenAfter !== undefined && seenAfter <= saleSeenWithinMs,
    `instance b showed the seat sold out ${seenAfter === undefined ? "not within 5 s" : `${seenAfter} ms`} after the sale on a (at most ${saleSeenWithinMs} ms)`,
  );

  step("npm run varco -- backup, from the production install");
  const backup = join(folder("varco-two-instances-backup-"), "varco.backup");
  const said = execFileSync("npm", ["run", "--silent", "varco", "--", "backup", backup], {
    cwd: copy,
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      DATA_DIR: folder("varco-two-instances-cli-"),
      PG_BIN_DIR: binDir,
    },
  });
  const images = Number(/with its (\d+) image file\(s\)/u.exec(said)?.[1] ?? 0);
  check(existsSync(backup) && statSync(backup).size > 0, `the backup was written (${said.trim()})`);
  check(images > 0, `the backup holds the images (${images} in the database)`);
  step("two instances checked");
} catch (error) {
  console.error(`Two-instance check failed: ${error instanceof Error ? error.message : error}`);
  for (const instance of instances)
    console.error(`--- instance ${instance.name} said:\n${instance.said.slice(-2000)}`);
  process.exitCode = 1;
} finally {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGTERM");
  await Promise.all(
    instances.map((instance) =>
      instance.child.exitCode === null
        ? new Promise((resolve) => instance.child.once("exit", resolve))
        : undefined,
    ),
  );
  try {
    cluster?.stop();
  } catch (error) {
    console.error(`stopping the cluster: ${error.message}`);
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
}

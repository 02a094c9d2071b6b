import { mkdtempSync, rmSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Image,
  loginResponseSchema,
  productCategorySchema,
  publicEventSchema,
  publicOrganizerSchema,
  questionSchema,
  taxAndFeeSchema,
} from "@varco/domain";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import {
  accounts,
  accountUsers,
  eventSettings,
  eventStatistics,
  events,
  images,
  mailOutbox,
  organizerSettings,
  organizers,
  sessions,
  users,
} from "./db/schema";
import { createLogger } from "./logger";
import { storedImages } from "./modules/images/storedImages";
import { defaultDemoEmail, demoBanner, seedDemo, seedDemoOnStart } from "./seed";
import { startServer } from "./server";
import { jsonBody, registerOwner } from "./test/accounts";
import { type LogLine, useTestApp } from "./test/testApp";
import { openTestDatabase, truncateAllTables } from "./test/testDatabase";

const publicEventAnswer = z.object({ data: publicEventSchema });
const publicOrganizerAnswer = z.object({ data: publicOrganizerSchema });

/** The one image of that type in a public answer's `images`. */
function imageOf(list: Image[] | undefined, type: Image["type"]): Image {
  const found = list?.filter((image) => image.type === type);
  expect(found).toHaveLength(1);
  return found?.[0] as Image;
}

describe("the demo seed", () => {
  const api = useTestApp();

  beforeEach(async () => {
    await truncateAllTables(api.db);
  });

  const countOf = async (table: typeof accounts | typeof users | typeof events | typeof organizers) =>
    (await api.db.select({ value: count() }).from(table))[0]?.value;

  it("creates, on an empty database, an owner, a LIVE organiser and a LIVE event ahead", async () => {
    const seed = await seedDemo(api.db);
    if (!seed) throw new Error("nothing seeded on an empty database");
    expect(seed.email).toBe(defaultDemoEmail);
    expect(seed.password).toMatch(/^[A-Za-z0-9]{16}$/);

    const [user] = await api.db.select().from(users);
    expect(user).toMatchObject({ email: defaultDemoEmail, locale: "it" });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).not.toContain(seed.password);
    const [membership] = await api.db.select().from(accountUsers);
    expect(membership).toMatchObject({
      accountId: seed.accountId,
      userId: user?.id,
      role: "ADMIN",
      status: "ACTIVE",
      isAccountOwner: true,
    });
    const [account] = await api.db.select().from(accounts);
    expect(account?.accountVerifiedAt).toBeInstanceOf(Date);

    const [organizer] = await api.db.select().from(organizers);
    expect(organizer).toMatchObject({ id: seed.organizerId, accountId: seed.accountId, status: "LIVE" });
    expect(organizer?.description).not.toMatch(/modific|archivi|prova|Varco/iu);
    const [organizerSetting] = await api.db
      .select()
      .from(organizerSettings)
      .where(eq(organizerSettings.organizerId, seed.organizerId));
    expect(organizerSetting).toBeDefined();

    const [event] = await api.db.select().from(events);
    expect(event).toMatchObject({
      id: seed.eventId,
      accountId: seed.accountId,
      organizerId: seed.organizerId,
      status: "LIVE",
      createdByUserId: user?.id,
    });
    expect(event?.startDate.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 3600 * 1000);
    expect(event?.endDate?.getTime()).toBeGreaterThan(event?.startDate.getTime() ?? Infinity);
    expect(event?.description).toMatch(/^<p>.+<\/p>$/);
    // Buyers read it on the public page: nothing about editing the demo or about the product.
    expect(event?.description).not.toMatch(/modific|archivi|duplic|Varco/iu);
    expect(event?.locationDetails).toMatchObject({ city: expect.any(String), country: "IT" });
    expect(
      await api.db.select().from(eventSettings).where(eq(eventSettings.eventId, seed.eventId)),
    ).toHaveLength(1);
    expect(
      await api.db.select().from(eventStatistics).where(eq(eventStatistics.eventId, seed.eventId)),
    ).toHaveLength(1);
    // No session opened and no mail queued to the made-up address.
    expect(await api.db.select().from(sessions)).toHaveLength(0);
    expect(await api.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("lets the demo owner sign in with the printed credentials", async () => {
    const seed = await seedDemo(api.db);
    if (!seed) throw new Error("nothing seeded");
    const response = await api.request(
      "/api/auth/login",
      jsonBody({ email: seed.email, password: seed.password }),
    );
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(await response.json());
    expect(body.token).toBeTruthy();
    expect(body.user).toMatchObject({ email: defaultDemoEmail, is_email_verified: true, role: "ADMIN" });
    expect(body.accounts.map((account) => account.id)).toEqual([seed.accountId]);

    const wrong = await api.request(
      "/api/auth/login",
      jsonBody({ email: seed.email, password: "not the password" }),
    );
    expect(wrong.status).toBe(401);
  });

  it("gives the demo event a catalogue to choose from, with the account's IVA at 22%", async () => {
    const seed = await seedDemo(api.db);
    if (!seed) throw new Error("nothing seeded");
    const login = await api.request(
      "/api/auth/login",
      jsonBody({ email: seed.email, password: seed.password }),
    );
    const { token } = loginResponseSchema.parse(await login.json());
    const read = async (path: string) => {
      const response = await api.request(path, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: unknown }).data;
    };
    const [iva, ...otherTaxes] = z
      .array(taxAndFeeSchema)
      .parse(await read(`/api/accounts/${seed.accountId}/taxes-and-fees`));
    expect(otherTaxes).toEqual([]);
    expect(iva).toMatchObject({
      name: "IVA",
      type: "TAX",
      calculation_type: "PERCENTAGE",
      rate: 22,
      is_active: true,
    });

    const categories = z
      .array(productCategorySchema)
      .parse(await read(`/api/events/${seed.eventId}/product-categories`));
    expect(categories.map((category) => category.name)).toEqual(["Biglietti"]);
    const products = categories[0]?.products ?? [];
    expect(
      products.map((product) => ({
        title: product.title,
        type: product.type,
        prices: product.prices?.map((price) => [
          price.label,
          price.price,
          price.price_including_taxes_and_fees,
        ]),
        available: product.is_available,
      })),
    ).toEqual([
      { title: "Intero", type: "PAID", prices: [[null, 25, 30.5]], available: true },
      { title: "Ridotto", type: "PAID", prices: [[null, 15, 18.3]], available: true },
      {
        title: "Parterre / Galleria",
        type: "TIERED",
        prices: [
          ["Parterre", 40, 48.8],
          ["Galleria", 30, 36.6],
        ],
        available: true,
      },
      { title: "Sostieni il teatro", type: "DONATION", prices: [[null, 5, 5]], available: true },
    ]);
    // Written for buyers, in Italian, like the rest of the demo.
    for (const product of products) expect(product.description).not.toMatch(/demo|Varco|prova/iu);
  });

  it("gives the demo event checkout questions and the promo code AMICI, in Italian like the rest", async () => {
    const seed = await seedDemo(api.db);
    if (!seed) throw new Error("nothing seeded");
    const questions = z.array(questionSchema).parse(
      (
        (await (await api.request(`/api/public/events/${seed.eventId}/questions`)).json()) as {
          data: unknown;
        }
      ).data,
    );
    const event = publicEventAnswer.parse(
      await (await api.request(`/api/public/events/${seed.eventId}`)).json(),
    ).data;
    const productIdOf = (title: string) =>
      event.product_categories
        ?.flatMap((category) => category.products ?? [])
        .find((product) => product.title === title)?.id;
    expect(
      questions.map(({ title, type, belongs_to, options, required, product_ids }) => ({
        title,
        type,
        belongs_to,
        options,
        required,
        product_ids,
      })),
    ).toEqual([
      {
        title: "Come ci hai conosciuto?",
        type: "DROPDOWN",
        belongs_to: "ORDER",
        options: ["Passaparola", "Social", "Giornale", "Altro"],
        required: false,
        product_ids: [],
      },
      {
        title: "Esigenze di accessibilità",
        type: "MULTI_LINE_TEXT",
        belongs_to: "PRODUCT",
        options: null,
        required: false,
        product_ids: [productIdOf("Intero"), productIdOf("Ridotto")],
      },
    ]);
    const valid = await api.request(`/api/public/events/${seed.eventId}/promo-codes/AMICI`);
    expect(await valid.json()).toEqual({ valid: true });
    const discounted = publicEventAnswer.parse(
      await (await api.request(`/api/public/events/${seed.eventId}?promo_code=amici`)).json(),
    ).data;
    const intero = discounted.product_categories?.[0]?.products?.find(
      (product) => product.title === "Intero",
    );
    expect(intero?.prices?.[0]).toMatchObject({
      price: 22.5,
      price_before_discount: 25,
      is_discounted: true,
    });
  });

  it("lets a buyer of the demo event pay offline, without any Stripe key, and read how to pay in Italian", async () => {
    expect(api.config.STRIPE_SECRET_KEY).toBeUndefined();
    const seed = await seedDemo(api.db);
    if (!seed) throw new Error("nothing seeded");
    const event = publicEventAnswer.parse(
      await (await api.request(`/api/public/events/${seed.eventId}`)).json(),
    ).data;
    expect(event.settings?.payment_providers).toEqual(["OFFLINE"]);
    const instructions = event.settings?.offline_payment_instructions ?? "";
    // Stored as written: the rich-text cleaning kept every tag of it.
    expect(instructions).toMatch(/^<p>Paga con un bonifico bancario/u);
    expect(instructions).toContain("<li>IBAN: <strong>IT60 X054 2811 1010 0000 0123 456</strong></li>");
    expect(instructions).toContain("<em>Questo è un evento dimostrativo: non inviare denaro.</em>");

    const intero = event.product_categories?.[0]?.products?.find((product) => product.title === "Intero");
    const priceId = intero?.prices?.[0]?.id;
    if (!intero || priceId === undefined) throw new Error("no Intero ticket");
    const reserved = await api.request(`/api/public/events/${seed.eventId}/order`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        products: [{ product_id: intero.id, quantities: [{ price_id: priceId, quantity: 1 }] }],
      }),
    });
    expect(reserved.status).toBe(201);
    const order = ((await reserved.json()) as { data: { short_id: string; session_identifier: string } })
      .data;
    const asBuyer = (method: string, body?: unknown): RequestInit => ({
      method,
      headers: {
        cookie: `session_identifier=${order.session_identifier}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const orderPath = `/api/public/events/${seed.eventId}/order/${order.short_id}`;
    const buyer = {
      first_name: "Giulia",
      last_name: "Rossi",
      email: "giulia@example.com",
      email_confirmation: "giulia@example.com",
    };
    const details = await api.request(
      orderPath,
      asBuyer("PUT", {
        order: buyer,
        products: [{ product_id: intero.id, product_price_id: priceId, ...buyer }],
      }),
    );
    expect(details.status).toBe(200);
    const paid = await api.request(`${orderPath}/await-offline-payment`, asBuyer("POST"));
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { data: unknown }).data).toMatchObject({
      status: "AWAITING_OFFLINE_PAYMENT",
      payment_provider: "OFFLINE",
      total_gross: 30.5,
    });
    // The summary the buyer lands on carries the instructions with the event.
    const summary = (await (await api.request(`${orderPath}?include=event`, asBuyer("GET"))).json()) as {
      data: { event: { settings: { offline_payment_instructions: string } } };
    };
    expect(summary.data.event.settings.offline_payment_instructions).toBe(instructions);
  });

  it("does nothing the second time", async () => {
    expect(await seedDemo(api.db)).toBeDefined();
    expect(await seedDemo(api.db)).toBeUndefined();
    expect(await countOf(accounts)).toBe(1);
    expect(await countOf(users)).toBe(1);
    expect(await countOf(organizers)).toBe(1);
    expect(await countOf(events)).toBe(1);
  });

  it("never seeds where any account exists, deleted ones included", async () => {
    const owner = await registerOwner(api);
    await api.db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.id, owner.account.id));
    expect(await seedDemo(api.db)).toBeUndefined();
    expect(await countOf(accounts)).toBe(1);
    expect(await countOf(organizers)).toBe(0);
  });

  it("seeds once when two instances start together", async () => {
    const results = await Promise.all([seedDemo(api.db), seedDemo(api.db), seedDemo(api.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countOf(accounts)).toBe(1);
    expect(await countOf(events)).toBe(1);
  });

  it("takes DEMO_EMAIL and DEMO_PASSWORD, and logs the seeding without the password", async () => {
    const logs: LogLine[] = [];
    const logger = createLogger(
      { LOG_LEVEL: "info" },
      { write: (line: string) => logs.push(JSON.parse(line)) },
    );
    const seed = await seedDemoOnStart(
      api.database.connection,
      { DEMO_EMAIL: "boss@teatro.example", DEMO_PASSWORD: "a long $ecret!" },
      logger,
    );
    expect(seed).toMatchObject({ email: "boss@teatro.example", password: "a long $ecret!" });
    expect(logs.map((line) => line.msg)).toEqual(["demo account seeded on the empty database"]);
    expect(JSON.stringify(logs)).not.toContain("$ecret");
    const response = await api.request(
      "/api/auth/login",
      jsonBody({ email: "boss@teatro.example", password: "a long $ecret!" }),
    );
    expect(response.status).toBe(200);
  });

  it("does nothing with SEED_DEMO=false", async () => {
    const logger = createLogger({ LOG_LEVEL: "silent" });
    expect(await seedDemoOnStart(api.database.connection, { SEED_DEMO: false }, logger)).toBeUndefined();
    expect(await countOf(accounts)).toBe(0);
    expect(await seedDemoOnStart(api.database.connection, { SEED_DEMO: true }, logger)).toBeDefined();
    expect(await countOf(accounts)).toBe(1);
  });

  it("prints a block a person can read", () => {
    const header = "Varco demo account created (the password is shown only this once):";
    const eventLine = "  The demo event's public page: http://localhost:3000/event/7/concerto";
    const rule = "=".repeat(Math.max(header.length, eventLine.length));
    const seed = { email: "demo@varco.local", password: "Abc", eventPath: "/event/7/concerto" };
    expect(demoBanner(seed, "http://localhost:3000/")).toBe(
      [
        "",
        rule,
        header,
        "  Organiser login: http://localhost:3000/auth/login",
        "    email demo@varco.local, password Abc",
        eventLine,
        rule,
        "",
        "",
      ].join("\n"),
    );
  });
});

describe("the demo's pictures", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "varco-seed-pictures-"));
  const api = useTestApp({ env: { DATA_DIR: dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeEach(async () => {
    await truncateAllTables(api.db);
  });

  const loggerInto = (logs: LogLine[]) =>
    createLogger({ LOG_LEVEL: "info" }, { write: (line: string) => logs.push(JSON.parse(line)) });

  /** Fetches an image URL of the app, checks it serves an image and returns its decoded size. */
  async function served(url: string, mimeType: string) {
    const response = await api.request(new URL(url).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(mimeType);
    const bytes = Buffer.from(await response.arrayBuffer());
    const { width, height } = await sharp(bytes).metadata();
    // A picture, not a blank: its pixels differ (the gradient, the lights, the crowd).
    const { channels } = await sharp(bytes).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    return { width, height };
  }

  /** The demo seeded as at start with this DATA_DIR, and its event as the public page reads it. */
  async function seededWith(DATA_DIR: string, logs: LogLine[]) {
    const seed = await seedDemoOnStart(api.database.connection, { DATA_DIR }, loggerInto(logs));
    if (!seed) throw new Error("the demo was not seeded");
    const eventResponse = await api.request(`/api/public/events/${seed.eventId}`);
    expect(eventResponse.status).toBe(200);
    return { seed, event: publicEventAnswer.parse(await eventResponse.json()).data };
  }

  it("gives the seeded event a cover and the organiser a logo and a cover, stored as uploads", {
    timeout: 60_000,
  }, async () => {
    const logs: LogLine[] = [];
    const { seed, event } = await seededWith(dataDir, logs);
    const cover = imageOf(event.images, "EVENT_COVER");
    expect(cover).toMatchObject({ width: 2400, height: 1200, mime_type: "image/jpeg" });
    expect(cover.avg_colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(await served(cover.url, "image/jpeg")).toEqual({ width: 2400, height: 1200 });
    // The copies an upload gets, in both formats, up to the picture's own width.
    const variants = cover.variants ?? [];
    expect(new Set(variants.map((variant) => variant.mime_type))).toEqual(
      new Set(["image/avif", "image/webp"]),
    );
    expect(Math.max(...variants.map((variant) => variant.width))).toBe(2400);
    expect(Math.min(...variants.map((variant) => variant.width))).toBeLessThan(1000);
    for (const variant of variants) {
      expect(await served(variant.url, variant.mime_type)).toEqual({
        width: variant.width,
        height: variant.height,
      });
    }

    const organizerResponse = await api.request(`/api/public/organizers/${seed.organizerId}`);
    expect(organizerResponse.status).toBe(200);
    const organizer = publicOrganizerAnswer.parse(await organizerResponse.json()).data;
    const logo = imageOf(organizer.images, "ORGANIZER_LOGO");
    expect(logo).toMatchObject({ width: 512, height: 512, mime_type: "image/png" });
    expect(await served(logo.url, "image/png")).toEqual({ width: 512, height: 512 });
    const organizerCover = imageOf(organizer.images, "ORGANIZER_COVER");
    expect(await served(organizerCover.url, "image/jpeg")).toEqual({ width: 2400, height: 800 });

    // Rows of the demo's account, and every file they name on disk.
    const rows = await api.db.select().from(images);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.accountId === seed.accountId && row.deletedAt === null)).toBe(true);
    const files = await storedImages(api.database.connection, dataDir).keys();
    for (const row of rows) {
      expect(files).toContain(row.storageKey);
      for (const variant of row.variants) expect(files).toContain(variant.storageKey);
    }
    expect(logs.map((line) => line.msg)).toContain(
      "demo pictures added: the event's cover, the organiser's logo and cover",
    );
    expect(logs.filter((line) => line.level >= 40)).toEqual([]);

    // Only with the seeding: a second start makes nothing more.
    expect(
      await seedDemoOnStart(api.database.connection, { DATA_DIR: dataDir }, loggerInto(logs)),
    ).toBeUndefined();
    expect(await api.db.select().from(images)).toHaveLength(3);
  });

  // Where the pictures are files (the embedded database): a PostgreSQL server keeps them in itself.
  it.skipIf(inject("testDatabase").kind === "postgres")(
    "keeps the demo seeded, without pictures, and warns when they cannot be stored",
    {
      timeout: 60_000,
    },
    async () => {
      // DATA_DIR is a file: no uploads folder can be made under it (whoever runs the test).
      const blocked = join(dataDir, "not-a-folder");
      await writeFile(blocked, "");
      const logs: LogLine[] = [];
      const { seed, event } = await seededWith(blocked, logs);
      expect(event).toMatchObject({ title: "Concerto d'estate", status: "LIVE" });
      expect(event.images ?? []).toEqual([]);
      expect(await api.db.select().from(images)).toHaveLength(0);
      const warnings = logs.filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([
        "demo seeded without its pictures: making them failed",
      ]);

      const login = await api.request(
        "/api/auth/login",
        jsonBody({ email: seed.email, password: seed.password }),
      );
      expect(login.status).toBe(200);
    },
  );
});

describe("the demo at server start", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /**
   * A database of its own, empty: PGlite in a fresh data dir, or a fresh PostgreSQL database; a
   * fresh data dir either way, where the demo's pictures go.
   */
  async function freshDatabaseEnv(): Promise<Record<string, string>> {
    const dataDir = await mkdtemp(join(tmpdir(), "varco-seed-test-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    if (inject("testDatabase").kind === "postgres") {
      const database = await openTestDatabase();
      cleanups.push(() => database.dispose());
      return { DATA_DIR: dataDir, DATABASE_URL: database.url as string };
    }
    return { DATA_DIR: dataDir };
  }

  const baseEnv = { PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", APP_DIST_DIR: "/nonexistent" };

  it("prints the credentials once, on the first start only, and they work", {
    timeout: 120_000,
  }, async () => {
    const env = { ...baseEnv, ...(await freshDatabaseEnv()) };
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);

    const first = await startServer({ env, print });
    let port: string;
    try {
      expect(first.demo).toBeDefined();
      port = new URL(first.url).port;
      expect(printed).toHaveLength(1);
      expect(printed[0]).toContain(`email ${defaultDemoEmail}, password ${first.demo?.password}`);
      expect(printed[0]).toContain(`Organiser login: http://localhost:${port}/auth/login`);
      expect(printed[0]).toContain(`public page: http://localhost:${port}${first.demo?.eventPath}`);
      const login = await fetch(
        `${first.url}/api/auth/login`,
        jsonBody({ email: defaultDemoEmail, password: first.demo?.password }),
      );
      expect(login.status).toBe(200);
      // The demo event a fresh start shows has its cover, served from the data dir.
      const eventResponse = await fetch(`${first.url}/api/public/events/${first.demo?.eventId}`);
      const cover = imageOf(publicEventAnswer.parse(await eventResponse.json()).data.images, "EVENT_COVER");
      const picture = await fetch(`${first.url}${new URL(cover.url).pathname}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toMatch(/^image\//);
    } finally {
      await first.stop();
    }

    const second = await startServer({ env, print });
    await second.stop();
    expect(second.demo).toBeUndefined();
    expect(printed).toHaveLength(1);
  });

  it("prints nothing with SEED_DEMO=false", { timeout: 120_000 }, async () => {
    const env = { ...baseEnv, SEED_DEMO: "false", ...(await freshDatabaseEnv()) };
    const printed: string[] = [];
    const server = await startServer({ env, print: (text) => printed.push(text) });
    await server.stop();
    expect(server.demo).toBeUndefined();
    expect(printed).toEqual([]);
  });
});

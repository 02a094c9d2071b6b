import type { LocationDetails } from "@varco/domain";
import { sql } from "drizzle-orm";
import type { ServerConfig } from "./config";
import type { Database, DatabaseKind, Executor } from "./db/connect";
import { accounts, users } from "./db/schema";
import { randomText } from "./db/shortId";
import { addDemoPictures } from "./demoPictures";
import type { Logger } from "./logger";
import type { Caller } from "./modules/auth/caller";
import { hashPassword } from "./modules/auth/password";
import { createAccountWithOwner } from "./modules/auth/service";
import { updateEventSettings } from "./modules/events/eventSettingsService";
import { createEvent, updateEventStatus } from "./modules/events/service";
import type { BucketConfig } from "./modules/images/bucket";
import { imageFilesOf } from "./modules/images/storage";
import {
  createOrganizer,
  updateOrganizerSettings,
  updateOrganizerStatus,
} from "./modules/organizers/service";
import { listProductCategories, updateProductCategory } from "./modules/products/productCategoryService";
import { createProduct } from "./modules/products/productService";
import { createPromoCode } from "./modules/promoCodes/service";
import { createQuestion } from "./modules/questions/service";
import { createTaxOrFee } from "./modules/taxesAndFees/service";

/**
 * The demo a fresh install starts with, so `npm start` shows something to sign in to: an account
 * whose owner is a verified ADMIN, a LIVE organiser and a LIVE event a month ahead. Only on a
 * database with no account and no user at all; never again once anything exists.
 *
 * Everything is made by the services the API uses, as the owner would through the app; only
 * what registration adds for a person (a session, a confirmation mail to the fake address) is
 * left out.
 */

export const defaultDemoEmail = "demo@varco.local";

/** Another constant every instance shares (see `migrationLockKey` in db/connect.ts). */
const seedLockKey = 7_355_608_042;

export interface DemoSeed {
  email: string;
  password: string;
  accountId: number;
  organizerId: number;
  eventId: number;
  /** The demo event's public page, from the app's root: `/event/{id}/{slug}`. */
  eventPath: string;
}

// No 0/O, 1/l/I: the password is read off a terminal and typed.
const passwordAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** 16 characters from 57: about 93 bits. */
export function randomDemoPassword(): string {
  return randomText(passwordAlphabet, 16);
}

async function isEmpty(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ occupied: boolean }>(
    sql`select exists (select 1 from ${accounts}) or exists (select 1 from ${users}) as occupied`,
  );
  return rows[0]?.occupied === false;
}

const demoLocation = {
  venue_name: "Teatro Demo",
  address_line_1: "Via Roma 1",
  city: "Milano",
  zip_or_postal_code: "20121",
  country: "IT",
} satisfies LocationDetails;

/**
 * How a buyer of the demo pays offline, in the editor's markup (paragraphs, a list, bold), which the
 * rich-text cleaning keeps. The IBAN is the usual example one, and the last line says so.
 */
const demoOfflinePaymentInstructions = [
  "<p>Paga con un bonifico bancario entro 3 giorni dall'ordine:</p>",
  "<ul>",
  "<li>Intestatario: <strong>Teatro Demo</strong></li>",
  "<li>IBAN: <strong>IT60 X054 2811 1010 0000 0123 456</strong></li>",
  "<li>Causale: il numero del tuo ordine</li>",
  "</ul>",
  "<p>Oppure paga in contanti alla cassa del teatro la sera del concerto, prima dell'inizio. I biglietti diventano validi quando riceviamo il pagamento.</p>",
  "<p><em>Questo è un evento dimostrativo: non inviare denaro.</em></p>",
].join("");

export interface DemoOptions {
  email?: string;
  password?: string;
  /** The public origin, for the URLs the services build (nothing is mailed). */
  appUrl?: string;
}

/**
 * Seeds the demo when the database is empty; undefined when it is not. Two instances starting
 * together on one PostgreSQL: the transaction-scoped advisory lock makes the second wait, and it
 * then finds the first one's account and does nothing.
 */
export async function seedDemo(
  db: Database,
  {
    email = defaultDemoEmail,
    password = randomDemoPassword(),
    appUrl = "http://localhost",
  }: DemoOptions = {},
): Promise<DemoSeed | undefined> {
  if (!(await isEmpty(db))) return undefined;
  // scrypt takes a while: before the lock, not under it.
  const passwordHash = await hashPassword(password);
  const normalisedEmail = email.toLowerCase();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!(await isEmpty(tx))) return undefined;

    const { account, user } = await createAccountWithOwner(tx, {
      accountName: "Varco Demo",
      currencyCode: "EUR",
      email: normalisedEmail,
      passwordHash,
      firstName: "Demo",
      lastName: "Varco",
      timezone: "Europe/Rome",
      locale: "it",
      emailVerified: true,
    });
    // The services open their own transactions: inside this one they become savepoints.
    const owner: Caller = { db: tx, accountId: account.id, userId: user.id, appUrl, now: new Date() };

    const organizer = await createOrganizer(owner, {
      name: "Teatro Demo",
      email: normalisedEmail,
      // Public text, read by buyers on the organiser's page: it speaks to them, not to the organiser.
      description: "Il Teatro Demo porta a Milano concerti, spettacoli e serate di musica dal vivo.",
      timezone: "Europe/Rome",
      currency: "EUR",
    });
    await updateOrganizerSettings(owner, organizer.id, { location_details: demoLocation });
    await updateOrganizerStatus(owner, organizer.id, "LIVE");

    // A month ahead, in the evening (19:00 UTC is 20:00 or 21:00 in Rome), for three hours.
    const start = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    start.setUTCHours(19, 0, 0, 0);
    const end = new Date(start.getTime() + 3 * 60 * 60 * 1000);
    const event = await createEvent(
      owner,
      {
        organizer_id: organizer.id,
        title: "Concerto d'estate",
        description:
          "<p>Una serata di musica dal vivo al Teatro Demo: tre ore di concerto, con un intervallo a metà.</p><p>Le porte aprono un'ora prima dell'inizio. La sala è accessibile in sedia a rotelle.</p>",
        category: "MUSIC",
        start_date: start.toISOString(),
        end_date: end.toISOString(),
        currency: "EUR",
        timezone: "Europe/Rome",
        location_details: demoLocation,
      },
      { locale: user.locale },
    );
    await updateEventSettings(owner, event.id, {
      location_details: demoLocation,
      is_online_event: false,
      // Paying offline needs no keys: a newcomer can buy a ticket before setting up Stripe.
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: demoOfflinePaymentInstructions,
    });
    await addDemoCatalogue(owner, event.id, start);
    await updateEventStatus(owner, event.id, "LIVE");

    return {
      email: normalisedEmail,
      password,
      accountId: account.id,
      organizerId: organizer.id,
      eventId: event.id,
      eventPath: `/event/${event.id}/${encodeURIComponent(event.slug)}`,
    };
  });
}

/**
 * What the demo event sells, so its page has a ticket selector to try: the account's IVA at 22%,
 * and in the category "Biglietti" a full price and a reduced ticket, seats by area (tiered) and a
 * donation, on sale from now until the concert starts. Its checkout asks how the buyer heard of
 * the concert, and each Intero or Ridotto holder's accessibility needs; the code AMICI takes 10 %
 * off.
 */
async function addDemoCatalogue(owner: Caller, eventId: number, start: Date): Promise<void> {
  const iva = await createTaxOrFee(owner, {
    name: "IVA",
    description: "IVA ordinaria",
    calculation_type: "PERCENTAGE",
    type: "TAX",
    rate: 22,
    is_active: true,
    is_default: true,
  });
  const [tickets] = await listProductCategories(owner, eventId);
  if (!tickets) throw new Error("the demo event has no category");
  await updateProductCategory(owner, eventId, tickets.id, {
    name: "Biglietti",
    description: "Scegli il biglietto per la serata.",
    is_hidden: false,
    no_products_message: "I biglietti non sono ancora in vendita.",
  });
  const onSale = { sale_start_date: null, sale_end_date: start.toISOString(), max_per_order: 8 };
  const ticket = {
    product_type: "TICKET" as const,
    product_category_id: tickets.id,
    tax_and_fee_ids: [iva.id],
    ...onSale,
  };
  const intero = await createProduct(owner, eventId, {
    ...ticket,
    title: "Intero",
    type: "PAID",
    description: "<p>Ingresso alla serata, posto unico in platea.</p>",
    prices: [{ price: 25, initial_quantity_available: 200 }],
    is_highlighted: true,
    highlight_message: "Il più scelto",
  });
  const ridotto = await createProduct(owner, eventId, {
    ...ticket,
    title: "Ridotto",
    type: "PAID",
    description: "<p>Per chi ha meno di 26 o più di 65 anni: porta un documento all'ingresso.</p>",
    prices: [{ price: 15, initial_quantity_available: 100 }],
  });
  await createProduct(owner, eventId, {
    ...ticket,
    title: "Parterre / Galleria",
    type: "TIERED",
    description: "<p>Posti numerati: più vicini al palco in parterre, con vista d'insieme in galleria.</p>",
    prices: [
      { label: "Parterre", price: 40, initial_quantity_available: 120 },
      { label: "Galleria", price: 30, initial_quantity_available: 80 },
    ],
  });
  await createProduct(owner, eventId, {
    product_type: "GENERAL" as const,
    product_category_id: tickets.id,
    ...onSale,
    title: "Sostieni il teatro",
    type: "DONATION",
    description: "<p>Un contributo libero per la stagione del teatro, a partire da 5 €.</p>",
    prices: [{ price: 5 }],
  });
  await createQuestion(owner, eventId, {
    title: "Come ci hai conosciuto?",
    type: "DROPDOWN",
    belongs_to: "ORDER",
    options: ["Passaparola", "Social", "Giornale", "Altro"],
    required: false,
    is_hidden: false,
  });
  await createQuestion(owner, eventId, {
    title: "Esigenze di accessibilità",
    description: "Facci sapere se ti serve un posto accessibile o un accompagnatore.",
    type: "MULTI_LINE_TEXT",
    belongs_to: "PRODUCT",
    product_ids: [intero.id, ridotto.id],
    required: false,
    is_hidden: false,
  });
  await createPromoCode(owner, eventId, { code: "amici", discount_type: "PERCENTAGE", discount: 10 });
}

/**
 * At start: the demo unless `SEED_DEMO=false`, with `DEMO_EMAIL` / `DEMO_PASSWORD` when given.
 * Logs the seeding (never the password); the caller prints the credentials once.
 *
 * With a `DATA_DIR`, the demo just seeded also gets its pictures (demoPictures.ts): the event's
 * cover, the organiser's logo and cover, uploaded as an organiser would, into the database's image
 * store (`DATA_DIR/uploads`, or the PostgreSQL server where every instance serves them).
 * A picture is never worth a failed start: if making or storing them fails, a warning is logged
 * and the demo stays as seeded, without them (or with those stored before the failure).
 */
export async function seedDemoOnStart(
  { db, kind }: { db: Database; kind: DatabaseKind },
  config: Pick<ServerConfig, "SEED_DEMO" | "DEMO_EMAIL" | "DEMO_PASSWORD"> &
    Partial<Pick<ServerConfig, "APP_URL" | "DATA_DIR">> &
    Partial<BucketConfig>,
  logger: Logger,
): Promise<DemoSeed | undefined> {
  if (config.SEED_DEMO === false) return undefined;
  const seeded = await seedDemo(db, {
    ...(config.APP_URL ? { appUrl: config.APP_URL } : {}),
    ...(config.DEMO_EMAIL ? { email: config.DEMO_EMAIL } : {}),
    ...(config.DEMO_PASSWORD ? { password: config.DEMO_PASSWORD } : {}),
  });
  if (seeded) {
    logger.info(
      {
        email: seeded.email,
        accountId: seeded.accountId,
        organizerId: seeded.organizerId,
        eventId: seeded.eventId,
      },
      "demo account seeded on the empty database",
    );
    if (config.DATA_DIR !== undefined) {
      // The bucket when the operator set one (`UPLOADS_URL`), else the database's store.
      const files = imageFilesOf({ db, kind }, { ...config, DATA_DIR: config.DATA_DIR });
      try {
        const pictures = await addDemoPictures(db, seeded, { files, logger });
        logger.info(
          { imageIds: Object.values(pictures).map((image) => image.id) },
          "demo pictures added: the event's cover, the organiser's logo and cover",
        );
      } catch (error) {
        logger.warn({ err: error }, "demo seeded without its pictures: making them failed");
      }
    }
  }
  return seeded;
}

/** The block printed once on stdout, outside the JSON log, for whoever ran `npm start`. */
export function demoBanner(seed: Pick<DemoSeed, "email" | "password" | "eventPath">, url: string): string {
  const root = url.replace(/\/+$/, "");
  const lines = [
    "Varco demo account created (the password is shown only this once):",
    `  Organiser login: ${root}/auth/login`,
    `    email ${seed.email}, password ${seed.password}`,
    `  The demo event's public page: ${root}${seed.eventPath}`,
  ];
  const rule = "=".repeat(Math.max(...lines.map((line) => line.length)));
  return `\n${rule}\n${lines.join("\n")}\n${rule}\n\n`;
}

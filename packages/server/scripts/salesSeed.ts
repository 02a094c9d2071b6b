/**
 * What the reports and exports benches measure against: an app on a fresh PGlite database in a
 * temporary directory, an owner, an organizer and an event (Europe/Rome, EUR) with three
 * products, two promo codes, an order question and a product question, and ORDERS orders made in
 * bulk by SQL (one a unit, one attendee each, answers to both questions), spread over the last
 * 30 days: 90 % completed, one in ten of those with a code, 10 % cancelled, 5 % refunded in part.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { connectDatabase, type Database } from "../src/db/connect";
import { organizers } from "../src/db/schema";
import { createLogger } from "../src/logger";

export interface SeededSales {
  request(path: string, init?: RequestInit): Promise<Response>;
  db: Database;
  token: string;
  eventId: number;
  organizerId: number;
  stop(): Promise<void>;
}

export async function seedSales(orderCount: number): Promise<SeededSales> {
  const dataDir = await mkdtemp(join(tmpdir(), "varco-bench-reports-"));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    APP_URL: "http://127.0.0.1",
    APP_DIST_DIR: "",
    LOG_LEVEL: "warn",
    CREDENTIAL_REQUESTS_PER_SECOND: "100000",
  } as Record<string, string>);
  const logger = createLogger(config);
  const database = await connectDatabase(config, logger);
  await database.migrate();
  const app = createApp({ config, database, logger });
  const request = async (path: string, init?: RequestInit) =>
    app.request(new URL(path, "http://127.0.0.1"), init);
  const db = database.db;

  const password = "correct horse battery staple 42";
  const registered = await request("/api/auth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      first_name: "Bench",
      last_name: "Owner",
      email: "bench-owner@example.test",
      password,
      password_confirmation: password,
    }),
  });
  const token = registered.headers.get("x-auth-token");
  if (registered.status !== 201 || !token)
    throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { data: account } = (await registered.json()) as { data: { id: number } };
  const [organizer] = await db
    .insert(organizers)
    .values({
      accountId: account.id,
      name: "Teatro Bench",
      email: "bench@example.test",
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: "teatro-bench",
      status: "LIVE",
    })
    .returning();
  if (!organizer) throw new Error("no organizer");
  const created = await request("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "Bench",
      start_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      organizer_id: organizer.id,
      timezone: "Europe/Rome",
      currency: "EUR",
    }),
  });
  if (created.status !== 200) throw new Error(`create event: ${created.status} ${await created.text()}`);
  const eventId = ((await created.json()) as { data: { id: number } }).data.id;

  await db.execute(sql`
    with category as (select id from product_categories where event_id = ${eventId} limit 1),
    made as (
      insert into products (event_id, product_category_id, title, price_type, product_type, sort_order)
      select ${eventId}, category.id, 'Biglietto ' || n, 'PAID', 'TICKET', n
      from category, generate_series(1, 3) as n
      returning id, sort_order
    )
    insert into product_prices (product_id, price) select id, 1000 * sort_order from made
  `);
  await db.execute(sql`
    insert into promo_codes (event_id, code, discount_type, discount, max_allowed_usages)
    values (${eventId}, 'estate', 'PERCENTAGE', 2500, null), (${eventId}, 'amici', 'FIXED', 500, 100000)
  `);
  await db.execute(sql`
    insert into questions (event_id, title, type, belongs_to, sort_order)
    values (${eventId}, 'Come ci hai conosciuto?', 'SINGLE_LINE_TEXT', 'ORDER', 1),
      (${eventId}, 'Esigenze alimentari', 'SINGLE_LINE_TEXT', 'PRODUCT', 2)
  `);
  // One statement per table, every row made by generate_series: seconds, not minutes.
  await db.execute(sql`
    with prices as (
      select p.id as product_id, pp.id as price_id, pp.price, p.title, row_number() over (order by p.id) - 1 as k
      from products p join product_prices pp on pp.product_id = p.id where p.event_id = ${eventId}
    ),
    codes as (select id, code, row_number() over (order by id) - 1 as k from promo_codes where event_id = ${eventId}),
    plan as (
      select n, prices.*, case when n % 10 = 0 then 'CANCELLED' else 'COMPLETED' end as status,
        case when n % 10 = 3 then (select id from codes where k = 0) end as promo_id,
        now() - (n % 30) * interval '1 day' - (n % 1440) * interval '1 minute' as at
      from generate_series(1, ${orderCount}) as n join prices on prices.k = n % 3
    ),
    made as (
      insert into orders (event_id, short_id, public_id, status, payment_status, payment_provider, currency,
        locale, first_name, last_name, email, promo_code_id, promo_code, total_before_additions, total_tax,
        total_fee, total_gross, total_refunded, taxes_and_fees_rollup, created_at, updated_at, completed_at)
      select ${eventId}, 'o_' || md5('s' || n), 'O-' || upper(substr(md5('p' || n), 1, 12)), status,
        'PAYMENT_RECEIVED', 'STRIPE', 'EUR', 'it', 'Zoë', 'Buyer ' || n, 'buyer' || (n % 4000) || '@example.test',
        promo_id, case when promo_id is not null then 'estate' end,
        price, price * 22 / 100, 150, price + price * 22 / 100 + 150,
        case when n % 20 = 7 then 500 else 0 end,
        jsonb_build_object('taxes', jsonb_build_array(jsonb_build_object('name', 'IVA', 'rate', '22',
          'type', 'PERCENTAGE', 'value', price * 22 / 100)), 'fees', jsonb_build_array(jsonb_build_object(
          'name', 'Prevendita', 'rate', '1.50', 'type', 'FIXED', 'value', 150))),
        at, at, at
      from plan
      returning id, public_id
    )
    select count(*) from made
  `);
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_price_id, item_name, product_type, quantity, price,
      price_before_discount, total_before_additions, total_tax, total_service_fee, total_gross, created_at)
    select o.id, p.id, pp.id, p.title, 'TICKET', 1, o.total_before_additions,
      case when o.promo_code_id is not null then o.total_before_additions + 250 end,
      o.total_before_additions, o.total_tax, o.total_fee, o.total_gross, o.created_at
    from orders o
    join products p on p.event_id = o.event_id and p.sort_order = (o.id % 3) + 1
    join product_prices pp on pp.product_id = p.id
    where o.event_id = ${eventId}
  `);
  await db.execute(sql`
    insert into attendees (order_id, event_id, product_id, product_price_id, short_id, public_id, ticket_secret,
      status, first_name, last_name, email, locale, created_at, updated_at)
    select oi.order_id, ${eventId}, oi.product_id, oi.product_price_id, 'a_' || md5('a' || oi.id),
      'A-' || upper(substr(md5('b' || oi.id), 1, 12)), md5('t' || oi.id),
      case when o.status = 'CANCELLED' then 'CANCELLED' else 'ACTIVE' end,
      o.first_name, o.last_name, o.email, 'it', o.created_at, o.created_at
    from order_items oi join orders o on o.id = oi.order_id where o.event_id = ${eventId}
  `);
  await db.execute(sql`
    insert into question_answers (question_id, order_id, attendee_id, product_id, answer)
    select q.id, o.id, null, null, to_jsonb('Dal giornale, «Corriere» n. ' || o.id)
    from orders o, questions q where o.event_id = ${eventId} and q.event_id = ${eventId} and q.belongs_to = 'ORDER'
    union all
    select q.id, a.order_id, a.id, a.product_id, to_jsonb('Vegano e senza glutine'::text)
    from attendees a, questions q where a.event_id = ${eventId} and q.event_id = ${eventId} and q.belongs_to = 'PRODUCT'
  `);
  await db.execute(sql`analyze`);
  return {
    request,
    db,
    token,
    eventId,
    organizerId: organizer.id,
    async stop() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The middle of the values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

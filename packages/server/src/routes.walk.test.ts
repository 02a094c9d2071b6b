import { randomUUID } from "node:crypto";
import { asc, getTableColumns, getTableName, is } from "drizzle-orm";
import { type PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import * as schema from "./db/schema";
import { shortIdOf } from "./db/shortId";
import type { Route } from "./http/route";
import { isWellFormed } from "./http/storableText";
import { instantOfWallClock } from "./http/wallClock";
import { normaliseWireInput } from "./http/wireInput";
import type { InvoiceDocument } from "./modules/invoices/document";
import { apiRoutes } from "./routes";
import { addMember, loginToken, type Registered, registerOwner, testPassword } from "./test/accounts";
import { duplicateFlags } from "./test/duplicateFlags";
import { useTestApp } from "./test/testApp";

/**
 * Two properties over EVERY route of the registry, so a route added later is covered without
 * anyone remembering to:
 *
 * 1. Tenant isolation: a user of another account, sending a valid request for each id of the
 *    first account, gets 403 or 404 — never the first account's data, never a change to it.
 * 2. Bad input: generated invalid bodies and queries never produce a 5xx, and change nothing.
 *
 * Fixtures are rows of the first account written with Drizzle (not through the routes under
 * test). A route whose path names a parameter this file has no value for fails the walk: add it.
 */

const api = useTestApp();

/**
 * Tables whose rows requests must never change here (sessions slide their expiry on use; the
 * server's signing keys are made on first use, by any request, and belong to no account).
 */
const watchedTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !["sessions", "signing_keys"].includes(getTableName(table)));

/**
 * Every watched row, except the other account's own: `PUT accounts/{id}` ignores the id and
 * changes the caller's account, which is not the first account's business.
 */
async function snapshot(exceptAccountId?: number): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of watchedTables) {
    // A link table has no id: its columns together are its key.
    const idColumn = (table as unknown as { id?: Parameters<typeof asc>[0] }).id;
    const order = idColumn
      ? [asc(idColumn)]
      : Object.values(getTableColumns(table)).map((column) => asc(column));
    const rows = (await api.db
      .select()
      .from(table)
      .orderBy(...order)) as Record<string, unknown>[];
    const isAccounts = getTableName(table) === "accounts";
    result[getTableName(table)] = rows.filter(
      (row) => exceptAccountId === undefined || (isAccounts ? row.id : row.accountId) !== exceptAccountId,
    );
  }
  return result;
}

/** One row written with Drizzle, read back. */
async function insertOne<T extends PgTable>(table: T, values: T["$inferInsert"]): Promise<T["$inferSelect"]> {
  const [row] = (await api.db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning()) as T["$inferSelect"][];
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row;
}

interface Fixtures {
  owner: Registered;
  /** A marker only the first account's rows contain: no answer to the other account may carry it. */
  marker: string;
  ids: Record<string, string>;
}

/** The first account with one row of each kind a route can name. */
async function createFixtures(): Promise<Fixtures> {
  const marker = `secret${randomUUID().slice(0, 8)}`;
  const owner = await registerOwner(api, { first_name: marker });
  const accountId = owner.account.id;
  const member = await addMember(api, accountId, { role: "ORGANIZER" });
  const organizer = await insertOne(schema.organizers, {
    accountId,
    name: `Organizer ${marker}`,
    email: `${marker}@example.test`,
    timezone: "Europe/Rome",
    currency: "EUR",
    slug: "organizer",
    status: "DRAFT",
  });
  await api.db
    .insert(schema.organizerSettings)
    .values({ organizerId: organizer.id, homepagePassword: marker, values: {} });
  const event = await insertOne(schema.events, {
    accountId,
    organizerId: organizer.id,
    shortId: shortIdOf("evt"),
    title: `Event ${marker}`,
    slug: "event",
    startDate: new Date(Date.now() + 86_400_000),
    status: "DRAFT",
    currency: "EUR",
    timezone: "Europe/Rome",
  });
  await api.db.insert(schema.eventSettings).values({ eventId: event.id, values: {} });
  await api.db.insert(schema.eventStatistics).values({ eventId: event.id });
  const image = await insertOne(schema.images, {
    accountId,
    entityType: "EVENT",
    entityId: event.id,
    type: "EVENT_COVER",
    storageKey: `${randomUUID()}.png`,
    fileName: `${marker}.png`,
    mimeType: "image/png",
    size: 100,
    width: 800,
    height: 400,
  });
  const tax = await insertOne(schema.taxesAndFees, {
    accountId,
    name: `VAT ${marker}`,
    calculationType: "PERCENTAGE",
    type: "TAX",
    rate: 22,
  });
  const category = await insertOne(schema.productCategories, {
    eventId: event.id,
    name: `Tickets ${marker}`,
  });
  const product = await insertOne(schema.products, {
    eventId: event.id,
    productCategoryId: category.id,
    title: `Product ${marker}`,
    priceType: "PAID",
  });
  const price = await insertOne(schema.productPrices, { productId: product.id, price: 2500 });
  await api.db.insert(schema.productTaxesAndFees).values({ productId: product.id, taxAndFeeId: tax.id });
  const assignment = await insertOne(schema.capacityAssignments, {
    eventId: event.id,
    name: `Room ${marker}`,
    capacity: 10,
  });
  await api.db
    .insert(schema.capacityAssignmentProducts)
    .values({ capacityAssignmentId: assignment.id, productId: product.id });
  const promoCode = await insertOne(schema.promoCodes, {
    eventId: event.id,
    code: marker.toLowerCase(),
    discountType: "PERCENTAGE",
    discount: 1000,
  });
  const affiliate = await insertOne(schema.affiliates, {
    eventId: event.id,
    accountId,
    name: `Partner ${marker}`,
    code: marker.toUpperCase(),
  });
  const question = await insertOne(schema.questions, {
    eventId: event.id,
    title: `Question ${marker}`,
    type: "SINGLE_LINE_TEXT",
    belongsTo: "ORDER",
  });
  // A buyer's live reservation, tied to a checkout session nobody else holds.
  const order = await insertOne(schema.orders, {
    eventId: event.id,
    shortId: `o_walk${randomUUID().replaceAll("-", "").slice(0, 12)}`,
    publicId: `O-W${randomUUID().replaceAll("-", "").slice(0, 6).toUpperCase()}`,
    sessionHash: randomUUID().replaceAll("-", "").repeat(2),
    status: "RESERVED",
    paymentStatus: "AWAITING_PAYMENT",
    currency: "EUR",
    locale: "en",
    reservedUntil: new Date(Date.now() + 3_600_000),
    totalBeforeAdditions: 2500,
    totalGross: 2500,
  });
  // A ticket of that order: its short id is the ticket page's capability.
  const attendee = await insertOne(schema.attendees, {
    orderId: order.id,
    eventId: event.id,
    productId: product.id,
    productPriceId: price.id,
    shortId: `a_walk${randomUUID().replaceAll("-", "").slice(0, 12)}`,
    publicId: `A-W${randomUUID().replaceAll("-", "").slice(0, 6).toUpperCase()}`,
    ticketSecret: randomUUID(),
    status: "AWAITING_PAYMENT",
    firstName: "Walk",
    lastName: marker,
    email: "walk@example.test",
    locale: "en",
  });
  const answer = await insertOne(schema.questionAnswers, {
    questionId: question.id,
    orderId: order.id,
    answer: `Answer ${marker}`,
  });
  const checkInList = await insertOne(schema.checkInLists, {
    eventId: event.id,
    shortId: `cil_walk${randomUUID().replaceAll("-", "").slice(0, 9)}`,
    name: `Door ${marker}`,
  });
  await api.db
    .insert(schema.checkInListProducts)
    .values({ checkInListId: checkInList.id, productId: product.id });
  const template = await insertOne(schema.emailTemplates, {
    accountId,
    eventId: event.id,
    templateType: "order_confirmation",
    subject: `Subject ${marker}`,
    body: `<p>Body ${marker}</p>`,
  });
  const message = await insertOne(schema.messages, {
    accountId,
    eventId: event.id,
    sentByUserId: owner.userId,
    subject: `Subject ${marker}`,
    message: `<p>Message ${marker}</p>`,
    type: "ALL_ATTENDEES",
    status: "SCHEDULED",
    scheduledAt: new Date(Date.now() + 86_400_000),
  });
  const recipient = await insertOne(schema.messageRecipients, {
    messageId: message.id,
    email: `${marker}@example.test`,
    locale: "en",
    status: "FAILED",
  });
  const webhook = await insertOne(schema.webhooks, {
    accountId,
    eventId: event.id,
    url: `https://hooks.example/${marker}`,
    eventTypes: ["order.created"],
    secret: `whsec_${marker}`,
  });
  const webhookLog = await insertOne(schema.webhookLogs, {
    webhookId: webhook.id,
    messageId: "msg_1",
    eventType: "order.created",
    payload: `{"marker":"${marker}"}`,
    responseCode: 200,
    responseBody: marker,
    durationMs: 5,
  });
  // The order's invoice and a credit note of it (documents of the first account), and its VAT details.
  const document = {
    orderId: order.id,
    eventId: event.id,
    accountId,
    issuedAt: new Date(),
    snapshot: {
      kind: "INVOICE",
      label: null,
      locale: "en",
      currency: "EUR",
      order_number: order.publicId,
      credited_invoice_number: null,
      buyer: { name: `Buyer ${marker}`, email: null, address: [] },
      organisation: { name: `Organisation ${marker}`, address: null, tax_details: null },
      vat: null,
      lines: [{ name: `Line ${marker}`, quantity: 1, unit_price: 2500, total: 2500 }],
      taxes: [],
      fees: [],
      subtotal: 2500,
      total: 2500,
      notes: null,
    } satisfies InvoiceDocument,
  };
  await insertOne(schema.invoices, {
    ...document,
    kind: "INVOICE",
    sequence: 1,
    invoiceNumber: "W-1",
    status: "UNPAID",
  });
  const creditNote = await insertOne(schema.invoices, {
    ...document,
    kind: "CREDIT_NOTE",
    sequence: 2,
    invoiceNumber: "W-2",
    status: "PAID",
  });
  await insertOne(schema.vatSettings, { accountId, vatRegistered: true, businessName: `VAT ${marker}` });
  const waitlistEntry = await insertOne(schema.waitlistEntries, {
    eventId: event.id,
    productId: product.id,
    productPriceId: price.id,
    email: `${marker}@example.test`,
    firstName: `Waiting ${marker}`,
    locale: "en",
    position: 1,
    token: `wl_${marker}`,
  });
  const token = randomUUID().replaceAll("-", "");
  return {
    owner,
    marker,
    ids: {
      account_id: String(accountId),
      organizer_id: String(organizer.id),
      event_id: String(event.id),
      image_id: String(image.id),
      user_id: String(member.userId),
      tax_or_fee_id: String(tax.id),
      product_category_id: String(category.id),
      product_id: String(product.id),
      capacity_assignment_id: String(assignment.id),
      promo_code_id: String(promoCode.id),
      affiliate_id: String(affiliate.id),
      message_id: String(message.id),
      webhook_id: String(webhook.id),
      log_id: String(webhookLog.id),
      recipient_id: String(recipient.id),
      credit_note_id: String(creditNote.id),
      entry_id: String(waitlistEntry.id),
      code: promoCode.code,
      question_id: String(question.id),
      answer_id: String(answer.id),
      template_id: String(template.id),
      template_type: "attendee_ticket",
      order_short_id: order.shortId,
      order_id: String(order.id),
      attendee_short_id: attendee.shortId,
      attendee_id: String(attendee.id),
      attendee_public_id: attendee.publicId,
      check_in_list_id: String(checkInList.id),
      check_in_list_short_id: checkInList.shortId,
      check_in_short_id: "ci_walkNotAnyOne",
      report_type: "product_sales",
      key: image.storageKey,
      // Secrets in paths: the other account cannot know them; a made-up one must not work either.
      token,
      change_token: token,
      changeToken: token,
      invite_token: token,
      reset_token: token,
      job_uuid: token,
      file_name: "event-answers-2026-11-30.xlsx",
    },
  };
}

/**
 * Routes left out of the isolation walk, each with the reason. Anything else naming an id is
 * walked.
 */
/** One sample body for several routes (a create and its update). */
const sameBody = (keys: string[], body: unknown) => Object.fromEntries(keys.map((key) => [key, body]));

const doorCapability =
  "a check-in list's short id is the door's capability (13 random characters, in the link the organiser hands to staff): whoever holds it works the door";
const notTenantScoped: Record<string, string> = {
  ...sameBody(
    [
      "get /public/check-in-lists/:check_in_list_short_id",
      "get /public/check-in-lists/:check_in_list_short_id/attendees",
      "get /public/check-in-lists/:check_in_list_short_id/attendees/:attendee_public_id",
      "post /public/check-in-lists/:check_in_list_short_id/check-ins",
      "delete /public/check-in-lists/:check_in_list_short_id/check-ins/:check_in_short_id",
      "post /public/check-in-lists/:check_in_list_short_id/door",
    ],
    doorCapability,
  ),
  "get /events/:event_id/questions/answers/export/:job_uuid/:file_name":
    "a signed download link is its own permission (its user, account and event under a mac, for 15 minutes), as a presigned file URL: no session is read",
  "get /email-templates/tokens/:template_type":
    "the tokens a template type may name are the same for every account: nothing of anyone's",
  "get /uploads/:key": "uploaded images are public files (event covers); the key is an unguessable UUID",
  "get /public/events/:event_id/order/:order_short_id/invoice":
    "an order's short id is its buyer's capability (random, in the confirmation mail and the order page's address): whoever holds it reads the invoice, as the order page",
  "get /public/events/:event_id/attendees/:attendee_short_id":
    "a ticket's short id is its holder's capability (13 random characters, sent in the ticket mail): whoever holds the link sees the ticket, as a paper ticket",
};

const newPassword = { password: testPassword, password_confirmation: testPassword };

/**
 * Valid bodies per route, so the walk reaches the ownership check (a body that fails validation
 * is answered 422 before it). A body route of the walk without a sample fails with a message.
 */
const sampleBodies: Record<string, unknown> = {
  "post /public/events/:event_id/waitlist": {
    product_price_id: 1,
    email: "walk@example.test",
    first_name: "Walk",
  },
  "post /events/:event_id/waitlist/offer-next": { product_price_id: 1, quantity: 1 },
  "post /events/:event_id/questions/answers/export": {},
  "post /accounts/:account_id/stripe/connect": {},
  ...sameBody(
    [
      "post /organizers/:organizer_id/email-templates",
      "post /events/:event_id/email-templates",
      "post /organizers/:organizer_id/email-templates/preview",
      "post /events/:event_id/email-templates/preview",
    ],
    { template_type: "attendee_ticket", subject: "Hijacked", body: "<p>Hijacked</p>" },
  ),
  ...sameBody(
    [
      "put /organizers/:organizer_id/email-templates/:template_id",
      "put /events/:event_id/email-templates/:template_id",
    ],
    { subject: "Hijacked", body: "<p>Hijacked</p>" },
  ),
  ...sameBody(
    [
      "patch /public/events/:event_id/order/:order_short_id",
      "patch /public/events/:event_id/order/:order_short_id/attendees/:attendee_short_id",
    ],
    { first_name: "Eve" },
  ),
  "put /users/:user_id": { first_name: "Eve" },
  "post /users/:user_id/confirm-email-with-code": { code: "123456" },
  "post /auth/invitation/:invite_token": {
    first_name: "Eve",
    last_name: "Intruder",
    ...newPassword,
    timezone: "Europe/Rome",
    terms_accepted: true,
  },
  "post /auth/reset-password/:reset_token": newPassword,
  "put /accounts/:account_id": { name: "Hijacked", timezone: "Europe/Rome" },
  "put /accounts/:account_id/event-defaults": { order_timeout_in_minutes: 30 },
  ...sameBody(["post /accounts/:account_id/vat-settings", "put /accounts/:account_id/vat-settings"], {
    vat_registered: true,
    vat_number: "IT12345678901",
  }),
  ...sameBody(
    ["post /accounts/:account_id/taxes-and-fees", "put /accounts/:account_id/taxes-and-fees/:tax_or_fee_id"],
    {
      name: "Sneaky",
      calculation_type: "PERCENTAGE",
      type: "TAX",
      rate: 10,
      is_active: true,
      is_default: false,
    },
  ),
  "post /organizers/:organizer_id": {
    name: "Hijacked",
    email: "hijack@example.test",
    timezone: "Europe/Rome",
    currency: "EUR",
  },
  "put /organizers/:organizer_id/status": { status: "LIVE" },
  "patch /organizers/:organizer_id/settings": { seo_title: "Hijacked" },
  "post /public/organizers/:organizer_id/homepage-password": { password: "sesamo" },
  "post /public/organizers/:organizer_id/contact": {
    name: "Visitor",
    email: "visitor@example.test",
    message: "Hello",
  },
  "put /events/:event_id": { title: "Hijacked", start_date: "2030-01-01T10:00:00Z" },
  "put /events/:event_id/status": { status: "LIVE" },
  "post /events/:event_id/duplicate": {
    title: "Copy",
    start_date: "2030-01-01T10:00:00Z",
    ...duplicateFlags(true),
  },
  "put /events/:event_id/settings": { seo_title: "Hijacked" },
  ...sameBody(
    [
      "post /events/:event_id/product-categories",
      "put /events/:event_id/product-categories/:product_category_id",
    ],
    { name: "Hijacked", is_hidden: false },
  ),
  // A category id of the intruder's own would be 422; the first account's event answers 404 first.
  ...sameBody(["post /events/:event_id/products", "put /events/:event_id/products/:product_id"], {
    title: "Hijacked",
    type: "PAID",
    product_type: "TICKET",
    product_category_id: 1,
    prices: [{ price: 1 }],
  }),
  "post /events/:event_id/products/sort": { sorted_categories: [] },
  ...sameBody(
    [
      "post /events/:event_id/capacity-assignments",
      "put /events/:event_id/capacity-assignments/:capacity_assignment_id",
    ],
    { name: "Hijacked", capacity: 1, status: "ACTIVE", product_ids: [1] },
  ),
  "patch /events/:event_id/settings": { seo_title: "Hijacked" },
  ...sameBody(
    ["post /events/:event_id/check-in-lists", "put /events/:event_id/check-in-lists/:check_in_list_id"],
    { name: "Hijacked", product_ids: [1] },
  ),
  "post /events/:event_id/attendees/:attendee_public_id/check_in": { action: "check_in" },
  ...sameBody(["post /events/:event_id/promo-codes", "put /events/:event_id/promo-codes/:promo_code_id"], {
    code: "hijacked",
    discount_type: "NONE",
  }),
  "post /events/:event_id/affiliates": { name: "Hijacked", code: "HIJACKED" },
  ...sameBody(
    [
      "post /events/:event_id/webhooks",
      "put /events/:event_id/webhooks/:webhook_id",
      "post /organizers/:organizer_id/webhooks",
      "put /organizers/:organizer_id/webhooks/:webhook_id",
    ],
    { url: "https://hooks.example/hijacked", event_types: ["order.created"] },
  ),
  ...sameBody(
    [
      "post /events/:event_id/webhooks/:webhook_id/test",
      "post /organizers/:organizer_id/webhooks/:webhook_id/test",
    ],
    { event_type: "order.created" },
  ),
  "put /events/:event_id/affiliates/:affiliate_id": { name: "Hijacked", status: "INACTIVE" },
  ...sameBody(["post /events/:event_id/questions", "put /events/:event_id/questions/:question_id"], {
    title: "Hijacked",
    type: "SINGLE_LINE_TEXT",
    belongs_to: "ORDER",
    required: false,
    is_hidden: false,
  }),
  "post /events/:event_id/questions/sort": [{ id: 1, order: 1 }],
  ...sameBody(
    [
      "put /events/:event_id/questions/:question_id/answers/:answer_id",
      "put /events/:event_id/questions/:question_id/answer/:answer_id",
    ],
    { answer: "Hijacked" },
  ),
  "post /events/:event_id/attendees": {
    product_id: 1,
    product_price_id: 1,
    email: "eve@example.test",
    first_name: "Eve",
    amount_paid: 0,
    send_confirmation_email: false,
    locale: "en",
  },
  "put /events/:event_id/attendees/:attendee_id": {
    email: "eve@example.test",
    first_name: "Eve",
    last_name: "Intruder",
    product_id: 1,
    product_price_id: 1,
  },
  "patch /events/:event_id/attendees/:attendee_id": { status: "CANCELLED" },
  ...sameBody(
    [
      "post /events/:event_id/messages",
      "post /events/:event_id/messages/recipient-count",
      "post /events/:event_id/orders/:order_id/message",
    ],
    { subject: "Doors open at 19:00", message: "<p>See you there.</p>", message_type: "ALL_ATTENDEES" },
  ),
  "post /events/:event_id/orders/:order_id/refund": { amount: 1, notify_buyer: false, cancel_order: true },
  "post /events/:event_id/orders/:order_id/cancel": { refund: true, notify_buyer: false },
  "put /events/:event_id/orders/:order_id": {
    email: "walk@example.com",
    first_name: "Walk",
    last_name: "Er",
  },
  // The first account's event is a draft: another account may not buy in it (403).
  "post /public/events/:event_id/order": {
    products: [{ product_id: 1, quantities: [{ price_id: 1, quantity: 1 }] }],
  },
  // Another session's reservation: 403 (or 404 in another event) before any detail is looked at.
  "put /public/events/:event_id/order/:order_short_id": {
    order: {
      first_name: "Eve",
      last_name: "Intruder",
      email: "eve@example.test",
      email_confirmation: "eve@example.test",
    },
    products: [],
  },
};

/** Path parameters that are secrets mailed to someone, not ids. */
const secretParams = new Set(["token", "change_token", "changeToken", "invite_token", "reset_token"]);

const routeKey = (route: Route) => `${route.method} ${route.path}`;
const pathParams = (route: Route) =>
  [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);

function fillPath(route: Route, ids: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined)
      throw new Error(`${routeKey(route)}: this test has no fixture for :${name} — add one`);
    return value;
  });
}

/**
 * A body sent as this JSON text as it is: one nested far deeper than anything may walk (no
 * JavaScript value of that depth could even be written with `JSON.stringify`).
 */
class RawJson {
  constructor(readonly text: string) {}
}

/** `levels` arrays or objects, one in the other, around `null`. */
function nestedJson(levels: number, kind: "array" | "object"): string {
  return kind === "array"
    ? `${"[".repeat(levels)}null${"]".repeat(levels)}`
    : `${'{"a":'.repeat(levels)}null${"}".repeat(levels)}`;
}

/** The route's sample body (or `{}`) with one of its own fields (or a new one) nested `levels` deep. */
function deepBody(route: Route, levels: number, kind: "array" | "object", field?: string): RawJson {
  const base = structuredClone(sampleBodies[routeKey(route)] ?? {}) as Record<string, unknown> | unknown[];
  const marker = `deep${randomUUID()}`;
  if (Array.isArray(base)) base.push(marker);
  else base[field ?? "nested"] = marker;
  return new RawJson(JSON.stringify(base).replace(`"${marker}"`, nestedJson(levels, kind)));
}

/** JSON for every unsafe method (a multipart route must refuse it: no file). */
function requestInit(route: Route, token: string, body: unknown): RequestInit {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (route.method === "get" || route.method === "delete")
    return { method: route.method.toUpperCase(), headers };
  return {
    method: route.method.toUpperCase(),
    headers: { ...headers, "content-type": "application/json" },
    body: body instanceof RawJson ? body.text : JSON.stringify(body === undefined ? {} : body),
  };
}

describe("every route, walked", () => {
  let fixtures: Fixtures;
  let intruderToken: string;
  let intruderAccountId: number;

  beforeAll(async () => {
    fixtures = await createFixtures();
    const intruder = await registerOwner(api, { first_name: "Intruder" });
    intruderToken = intruder.token;
    intruderAccountId = intruder.account.id;
    await loginToken(api, intruder.email);
  });

  it("covers routes that name ids (the walk is not empty)", () => {
    const walked = apiRoutes.filter(
      (route) => pathParams(route).length > 0 && !notTenantScoped[routeKey(route)],
    );
    expect(walked.length).toBeGreaterThanOrEqual(10);
  });

  it("gives another account 403 or 404 for every id of the first, and changes nothing", async () => {
    const before = await snapshot(intruderAccountId);
    const failures: string[] = [];
    for (const route of apiRoutes) {
      if (pathParams(route).length === 0 || notTenantScoped[routeKey(route)]) continue;
      const path = `/api${fillPath(route, fixtures.ids)}`;
      const needsBody = Boolean(route.request.body);
      const sample = sampleBodies[routeKey(route)];
      if (needsBody && sample === undefined) {
        failures.push(`${routeKey(route)}: add a valid sample body to sampleBodies`);
        continue;
      }
      const response = await api.request(path, requestInit(route, intruderToken, sample));
      const text = await response.text();
      // A made-up secret token (reset, invitation, email change) may be refused as invalid (400).
      const namesSecret = pathParams(route).some((name) => secretParams.has(name));
      const ok =
        response.status === 403 || response.status === 404 || (namesSecret && response.status === 400);
      // `GET/PUT accounts/{id}` ignore the id and use the caller's own account (docs/api/wire.md).
      const ownAccount = /^\/accounts\/:account_id$/.test(route.path) && response.status < 300;
      if (!ok && !ownAccount) failures.push(`${routeKey(route)} → ${response.status} ${text.slice(0, 120)}`);
      if (text.includes(fixtures.marker)) failures.push(`${routeKey(route)} leaked the first account's data`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(intruderAccountId)).toEqual(before);
  });

  it("answers generated invalid bodies and queries without a 5xx and without writing", async () => {
    // Routes that read a body, and reads (their queries). An unsafe route without a body has
    // nothing invalid to send: fuzzing it would just run it (a logout, a delete).
    const routes = apiRoutes.filter(
      (route) =>
        route.path !== "/openapi.json" && (route.request.body !== undefined || route.method === "get"),
    );
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    const attempt = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        // Any JSON, or the route's own fields (found from its schema, so the body gets past the
        // shape check) set to values at the edges of what the platform must refuse or read, or
        // one of them nested deeper than anything may walk.
        body: fc.oneof(fc.jsonValue(), ownFieldsBody(route), deepBodies(route)),
        query: queryOf(route),
        path: pathOf(route, fixtures.ids),
      }),
    );
    await fc.assert(
      fc.asyncProperty(attempt, async ({ route, body, query, path: routePath }) => {
        // Only bodies the route must refuse: a valid one may rightly change something.
        const deep = body instanceof RawJson;
        if (route.request.body && !deep && !mustRefuse(route, route.request.body, body)) return;
        sent += 1;
        const path = `/api${routePath}${query ? `?${query}` : ""}`;
        const init = requestInit(route, fixtures.owner.token, body);
        const response = await api.request(path, init);
        const shown = deep
          ? `${body.text.slice(0, 40)}…(${body.text.length})`
          : JSON.stringify(body, (_, value) =>
              typeof value === "string" && value.length > 80
                ? `${value.slice(0, 20)}…(${value.length})`
                : value,
            );
        if (response.status >= 500) {
          const logged = api.logs.findLast((line) => line.level >= 50);
          failures.push(
            `${routeKey(route)} ${path} ${shown} → ${response.status}: ${JSON.stringify(logged?.err ?? logged).slice(0, 300)}`,
          );
        }
        // A GET may answer 200 to odd but harmless query parameters; a write must refuse.
        if (route.request.body && response.status < 400) {
          failures.push(`${routeKey(route)} accepted ${shown} → ${response.status}`);
        }
      }),
      { numRuns: Math.max(600, routes.length * 30), seed: 20261121 },
    );
    console.info(`walk: ${routes.length} routes, ${sent} requests sent, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 10);
    expect(stripVolatile(await snapshot())).toEqual(stripVolatile(before));
  }, 180_000);

  it("refuses a body nested 100,000 deep on every route that reads one, with 422 and its reason", async () => {
    const routes = apiRoutes.filter((route) => route.request.body !== undefined);
    // A session of its own: the walks before may have ended the owner's.
    const token = await loginToken(api, fixtures.owner.email);
    const failures: string[] = [];
    for (const route of routes) {
      for (const kind of ["array", "object"] as const) {
        const path = `/api${fillPath(route, fixtures.ids)}`;
        const init = requestInit(route, token, deepBody(route, 100_000, kind));
        const response = await api.request(path, init);
        const text = await response.text();
        const reason = text.startsWith("{")
          ? (JSON.parse(text) as { codes?: Record<string, { code: string }[]> }).codes?.root?.[0]
          : undefined;
        if (response.status !== 422 || reason?.code !== "body_too_deep")
          failures.push(`${routeKey(route)} ${kind} → ${response.status} ${text.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** A route's body with one field nested from just past the limit to far past it. */
function deepBodies(route: Route): fc.Arbitrary<RawJson> {
  const fields = route.request.body
    ? fieldPathsOf(route.request.body).filter((path) => path.length === 1)
    : [];
  return fc
    .record({
      levels: fc.oneof(fc.integer({ min: 33, max: 200 }), fc.constant(100_000)),
      kind: fc.constantFrom("array" as const, "object" as const),
      field: fields.length > 0 ? fc.constantFrom(...fields.map((path) => path[0])) : fc.constant(undefined),
    })
    .map(({ levels, kind, field }) => deepBody(route, levels, kind, field));
}

/** 1 MB of text: under the body limit, over every field's length. */
const megabyteOfText = "x".repeat(1_000_000);

/**
 * Text values the platform must refuse (NUL, lone surrogates, years outside 1–9999), read the
 * Hi.Events way (empty, numeric, offsetless dates, `now`) or merely survive (1 MB).
 */
const edgeText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "\ud800",
    "\udfff",
    "",
    "   ",
    "0",
    "3",
    "-1",
    "1.5",
    "1e309",
    "99999999999999999999",
    "true",
    "now",
    "0000-01-01T00:00:00Z",
    "0000-06-15T12:00:00+02:00",
    "0000-01-01",
    "10000-01-01T00:00:00Z",
    "+010000-01-01T00:00:00Z",
    "2026-12-25T20:00",
    "2026-12-25 20:00:00",
    megabyteOfText,
  ),
  fc
    .tuple(
      fc.string({ maxLength: 6 }),
      fc.constantFrom("\u0000", "\ud800", "\udc00"),
      fc.string({ maxLength: 6 }),
    )
    .map((parts) => parts.join("")),
);
const edgeValue = fc.oneof(edgeText, fc.constantFrom(1e20, 2 ** 31, -1, 0, 1.5, null, true, [], {}));

/** The query form of the edge values: a lone surrogate or bad UTF-8 only travels percent-encoded. */
const edgeQueryValue = fc.oneof(
  edgeText.filter(isWellFormed).map(encodeURIComponent),
  fc.constantFrom("%ED%A0%80", "%00", "%FF", "%", "%E0%A4%A"),
);

/** Field paths of a body schema, one level into nested objects (`location_details.city`). */
function fieldPathsOf(schema: z.ZodType, depth = 0): string[][] {
  const def = schema._zod.def as unknown as {
    type: string;
    shape?: Record<string, z.ZodType>;
    innerType?: z.ZodType;
    in?: z.ZodType;
  };
  if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
    return def.innerType ? fieldPathsOf(def.innerType, depth) : [];
  }
  if (def.type === "pipe") return def.in ? fieldPathsOf(def.in, depth) : [];
  if (def.type !== "object" || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([name, field]) => [
    [name],
    ...(depth === 0 ? fieldPathsOf(field, 1).map((path) => [name, ...path]) : []),
  ]);
}

/** The route's sample body (or `{}`) with one to three of its own fields set to edge values. */
function ownFieldsBody(route: Route): fc.Arbitrary<unknown> {
  const paths = route.request.body ? fieldPathsOf(route.request.body) : [];
  if (paths.length === 0) return fc.jsonValue();
  const base = sampleBodies[routeKey(route)] ?? {};
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), edgeValue), { minLength: 1, maxLength: 3 })
    .map((assignments) => {
      const body = structuredClone(base) as Record<string, unknown>;
      for (const [path, value] of assignments) {
        let target = body;
        for (const key of path.slice(0, -1)) {
          const next = target[key];
          target[key] = typeof next === "object" && next !== null && !Array.isArray(next) ? next : {};
          target = target[key] as Record<string, unknown>;
        }
        target[path.at(-1) as string] = value;
      }
      return body;
    });
}

/** A query string: list parameters, the route's own filters and query fields, and strangers. */
function queryOf(route: Route): fc.Arbitrary<string> {
  const ownFilters = Object.entries(route.request.list?.filters ?? {}).flatMap(([field, filter]) =>
    filter.operators.map((operator) => `filter_fields[${field}][${operator}]`),
  );
  const ownQueryFields = route.request.query
    ? fieldPathsOf(route.request.query).map((path) => path.join("."))
    : [];
  const key = fc.oneof(
    fc.constantFrom(
      "page",
      "per_page",
      "sort_by",
      "sort_direction",
      "query",
      ...ownQueryFields,
      ...ownFilters,
    ),
    fc
      .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 6 }))
      .map(([field, op]) => `filter_fields[${field}][${op}]`),
    fc.string({ maxLength: 12 }),
  );
  const value = fc.oneof(
    edgeQueryValue,
    fc.string({ maxLength: 20 }).filter(isWellFormed).map(encodeURIComponent),
    fc.integer().map(String),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) =>
      pairs.map(([name, text]) => `${encodeURIComponent(isWellFormed(name) ? name : "x")}=${text}`).join("&"),
    );
}

/** The route's path with fixture ids, or now and then an edge value in one of its parameters. */
function pathOf(route: Route, ids: Record<string, string>): fc.Arbitrary<string> {
  const names = pathParams(route);
  const filled = fillPath(route, ids);
  if (names.length === 0) return fc.constant(filled);
  const edgeSegment = fc.constantFrom(
    "%00",
    "%ED%A0%80",
    "0",
    "-1",
    "99999999999999999999",
    "1e3",
    "%20",
    "a%00b",
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(filled) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...names), edgeSegment)
        .map(([name, segment]) => fillPath(route, { ...ids, [name]: segment })),
    },
  );
}

/** Dates whose year is 0 or has five digits: PostgreSQL has no year 0, and 9999 is the last year. */
const yearOutsideRange = /^(?:[+-]?0000|[+-]?\d{5,})-\d\d/;

/**
 * Whether the platform must refuse this body: its schema refuses it (read the way the route reads
 * it), or it carries text the database cannot hold faithfully (NUL, a lone surrogate) or a date
 * outside years 1–9999.
 */
function mustRefuse(route: Route, schema: z.ZodType, body: unknown): boolean {
  let badText = false;
  JSON.stringify(body, (key, value) => {
    if (typeof value !== "string") return value;
    if (value.includes("\u0000") || !isWellFormed(value)) badText = true;
    // Dates are the fields named like them (`start_date`, `expires_at`); a title may say 0000-01-01.
    if (/(?:_date|_at)$/.test(key) && yearOutsideRange.test(value)) badText = true;
    return value;
  });
  // Read as the route reads it (Hi.Events' conventions); the zone only moves a time by hours.
  const wallClock = route.wallClockZone
    ? (text: string) => instantOfWallClock(text, "UTC")?.toISOString()
    : undefined;
  return badText || !schema.safeParse(normaliseWireInput(schema, body, { wallClock })).success;
}

/**
 * Rows a refused request may still touch by design: a login attempt with a well-formed body is
 * counted even if it fails (that is the limit working). Everything else must be as it was.
 */
function stripVolatile(tables: Record<string, unknown[]>): Record<string, unknown[]> {
  const { login_attempts: _attempts, rate_limit_hits: _hits, ...rest } = tables;
  return rest;
}

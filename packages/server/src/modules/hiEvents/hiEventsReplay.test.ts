import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { accountUsers, mailOutbox, orders, questionAnswers } from "../../db/schema";
import { addMember, jsonBody, registerOwner, testPassword, uniqueEmail } from "../../test/accounts";
import {
  accepted,
  acceptedSoftly,
  cartOf,
  checkoutCookieOf,
  cookieSet,
  fingerprintSession,
  fromBrowser,
  pickerValue,
  read,
  richTextOrNull,
  sameInstant,
  type Wire,
  wallClock,
} from "../../test/hiEventsReplay";
import { useTestApp } from "../../test/testApp";
import { eventWithTicket, setEventSettings } from "../checkout/completeTestFixtures";
import { authed, createEventVia, daysFromNow, insertOrganizer } from "../events/testFixtures";
import { salesEvent, soldOrder } from "../orders/testFixtures";

/**
 * Hi.Events' web app, replayed against Varco: each case sends what one of its screens sends (the
 * form's initial values, then what a user fills in; ids as the form holds them, strings from its
 * selects; nulls and empty strings where the form leaves them), then reads the answer and the next
 * GET for the fields that screen shows. A refusal here is a screen of Hi.Events that does not work
 * against Varco. Runs on PGlite and on PostgreSQL (both projects).
 */
describe("Hi.Events' web app, replayed", () => {
  const api = useTestApp();
  type Fixture = Awaited<ReturnType<typeof eventWithTicket>>;

  /** What the product selectors list: every product of the event, as GET events/{id} nests them. */
  const productsOf = (event: Wire): Wire[] =>
    (event.product_categories as Wire[]).flatMap((category) => category.products ?? []);

  /** The box office's "Manually add attendee" form, for the fixture's ticket. */
  async function addAttendeeFromBoxOffice(fixture: Fixture, email = "bea@example.com") {
    const event = await read(api, fixture.token, `/api/events/${fixture.event.id}`);
    const product = productsOf(event).find((p) => p.id === fixture.ticket.id);
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/attendees`,
      authed(fixture.token, "POST", {
        product_id: String(fixture.ticket.id),
        email,
        first_name: "Bea",
        last_name: "Buyer",
        amount_paid: Number(product?.prices?.[0]?.price),
        send_confirmation_email: true,
        taxes_and_fees: [],
        locale: "en",
        product_price_id: String(product?.prices?.[0]?.id),
      }),
    );
    return created.data;
  }

  /** The check-in list modal, for the fixture's ticket, its dates left blank. */
  async function createCheckInList(fixture: Fixture, name = "Main entrance") {
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/check-in-lists`,
      authed(fixture.token, "POST", {
        name,
        description: "",
        expires_at: "",
        activates_at: "",
        product_ids: [String(fixture.ticket.id)],
      }),
    );
    return created.data;
  }

  /** The product page's "Continue" button: a cart of `quantity` of the fixture's ticket. */
  async function reserveFromEventPage(fixture: Fixture, quantity = 1) {
    const { data: event } = await accepted(api, `/api/public/events/${fixture.event.id}`);
    const response = await api.request(
      `/api/public/events/${fixture.event.id}/order`,
      fromBrowser(undefined, "POST", {
        products: cartOf(event, { [fixture.priceId]: quantity }),
        promo_code: null,
        affiliate_code: null,
        session_identifier: fingerprintSession,
      }),
    );
    const text = await response.clone().text();
    expect(response.ok, `POST public/events/${fixture.event.id}/order → ${response.status} ${text}`).toBe(
      true,
    );
    const order: Wire = ((await response.json()) as Wire).data;
    return { order, cookie: checkoutCookieOf(response) };
  }

  /** The checkout's details form, filled in by Bea: one answer per question the event asks. */
  async function detailsAsTheFormSends(
    fixture: Fixture,
    shortId: string,
    cookie: string | undefined,
    answers: Record<string, unknown> = {},
  ) {
    const { data: order } = await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${shortId}?include=event`,
      fromBrowser(cookie),
    );
    const questions: Wire[] = (await accepted(api, `/api/public/events/${fixture.event.id}/questions`)).data;
    const answered = (question: Wire) => ({
      question_id: question.id,
      response: { answer: answers[question.title] ?? "" },
    });
    const productQuestions = (productId: number) =>
      questions.filter((q) => q.belongs_to === "PRODUCT" && (q.product_ids ?? []).includes(productId));
    const attendees = (order.order_items as Wire[]).flatMap((item) =>
      Array.from({ length: item.quantity }, () => {
        const asked = productQuestions(item.product_id);
        return {
          product_price_id: item.product_price_id,
          product_id: item.product_id,
          first_name: "Bea",
          last_name: "Buyer",
          email: "bea@example.com",
          email_confirmation: "bea@example.com",
          // The form maps the product's questions; a product without any leaves `undefined`.
          ...(asked.length > 0 ? { questions: asked.map(answered) } : {}),
        };
      }),
    );
    return {
      order: {
        first_name: "Bea",
        last_name: "Buyer",
        email: "bea@example.com",
        email_confirmation: "bea@example.com",
        address: {},
        questions: questions.filter((q) => q.belongs_to === "ORDER").map(answered),
        opted_into_marketing: false,
      },
      products: attendees,
    };
  }

  // Organizers

  it("an organiser creates an organizer from its form, prefilled from the account and the user", async () => {
    const owner = await registerOwner(api);
    const account = await read(api, owner.token, "/api/accounts");
    const me = await read(api, owner.token, "/api/users/me");
    // The form copies the account's currency and the user's email and zone as strings, then the
    // user types the organization's name over the account's.
    const created = await accepted(
      api,
      "/api/organizers",
      authed(owner.token, "POST", {
        name: "Teatro Regio",
        email: String(me.email),
        currency: String(account.currency_code),
        timezone: String(me.timezone),
      }),
    );
    expect(created.data).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: "Teatro Regio",
        email: me.email,
        slug: expect.any(String),
        status: expect.any(String),
      }),
    );
    const organizer = await read(api, owner.token, `/api/organizers/${created.data.id}`);
    expect(organizer).toMatchObject({ name: "Teatro Regio", currency: String(account.currency_code) });
  });

  it("an organiser edits an organizer from the edit modal, then from the basic information page", async () => {
    const owner = await registerOwner(api);
    const { id } = await insertOrganizer(api, owner.account.id, { slug: "teatro-regio-edit" });
    const loaded = await read(api, owner.token, `/api/organizers/${id}`);
    await accepted(
      api,
      `/api/organizers/${id}`,
      authed(owner.token, "POST", {
        name: "Teatro Regio di Torino",
        email: loaded.email,
        currency: loaded.currency,
        timezone: loaded.timezone,
      }),
    );
    const again = await read(api, owner.token, `/api/organizers/${id}`);
    expect(again.name).toBe("Teatro Regio di Torino");

    // The basic information page turns each missing value into "" and sends them all.
    await accepted(
      api,
      `/api/organizers/${id}`,
      authed(owner.token, "POST", {
        name: String(again.name),
        email: String(again.email),
        phone: "+39 011 881 5241",
        website: "https://www.teatroregio.example",
        description: "<p>Opera e balletto dal 1740.</p>",
        currency: String(again.currency),
        timezone: String(again.timezone),
      }),
    );
    const saved = await read(api, owner.token, `/api/organizers/${id}`);
    expect(saved).toMatchObject({
      name: "Teatro Regio di Torino",
      phone: "+39 011 881 5241",
      website: "https://www.teatroregio.example",
    });
    expect(saved.description).toContain("Opera e balletto");
  });

  it("an organiser saves the organizer settings sections: address, social links, SEO, event defaults", async () => {
    const owner = await registerOwner(api);
    const { id } = await insertOrganizer(api, owner.account.id, { slug: "teatro-regio-settings" });
    const path = `/api/organizers/${id}/settings`;
    const loaded = await read(api, owner.token, path);
    expect(loaded).toEqual(expect.objectContaining({ homepage_visibility: expect.any(String) }));

    await acceptedSoftly(
      api,
      path,
      authed(owner.token, "PATCH", {
        location_details: {
          venue_name: "Teatro Regio",
          address_line_1: "Piazza Castello 215",
          address_line_2: "",
          city: "Torino",
          state_or_region: "",
          zip_or_postal_code: "10124",
          country: "IT",
        },
      }),
    );
    // Every platform's field starts at "", and only the ones filled in change.
    const platforms = ["facebook", "instagram", "twitter", "linkedin", "youtube", "tiktok", "discord"]
      .concat(["snapchat", "twitch", "reddit", "pinterest", "whatsapp", "telegram", "github", "vimeo"])
      .concat(["vk", "weibo"]);
    const handles: Record<string, string> = Object.fromEntries(platforms.map((p) => [`${p}_handle`, ""]));
    await acceptedSoftly(
      api,
      path,
      authed(owner.token, "PATCH", { ...handles, instagram_handle: "teatroregiotorino" }),
    );
    await acceptedSoftly(
      api,
      path,
      authed(owner.token, "PATCH", {
        allow_search_engine_indexing: loaded.allow_search_engine_indexing,
        seo_title: "Teatro Regio Torino",
        seo_description: loaded.seo_description,
        seo_keywords: loaded.seo_keywords,
      }),
    );
    await acceptedSoftly(
      api,
      path,
      authed(owner.token, "PATCH", {
        default_attendee_details_collection_method: "PER_ORDER",
        default_show_marketing_opt_in: loaded.default_show_marketing_opt_in ?? true,
        default_allow_attendee_self_edit: loaded.default_allow_attendee_self_edit ?? false,
      }),
    );

    const saved = await read(api, owner.token, path);
    expect(saved).toMatchObject({
      location_details: { city: "Torino", zip_or_postal_code: "10124", country: "IT" },
      social_media_handles: expect.objectContaining({ instagram: "teatroregiotorino" }),
      seo_title: "Teatro Regio Torino",
      default_attendee_details_collection_method: "PER_ORDER",
    });
  });

  // Events

  it("an organiser creates an event from the create-event modal", async () => {
    const owner = await registerOwner(api);
    const organizer = await insertOrganizer(api, owner.account.id, { slug: "regio-create" });
    const account = await read(api, owner.token, "/api/accounts");
    const tomorrowAtNine = new Date(Date.now() + 86_400_000);
    tomorrowAtNine.setHours(21, 0, 0, 0);
    const lateEnd = new Date(tomorrowAtNine.getTime() + 3 * 3_600_000);
    const created = await accepted(
      api,
      "/api/events",
      authed(owner.token, "POST", {
        title: "Tosca",
        start_date: tomorrowAtNine.toISOString(),
        organizer_id: String(organizer.id),
        currency: organizer.currency,
        timezone: account.timezone,
        category: "MUSIC",
        description: "<p>Melodramma in tre atti.</p>",
        end_date: pickerValue(lateEnd),
      }),
    );
    expect(created.data).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: "Tosca", slug: expect.any(String) }),
    );
    const event = await read(api, owner.token, `/api/events/${created.data.id}`);
    expect(event).toEqual(
      expect.objectContaining({
        title: "Tosca",
        status: "DRAFT",
        category: "MUSIC",
        organizer_id: organizer.id,
        currency: organizer.currency,
        product_categories: expect.any(Array),
        settings: expect.any(Object),
      }),
    );
    expect(sameInstant(event.start_date, tomorrowAtNine.toISOString())).toBe(true);
    expect(new Date(event.end_date).getTime()).toBeGreaterThan(new Date(event.start_date).getTime());
  });

  it("an organiser edits the event details as the settings page loads them (PUT events/{id})", async () => {
    const fixture = await eventWithTicket(api);
    const loaded = await read(api, fixture.token, `/api/events/${fixture.event.id}`);
    const newEnd = new Date(new Date(loaded.start_date).getTime() + 3 * 3_600_000).toISOString();
    // Description and category stay as loaded (null when never set); dates go as wall-clock text.
    await accepted(
      api,
      `/api/events/${fixture.event.id}`,
      authed(fixture.token, "PUT", {
        title: "Aida, new staging",
        description: loaded.description,
        start_date: wallClock(loaded.start_date, loaded.timezone),
        end_date: wallClock(newEnd, loaded.timezone),
        timezone: loaded.timezone,
        currency: loaded.currency,
        category: loaded.category,
      }),
    );
    const saved = await read(api, fixture.token, `/api/events/${fixture.event.id}`);
    expect(saved.title).toBe("Aida, new staging");
    // The input holds minutes: the start is the loaded one, to the minute.
    expect(wallClock(saved.start_date, saved.timezone)).toBe(wallClock(loaded.start_date, loaded.timezone));
    expect(wallClock(saved.end_date, saved.timezone)).toBe(wallClock(newEnd, loaded.timezone));
  });

  it("an organiser publishes a draft event with the status toggle (PUT events/{id}/status)", async () => {
    const owner = await registerOwner(api);
    const organizer = await insertOrganizer(api, owner.account.id, { slug: "regio-status" });
    const event = await createEventVia(api, owner.token, {
      title: "La Bohème",
      start_date: daysFromNow(20),
      organizer_id: organizer.id,
      timezone: "Europe/Rome",
      currency: "EUR",
    });
    const answer = await accepted(
      api,
      `/api/events/${event.id}/status`,
      authed(owner.token, "PUT", { status: "LIVE" }),
    );
    expect(answer.data).toEqual(expect.objectContaining({ id: event.id, status: "LIVE" }));
    expect((await read(api, owner.token, `/api/events/${event.id}`)).status).toBe("LIVE");
    await accepted(api, `/api/public/events/${event.id}`);
  });

  it("an organiser duplicates an event from the duplicate modal with every option ticked", async () => {
    const fixture = await eventWithTicket(api);
    const loaded = await read(api, fixture.token, `/api/events/${fixture.event.id}`);
    const answer = await accepted(
      api,
      `/api/events/${fixture.event.id}/duplicate`,
      authed(fixture.token, "POST", {
        title: "Aida (second run)",
        start_date: "2031-08-20T20:30",
        // utcToTz of a missing end date is undefined: the key is left out.
        ...(loaded.end_date ? { end_date: wallClock(loaded.end_date, loaded.timezone) } : {}),
        description: loaded.description,
        duplicate_products: true,
        duplicate_questions: true,
        duplicate_settings: true,
        duplicate_promo_codes: true,
        duplicate_capacity_assignments: true,
        duplicate_check_in_lists: true,
        duplicate_event_cover_image: true,
        duplicate_ticket_logo: true,
        duplicate_webhooks: true,
        duplicate_affiliates: true,
      }),
    );
    expect(answer.data).toEqual(expect.objectContaining({ id: expect.any(Number) }));
    expect(answer.data.id).not.toBe(fixture.event.id);
    const copy = await read(api, fixture.token, `/api/events/${answer.data.id}`);
    expect(copy.title).toBe("Aida (second run)");
    expect(wallClock(copy.start_date, copy.timezone)).toBe("2031-08-20T20:30");
    expect(productsOf(copy).map((p) => p.title)).toContain("Stalls");
  });

  it("an organiser saves each section of the event settings page (PATCH events/{id}/settings)", async () => {
    const fixture = await eventWithTicket(api);
    const path = `/api/events/${fixture.event.id}/settings`;
    const loaded = await read(api, fixture.token, path);

    // Payment & invoicing: thirteen fields at once; empty editors become null.
    await acceptedSoftly(
      api,
      path,
      authed(fixture.token, "PATCH", {
        require_billing_address: loaded.require_billing_address ?? true,
        payment_providers: ["OFFLINE"],
        offline_payment_instructions: "<p>Bonifico su IT60 X054 2811 1010 0000 0123 456</p>",
        allow_orders_awaiting_offline_payment_to_check_in:
          loaded.allow_orders_awaiting_offline_payment_to_check_in || false,
        enable_invoicing: loaded.enable_invoicing || false,
        invoice_label: loaded.invoice_label || "",
        invoice_prefix: loaded.invoice_prefix || "",
        invoice_start_number: loaded.invoice_start_number || 1,
        organization_name: loaded.organization_name || "",
        organization_address: loaded.organization_address || "",
        invoice_tax_details: richTextOrNull(loaded.invoice_tax_details),
        invoice_payment_terms_days: loaded.invoice_payment_terms_days || null,
        invoice_notes: richTextOrNull(loaded.invoice_notes),
      }),
    );
    // Location: every address field, blank ones as "".
    await acceptedSoftly(
      api,
      path,
      authed(fixture.token, "PATCH", {
        location_details: {
          venue_name: "Arena di Verona",
          address_line_1: "Piazza Bra 1",
          address_line_2: "",
          city: "Verona",
          state_or_region: "",
          zip_or_postal_code: "37121",
          country: "IT",
        },
        is_online_event: loaded.is_online_event || false,
        online_event_connection_details: richTextOrNull(loaded.online_event_connection_details),
        maps_url: loaded.maps_url || "",
      }),
    );
    // Checkout.
    await acceptedSoftly(
      api,
      path,
      authed(fixture.token, "PATCH", {
        pre_checkout_message: richTextOrNull(loaded.pre_checkout_message),
        post_checkout_message: "<p>Grazie, a presto all'Arena!</p>",
        order_timeout_in_minutes: loaded.order_timeout_in_minutes,
        attendee_details_collection_method: "PER_ORDER",
        show_marketing_opt_in: loaded.show_marketing_opt_in ?? true,
      }),
    );
    // SEO: the loaded values as they are (null when never set), one of them typed in.
    await acceptedSoftly(
      api,
      path,
      authed(fixture.token, "PATCH", {
        allow_search_engine_indexing: loaded.allow_search_engine_indexing,
        seo_title: loaded.seo_title,
        seo_description: "Aida all'Arena di Verona",
        seo_keywords: loaded.seo_keywords,
      }),
    );
    // Email.
    await acceptedSoftly(
      api,
      path,
      authed(fixture.token, "PATCH", {
        support_email: "biglietteria@arena.example",
        email_footer_message: loaded.email_footer_message,
        notify_organizer_of_new_orders: loaded.notify_organizer_of_new_orders,
      }),
    );
    // Miscellaneous.
    await acceptedSoftly(
      api,
      path,
      authed(fixture.token, "PATCH", {
        price_display_mode: "INCLUSIVE",
        hide_getting_started_page: loaded.hide_getting_started_page,
        allow_attendee_self_edit: loaded.allow_attendee_self_edit ?? false,
      }),
    );

    const saved = await read(api, fixture.token, path);
    expect(saved).toMatchObject({
      payment_providers: ["OFFLINE"],
      location_details: { venue_name: "Arena di Verona", city: "Verona", country: "IT" },
      attendee_details_collection_method: "PER_ORDER",
      seo_description: "Aida all'Arena di Verona",
      support_email: "biglietteria@arena.example",
      price_display_mode: "INCLUSIVE",
    });
    expect(saved.offline_payment_instructions).toContain("IT60 X054");
    expect(saved.post_checkout_message).toContain("Grazie");
  });

  // Product categories

  it("an organiser creates a product category from its modal", async () => {
    const fixture = await eventWithTicket(api);
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/product-categories`,
      authed(fixture.token, "POST", {
        name: "Merchandise",
        description: "",
        is_hidden: false,
        no_products_message: "No products available in this category.",
      }),
    );
    expect(created.data).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: "Merchandise",
        is_hidden: false,
        no_products_message: "No products available in this category.",
      }),
    );
    const list: Wire[] =
      (await read(api, fixture.token, `/api/events/${fixture.event.id}/product-categories`)) ?? [];
    expect(list.map((c) => c.name)).toContain("Merchandise");
  });

  it("an organiser edits a product category: the form sends back the id it loaded", async () => {
    const fixture = await eventWithTicket(api);
    const path = `/api/events/${fixture.event.id}/product-categories/${fixture.category.id}`;
    const loaded = await read(api, fixture.token, path);
    await accepted(
      api,
      path,
      authed(fixture.token, "PUT", {
        id: loaded.id,
        name: "Stalls and boxes",
        description: loaded.description,
        is_hidden: true,
        no_products_message: loaded.no_products_message,
      }),
    );
    expect(await read(api, fixture.token, path)).toMatchObject({ name: "Stalls and boxes", is_hidden: true });
  });

  // Promo codes

  it("an organiser creates a promo code for one product, with an expiry and a usage cap", async () => {
    const fixture = await eventWithTicket(api);
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/promo-codes`,
      authed(fixture.token, "POST", {
        code: "ESTATE20",
        discount: 20,
        applicable_product_ids: [String(fixture.ticket.id)],
        expiry_date: "2031-07-01T23:59",
        discount_type: "PERCENTAGE",
        max_allowed_usages: 50,
      }),
    );
    expect(created.data).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        // Codes are kept in lower case, as Hi.Events keeps them.
        code: "estate20",
        discount: 20,
        discount_type: "PERCENTAGE",
        max_allowed_usages: 50,
      }),
    );
    const loaded = await read(
      api,
      fixture.token,
      `/api/events/${fixture.event.id}/promo-codes/${created.data.id}`,
    );
    expect(loaded.applicable_product_ids.map(Number)).toEqual([fixture.ticket.id]);
    expect(wallClock(loaded.expiry_date, "Europe/Rome")).toBe("2031-07-01T23:59");
    expect(loaded).toEqual(
      expect.objectContaining({
        order_usage_count: expect.any(Number),
        attendee_usage_count: expect.any(Number),
      }),
    );
  });

  it("an organiser edits a promo code as the modal loads it: ids as strings, expiry as wall-clock text", async () => {
    const fixture = await eventWithTicket(api);
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/promo-codes`,
      authed(fixture.token, "POST", {
        code: "AMICI",
        discount: 10,
        applicable_product_ids: [String(fixture.ticket.id)],
        expiry_date: "2031-06-30T18:00",
        discount_type: "PERCENTAGE",
        max_allowed_usages: 20,
      }),
    );
    const path = `/api/events/${fixture.event.id}/promo-codes/${created.data.id}`;
    const loaded = await read(api, fixture.token, path);
    const event = await read(api, fixture.token, `/api/events/${fixture.event.id}`);
    await accepted(
      api,
      path,
      authed(fixture.token, "PUT", {
        code: loaded.code,
        discount: 5.5,
        applicable_product_ids: (loaded.applicable_product_ids ?? []).map((id: number) => id.toString()),
        expiry_date: wallClock(loaded.expiry_date, event.timezone),
        discount_type: "FIXED",
        max_allowed_usages: loaded.max_allowed_usages || undefined,
      }),
    );
    const saved = await read(api, fixture.token, path);
    expect(saved).toMatchObject({
      code: "amici",
      discount: 5.5,
      discount_type: "FIXED",
      max_allowed_usages: 20,
    });
    expect(sameInstant(saved.expiry_date, loaded.expiry_date)).toBe(true);
  });

  // Questions

  it("an organiser creates an order question and a product question from the question modal", async () => {
    const fixture = await eventWithTicket(api);
    const path = `/api/events/${fixture.event.id}/questions`;
    const orderQuestion = await accepted(
      api,
      path,
      authed(fixture.token, "POST", {
        title: "Come ci hai conosciuto?",
        description: "",
        type: "SINGLE_LINE_TEXT",
        required: true,
        options: [],
        product_ids: [],
        apply_to_all_products: true,
        belongs_to: "ORDER",
        is_hidden: false,
      }),
    );
    const productQuestion = await accepted(
      api,
      path,
      authed(fixture.token, "POST", {
        title: "Taglia maglietta",
        description: "",
        type: "DROPDOWN",
        required: false,
        options: ["S", "M", "L"],
        product_ids: [String(fixture.ticket.id)],
        apply_to_all_products: true,
        belongs_to: "PRODUCT",
        is_hidden: false,
      }),
    );
    expect(orderQuestion.data).toEqual(
      expect.objectContaining({ id: expect.any(Number), belongs_to: "ORDER", type: "SINGLE_LINE_TEXT" }),
    );
    const listed: Wire[] = await read(api, fixture.token, path);
    expect(listed.find((q) => q.id === productQuestion.data.id)).toEqual(
      expect.objectContaining({
        title: "Taglia maglietta",
        options: ["S", "M", "L"],
        belongs_to: "PRODUCT",
        required: false,
        is_hidden: false,
        product_ids: [fixture.ticket.id],
      }),
    );
  });

  it("an organiser edits a question as the edit modal loads it", async () => {
    const fixture = await eventWithTicket(api);
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/questions`,
      authed(fixture.token, "POST", {
        title: "Esigenze alimentari",
        description: "",
        type: "RADIO",
        required: false,
        options: ["Nessuna", "Vegetariana"],
        product_ids: [String(fixture.ticket.id)],
        apply_to_all_products: true,
        belongs_to: "PRODUCT",
        is_hidden: false,
      }),
    );
    const path = `/api/events/${fixture.event.id}/questions/${created.data.id}`;
    const loaded = await read(api, fixture.token, path);
    await accepted(
      api,
      path,
      authed(fixture.token, "PUT", {
        title: "Esigenze alimentari (cena)",
        description: loaded.description,
        type: loaded.type,
        required: true,
        options: [...loaded.options, "Vegana"],
        product_ids: loaded.product_ids?.map((id: number) => String(id)),
        belongs_to: loaded.belongs_to,
        is_hidden: loaded.is_hidden,
      }),
    );
    expect(await read(api, fixture.token, path)).toMatchObject({
      title: "Esigenze alimentari (cena)",
      required: true,
      options: ["Nessuna", "Vegetariana", "Vegana"],
      product_ids: [fixture.ticket.id],
    });
  });

  it("an organiser reorders questions by dragging them (POST questions/sort)", async () => {
    const fixture = await eventWithTicket(api);
    const path = `/api/events/${fixture.event.id}/questions`;
    const ids: number[] = [];
    for (const title of ["Prima", "Seconda", "Terza"]) {
      const created = await accepted(
        api,
        path,
        authed(fixture.token, "POST", {
          title,
          description: "",
          type: "SINGLE_LINE_TEXT",
          required: false,
          options: [],
          product_ids: [],
          apply_to_all_products: true,
          belongs_to: "ORDER",
          is_hidden: false,
        }),
      );
      ids.push(created.data.id);
    }
    const dragged = [...ids].reverse();
    await accepted(
      api,
      `${path}/sort`,
      authed(
        fixture.token,
        "POST",
        dragged.map((id, index) => ({ id, order: index + 1 })),
      ),
    );
    const listed: Wire[] = await read(api, fixture.token, path);
    expect(listed.map((q) => q.id).filter((id) => ids.includes(id))).toEqual(dragged);
  });

  // Taxes and fees

  it("an organiser creates a tax from the account's tax settings", async () => {
    const owner = await registerOwner(api);
    const path = `/api/accounts/${owner.account.id}/taxes-and-fees`;
    const created = await accepted(
      api,
      path,
      authed(owner.token, "POST", {
        name: "IVA",
        type: "TAX",
        calculation_type: "PERCENTAGE",
        rate: 22,
        description: "",
        is_default: true,
        is_active: true,
      }),
    );
    expect(created.data).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: "IVA",
        rate: 22,
        type: "TAX",
        calculation_type: "PERCENTAGE",
        is_default: true,
        is_active: true,
      }),
    );
    const listed: Wire[] = await read(api, owner.token, path);
    expect(listed.map((t) => t.name)).toContain("IVA");
  });

  it("an organiser edits a fee: the modal sends back the whole row it was listed with", async () => {
    const owner = await registerOwner(api);
    const path = `/api/accounts/${owner.account.id}/taxes-and-fees`;
    await accepted(
      api,
      path,
      authed(owner.token, "POST", {
        name: "Diritti di prevendita",
        type: "FEE",
        calculation_type: "FIXED",
        rate: 1.5,
        description: "",
        is_default: false,
        is_active: true,
      }),
    );
    const row = ((await read(api, owner.token, path)) as Wire[]).find(
      (t) => t.name === "Diritti di prevendita",
    );
    expect(row).toBeDefined();
    await accepted(
      api,
      `${path}/${row.id}`,
      authed(owner.token, "PUT", { ...row, name: "Prevendita", rate: 2.25, is_default: true }),
    );
    const saved = ((await read(api, owner.token, path)) as Wire[]).find((t) => t.id === row.id);
    expect(saved).toMatchObject({ name: "Prevendita", rate: 2.25, is_default: true, type: "FEE" });
  });

  // Capacity assignments

  it("an organiser creates a capacity assignment for a product", async () => {
    const fixture = await eventWithTicket(api);
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/capacity-assignments`,
      authed(fixture.token, "POST", {
        name: "Platea",
        capacity: 100,
        status: "ACTIVE",
        product_ids: [String(fixture.ticket.id)],
      }),
    );
    expect(created.data).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: "Platea",
        capacity: 100,
        status: "ACTIVE",
        used_capacity: 0,
        products: [expect.objectContaining({ id: fixture.ticket.id, title: "Stalls" })],
      }),
    );
  });

  it("an organiser edits a capacity assignment: clears the capacity (unlimited) and deactivates it", async () => {
    const fixture = await eventWithTicket(api);
    const created = await accepted(
      api,
      `/api/events/${fixture.event.id}/capacity-assignments`,
      authed(fixture.token, "POST", {
        name: "Galleria",
        capacity: 40,
        status: "ACTIVE",
        product_ids: [String(fixture.ticket.id)],
      }),
    );
    const path = `/api/events/${fixture.event.id}/capacity-assignments/${created.data.id}`;
    const loaded = await read(api, fixture.token, path);
    // A cleared number input holds "".
    await accepted(
      api,
      path,
      authed(fixture.token, "PUT", {
        name: loaded.name,
        capacity: "",
        status: "INACTIVE",
        product_ids: (loaded.products as Wire[]).map((p) => String(p.id)),
      }),
    );
    expect(await read(api, fixture.token, path)).toMatchObject({
      name: "Galleria",
      capacity: null,
      status: "INACTIVE",
      products: [expect.objectContaining({ id: fixture.ticket.id })],
    });
  });

  // Check-in lists

  it("an organiser creates a check-in list with its dates left blank", async () => {
    const fixture = await eventWithTicket(api);
    const list = await createCheckInList(fixture);
    expect(list).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        short_id: expect.any(String),
        name: "Main entrance",
        is_active: true,
        is_expired: false,
        total_attendees: 0,
        checked_in_attendees: 0,
        products: [expect.objectContaining({ id: fixture.ticket.id, title: "Stalls" })],
      }),
    );
  });

  it("an organiser edits a check-in list: an activation date typed in, the expiry left unset", async () => {
    const fixture = await eventWithTicket(api);
    const list = await createCheckInList(fixture, "Ingresso artisti");
    const path = `/api/events/${fixture.event.id}/check-in-lists/${list.id}`;
    const loaded = await read(api, fixture.token, path);
    const event = await read(api, fixture.token, `/api/events/${fixture.event.id}`);
    const expires = wallClock(loaded.expires_at, event.timezone);
    await accepted(
      api,
      path,
      authed(fixture.token, "PUT", {
        name: "Ingresso artisti (retro)",
        description: loaded.description,
        // utcToTz of an unset date is undefined: the key is left out.
        ...(expires ? { expires_at: expires } : {}),
        activates_at: "2026-01-10T17:00",
        product_ids: (loaded.products as Wire[]).map((p) => String(p.id)),
      }),
    );
    const saved = await read(api, fixture.token, path);
    expect(saved).toMatchObject({ name: "Ingresso artisti (retro)" });
    expect(wallClock(saved.activates_at, event.timezone)).toBe("2026-01-10T17:00");
  });

  // Attendees

  it("an organiser adds an attendee at the box office: product and price ids as strings", async () => {
    const fixture = await eventWithTicket(api);
    const attendee = await addAttendeeFromBoxOffice(fixture);
    expect(attendee).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        public_id: expect.any(String),
        short_id: expect.any(String),
        order_id: expect.any(Number),
        status: "ACTIVE",
        product_id: fixture.ticket.id,
        product_price_id: fixture.priceId,
      }),
    );
    const order = await read(
      api,
      fixture.token,
      `/api/events/${fixture.event.id}/orders/${attendee.order_id}`,
    );
    expect(order).toMatchObject({ status: "COMPLETED", total_gross: 25, email: "bea@example.com" });
  });

  it("an organiser edits an attendee from the manage-attendee drawer (PUT attendees/{id})", async () => {
    const fixture = await eventWithTicket(api);
    const { id } = await addAttendeeFromBoxOffice(fixture);
    const path = `/api/events/${fixture.event.id}/attendees/${id}`;
    const loaded = await read(api, fixture.token, path);
    // What the drawer shows before its edit tab is opened.
    expect(loaded).toEqual(
      expect.objectContaining({
        status: "ACTIVE",
        public_id: expect.any(String),
        order_id: expect.any(Number),
        product: expect.objectContaining({ id: fixture.ticket.id, title: "Stalls" }),
        question_answers: [],
        check_ins: [],
      }),
    );
    const event = await read(api, fixture.token, `/api/events/${fixture.event.id}`);
    // Picking the product sets the price to its first one, as a string.
    const firstPrice = productsOf(event).find((p) => String(p.id) === String(loaded.product_id))?.prices?.[0]
      ?.id;
    await accepted(
      api,
      path,
      authed(fixture.token, "PUT", {
        first_name: loaded.first_name,
        last_name: "Buyer-Rossi",
        email: loaded.email,
        notes: "Accesso in sedia a rotelle",
        product_id: String(loaded.product_id),
        product_price_id: firstPrice ? String(firstPrice) : "",
      }),
    );
    expect(await read(api, fixture.token, path)).toMatchObject({
      last_name: "Buyer-Rossi",
      notes: "Accesso in sedia a rotelle",
      product_id: fixture.ticket.id,
      product_price_id: fixture.priceId,
    });
  });

  it("an organiser checks an attendee in from the attendee list (POST attendees/{public_id}/check_in)", async () => {
    const fixture = await eventWithTicket(api);
    const list = await createCheckInList(fixture);
    const attendee = await addAttendeeFromBoxOffice(fixture);
    await accepted(
      api,
      `/api/events/${fixture.event.id}/attendees/${attendee.public_id}/check_in`,
      authed(fixture.token, "POST", { action: "check_in" }),
    );
    const saved = await read(api, fixture.token, `/api/events/${fixture.event.id}/attendees/${attendee.id}`);
    expect(saved.check_ins).toEqual([
      expect.objectContaining({
        check_in_list_id: list.id,
        attendee_id: attendee.id,
        created_at: expect.any(String),
      }),
    ]);
  });

  // Orders

  it("an organiser edits an order's buyer and notes from the manage-order drawer", async () => {
    const sale = await salesEvent(api);
    const { order } = await soldOrder(api, sale, { tickets: 1 });
    const path = `/api/events/${sale.event.id}/orders/${order.id}`;
    const loaded = await read(api, sale.token, path);
    // The drawer shows the order before its edit tab is opened.
    expect(loaded).toEqual(
      expect.objectContaining({
        public_id: expect.any(String),
        created_at: expect.any(String),
        currency: "EUR",
        total_gross: 25,
        payment_status: "PAYMENT_RECEIVED",
        payment_provider: "STRIPE",
        is_free_order: false,
        order_items: [expect.objectContaining({ item_name: expect.any(String), quantity: 1 })],
        attendees: [expect.objectContaining({ first_name: "Maria", public_id: expect.any(String) })],
        question_answers: [],
      }),
    );
    // Its edit form starts from the loaded buyer; notes start at "" and the organiser types some.
    await accepted(
      api,
      path,
      authed(sale.token, "PUT", {
        first_name: loaded.first_name,
        last_name: "Rossi-Bianchi",
        email: loaded.email,
        notes: "Pagato alla cassa",
      }),
    );
    expect(await read(api, sale.token, path)).toMatchObject({
      last_name: "Rossi-Bianchi",
      notes: "Pagato alla cassa",
      status: "COMPLETED",
    });
  });

  it("an organiser cancels an order without a refund", async () => {
    const sale = await salesEvent(api);
    const { order } = await soldOrder(api, sale, { tickets: 1, provider: "OFFLINE" });
    const path = `/api/events/${sale.event.id}/orders/${order.id}`;
    const answer = await accepted(api, `${path}/cancel`, authed(sale.token, "POST", { refund: false }));
    expect(answer.data).toEqual(expect.objectContaining({ id: order.id, status: "CANCELLED" }));
    const saved = await read(api, sale.token, path);
    expect(saved.status).toBe("CANCELLED");
    expect((saved.attendees as Wire[]).map((a) => a.status)).toEqual(["CANCELLED"]);
  });

  it("an organiser marks an order awaiting offline payment as paid (POST without a body)", async () => {
    const sale = await salesEvent(api);
    const { order } = await soldOrder(api, sale, { tickets: 1, status: "AWAITING_OFFLINE_PAYMENT" });
    const path = `/api/events/${sale.event.id}/orders/${order.id}`;
    const answer = await accepted(api, `${path}/mark-as-paid`, authed(sale.token, "POST"));
    expect(answer.data).toEqual(expect.objectContaining({ id: order.id, status: "COMPLETED" }));
    expect(await read(api, sale.token, path)).toMatchObject({
      status: "COMPLETED",
      payment_status: "PAYMENT_RECEIVED",
    });
  });

  it("an organiser resends an order's confirmation (POST without a body)", async () => {
    const sale = await salesEvent(api);
    const email = uniqueEmail("buyer");
    const { order } = await soldOrder(api, sale, {
      tickets: 1,
      buyer: { firstName: "Maria", lastName: "Rossi", email },
    });
    const queuedBefore = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    await accepted(
      api,
      `/api/events/${sale.event.id}/orders/${order.id}/resend_confirmation`,
      authed(sale.token, "POST"),
    );
    const queued = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
    expect(queued.length).toBeGreaterThan(queuedBefore.length);
  });

  // Users and account

  it("an admin invites a user from the users page", async () => {
    const owner = await registerOwner(api);
    const email = uniqueEmail("invitee");
    const invited = await accepted(
      api,
      "/api/users",
      authed(owner.token, "POST", { email, first_name: "Ines", last_name: "Invitata", role: "ADMIN" }),
    );
    expect(invited.data).toEqual(
      expect.objectContaining({ id: expect.any(Number), email, status: "INVITED", role: "ADMIN" }),
    );
    const users: Wire[] = await read(api, owner.token, "/api/users");
    expect(users.find((u) => u.email === email)).toEqual(
      expect.objectContaining({
        first_name: "Ines",
        status: "INVITED",
        role: "ADMIN",
        is_account_owner: false,
      }),
    );
  });

  it("an admin changes an active member's role from the edit-user modal", async () => {
    const owner = await registerOwner(api);
    const member = await addMember(api, owner.account.id, { role: "ORGANIZER" });
    const users: Wire[] = await read(api, owner.token, "/api/users");
    const active = users.find((u) => u.email === member.email);
    await accepted(
      api,
      `/api/users/${active.id}`,
      authed(owner.token, "PUT", {
        first_name: active.first_name,
        last_name: "Membro",
        status: String(active.status),
        role: "ADMIN",
      }),
    );
    const after: Wire[] = await read(api, owner.token, "/api/users");
    expect(after.find((u) => u.id === active.id)).toMatchObject({
      last_name: "Membro",
      role: "ADMIN",
      status: "ACTIVE",
    });
  });

  it("an admin changes an invitee's role from the edit-user modal (its form sends back the name and status INVITED)", async () => {
    const owner = await registerOwner(api);
    const inviteeEmail = uniqueEmail("invitee");
    await accepted(
      api,
      "/api/users",
      authed(owner.token, "POST", {
        email: inviteeEmail,
        first_name: "Ines",
        last_name: "X",
        role: "ORGANIZER",
      }),
    );
    const users: Wire[] = await read(api, owner.token, "/api/users");
    const invitee = users.find((u) => u.email === inviteeEmail);
    // The modal hides the status select for an invitee, but sends the status its form was given.
    await accepted(
      api,
      `/api/users/${invitee.id}`,
      authed(owner.token, "PUT", {
        first_name: String(invitee.first_name),
        last_name: String(invitee.last_name),
        status: String(invitee.status),
        role: "ADMIN",
      }),
    );
    const after: Wire[] = await read(api, owner.token, "/api/users");
    expect(after.find((u) => u.id === invitee.id)).toMatchObject({
      last_name: "X",
      role: "ADMIN",
      status: "INVITED",
    });
  });

  it("a user updates their profile (PUT users/me)", async () => {
    const owner = await registerOwner(api);
    const me = await read(api, owner.token, "/api/users/me");
    const answer = await accepted(
      api,
      "/api/users/me",
      authed(owner.token, "PUT", {
        first_name: "Olga Maria",
        last_name: me.last_name,
        email: me.email,
        timezone: "Europe/Rome",
        locale: me.locale,
        marketing_opt_in: me.marketing_opted_in_at !== null,
      }),
    );
    expect(answer.data).toEqual(expect.objectContaining({ first_name: "Olga Maria", email: me.email }));
    expect(await read(api, owner.token, "/api/users/me")).toMatchObject({
      first_name: "Olga Maria",
      timezone: "Europe/Rome",
    });
  });

  it("an admin renames the account: the form sends back the whole account it loaded (PUT accounts)", async () => {
    const owner = await registerOwner(api);
    const loaded = await read(api, owner.token, "/api/accounts");
    const answer = await accepted(
      api,
      "/api/accounts",
      authed(owner.token, "PUT", { ...loaded, name: "Fondazione Arena", timezone: "Europe/Rome" }),
    );
    expect(answer.data).toEqual(expect.objectContaining({ id: owner.account.id, name: "Fondazione Arena" }));
    expect(await read(api, owner.token, "/api/accounts")).toMatchObject({
      name: "Fondazione Arena",
      timezone: "Europe/Rome",
    });
  });

  // Signing in

  it('a user logs in with account_id "", and one of two accounts picks from the list', async () => {
    const single = await registerOwner(api);
    const direct = await accepted(
      api,
      "/api/auth/login",
      jsonBody({ email: single.email, password: testPassword, account_id: "" }),
    );
    expect(direct).toEqual(
      expect.objectContaining({
        token: expect.any(String),
        token_type: "bearer",
        expires_in: expect.any(Number),
        user: expect.objectContaining({ email: single.email }),
        accounts: [expect.objectContaining({ id: single.account.id })],
      }),
    );

    const other = await registerOwner(api);
    await api.db
      .insert(accountUsers)
      .values({ accountId: other.account.id, userId: single.userId, role: "ORGANIZER", status: "ACTIVE" });
    const choose = await accepted(
      api,
      "/api/auth/login",
      jsonBody({ email: single.email, password: testPassword, account_id: "" }),
    );
    expect(choose.token ?? null).toBeNull();
    expect((choose.accounts as Wire[]).map((a) => a.id).sort()).toEqual(
      [single.account.id, other.account.id].sort(),
    );
    const chosen = await accepted(
      api,
      "/api/auth/login",
      jsonBody({ email: single.email, password: testPassword, account_id: other.account.id }),
    );
    expect(chosen.token).toEqual(expect.any(String));
    expect((await read(api, chosen.token, "/api/accounts")).id).toBe(other.account.id);
  });

  it("the web app refreshes its session with GET auth/refresh, carrying only its cookie", async () => {
    const owner = await registerOwner(api);
    const login = await api.request(
      "/api/auth/login",
      jsonBody({ email: owner.email, password: testPassword, account_id: "" }),
    );
    expect(login.status).toBe(200);
    const cookie = cookieSet(login, "token");
    expect(cookie).toBeDefined();
    const refreshed = await api.request("/api/auth/refresh", { headers: { cookie: cookie ?? "" } });
    const text = await refreshed.clone().text();
    expect(refreshed.status, text).toBe(200);
    const answer = (await refreshed.json()) as Wire;
    expect(answer).toEqual(
      expect.objectContaining({
        token: expect.any(String),
        token_type: "bearer",
        expires_in: expect.any(Number),
        user: expect.objectContaining({ email: owner.email }),
      }),
    );
    const renewed = cookieSet(refreshed, "token") ?? `token=${answer.token}`;
    expect((await api.request("/api/users/me", { headers: { cookie: renewed } })).status).toBe(200);
  });

  // The buyer's side

  it("a visitor opens the event page: the public event, its products and the colour themes", async () => {
    const fixture = await eventWithTicket(api);
    const { data: event } = await accepted(api, `/api/public/events/${fixture.event.id}`);
    expect(event).toEqual(
      expect.objectContaining({
        id: fixture.event.id,
        title: fixture.event.title,
        slug: expect.any(String),
        currency: "EUR",
        timezone: "Europe/Rome",
        start_date: expect.any(String),
        organizer: expect.objectContaining({ name: expect.any(String) }),
        settings: expect.objectContaining({
          payment_providers: expect.any(Array),
          require_billing_address: expect.any(Boolean),
          attendee_details_collection_method: expect.any(String),
        }),
      }),
    );
    expect(productsOf(event).find((p) => p.id === fixture.ticket.id)).toEqual(
      expect.objectContaining({
        title: "Stalls",
        type: "PAID",
        product_type: "TICKET",
        prices: [expect.objectContaining({ id: fixture.priceId, price: 25, is_available: true })],
      }),
    );
    // Hi.Events answers this path with the event page too (its clients read the products from it).
    const withProducts = (await accepted(api, `/api/public/events/${fixture.event.id}/products`)).data;
    expect(productsOf(withProducts).find((p) => p.id === fixture.ticket.id)).toEqual(
      expect.objectContaining({ prices: [expect.objectContaining({ id: fixture.priceId })] }),
    );
    const themes: Wire[] = (await accepted(api, "/api/public/color-themes")).data;
    expect(themes.length).toBeGreaterThan(0);
    expect(themes[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        homepage_background_color: expect.any(String),
        homepage_content_background_color: expect.any(String),
        homepage_primary_color: expect.any(String),
        homepage_primary_text_color: expect.any(String),
        homepage_secondary_color: expect.any(String),
        homepage_secondary_text_color: expect.any(String),
      }),
    );
  });

  it("a visitor applies a promo code: it checks valid, and the event is read again with it", async () => {
    const fixture = await eventWithTicket(api);
    await accepted(
      api,
      `/api/events/${fixture.event.id}/promo-codes`,
      authed(fixture.token, "POST", {
        code: "LOGGIONE",
        discount: 20,
        applicable_product_ids: [],
        discount_type: "PERCENTAGE",
      }),
    );
    const valid = await accepted(api, `/api/public/events/${fixture.event.id}/promo-codes/LOGGIONE`);
    expect(valid).toMatchObject({ valid: true });
    const unknown = await accepted(api, `/api/public/events/${fixture.event.id}/promo-codes/NOPE123`);
    expect(unknown).toMatchObject({ valid: false });
    const { data: event } = await accepted(api, `/api/public/events/${fixture.event.id}?promo_code=LOGGIONE`);
    expect(productsOf(event).find((p) => p.id === fixture.ticket.id)?.prices?.[0]).toMatchObject({
      price: 20,
      price_before_discount: 25,
      is_discounted: true,
    });
  });

  it("a buyer reserves a ticket from the event page (POST public/events/{id}/order)", async () => {
    const fixture = await eventWithTicket(api);
    const { order, cookie } = await reserveFromEventPage(fixture, 2);
    expect(order).toEqual(
      expect.objectContaining({
        short_id: expect.any(String),
        status: "RESERVED",
        is_payment_required: true,
        is_expired: false,
        reserved_until: expect.any(String),
        total_gross: 50,
        currency: "EUR",
        session_identifier: expect.any(String),
        order_items: [
          expect.objectContaining({
            product_id: fixture.ticket.id,
            product_price_id: fixture.priceId,
            quantity: 2,
          }),
        ],
      }),
    );
    // The browser keeps the session as a cookie; the embedded widget passes it in the address.
    expect(cookie).toBeDefined();
    const byCookie = await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}?include=event`,
      fromBrowser(cookie),
    );
    expect(byCookie.data).toEqual(
      expect.objectContaining({
        status: "RESERVED",
        event: expect.objectContaining({ id: fixture.event.id }),
      }),
    );
    const byAddress = await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}?include=event&session_identifier=${order.session_identifier}`,
    );
    expect(byAddress.data.short_id).toBe(order.short_id);
  });

  it("a buyer fills the checkout details form: address {} (none required), an order and a product question", async () => {
    const fixture = await eventWithTicket(api);
    await setEventSettings(api, fixture.event.id, { require_billing_address: false });
    const questionsPath = `/api/events/${fixture.event.id}/questions`;
    for (const question of [
      {
        title: "Come ci hai conosciuto?",
        type: "SINGLE_LINE_TEXT",
        options: [],
        belongs_to: "ORDER",
        product_ids: [],
      },
      {
        title: "Taglia maglietta",
        type: "DROPDOWN",
        options: ["S", "M", "L"],
        belongs_to: "PRODUCT",
        product_ids: [String(fixture.ticket.id)],
      },
    ]) {
      await accepted(
        api,
        questionsPath,
        authed(fixture.token, "POST", {
          description: "",
          required: true,
          apply_to_all_products: true,
          is_hidden: false,
          ...question,
        }),
      );
    }
    const { order, cookie } = await reserveFromEventPage(fixture);
    const body = await detailsAsTheFormSends(fixture, order.short_id, cookie, {
      "Come ci hai conosciuto?": "Dalla radio",
      "Taglia maglietta": "M",
    });
    const answer = await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}`,
      fromBrowser(cookie, "PUT", body),
    );
    expect(answer.data).toEqual(
      expect.objectContaining({ short_id: order.short_id, first_name: "Bea", email: "bea@example.com" }),
    );
    // A paid order stays in checkout (hidden from the organiser's views) until paid: the buyer
    // reads it back, and the answers are read where they are kept.
    const { data: reread } = await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}`,
      fromBrowser(cookie),
    );
    expect(reread).toMatchObject({ first_name: "Bea", last_name: "Buyer", email: "bea@example.com" });
    const [row] = await api.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.shortId, order.short_id));
    const stored = await api.db
      .select({ answer: questionAnswers.answer })
      .from(questionAnswers)
      .where(eq(questionAnswers.orderId, row?.id ?? 0));
    expect(stored.flatMap((a) => a.answer)).toEqual(expect.arrayContaining(["Dalla radio", "M"]));
  });

  it("a buyer chooses to pay offline (POST await-offline-payment, no body)", async () => {
    const fixture = await eventWithTicket(api);
    await setEventSettings(api, fixture.event.id, {
      require_billing_address: false,
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: "<p>Bonifico entro 3 giorni</p>",
    });
    const { order, cookie } = await reserveFromEventPage(fixture);
    const body = await detailsAsTheFormSends(fixture, order.short_id, cookie);
    await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}`,
      fromBrowser(cookie, "PUT", body),
    );
    const answer = await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}/await-offline-payment`,
      fromBrowser(cookie, "POST"),
    );
    expect(answer.data).toEqual(expect.objectContaining({ status: "AWAITING_OFFLINE_PAYMENT" }));
    const summary = await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}?include=event`,
      fromBrowser(cookie),
    );
    expect(summary.data).toEqual(
      expect.objectContaining({
        status: "AWAITING_OFFLINE_PAYMENT",
        payment_status: "AWAITING_OFFLINE_PAYMENT",
        total_gross: 25,
        event: expect.objectContaining({
          settings: expect.objectContaining({
            offline_payment_instructions: expect.stringContaining("Bonifico"),
          }),
        }),
      }),
    );
  });

  it("a buyer of a free ticket opens the order summary and then their ticket", async () => {
    const fixture = await eventWithTicket(api, 0);
    await setEventSettings(api, fixture.event.id, { require_billing_address: false });
    const { order, cookie } = await reserveFromEventPage(fixture);
    expect(order.is_payment_required).toBe(false);
    const body = await detailsAsTheFormSends(fixture, order.short_id, cookie);
    await accepted(
      api,
      `/api/public/events/${fixture.event.id}/order/${order.short_id}`,
      fromBrowser(cookie, "PUT", body),
    );
    const summary = (
      await accepted(
        api,
        `/api/public/events/${fixture.event.id}/order/${order.short_id}?include=event`,
        fromBrowser(cookie),
      )
    ).data;
    expect(summary).toEqual(
      expect.objectContaining({
        status: "COMPLETED",
        public_id: expect.any(String),
        email: "bea@example.com",
        event: expect.objectContaining({
          title: fixture.event.title,
          timezone: "Europe/Rome",
          settings: expect.any(Object),
          organizer: expect.objectContaining({ name: expect.any(String) }),
        }),
        attendees: [expect.objectContaining({ short_id: expect.any(String), first_name: "Bea" })],
      }),
    );
    const ticket = (
      await accepted(api, `/api/public/events/${fixture.event.id}/attendees/${summary.attendees[0].short_id}`)
    ).data;
    expect(ticket).toEqual(
      expect.objectContaining({
        first_name: "Bea",
        last_name: "Buyer",
        email: "bea@example.com",
        status: "ACTIVE",
        public_id: expect.any(String),
        short_id: summary.attendees[0].short_id,
        product: expect.objectContaining({ id: fixture.ticket.id, title: "Stalls" }),
      }),
    );
  });

  // Exports

  it("an organiser exports the question answers: start with {}, poll with job_uuid, open download_url", async () => {
    const fixture = await eventWithTicket(api);
    const question = await accepted(
      api,
      `/api/events/${fixture.event.id}/questions`,
      authed(fixture.token, "POST", {
        title: "Allergie",
        description: "",
        type: "SINGLE_LINE_TEXT",
        required: false,
        options: [],
        product_ids: [],
        apply_to_all_products: true,
        belongs_to: "ORDER",
        is_hidden: false,
      }),
    );
    const attendee = await addAttendeeFromBoxOffice(fixture);
    await api.db
      .insert(questionAnswers)
      .values({ questionId: question.data.id, orderId: attendee.order_id, answer: "Arachidi" });

    const path = `/api/events/${fixture.event.id}/questions/answers/export`;
    const started = await accepted(api, path, authed(fixture.token, "POST", {}));
    expect(started).toEqual(expect.objectContaining({ job_uuid: expect.any(String) }));
    const status = await accepted(api, `${path}?job_uuid=${started.job_uuid}`, authed(fixture.token));
    expect(status).toEqual(expect.objectContaining({ status: "FINISHED", download_url: expect.any(String) }));
    // A link the browser opens in a new tab: no token goes with it.
    const file = await api.request(status.download_url);
    expect(file.status).toBe(200);
    // The spreadsheet the screen saves as .xlsx.
    expect(file.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const answer = workbook.worksheets[0]?.getRow(2);
    expect([answer?.getCell(1).value, answer?.getCell(2).value]).toEqual(["Allergie", "Arachidi"]);
  });
});

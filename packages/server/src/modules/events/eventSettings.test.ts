import { eventSettingsSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { eventSettings, users } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed, createEventVia, daysFromNow, errorsOf, insertOrganizer } from "./testFixtures";

const api = useTestApp();
const brandedApi = useTestApp({ env: { APP_PRIMARY_COLOR: "#0B6E4F", APP_SECONDARY_COLOR: "#F4D35E" } });
const settingsEnvelope = z.object({ data: eventSettingsSchema });

async function newEvent(on = api) {
  const owner = await registerOwner(on);
  const organizer = await insertOrganizer(on, owner.account.id);
  const event = await createEventVia(on, owner.token, {
    title: "Settings",
    start_date: daysFromNow(5),
    organizer_id: organizer.id,
  });
  return { token: owner.token, event, organizer, owner };
}

async function readSettings(token: string, eventId: number, on = api) {
  const response = await on.request(`/api/events/${eventId}/settings`, authed(token));
  expect(response.status).toBe(200);
  return settingsEnvelope.parse(await response.json()).data;
}

async function change(token: string, eventId: number, body: unknown, method: "PUT" | "PATCH" = "PATCH") {
  return api.request(`/api/events/${eventId}/settings`, authed(token, method, body));
}

async function storedValues(eventId: number) {
  const [row] = await api.db.select().from(eventSettings).where(eq(eventSettings.eventId, eventId));
  return row?.values;
}

describe("/api/events/:event_id/settings", () => {
  it("reads the new event's settings: Varco's defaults, no support address until one is chosen", async () => {
    const { token, event } = await newEvent();
    const response = await api.request(`/api/events/${event.id}/settings`, authed(token));
    expect(response.status).toBe(200);
    expect(settingsEnvelope.parse(await response.json()).data).toMatchObject({
      order_timeout_in_minutes: 15,
      // No way to pay until the organiser picks one: offline payment needs its instructions first.
      payment_providers: [],
      offline_payment_instructions: null,
      invoice_prefix: "INV-",
      waitlist_offer_timeout_minutes: 120,
      support_email: null,
      price_display_mode: "INCLUSIVE",
      ticket_design_settings: { layout_type: "default", enabled: true },
    });
  });

  // Hi.Events' clients read these as values (colour pickers, the checkout button, the invoice).
  it("gives a new event the values Hi.Events' clients read: the deployment's default brand, button and invoice words", async () => {
    const { token, event, organizer } = await newEvent();
    expect(await readSettings(token, event.id)).toMatchObject({
      homepage_primary_color: "#40296C",
      homepage_secondary_color: "#3D0B44",
      homepage_primary_text_color: "#000000",
      homepage_secondary_text_color: "#ffffff",
      homepage_background_color: "#ffffff",
      homepage_body_background_color: "#ffffff",
      homepage_background_type: "COLOR",
      homepage_theme_settings: {
        accent: "#40296C",
        background: "#ffffff",
        mode: "light",
        background_type: "COLOR",
      },
      ticket_design_settings: { accent_color: "#40296C", layout_type: "default", enabled: true },
      continue_button_text: "Continue",
      invoice_label: "Invoice",
      organization_name: organizer.name,
    });
  });

  it("says the button and invoice words in the language of whoever creates the event", async () => {
    const owner = await registerOwner(api);
    await api.db.update(users).set({ locale: "it" }).where(eq(users.id, owner.userId));
    const organizer = await insertOrganizer(api, owner.account.id);
    const event = await createEventVia(api, owner.token, {
      title: "Impostazioni",
      start_date: daysFromNow(5),
      organizer_id: organizer.id,
    });
    expect(await readSettings(owner.token, event.id)).toMatchObject({
      continue_button_text: "Continua",
      invoice_label: "Fattura",
    });
  });

  it("reads every setting back as valid and saves it unchanged with PATCH and PUT", async () => {
    const { token, event } = await newEvent();
    const read = await readSettings(token, event.id);
    for (const method of ["PATCH", "PUT"] as const) {
      const response = await change(token, event.id, read, method);
      expect(`${method} ${response.status} ${JSON.stringify(await response.clone().json())}`).toMatch(
        new RegExp(`^${method} 200 `),
      );
      expect(settingsEnvelope.parse(await response.json()).data).toEqual(read);
    }
  });

  it("takes the body Hi.Events' payment and invoicing form sends, built from the settings it read", async () => {
    const { token, event } = await newEvent();
    const read = await readSettings(token, event.id);
    // The form's fields, filled from the settings as the form fills them (blank for none).
    const body = {
      require_billing_address: read.require_billing_address ?? true,
      payment_providers: read.payment_providers || [],
      offline_payment_instructions: read.offline_payment_instructions || "",
      allow_orders_awaiting_offline_payment_to_check_in:
        read.allow_orders_awaiting_offline_payment_to_check_in || false,
      enable_invoicing: read.enable_invoicing || false,
      invoice_label: read.invoice_label || "",
      invoice_prefix: read.invoice_prefix || "",
      invoice_start_number: read.invoice_start_number || 1,
      organization_name: read.organization_name || "",
      organization_address: read.organization_address || "",
      tax_details: "",
    };
    for (const method of ["PATCH", "PUT"] as const) {
      const response = await change(token, event.id, body, method);
      expect(`${method} ${response.status}`).toBe(`${method} 200`);
    }
    // Choosing offline payment anew still needs its instructions.
    await change(token, event.id, { payment_providers: ["STRIPE"] });
    const offline = await change(token, event.id, { ...body, payment_providers: ["OFFLINE"] });
    expect(offline.status).toBe(422);
    expect(Object.keys(await errorsOf(offline))).toEqual(["offline_payment_instructions"]);
  });

  it("takes the brand colours from APP_PRIMARY_COLOR and APP_SECONDARY_COLOR, text readable on them", async () => {
    const { token, event } = await newEvent(brandedApi);
    expect(await readSettings(token, event.id, brandedApi)).toMatchObject({
      homepage_primary_color: "#0B6E4F",
      homepage_secondary_color: "#F4D35E",
      // A pale secondary colour carries dark text.
      homepage_secondary_text_color: "#000000",
      homepage_theme_settings: { accent: "#0B6E4F" },
      ticket_design_settings: { accent_color: "#0B6E4F" },
    });
  });

  it("changes only the fields sent, with PATCH and PUT alike; require_attendee_details sets required_attendee_details", async () => {
    const { token, event } = await newEvent();
    const patched = await change(token, event.id, { require_attendee_details: false, seo_title: "Summer" });
    expect(patched.status).toBe(200);
    expect(settingsEnvelope.parse(await patched.json()).data).toMatchObject({
      required_attendee_details: false,
      seo_title: "Summer",
      order_timeout_in_minutes: 15,
    });
    const put = await change(token, event.id, { order_timeout_in_minutes: 45 }, "PUT");
    expect(put.status).toBe(200);
    const { data } = settingsEnvelope.parse(await put.json());
    expect(data).toMatchObject({
      required_attendee_details: false,
      seo_title: "Summer",
      order_timeout_in_minutes: 45,
    });
    expect(data).not.toHaveProperty("require_attendee_details");
    const read = settingsEnvelope.parse(
      await (await api.request(`/api/events/${event.id}/settings`, authed(token))).json(),
    );
    expect(read.data).toEqual(data);
  });

  it("cleans rich-text messages and stores blank ones as none", async () => {
    const { token, event } = await newEvent();
    const response = await change(token, event.id, {
      pre_checkout_message: '<p>Bring ID<script>steal()</script></p><a href="javascript:x()">x</a>',
      post_checkout_message:
        '<p onload="x()">See you <a href="https://map.test" target="_blank">there</a></p>',
      email_footer_message: "<p><br></p>",
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: '<p>Bank transfer <img src=x onerror="alert(1)">IBAN IT00</p>',
    });
    expect(response.status).toBe(200);
    const { data } = settingsEnvelope.parse(await response.json());
    expect(data.pre_checkout_message).toBe("<p>Bring ID</p><a>x</a>");
    expect(data.post_checkout_message).toBe(
      '<p>See you <a href="https://map.test" target="_blank" rel="noopener noreferrer">there</a></p>',
    );
    expect(data.email_footer_message).toBeNull();
    expect(data.offline_payment_instructions).toBe("<p>Bank transfer IBAN IT00</p>");
  });

  it("merges the ticket design and homepage theme into what was saved", async () => {
    const { token, event } = await newEvent();
    await change(token, event.id, { homepage_theme_settings: { accent: "#40296C", mode: "light" } });
    const response = await change(token, event.id, {
      ticket_design_settings: { accent_color: "#ff0000", footer_text: "No refunds" },
      homepage_theme_settings: { background: "#fafafa" },
    });
    const { data } = settingsEnvelope.parse(await response.json());
    expect(data.ticket_design_settings).toEqual({
      accent_color: "#ff0000",
      logo_image_id: null,
      footer_text: "No refunds",
      layout_type: "default",
      enabled: true,
    });
    expect(data.homepage_theme_settings).toEqual({
      accent: "#40296C",
      mode: "light",
      background: "#fafafa",
      background_type: "COLOR",
    });
  });

  // The homepage designer's guard, on the server too: docs/rules/homepage-design.md.
  it("refuses a homepage design whose text would not read, naming the field and its contrast", async () => {
    const { token, event } = await newEvent();
    const refused = await change(token, event.id, {
      homepage_primary_text_color: "#999999",
      homepage_theme_settings: { accent: "#f2c14e" },
    });
    expect(refused.status).toBe(422);
    const answer = (await refused.json()) as {
      errors: Record<string, string[]>;
      codes: Record<string, unknown[]>;
    };
    expect(answer.errors).toEqual({
      homepage_primary_text_color: [
        "Text on this background has a contrast of 2.8:1; at least 4.5:1 is needed.",
      ],
      "homepage_theme_settings.accent": [
        "Text on this background has a contrast of 1.6:1; at least 4.5:1 is needed.",
      ],
    });
    expect(answer.codes["homepage_theme_settings.accent"]).toEqual([
      { code: "contrast_too_low", ratio: 1.6, minimum: 4.5 },
    ]);
    // Nothing of it was saved.
    expect(await readSettings(token, event.id)).toMatchObject({
      homepage_primary_text_color: "#000000",
      homepage_theme_settings: { accent: "#40296C" },
    });
    // A mode whose text cannot read on the saved background: the background is named.
    const dark = await change(token, event.id, { homepage_theme_settings: { mode: "dark" } });
    expect(dark.status).toBe(422);
    expect(Object.keys(await errorsOf(dark))).toEqual(["homepage_theme_settings.background"]);
    const notHex = await change(token, event.id, { homepage_theme_settings: { accent: "purple" } });
    expect(notHex.status).toBe(422);
    expect(Object.keys(await errorsOf(notHex))).toEqual(["homepage_theme_settings.accent"]);
  });

  it("saves a readable design, and keeps other settings savable whatever the design", async () => {
    const { token, event } = await newEvent();
    const design = {
      homepage_body_background_color: "#10131a",
      homepage_background_color: "#1c2230e6",
      homepage_primary_color: "#f2c14e",
      homepage_primary_text_color: "#f5f5f5",
      homepage_secondary_color: "#f2c14e",
      homepage_secondary_text_color: "#10131a",
      homepage_background_type: "MIRROR_COVER_IMAGE",
      homepage_theme_settings: {
        accent: "#f2c14e",
        background: "#10131a",
        mode: "dark",
        background_type: "MIRROR_COVER_IMAGE",
      },
    };
    const saved = await change(token, event.id, design);
    expect(saved.status).toBe(200);
    expect(settingsEnvelope.parse(await saved.json()).data).toMatchObject(design);
    // A design stored before the guard (written straight to the row) does not block other fields.
    const [row] = await api.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id));
    await api.db
      .update(eventSettings)
      .set({ values: { ...(row?.values as object), homepage_primary_text_color: "#222222" } })
      .where(eq(eventSettings.eventId, event.id));
    expect((await change(token, event.id, { seo_title: "Gala" })).status).toBe(200);
  });

  it("does not offer offline payment on a new event until its instructions are written", async () => {
    const { token, event } = await newEvent();
    const refused = await change(token, event.id, { payment_providers: ["OFFLINE"] });
    expect(refused.status).toBe(422);
    expect(Object.keys(await errorsOf(refused))).toEqual(["offline_payment_instructions"]);
    expect((await readSettings(token, event.id)).payment_providers).toEqual([]);
    const taken = await change(token, event.id, {
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: "<p>Bonifico entro tre giorni</p>",
    });
    expect(taken.status).toBe(200);
    expect((await readSettings(token, event.id)).payment_providers).toEqual(["OFFLINE"]);
  });

  it("answers 422 on the field for values that do not hold, and writes nothing", async () => {
    const { token, event } = await newEvent();
    await change(token, event.id, {
      payment_providers: ["OFFLINE"],
      offline_payment_instructions: "Pay at the door",
    });
    const before = await storedValues(event.id);
    const cases: [unknown, string[]][] = [
      [{ order_timeout_in_minutes: 0 }, ["order_timeout_in_minutes"]],
      [{ homepage_primary_color: "purple" }, ["homepage_primary_color"]],
      [{ payment_providers: ["PAYPAL"] }, ["payment_providers.0"]],
      [
        { payment_providers: ["STRIPE", "OFFLINE"], offline_payment_instructions: "" },
        ["offline_payment_instructions"],
      ],
      // Offline payment stays on: its instructions cannot go.
      [{ offline_payment_instructions: null }, ["offline_payment_instructions"]],
      [{ offline_payment_instructions: "<p><script>x()</script></p>" }, ["offline_payment_instructions"]],
      // What an emptied editor leaves says nothing.
      [{ offline_payment_instructions: "<p> </p>" }, ["offline_payment_instructions"]],
      [{ enable_invoicing: true, organization_name: "Verdi srl" }, ["organization_address"]],
      [{ invoice_prefix: "INV 2025" }, ["invoice_prefix"]],
      [{ support_email: "not an email" }, ["support_email"]],
    ];
    for (const [body, keys] of cases) {
      const response = await change(token, event.id, body);
      expect(`${JSON.stringify(body)} ${response.status}`).toBe(`${JSON.stringify(body)} 422`);
      expect(Object.keys(await errorsOf(response))).toEqual(keys);
    }
    expect(await storedValues(event.id)).toEqual(before);
  });

  it("keeps invoicing details once invoicing is on", async () => {
    const { token, event } = await newEvent();
    const on = await change(token, event.id, {
      enable_invoicing: true,
      organization_name: "Verdi srl",
      organization_address: "Via Roma 1, Milano",
    });
    expect(on.status).toBe(200);
    const clear = await change(token, event.id, { organization_name: "  " });
    expect(clear.status).toBe(422);
    expect(Object.keys(await errorsOf(clear))).toEqual(["organization_name"]);
    const off = await change(token, event.id, { enable_invoicing: false });
    expect(off.status).toBe(200);
  });

  it("previews no platform fee on a price (self-hosted), and answers 422 for a missing or odd price", async () => {
    const { token, event } = await newEvent();
    const url = `/api/events/${event.id}/settings/platform-fee-preview`;
    const response = await api.request(`${url}?price=19.99`, authed(token));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      event_currency: "EUR",
      fee_currency: null,
      fixed_fee_original: 0,
      fixed_fee_converted: 0,
      percentage_fee: 0,
      sample_price: 19.99,
      platform_fee: 0,
      total: 19.99,
    });
    for (const search of ["", "?price=", "?price=-1", "?price=1.999", "?price=abc", "?price=1e3"]) {
      const bad = await api.request(`${url}${search}`, authed(token));
      expect(`${search} ${bad.status}`).toBe(`${search} 422`);
      expect(Object.keys(await errorsOf(bad))).toEqual(["price"]);
    }
  });
});

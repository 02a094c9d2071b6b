import { organizerSettingsSchema, organizerStatsSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { organizerSettings, organizers } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { insertOrder, insertProduct } from "../reports/testFixtures";
import { createOrganizer, insertEvent, insertStatistics, send } from "./organizerFixtures";

const settingsEnvelope = z.object({ data: organizerSettingsSchema });
const statsEnvelope = z.object({ data: organizerStatsSchema });

describe("organizer settings", () => {
  const api = useTestApp();

  async function setup() {
    const owner = await registerOwner(api);
    const organizer = await createOrganizer(api, owner.token);
    const path = `/api/organizers/${organizer.id}/settings`;
    const patch = async (body: unknown) => api.request(path, send("PATCH", owner.token, body));
    const read = async () =>
      settingsEnvelope.parse(await (await api.request(path, send("GET", owner.token))).json()).data;
    return { owner, organizer, path, patch, read };
  }

  it("starts from the defaults", async () => {
    const { organizer, read } = await setup();
    expect(await read()).toEqual({
      id: expect.any(Number),
      organizer_id: organizer.id,
      default_attendee_details_collection_method: null,
      default_show_marketing_opt_in: null,
      default_pass_platform_fee_to_buyer: null,
      default_allow_attendee_self_edit: null,
      social_media_handles: null,
      homepage_theme_settings: null,
      homepage_visibility: "PUBLIC",
      homepage_password: null,
      website_url: null,
      seo_keywords: null,
      seo_title: null,
      seo_description: null,
      allow_search_engine_indexing: true,
      location_details: null,
    });
  });

  // The homepage designer's guard, on the server too: docs/rules/homepage-design.md.
  it("refuses a homepage theme whose text would not read, naming the field and its contrast", async () => {
    const { patch, read } = await setup();
    const refused = await patch({ homepage_theme_settings: { accent: "#aa0000", background: "#10131a" } });
    expect(refused.status).toBe(422);
    const answer = (await refused.json()) as {
      errors: Record<string, string[]>;
      codes: Record<string, unknown[]>;
    };
    expect(answer.errors).toEqual({
      "homepage_theme_settings.accent": [
        "Text on this background has a contrast of 2:1; at least 4.5:1 is needed.",
      ],
    });
    expect(answer.codes["homepage_theme_settings.accent"]).toEqual([
      { code: "contrast_too_low", ratio: 2, minimum: 4.5 },
    ]);
    expect((await read()).homepage_theme_settings).toBeNull();

    const theme = { accent: "#e7b6f0", background: "#2a1633", mode: "dark", background_type: "COLOR" };
    const saved = await patch({ homepage_theme_settings: theme });
    expect(saved.status).toBe(200);
    expect((await read()).homepage_theme_settings).toEqual(theme);
    // The light mode's dark text cannot read on the saved dark background, nor the pale accent on its white panels.
    const light = await patch({ homepage_theme_settings: { mode: "light" } });
    expect(light.status).toBe(422);
    expect(Object.keys(((await light.json()) as { errors: object }).errors)).toEqual([
      "homepage_theme_settings.accent",
      "homepage_theme_settings.background",
    ]);
  });

  it("changes only the fields sent", async () => {
    const { patch, read } = await setup();
    const first = await patch({
      default_attendee_details_collection_method: "PER_ORDER",
      seo_title: "Stagione 2025",
      allow_search_engine_indexing: false,
      website_url: "https://teatro.example/home",
      homepage_visibility: "PASSWORD_PROTECTED",
      homepage_password: "sesamo",
    });
    expect(first.status).toBe(200);
    expect(settingsEnvelope.parse(await first.json()).data).toMatchObject({
      default_attendee_details_collection_method: "PER_ORDER",
      seo_title: "Stagione 2025",
      allow_search_engine_indexing: false,
      homepage_visibility: "PASSWORD_PROTECTED",
      homepage_password: "sesamo",
    });

    expect((await patch({ seo_description: "Prosa e musica" })).status).toBe(200);
    expect(await read()).toMatchObject({
      default_attendee_details_collection_method: "PER_ORDER",
      seo_title: "Stagione 2025",
      seo_description: "Prosa e musica",
      allow_search_engine_indexing: false,
      website_url: "https://teatro.example/home",
      homepage_visibility: "PASSWORD_PROTECTED",
      homepage_password: "sesamo",
    });

    // An empty body changes nothing; null or blank text clears a field.
    expect((await patch({})).status).toBe(200);
    expect((await patch({ seo_title: "  ", website_url: null, homepage_password: null })).status).toBe(200);
    expect(await read()).toMatchObject({
      seo_title: null,
      website_url: null,
      homepage_password: null,
      seo_description: "Prosa e musica",
    });
  });

  it("keeps the homepage password in its own column, out of the values blob", async () => {
    const { organizer, patch } = await setup();
    expect((await patch({ homepage_password: "sesamo", seo_title: "T" })).status).toBe(200);
    const [row] = await api.db
      .select()
      .from(organizerSettings)
      .where(eq(organizerSettings.organizerId, organizer.id));
    expect(row?.homepagePassword).toBe("sesamo");
    expect(JSON.stringify(row?.values)).not.toContain("sesamo");
  });

  it("saves <network>_handle fields under social_media_handles, by network", async () => {
    const { patch, read } = await setup();
    expect((await patch({ instagram_handle: "teatro", github_handle: "teatro-dev" })).status).toBe(200);
    expect((await read()).social_media_handles).toEqual({ instagram: "teatro", github: "teatro-dev" });

    // Another handle is added; the others stay; an empty one is removed.
    expect((await patch({ facebook_handle: "teatro.fb", github_handle: "" })).status).toBe(200);
    expect((await read()).social_media_handles).toEqual({ instagram: "teatro", facebook: "teatro.fb" });
    expect((await patch({ instagram_handle: null, facebook_handle: null })).status).toBe(200);
    expect((await read()).social_media_handles).toBeNull();
  });

  it("merges location details and theme settings into what is stored", async () => {
    const { patch, read } = await setup();
    const full = {
      venue_name: "Teatro Sociale",
      address_line_1: "Via Bellini 3",
      city: "Como",
      zip_or_postal_code: "22100",
      country: "IT",
    };
    expect(
      (
        await patch({
          location_details: full,
          homepage_theme_settings: { accent: "#f2c14e", background: "#10131a" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await patch({ location_details: { city: "Milano" }, homepage_theme_settings: { mode: "dark" } }))
        .status,
    ).toBe(200);
    const settings = await read();
    expect(settings.location_details).toEqual({ ...full, city: "Milano" });
    expect(settings.homepage_theme_settings).toEqual({
      accent: "#f2c14e",
      background: "#10131a",
      mode: "dark",
    });

    expect((await patch({ location_details: null })).status).toBe(200);
    expect((await read()).location_details).toBeNull();
  });

  // Hi.Events' address form sends all seven parts, blank where nothing was typed.
  it("takes an address with any part missing, null or blank, as Hi.Events' settings form sends it", async () => {
    const { patch, read } = await setup();
    const blank = {
      venue_name: "",
      address_line_1: "",
      address_line_2: "",
      city: "",
      state_or_region: "",
      zip_or_postal_code: "",
      country: "",
    };
    const onlyCity = await patch({ location_details: { ...blank, city: "Milano" } });
    expect(onlyCity.status).toBe(200);
    expect((await read()).location_details).toMatchObject({
      city: "Milano",
      country: null,
      address_line_1: null,
    });

    const withNulls = await patch({
      location_details: {
        venue_name: null,
        address_line_1: "Via Bellini 3",
        country: "IT",
        zip_or_postal_code: null,
      },
    });
    expect(withNulls.status).toBe(200);
    expect((await read()).location_details).toMatchObject({
      city: "Milano",
      address_line_1: "Via Bellini 3",
      country: "IT",
    });

    // Read back and saved unchanged.
    const { location_details } = await read();
    expect((await patch({ location_details })).status).toBe(200);
    expect((await read()).location_details).toEqual(location_details);
  });

  it("refuses bad values with 422 per field and writes nothing", async () => {
    const { organizer, patch, read } = await setup();
    expect((await patch({ seo_title: "Kept" })).status).toBe(200);
    const response = await patch({
      seo_title: "Changed",
      default_attendee_details_collection_method: "PER_SEAT",
      website_url: "javascript:alert(1)",
      instagram_handle: "x".repeat(256),
      location_details: { country: "Italy" },
      allow_search_engine_indexing: "yes",
      homepage_visibility: "SECRET",
    });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual([
      "allow_search_engine_indexing",
      "default_attendee_details_collection_method",
      "homepage_visibility",
      "instagram_handle",
      "location_details.country",
      "website_url",
    ]);
    expect((await read()).seo_title).toBe("Kept");
    const [row] = await api.db.select().from(organizers).where(eq(organizers.id, organizer.id));
    expect(row).toBeDefined();
  });

  it("writes the defaults for an organizer that has no settings row yet", async () => {
    const { owner } = await setup();
    const [bare] = await api.db
      .insert(organizers)
      .values({
        accountId: owner.account.id,
        name: "Imported",
        email: "imported@example.test",
        timezone: "Europe/Rome",
        currency: "EUR",
        slug: "imported",
      })
      .returning();
    if (!bare) throw new Error("insert failed");
    const path = `/api/organizers/${bare.id}/settings`;
    const response = await api.request(path, send("GET", owner.token));
    expect(response.status).toBe(200);
    expect(settingsEnvelope.parse(await response.json()).data.organizer_id).toBe(bare.id);
    const patched = await api.request(path, send("PATCH", owner.token, { seo_title: "Now saved" }));
    expect(settingsEnvelope.parse(await patched.json()).data.seo_title).toBe("Now saved");
  });
});

describe("organizer stats", () => {
  const api = useTestApp();

  it("sums the orders of the organizer's events in one currency, views from event_statistics", async () => {
    const owner = await registerOwner(api);
    const organizer = await createOrganizer(api, owner.token, { currency: "EUR" });
    const other = await createOrganizer(api, owner.token, { name: "Other", currency: "GBP" });
    const accountId = owner.account.id;
    const eur1 = await insertEvent(api, { accountId, organizerId: organizer.id, currency: "EUR" });
    const eur2 = await insertEvent(api, {
      accountId,
      organizerId: organizer.id,
      currency: "EUR",
      status: "LIVE",
    });
    const usd = await insertEvent(api, { accountId, organizerId: organizer.id, currency: "USD" });
    const jpy = await insertEvent(api, { accountId, organizerId: organizer.id, currency: "JPY" });
    const deleted = await insertEvent(api, {
      accountId,
      organizerId: organizer.id,
      currency: "EUR",
      deleted: true,
    });
    const elsewhere = await insertEvent(api, { accountId, organizerId: other.id, currency: "EUR" });
    /** One completed order of `quantity` tickets at `unit`, with taxes, fees and a refund. */
    const sell = async (
      eventId: number,
      currency: string,
      { unit, quantity = 1, tax = 0, fee = 0, refunded = 0 }: Record<string, number>,
    ) => {
      const ticket = await insertProduct(api, eventId, { title: "Ingresso", price: unit ?? 0 });
      await insertOrder(api, {
        eventId,
        currency,
        createdAt: new Date().toISOString(),
        status: "COMPLETED",
        refunded,
        items: [{ product: ticket, quantity, unit: unit ?? 0, tax, fee }],
      });
    };
    // 3670 (1000 refunded) + 880 = 45.50, taxes 8.20, fees 1.05, three tickets.
    await sell(eur1, "EUR", { unit: 1500, quantity: 2, tax: 600, fee: 70, refunded: 1000 });
    await sell(eur1, "EUR", { unit: 625, tax: 220, fee: 35 });
    await sell(eur2, "EUR", { unit: 1999 });
    await sell(usd, "USD", { unit: 99999 });
    await sell(jpy, "JPY", { unit: 1500 });
    await sell(deleted, "EUR", { unit: 100000 });
    await sell(elsewhere, "EUR", { unit: 200000 });
    await insertStatistics(api, eur1, { totalViews: 10 });
    await insertStatistics(api, eur2, { totalViews: 5 });
    await insertStatistics(api, usd, { totalViews: 7 });
    await insertStatistics(api, jpy, { totalViews: 1 });
    await insertStatistics(api, deleted, { totalViews: 1000 });
    await insertStatistics(api, elsewhere, { totalViews: 2000 });
    const stats = async (query = "") => {
      const response = await api.request(
        `/api/organizers/${organizer.id}/stats${query}`,
        send("GET", owner.token),
      );
      expect(response.status).toBe(200);
      return statsEnvelope.parse(await response.json()).data;
    };

    expect(await stats()).toEqual({
      total_products_sold: 4,
      total_attendees_registered: 4,
      total_orders: 3,
      total_gross_sales: 65.49,
      total_fees: 1.05,
      total_tax: 8.2,
      total_views: 15,
      total_refunded: 10,
      currency_code: "EUR",
      all_organizers_currencies: ["EUR", "GBP"],
    });
    expect(await stats("?currency_code=usd")).toMatchObject({
      total_gross_sales: 999.99,
      total_views: 7,
      currency_code: "USD",
    });
    // Yen have no minor unit: 1500 stored is 1500 yen.
    expect(await stats("?currency_code=JPY")).toMatchObject({
      total_gross_sales: 1500,
      currency_code: "JPY",
    });
    expect(await stats("?currency_code=CHF")).toMatchObject({
      total_gross_sales: 0,
      total_views: 0,
      total_orders: 0,
      currency_code: "CHF",
    });

    const bad = await api.request(
      `/api/organizers/${organizer.id}/stats?currency_code=EURO`,
      send("GET", owner.token),
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      "currency_code",
    );
  });

  it("answers zeros for an organizer without events", async () => {
    const owner = await registerOwner(api);
    const organizer = await createOrganizer(api, owner.token, { currency: "CHF" });
    const response = await api.request(`/api/organizers/${organizer.id}/stats`, send("GET", owner.token));
    expect(statsEnvelope.parse(await response.json()).data).toEqual({
      total_products_sold: 0,
      total_attendees_registered: 0,
      total_orders: 0,
      total_gross_sales: 0,
      total_fees: 0,
      total_tax: 0,
      total_views: 0,
      total_refunded: 0,
      currency_code: "CHF",
      all_organizers_currencies: ["CHF"],
    });
  });
});

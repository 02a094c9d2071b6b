import { accountSchema, eventDefaultsSchema, isApiError } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountEventDefaults, accounts } from "../../db/schema";
import { addMember, bearer, loginToken, registerOwner } from "../../test/accounts";
import { type TestApp, useTestApp } from "../../test/testApp";
import { authed, clientFor, errorsOf } from "../events/testFixtures";
import { eventDefaultsFor } from "./eventDefaults";

const accountEnvelope = z.object({ data: accountSchema });
const defaultsEnvelope = z.object({ data: eventDefaultsSchema });

/** An owner and an ORGANIZER of one account, both signed in. */
async function team(api: TestApp) {
  const owner = await registerOwner(api, { timezone: "Europe/Rome", currency_code: "EUR" });
  const member = await addMember(api, owner.account.id, { role: "ORGANIZER" });
  return { owner, organizerToken: await loginToken(api, member.email) };
}

describe("/api/accounts", () => {
  const api = useTestApp();

  it("shows the session's account to any member, whatever id the path carries", async () => {
    const { owner, organizerToken } = await team(api);
    const stranger = await registerOwner(api);
    for (const path of [
      "/api/accounts",
      `/api/accounts/${owner.account.id}`,
      `/api/accounts/${stranger.account.id}`,
    ]) {
      for (const token of [owner.token, organizerToken]) {
        const response = await api.request(path, bearer(token));
        expect(response.status, path).toBe(200);
        expect(accountEnvelope.parse(await response.json()).data).toMatchObject({
          id: owner.account.id,
          name: "Olga Owner",
          timezone: "Europe/Rome",
          currency_code: "EUR",
        });
      }
    }
    expect((await api.request("/api/accounts")).status).toBe(401);
    expect((await api.request("/api/accounts/0", bearer(owner.token))).status).toBe(404);
  });

  it("lets an admin change name, time zone and currency; the path's id cannot reach another account", async () => {
    const { owner } = await team(api);
    const stranger = await registerOwner(api);
    const response = await api.request(
      `/api/accounts/${stranger.account.id}`,
      authed(owner.token, "PUT", {
        name: "  Teatro Verdi ",
        timezone: "America/New_York",
        currency_code: "USD",
      }),
    );
    expect(response.status).toBe(200);
    expect(accountEnvelope.parse(await response.json()).data).toMatchObject({
      id: owner.account.id,
      name: "Teatro Verdi",
      timezone: "America/New_York",
      currency_code: "USD",
    });
    const [untouched] = await api.db.select().from(accounts).where(eq(accounts.id, stranger.account.id));
    expect(untouched?.name).toBe("Olga Owner");

    // Without currency_code the currency stays.
    const again = await api.request(
      "/api/accounts",
      authed(owner.token, "PUT", { name: "Verdi", timezone: "UTC" }),
    );
    expect(accountEnvelope.parse(await again.json()).data).toMatchObject({
      name: "Verdi",
      currency_code: "USD",
    });
  });

  it("refuses organizers (403) and bad input (422 per field), changing nothing", async () => {
    const { owner, organizerToken } = await team(api);
    const forbidden = await api.request(
      "/api/accounts",
      authed(organizerToken, "PUT", { name: "Mine now", timezone: "UTC" }),
    );
    expect(forbidden.status).toBe(403);
    const invalid = await api.request(
      `/api/accounts/${owner.account.id}`,
      authed(owner.token, "PUT", { name: " ", timezone: "Mars/Olympus_Mons", currency_code: "euro" }),
    );
    expect(invalid.status).toBe(422);
    expect(Object.keys(await errorsOf(invalid)).sort()).toEqual(["currency_code", "name", "timezone"]);
    const [row] = await api.db.select().from(accounts).where(eq(accounts.id, owner.account.id));
    expect(row).toMatchObject({ name: "Olga Owner", timezone: "Europe/Rome", currencyCode: "EUR" });
  });

  it("speaks the domain client's calls", async () => {
    const { owner } = await team(api);
    const client = clientFor(api, owner.token);
    expect(await client.account.get()).toMatchObject({ id: owner.account.id, currency_code: "EUR" });
    const error = await client.account.update({ name: "", timezone: "UTC" }).catch((e: unknown) => e);
    expect(isApiError(error) && error.errorsFor("name")).toEqual(["Account name is required."]);
    expect(await client.account.update({ name: "Sala Uno", timezone: "UTC" })).toMatchObject({
      name: "Sala Uno",
      timezone: "UTC",
    });
  });
});

describe("/api/accounts/{id}/event-defaults", () => {
  const api = useTestApp();
  const path = (accountId: number) => `/api/accounts/${accountId}/event-defaults`;

  it("starts with nothing set, so new events take the built-in settings", async () => {
    const { owner, organizerToken } = await team(api);
    const response = await api.request(path(owner.account.id), bearer(organizerToken));
    expect(response.status).toBe(200);
    const { data } = defaultsEnvelope.parse(await response.json());
    expect(Object.values(data).every((value) => value === null)).toBe(true);
    expect(Object.keys(data)).toHaveLength(14);
    expect(await eventDefaultsFor(api.db, owner.account.id)).toEqual({});
  });

  it("changes only the fields sent; null clears one", async () => {
    const { owner } = await team(api);
    const first = await api.request(
      path(owner.account.id),
      authed(owner.token, "PUT", {
        order_timeout_in_minutes: 30,
        payment_providers: ["STRIPE", "OFFLINE"],
        offline_payment_instructions: "Bank transfer to IT60X0542811101000000123456",
        attendee_details_collection_method: "PER_ORDER",
        invoice_prefix: "TV-",
        invoice_payment_terms_days: 14,
        price_display_mode: "EXCLUSIVE",
      }),
    );
    expect(first.status).toBe(200);
    const second = await api.request(
      path(owner.account.id),
      authed(owner.token, "PUT", { show_marketing_opt_in: true, order_timeout_in_minutes: null }),
    );
    expect(second.status).toBe(200);
    const expected = {
      attendee_details_collection_method: "PER_ORDER",
      show_marketing_opt_in: true,
      payment_providers: ["STRIPE", "OFFLINE"],
      offline_payment_instructions: "Bank transfer to IT60X0542811101000000123456",
      invoice_prefix: "TV-",
      invoice_payment_terms_days: 14,
      price_display_mode: "EXCLUSIVE",
    };
    expect(defaultsEnvelope.parse(await second.json()).data).toMatchObject({
      ...expected,
      order_timeout_in_minutes: null,
      enable_invoicing: null,
    });
    const read = await api.request(path(owner.account.id), bearer(owner.token));
    expect(defaultsEnvelope.parse(await read.json()).data).toMatchObject(expected);
    // What event creation gets: the set fields only.
    expect(await eventDefaultsFor(api.db, owner.account.id)).toEqual(expected);
  });

  it("checks each field like the event setting, and writes nothing on bad input", async () => {
    const { owner } = await team(api);
    await api.request(path(owner.account.id), authed(owner.token, "PUT", { order_timeout_in_minutes: 45 }));
    const cases: [unknown, string[]][] = [
      [{ order_timeout_in_minutes: 0 }, ["order_timeout_in_minutes"]],
      [{ order_timeout_in_minutes: 121 }, ["order_timeout_in_minutes"]],
      [
        { order_timeout_in_minutes: 2.5, enable_invoicing: "yes" },
        ["enable_invoicing", "order_timeout_in_minutes"],
      ],
      [{ payment_providers: ["PAYPAL"] }, ["payment_providers.0"]],
      [{ payment_providers: [] }, ["payment_providers"]],
      [{ attendee_details_collection_method: "PER_SEAT" }, ["attendee_details_collection_method"]],
      [{ invoice_prefix: "INV 2025" }, ["invoice_prefix"]],
      [{ invoice_payment_terms_days: 1001 }, ["invoice_payment_terms_days"]],
      [{ invoice_label: "x".repeat(51) }, ["invoice_label"]],
      [{ price_display_mode: "GROSS" }, ["price_display_mode"]],
      // OFFLINE needs instructions: in the body, or stored already.
      [
        { payment_providers: ["OFFLINE"], offline_payment_instructions: " " },
        ["offline_payment_instructions"],
      ],
      [{ payment_providers: ["OFFLINE"] }, ["offline_payment_instructions"]],
    ];
    for (const [body, fields] of cases) {
      const response = await api.request(path(owner.account.id), authed(owner.token, "PUT", body));
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(await errorsOf(response)).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await eventDefaultsFor(api.db, owner.account.id)).toEqual({ order_timeout_in_minutes: 45 });

    // Instructions stored earlier satisfy a later OFFLINE; clearing them while OFFLINE stays does not.
    await api.request(
      path(owner.account.id),
      authed(owner.token, "PUT", { offline_payment_instructions: "Cash at the door" }),
    );
    const offline = await api.request(
      path(owner.account.id),
      authed(owner.token, "PUT", { payment_providers: ["OFFLINE"] }),
    );
    expect(offline.status).toBe(200);
    const cleared = await api.request(
      path(owner.account.id),
      authed(owner.token, "PUT", { offline_payment_instructions: null }),
    );
    expect(cleared.status).toBe(422);
    expect(Object.keys(await errorsOf(cleared))).toEqual(["offline_payment_instructions"]);
  });

  it("lets organizers read but not change them (403)", async () => {
    const { owner, organizerToken } = await team(api);
    const response = await api.request(
      path(owner.account.id),
      authed(organizerToken, "PUT", { show_marketing_opt_in: true }),
    );
    expect(response.status).toBe(403);
    expect(await eventDefaultsFor(api.db, owner.account.id)).toEqual({});
  });

  it("answers another account's id with 404, like an unknown one, and touches nothing there", async () => {
    const { owner } = await team(api);
    const stranger = await registerOwner(api);
    await api.request(
      path(stranger.account.id),
      authed(stranger.token, "PUT", { order_timeout_in_minutes: 20 }),
    );
    for (const id of [stranger.account.id, 999_999_999]) {
      expect((await api.request(path(id), bearer(owner.token))).status).toBe(404);
      const put = await api.request(path(id), authed(owner.token, "PUT", { order_timeout_in_minutes: 99 }));
      expect(put.status).toBe(404);
    }
    expect(await eventDefaultsFor(api.db, stranger.account.id)).toEqual({ order_timeout_in_minutes: 20 });
    const rows = await api.db
      .select()
      .from(accountEventDefaults)
      .where(eq(accountEventDefaults.accountId, owner.account.id));
    expect(rows).toEqual([]);
    expect((await api.request(path(owner.account.id))).status).toBe(401);
  });

  it("ignores a stored value that no longer passes the schema", async () => {
    const { owner } = await team(api);
    await api.db.insert(accountEventDefaults).values({
      accountId: owner.account.id,
      values: { order_timeout_in_minutes: "soon", show_marketing_opt_in: false, unknown_field: 1 },
    });
    expect(await eventDefaultsFor(api.db, owner.account.id)).toEqual({ show_marketing_opt_in: false });
  });

  it("speaks the domain client's calls", async () => {
    const { owner } = await team(api);
    const client = clientFor(api, owner.token);
    expect(
      await client.account.updateEventDefaults(owner.account.id, { require_billing_address: true }),
    ).toMatchObject({
      require_billing_address: true,
    });
    expect(await client.account.getEventDefaults(owner.account.id)).toMatchObject({
      require_billing_address: true,
    });
  });
});

import { isApiError, taxAndFeeSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { events, taxesAndFees } from "../../db/schema";
import { addMember, bearer, loginToken, registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed, clientFor, errorsOf } from "../events/testFixtures";
import { anotherEvent, createProduct, ownerWithEvent, paid } from "../products/testFixtures";

const one = z.object({ data: taxAndFeeSchema });
const many = z.object({ data: z.array(taxAndFeeSchema) });

const vat = {
  name: "VAT",
  description: "Italian VAT",
  calculation_type: "PERCENTAGE",
  type: "TAX",
  rate: 22,
  is_active: true,
  is_default: true,
} as const;
const bookingFee = {
  name: "Booking fee",
  calculation_type: "FIXED",
  type: "FEE",
  rate: 1.5,
  is_active: true,
  is_default: true,
} as const;

describe("/api/accounts/{id}/taxes-and-fees", () => {
  const api = useTestApp();
  const base = (accountId: number) => `/api/accounts/${accountId}/taxes-and-fees`;

  async function list(token: string, accountId: number) {
    const response = await api.request(base(accountId), bearer(token));
    expect(response.status).toBe(200);
    return many.parse(await response.json()).data;
  }

  async function create(token: string, accountId: number, body: unknown) {
    const response = await api.request(base(accountId), authed(token, "POST", body));
    expect(response.status).toBe(200);
    return one.parse(await response.json()).data;
  }

  it("creates (200), lists, changes and deletes (204) a tax; several may be defaults", async () => {
    const owner = await registerOwner(api);
    expect(await list(owner.token, owner.account.id)).toEqual([]);

    const tax = await create(owner.token, owner.account.id, vat);
    expect(tax).toEqual({
      id: expect.any(Number),
      account_id: owner.account.id,
      ...vat,
    });
    const fee = await create(owner.token, owner.account.id, bookingFee);
    expect(fee).toMatchObject({ description: null, rate: 1.5, is_default: true });
    expect((await list(owner.token, owner.account.id)).map((row) => row.name)).toEqual([
      "VAT",
      "Booking fee",
    ]);

    const updated = await api.request(
      `${base(owner.account.id)}/${tax.id}`,
      authed(owner.token, "PUT", { ...vat, name: "IVA", rate: 10.5, is_default: false, description: null }),
    );
    expect(updated.status).toBe(200);
    expect(one.parse(await updated.json()).data).toEqual({
      ...tax,
      name: "IVA",
      rate: 10.5,
      is_default: false,
      description: null,
    });

    const deleted = await api.request(`${base(owner.account.id)}/${tax.id}`, authed(owner.token, "DELETE"));
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect((await list(owner.token, owner.account.id)).map((row) => row.id)).toEqual([fee.id]);
    // Soft-deleted: the row stays for history, and is gone for every route.
    const [row] = await api.db.select().from(taxesAndFees).where(eq(taxesAndFees.id, tax.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await api.request(`${base(owner.account.id)}/${tax.id}`, authed(owner.token, "DELETE"));
    expect(again.status).toBe(404);
    const put = await api.request(`${base(owner.account.id)}/${tax.id}`, authed(owner.token, "PUT", vat));
    expect(put.status).toBe(404);
  });

  it("refuses a name the account already uses (any case) with 422 on name; a deleted one is free again", async () => {
    const owner = await registerOwner(api);
    const tax = await create(owner.token, owner.account.id, vat);
    const fee = await create(owner.token, owner.account.id, bookingFee);

    const duplicate = await api.request(
      base(owner.account.id),
      authed(owner.token, "POST", { ...vat, name: " vat " }),
    );
    expect(duplicate.status).toBe(422);
    expect(await duplicate.json()).toMatchObject({
      errors: { name: ["A tax or fee with this name already exists."] },
      // The app says it in the user's language by this code.
      codes: { name: [{ code: "tax_name_taken" }] },
    });
    const renamed = await api.request(
      `${base(owner.account.id)}/${fee.id}`,
      authed(owner.token, "PUT", { ...bookingFee, name: "Vat" }),
    );
    expect(renamed.status).toBe(422);
    expect(Object.keys(await errorsOf(renamed))).toEqual(["name"]);
    // Keeping its own name is no clash.
    const same = await api.request(
      `${base(owner.account.id)}/${tax.id}`,
      authed(owner.token, "PUT", { ...vat, rate: 4 }),
    );
    expect(same.status).toBe(200);
    expect((await list(owner.token, owner.account.id)).map((row) => row.name)).toEqual([
      "VAT",
      "Booking fee",
    ]);

    await api.request(`${base(owner.account.id)}/${tax.id}`, authed(owner.token, "DELETE"));
    await create(owner.token, owner.account.id, vat);
    // Another account may use the same name.
    const other = await registerOwner(api);
    await create(other.token, other.account.id, vat);
  });

  it("answers 422 per field for bad input, writing nothing", async () => {
    const owner = await registerOwner(api);
    const cases: [unknown, string[]][] = [
      [{}, ["calculation_type", "is_active", "is_default", "name", "rate", "type"]],
      [{ ...vat, rate: -1 }, ["rate"]],
      [{ ...vat, rate: 150 }, ["rate"]],
      // "22" is read as 22 (Hi.Events sends numbers as strings); text that is no number is not.
      [{ ...vat, rate: "twenty-two" }, ["rate"]],
      [{ ...vat, type: "DUTY", calculation_type: "SLIDING" }, ["calculation_type", "type"]],
      [{ ...vat, name: "x".repeat(256) }, ["name"]],
      [{ ...vat, is_default: "yes" }, ["is_default"]],
    ];
    for (const [body, fields] of cases) {
      const response = await api.request(base(owner.account.id), authed(owner.token, "POST", body));
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(await errorsOf(response)).sort(), JSON.stringify(body)).toEqual(fields);
    }
    expect(await list(owner.token, owner.account.id)).toEqual([]);
    // A fixed amount may be more than 100.
    expect(await create(owner.token, owner.account.id, { ...bookingFee, rate: 150 })).toMatchObject({
      rate: 150,
    });
  });

  it("lets an ORGANIZER manage them (they are event work, not account settings)", async () => {
    const owner = await registerOwner(api);
    const member = await addMember(api, owner.account.id, { role: "ORGANIZER" });
    const token = await loginToken(api, member.email);
    const tax = await create(token, owner.account.id, vat);
    const updated = await api.request(
      `${base(owner.account.id)}/${tax.id}`,
      authed(token, "PUT", { ...vat, rate: 10 }),
    );
    expect(updated.status).toBe(200);
    expect((await list(owner.token, owner.account.id))[0]?.rate).toBe(10);
    expect((await api.request(`${base(owner.account.id)}/${tax.id}`, authed(token, "DELETE"))).status).toBe(
      204,
    );
  });

  it("answers another account's ids with 404, like unknown ones, and leaves its rows alone", async () => {
    const owner = await registerOwner(api);
    const stranger = await registerOwner(api);
    const theirs = await create(stranger.token, stranger.account.id, vat);

    expect((await api.request(base(stranger.account.id), bearer(owner.token))).status).toBe(404);
    const post = await api.request(base(stranger.account.id), authed(owner.token, "POST", bookingFee));
    expect(post.status).toBe(404);
    // Their tax through their account id, or through mine: 404 either way.
    for (const accountId of [stranger.account.id, owner.account.id]) {
      const put = await api.request(
        `${base(accountId)}/${theirs.id}`,
        authed(owner.token, "PUT", { ...vat, rate: 1 }),
      );
      expect(put.status).toBe(404);
      const del = await api.request(`${base(accountId)}/${theirs.id}`, authed(owner.token, "DELETE"));
      expect(del.status).toBe(404);
    }
    expect(await list(stranger.token, stranger.account.id)).toEqual([{ ...theirs, used_by: [] }]);
    expect(await list(owner.token, owner.account.id)).toEqual([]);
    for (const path of [base(0), `${base(owner.account.id)}/abc`, `${base(owner.account.id)}/99999999`]) {
      expect((await api.request(path, authed(owner.token, "DELETE"))).status, path).toBe(404);
    }
    expect((await api.request(base(owner.account.id))).status).toBe(401);
  });

  it("says which live products of live events charge each one (used_by)", async () => {
    const fixture = await ownerWithEvent(api);
    const tax = await create(fixture.token, fixture.accountId, vat);
    const fee = await create(fixture.token, fixture.accountId, bookingFee);
    const unused = await create(fixture.token, fixture.accountId, { ...vat, name: "Unused" });
    const intero = await createProduct(
      api,
      fixture,
      paid(fixture.categoryId, { tax_and_fee_ids: [tax.id, fee.id] }),
    );
    const ridotto = await createProduct(
      api,
      fixture,
      paid(fixture.categoryId, { title: "Ridotto", tax_and_fee_ids: [tax.id] }),
    );
    const gone = await createProduct(
      api,
      fixture,
      paid(fixture.categoryId, { title: "Gone", tax_and_fee_ids: [fee.id] }),
    );
    await api.request(`/api/events/${fixture.eventId}/products/${gone.id}`, authed(fixture.token, "DELETE"));
    const other = await anotherEvent(api, fixture.token, fixture.organizerId);
    await createProduct(
      api,
      { token: fixture.token, eventId: other.eventId },
      paid(other.categoryId, { title: "Deleted event's", tax_and_fee_ids: [fee.id] }),
    );
    await api.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, other.eventId));

    const usedBy = Object.fromEntries(
      (await list(fixture.token, fixture.accountId)).map((row) => [row.name, row.used_by]),
    );
    const use = (product: { id: number; title: string }) => ({
      product_id: product.id,
      product_title: product.title,
      event_id: fixture.eventId,
      event_title: "Concerto",
    });
    expect(usedBy).toEqual({
      [tax.name]: [use(intero), use(ridotto)],
      [fee.name]: [use(intero)],
      [unused.name]: [],
    });
  });

  it("speaks the domain client's calls", async () => {
    const owner = await registerOwner(api);
    const client = clientFor(api, owner.token);
    const tax = await client.taxesAndFees.create(owner.account.id, vat);
    expect(await client.taxesAndFees.update(owner.account.id, tax.id, { ...vat, rate: 5 })).toMatchObject({
      rate: 5,
    });
    const error = await client.taxesAndFees.create(owner.account.id, vat).catch((e: unknown) => e);
    expect(isApiError(error) && error.errorsFor("name")).toEqual([
      "A tax or fee with this name already exists.",
    ]);
    await client.taxesAndFees.delete(owner.account.id, tax.id);
    expect(await client.taxesAndFees.list(owner.account.id)).toEqual([]);
  });
});

import type { VatSetting } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { addMember, bearer, loginToken, registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import type { Caller } from "../auth/caller";
import type { VatNumberChecker } from "./vatCheck";
import { saveVatSettings } from "./vatSettings";

const api = useTestApp();

/** Stands in for the EU's VIES service in tests: says VALID to every number, counting the calls. */
function vatCheckTestDouble(): VatNumberChecker & { calls: string[] } {
  const calls: string[] = [];
  const check: VatNumberChecker = async (country, number) => {
    calls.push(`${country}${number}`);
    return { status: "VALID", error: null };
  };
  return Object.assign(check, { calls });
}

const save = (token: string, accountId: number, body: unknown, method = "POST") =>
  api.request(`/api/accounts/${accountId}/vat-settings`, {
    method,
    headers: { "content-type": "application/json", ...(bearer(token).headers as Record<string, string>) },
    body: JSON.stringify(body),
  });

async function refusal(response: Response): Promise<Record<string, { code: string }[]>> {
  expect(response.status).toBe(422);
  return ((await response.json()) as { codes: Record<string, { code: string }[]> }).codes;
}

describe("accounts/{id}/vat-settings", () => {
  it("is null until saved, then keeps the number tidied and not validated", async () => {
    const owner = await registerOwner(api);
    const path = `/api/accounts/${owner.account.id}/vat-settings`;
    expect(await (await api.request(path, bearer(owner.token))).json()).toEqual({ data: null });

    const saved = await save(owner.token, owner.account.id, {
      vat_registered: true,
      vat_number: "it 123.456-789 01",
      business_name: "Verdi Eventi SRL",
      business_address: "Corso Italia 5, Milano",
    });
    expect(saved.status).toBe(200);
    const expected = {
      vat_registered: true,
      vat_number: "IT12345678901",
      vat_country_code: "IT",
      vat_validated: false,
      vat_validation_status: "PENDING",
      business_name: "Verdi Eventi SRL",
      business_address: "Corso Italia 5, Milano",
    };
    expect(((await saved.json()) as { data: VatSetting }).data).toMatchObject(expected);
    expect(
      ((await (await api.request(path, bearer(owner.token))).json()) as { data: VatSetting }).data,
    ).toMatchObject(expected);

    // PUT as well as POST; not registered clears the number.
    const cleared = await save(
      owner.token,
      owner.account.id,
      { vat_registered: false, vat_number: "IT1" },
      "PUT",
    );
    expect(((await cleared.json()) as { data: VatSetting }).data).toMatchObject({
      vat_registered: false,
      vat_number: null,
      vat_validation_status: null,
    });
  });

  it("refuses a registered account without a number, or with one no EU country writes (422 on vat_number)", async () => {
    const owner = await registerOwner(api);
    for (const [vat_number, code] of [
      [undefined, "required"],
      ["  ", "required"],
      ["IT123", "vat_number_format"],
      ["XX123456789", "vat_number_format"],
      ["DE12345678", "vat_number_format"],
      ["NL123456789A01", "vat_number_format"],
    ] as const) {
      const codes = await refusal(
        await save(owner.token, owner.account.id, { vat_registered: true, vat_number }),
      );
      expect(codes.vat_number?.[0]?.code, String(vat_number)).toBe(code);
    }
    for (const vat_number of ["DE123456789", "FR40303265045", "NL123456789B01", "ATU12345678", "EL123456789"])
      expect((await save(owner.token, owner.account.id, { vat_registered: true, vat_number })).status).toBe(
        200,
      );
    const codes = await refusal(await save(owner.token, owner.account.id, { vat_number: "DE123456789" }));
    expect(Object.keys(codes)).toEqual(["vat_registered"]);
  });

  it("is the caller's account only, and only admins change it", async () => {
    const owner = await registerOwner(api);
    const other = await registerOwner(api);
    expect(
      (await api.request(`/api/accounts/${other.account.id}/vat-settings`, bearer(owner.token))).status,
    ).toBe(404);
    expect((await save(owner.token, other.account.id, { vat_registered: false })).status).toBe(404);

    const member = await addMember(api, owner.account.id, { role: "ORGANIZER" });
    const memberToken = await loginToken(api, member.email);
    expect(
      (await api.request(`/api/accounts/${owner.account.id}/vat-settings`, bearer(memberToken))).status,
    ).toBe(200);
    expect((await save(memberToken, owner.account.id, { vat_registered: false })).status).toBe(403);
  });

  it("asks the VAT checker about a new number only, and stores what it says", async () => {
    const owner = await registerOwner(api);
    const caller: Caller = {
      db: api.db,
      accountId: owner.account.id,
      userId: owner.userId,
      appUrl: "https://tickets.varco.test",
      now: new Date(),
    };
    const checker = vatCheckTestDouble();
    const body = { vat_registered: true, vat_number: "DE123456789", business_name: "Kultur GmbH" };

    const first = await saveVatSettings(caller, body, checker);
    const again = await saveVatSettings(caller, { ...body, business_name: "Kultur AG" }, checker);

    expect(checker.calls).toEqual(["DE123456789"]);
    expect(first).toMatchObject({
      vat_validated: true,
      vat_validation_status: "VALID",
      vat_validation_attempts: 1,
    });
    expect(again).toMatchObject({
      vat_validated: true,
      business_name: "Kultur AG",
      vat_validation_attempts: 1,
    });
  });
});

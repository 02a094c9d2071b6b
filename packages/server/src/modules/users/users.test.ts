import { paginatedSchema, userSchema } from "@varco/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountUsers, sessions } from "../../db/schema";
import { addMember, bearer, jsonBody, loginToken, registerOwner, testPassword } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";

const userEnvelope = z.object({ data: userSchema });
const userPage = paginatedSchema(userSchema);

function put(token: string, body: unknown): RequestInit {
  return { ...jsonBody(body, { authorization: `Bearer ${token}` }), method: "PUT" };
}

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

describe("/api/users/me", () => {
  const api = useTestApp();

  it("changes the profile; a new email waits as pending", async () => {
    const { token, email } = await registerOwner(api);
    const response = await api.request(
      "/api/users/me",
      put(token, {
        first_name: "Nuova",
        last_name: null,
        email: "New.Address@example.test",
        timezone: "Europe/Rome",
        locale: "it",
      }),
    );
    expect(response.status).toBe(200);
    expect(userEnvelope.parse(await response.json()).data).toMatchObject({
      first_name: "Nuova",
      last_name: null,
      full_name: "Nuova",
      email,
      pending_email: "new.address@example.test",
      has_pending_email_change: true,
      timezone: "Europe/Rome",
      locale: "it",
    });
  });

  it("answers 422 for a locale Varco does not ship, an unknown time zone, or a missing field", async () => {
    const { token, email } = await registerOwner(api);
    const profile = { first_name: "A", email, timezone: "UTC", locale: "en" };
    const badLocale = await api.request("/api/users/me", put(token, { ...profile, locale: "pl" }));
    expect(badLocale.status).toBe(422);
    expect(Object.keys(await errorsOf(badLocale))).toEqual(["locale"]);
    const badZone = await api.request("/api/users/me", put(token, { ...profile, timezone: "Mars/Olympus" }));
    expect(Object.keys(await errorsOf(badZone))).toEqual(["timezone"]);
    const missing = await api.request("/api/users/me", put(token, { first_name: "A" }));
    expect(Object.keys(await errorsOf(missing)).sort()).toEqual(["email", "locale", "timezone"]);
  });

  it("changes the password only with the current one, and revokes the user's other sessions", async () => {
    const { token, email } = await registerOwner(api);
    const other = await loginToken(api, email);
    const change = {
      current_password: testPassword,
      password: "a brand new secret",
      password_confirmation: "a brand new secret",
    };

    const wrong = await api.request(
      "/api/users/me",
      put(token, { ...change, current_password: "not my password" }),
    );
    expect(wrong.status).toBe(422);
    expect(await errorsOf(wrong)).toEqual({ current_password: ["The current password is not correct."] });
    expect((await api.request("/api/users/me", bearer(other))).status).toBe(200);

    const response = await api.request("/api/users/me", put(token, change));
    expect(response.status).toBe(200);
    userEnvelope.parse(await response.json());
    expect((await api.request("/api/users/me", bearer(token))).status).toBe(200);
    expect((await api.request("/api/users/me", bearer(other))).status).toBe(401);
    expect((await api.request("/api/auth/login", jsonBody({ email, password: testPassword }))).status).toBe(
      401,
    );
    await loginToken(api, email, "a brand new secret");
  });

  it("answers 401 without a session", async () => {
    expect((await api.request("/api/users/me", { ...put("", {}), headers: {} })).status).toBe(401);
  });
});

describe("/api/users (admins)", () => {
  const api = useTestApp();

  it("lists the caller's account's users only, paginated", async () => {
    const a = await registerOwner(api);
    const b = await registerOwner(api);
    const member = await addMember(api, a.account.id);
    await addMember(api, b.account.id);
    const response = await api.request("/api/users?sort_by=email&sort_direction=asc", bearer(a.token));
    expect(response.status).toBe(200);
    const page = userPage.parse(await response.json());
    expect(page.data.map((user) => user.id).sort()).toEqual([a.userId, member.userId].sort());
    expect(page.data.every((user) => user.account_id === a.account.id)).toBe(true);
    expect(page.meta.total).toBe(2);

    const filtered = userPage.parse(
      await (await api.request("/api/users?filter_fields[role][eq]=ORGANIZER", bearer(a.token))).json(),
    );
    expect(filtered.data.map((user) => user.id)).toEqual([member.userId]);
    expect((await api.request("/api/users?sort_by=password_hash", bearer(a.token))).status).toBe(422);
  });

  it("reads and updates only users of the caller's account: another account's user is 404", async () => {
    const a = await registerOwner(api);
    const b = await registerOwner(api);
    const memberOfA = await addMember(api, a.account.id);

    const own = await api.request(`/api/users/${memberOfA.userId}`, bearer(a.token));
    expect(userEnvelope.parse(await own.json()).data).toMatchObject({
      id: memberOfA.userId,
      role: "ORGANIZER",
    });

    expect((await api.request(`/api/users/${memberOfA.userId}`, bearer(b.token))).status).toBe(404);
    expect((await api.request(`/api/users/${a.userId}`, bearer(b.token))).status).toBe(404);
    expect(
      (await api.request(`/api/users/${memberOfA.userId}`, put(b.token, { role: "ADMIN" }))).status,
    ).toBe(404);
    expect((await api.request("/api/users/999999999", bearer(a.token))).status).toBe(404);
    expect((await api.request("/api/users/abc", bearer(a.token))).status).toBe(404);
    const [membership] = await api.db
      .select()
      .from(accountUsers)
      .where(eq(accountUsers.userId, memberOfA.userId));
    expect(membership?.role).toBe("ORGANIZER");
  });

  it("refuses organizers with 403 and anonymous callers with 401", async () => {
    const a = await registerOwner(api);
    const organizer = await addMember(api, a.account.id);
    const token = await loginToken(api, organizer.email);
    expect((await api.request("/api/users/me", bearer(token))).status).toBe(200);
    for (const response of [
      await api.request("/api/users", bearer(token)),
      await api.request(`/api/users/${a.userId}`, bearer(token)),
      await api.request(`/api/users/${organizer.userId}`, put(token, { role: "ADMIN" })),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "This action is unauthorized." });
    }
    expect((await api.request("/api/users")).status).toBe(401);
    expect((await api.request(`/api/users/${a.userId}`)).status).toBe(401);
  });

  it("changes a member's role, names and status; deactivating signs them out", async () => {
    const a = await registerOwner(api);
    const member = await addMember(api, a.account.id);
    const memberToken = await loginToken(api, member.email);

    const promoted = await api.request(
      `/api/users/${member.userId}`,
      put(a.token, { role: "ADMIN", first_name: "Promo" }),
    );
    expect(promoted.status).toBe(200);
    expect(userEnvelope.parse(await promoted.json()).data).toMatchObject({
      role: "ADMIN",
      first_name: "Promo",
    });
    expect((await api.request("/api/users", bearer(memberToken))).status).toBe(200);

    const deactivated = await api.request(
      `/api/users/${member.userId}`,
      put(a.token, { status: "INACTIVE" }),
    );
    expect(userEnvelope.parse(await deactivated.json()).data.status).toBe("INACTIVE");
    expect((await api.request("/api/users/me", bearer(memberToken))).status).toBe(401);
    const live = await api.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, member.userId)));
    expect(live.every((session) => session.deletedAt !== null)).toBe(true);
  });

  it("changes only a member's name, or nothing, without touching the role (was a 500)", async () => {
    const a = await registerOwner(api);
    const member = await addMember(api, a.account.id);
    const renamed = await api.request(`/api/users/${member.userId}`, put(a.token, { first_name: "Rina" }));
    expect(renamed.status).toBe(200);
    expect(userEnvelope.parse(await renamed.json()).data).toMatchObject({
      first_name: "Rina",
      role: "ORGANIZER",
    });
    const unchanged = await api.request(`/api/users/${member.userId}`, put(a.token, {}));
    expect(unchanged.status).toBe(200);
    expect(userEnvelope.parse(await unchanged.json()).data).toMatchObject({
      first_name: "Rina",
      status: "ACTIVE",
    });
  });

  it("keeps the owner an active admin and the account with an active admin", async () => {
    const a = await registerOwner(api);
    const demoteOwner = await api.request(`/api/users/${a.userId}`, put(a.token, { role: "ORGANIZER" }));
    expect(demoteOwner.status).toBe(422);
    expect(await errorsOf(demoteOwner)).toEqual({ role: ["The account owner must stay an active admin."] });
    const deactivateOwner = await api.request(`/api/users/${a.userId}`, put(a.token, { status: "INACTIVE" }));
    expect(Object.keys(await errorsOf(deactivateOwner))).toEqual(["status"]);

    // Without an owner (a state only the database can make), the last active admin still stays.
    await api.db.update(accountUsers).set({ isAccountOwner: false }).where(eq(accountUsers.userId, a.userId));
    const other = await addMember(api, a.account.id, { role: "ADMIN" });
    expect(
      (await api.request(`/api/users/${other.userId}`, put(a.token, { role: "ORGANIZER" }))).status,
    ).toBe(200);
    const last = await api.request(`/api/users/${a.userId}`, put(a.token, { role: "ORGANIZER" }));
    expect(last.status).toBe(422);
    expect(await errorsOf(last)).toEqual({ role: ["The account must keep at least one active admin."] });
  });

  it("lets only one of two admins demoting each other at once succeed", async () => {
    const a = await registerOwner(api);
    await api.db.update(accountUsers).set({ isAccountOwner: false }).where(eq(accountUsers.userId, a.userId));
    const b = await addMember(api, a.account.id, { role: "ADMIN" });
    const bToken = await loginToken(api, b.email);
    const statuses = (
      await Promise.all([
        api.request(`/api/users/${b.userId}`, put(a.token, { role: "ORGANIZER" })),
        api.request(`/api/users/${a.userId}`, put(bToken, { role: "ORGANIZER" })),
      ])
    ).map((response) => response.status);
    // The loser answers 422 (last admin) or, when its session is read after the other's commit, 403.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422 || status === 403)).toHaveLength(1);
    const admins = await api.db
      .select()
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, a.account.id), eq(accountUsers.role, "ADMIN")));
    expect(admins).toHaveLength(1);
  });

  it("does not activate an invited member by hand", async () => {
    const a = await registerOwner(api);
    const invited = await addMember(api, a.account.id, { status: "INVITED" });
    const response = await api.request(`/api/users/${invited.userId}`, put(a.token, { status: "ACTIVE" }));
    expect(response.status).toBe(422);
    expect(Object.keys(await errorsOf(response))).toEqual(["status"]);
  });
});

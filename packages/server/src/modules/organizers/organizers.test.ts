import { deletionStatusSchema, organizerSchema, organizerSlugOf } from "@varco/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accounts, events, images, organizerSettings, organizers } from "../../db/schema";
import { addMember, loginToken, registerOwner } from "../../test/accounts";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { createOrganizer, insertEvent, organizerBody, send } from "./organizerFixtures";

const one = z.object({ data: organizerSchema });
const many = z.object({ data: z.array(organizerSchema) });

describe("organizers", () => {
  const api = useTestApp();

  it("creates a DRAFT organizer with a slug, default settings, and lists it", async () => {
    const owner = await registerOwner(api);
    const response = await api.request(
      "/api/organizers",
      send(
        "POST",
        owner.token,
        organizerBody({ name: "  Café Müller & Co. ", phone: "", description: null }),
      ),
    );
    expect(response.status).toBe(201);
    const { data: created } = one.parse(await response.json());
    expect(created).toMatchObject({
      name: "Café Müller & Co.",
      email: "biglietteria@teatro.example",
      phone: null,
      description: null,
      website: "https://teatro.example",
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: "cafe-mueller-co",
      status: "DRAFT",
      images: [],
    });
    expect(created.settings).toMatchObject({
      organizer_id: created.id,
      homepage_visibility: "PUBLIC",
      allow_search_engine_indexing: true,
      homepage_password: null,
    });
    const settingsRows = await api.db
      .select()
      .from(organizerSettings)
      .where(eq(organizerSettings.organizerId, created.id));
    expect(settingsRows).toHaveLength(1);

    const second = await createOrganizer(api, owner.token, { name: "Jazz Club" });
    const list = many.parse(await (await api.request("/api/organizers", send("GET", owner.token))).json());
    expect(list.data.map((organizer) => organizer.id)).toEqual([created.id, second.id]);
    expect(list.data[0]?.images).toEqual([]);
  });

  it("derives slugs from any name, falling back to 'organizer'", () => {
    expect(organizerSlugOf("Teatro alla Scala")).toBe("teatro-alla-scala");
    expect(organizerSlugOf("  ¡Órbita -- 2025!  ")).toBe("orbita-2025");
    expect(organizerSlugOf("北京音乐厅")).toBe("organizer");
    expect(organizerSlugOf("---")).toBe("organizer");
    expect(organizerSlugOf("a".repeat(150))).toHaveLength(100);
  });

  it("shows an organizer with its images and settings, and updates it (the slug follows the name)", async () => {
    const owner = await registerOwner(api);
    const organizer = await createOrganizer(api, owner.token);
    await api.db.insert(images).values([
      {
        accountId: owner.account.id,
        entityType: "ORGANIZER",
        entityId: organizer.id,
        type: "ORGANIZER_LOGO",
        storageKey: "0b4e7d2c-6a4f-4a55-9d1e-8f1c2b3a4d5e.png",
        fileName: "logo.png",
        mimeType: "image/png",
        size: 1234,
        width: 200,
        height: 200,
      },
      {
        // Deleted images do not show.
        accountId: owner.account.id,
        entityType: "ORGANIZER",
        entityId: organizer.id,
        type: "ORGANIZER_COVER",
        storageKey: "1b4e7d2c-6a4f-4a55-9d1e-8f1c2b3a4d5e.png",
        fileName: "old.png",
        mimeType: "image/png",
        size: 1,
        deletedAt: new Date(),
      },
    ]);
    const shown = one.parse(
      await (await api.request(`/api/organizers/${organizer.id}`, send("GET", owner.token))).json(),
    ).data;
    expect(shown.images).toEqual([
      expect.objectContaining({
        type: "ORGANIZER_LOGO",
        file_name: "logo.png",
        url: `${testAppUrl}/api/uploads/0b4e7d2c-6a4f-4a55-9d1e-8f1c2b3a4d5e.png`,
      }),
    ]);
    expect(shown.settings?.organizer_id).toBe(organizer.id);
    const listed = many.parse(await (await api.request("/api/organizers", send("GET", owner.token))).json());
    expect(listed.data.find((row) => row.id === organizer.id)?.images).toHaveLength(1);

    const response = await api.request(
      `/api/organizers/${organizer.id}`,
      send("POST", owner.token, organizerBody({ name: "Nuovo Nome", currency: "CHF", website: null })),
    );
    expect(response.status).toBe(200);
    expect(one.parse(await response.json()).data).toMatchObject({
      id: organizer.id,
      name: "Nuovo Nome",
      slug: "nuovo-nome",
      currency: "CHF",
      website: null,
      status: "DRAFT",
    });
  });

  it("refuses bad bodies with 422 per field and writes nothing", async () => {
    const owner = await registerOwner(api);
    const bad = await api.request(
      "/api/organizers",
      send("POST", owner.token, {
        name: "",
        email: "not-an-email",
        website: "javascript:alert(1)",
        timezone: "Mars/Olympus",
        currency: "euro",
      }),
    );
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(["currency", "email", "name", "timezone", "website"]);
    const rows = await api.db.select().from(organizers).where(eq(organizers.accountId, owner.account.id));
    expect(rows).toHaveLength(0);

    const organizer = await createOrganizer(api, owner.token);
    const badUpdate = await api.request(
      `/api/organizers/${organizer.id}`,
      send("POST", owner.token, organizerBody({ name: "x".repeat(101) })),
    );
    expect(badUpdate.status).toBe(422);
    const [stored] = await api.db.select().from(organizers).where(eq(organizers.id, organizer.id));
    expect(stored?.name).toBe("Teatro Sociale");
  });

  it("answers 401 without a session", async () => {
    expect((await api.request("/api/organizers")).status).toBe(401);
    expect((await api.request("/api/organizers", send("POST", undefined, organizerBody()))).status).toBe(401);
  });

  it("answers another account's organizer 404 on every route, exactly like an unknown id", async () => {
    const owner = await registerOwner(api);
    const stranger = await registerOwner(api);
    const organizer = await createOrganizer(api, owner.token);
    await createOrganizer(api, owner.token, { name: "Second" });
    const base = `/api/organizers/${organizer.id}`;
    const attempts: [string, RequestInit][] = [
      [base, send("GET", stranger.token)],
      [base, send("POST", stranger.token, organizerBody({ name: "Hijacked" }))],
      [base, send("DELETE", stranger.token)],
      [`${base}/deletion-status`, send("GET", stranger.token)],
      [`${base}/status`, send("PUT", stranger.token, { status: "ARCHIVED" })],
      [`${base}/settings`, send("GET", stranger.token)],
      [`${base}/settings`, send("PATCH", stranger.token, { seo_title: "Hijacked" })],
      [`${base}/stats`, send("GET", stranger.token)],
    ];
    for (const [path, init] of attempts) {
      const theirs = await api.request(path, init);
      const unknown = await api.request(path.replace(String(organizer.id), "999999999"), init);
      expect(theirs.status, `${init.method} ${path}`).toBe(404);
      expect(await theirs.json()).toEqual(await unknown.json());
    }
    expect((await api.request("/api/organizers/abc", send("GET", stranger.token))).status).toBe(404);
    const [stored] = await api.db.select().from(organizers).where(eq(organizers.id, organizer.id));
    expect(stored).toMatchObject({ name: "Teatro Sociale", status: "DRAFT", deletedAt: null });
    const strangersList = many.parse(
      await (await api.request("/api/organizers", send("GET", stranger.token))).json(),
    );
    expect(strangersList.data).toEqual([]);
  });

  describe("status", () => {
    it("moves between DRAFT, LIVE and ARCHIVED; archiving archives the organizer's events", async () => {
      const owner = await registerOwner(api);
      const organizer = await createOrganizer(api, owner.token);
      const other = await createOrganizer(api, owner.token, { name: "Other" });
      const live = await insertEvent(api, {
        accountId: owner.account.id,
        organizerId: organizer.id,
        status: "LIVE",
      });
      const draft = await insertEvent(api, { accountId: owner.account.id, organizerId: organizer.id });
      const elsewhere = await insertEvent(api, {
        accountId: owner.account.id,
        organizerId: other.id,
        status: "LIVE",
      });
      const setStatus = (id: number, status: string) =>
        api.request(`/api/organizers/${id}/status`, send("PUT", owner.token, { status }));

      const toLive = await setStatus(organizer.id, "LIVE");
      expect(toLive.status).toBe(200);
      expect(one.parse(await toLive.json()).data.status).toBe("LIVE");

      const toArchived = await setStatus(organizer.id, "ARCHIVED");
      expect(toArchived.status).toBe(200);
      expect(one.parse(await toArchived.json()).data.status).toBe("ARCHIVED");
      const statusOf = async (id: number) =>
        (await api.db.select({ status: events.status }).from(events).where(eq(events.id, id)))[0]?.status;
      expect(await statusOf(live)).toBe("ARCHIVED");
      expect(await statusOf(draft)).toBe("ARCHIVED");
      expect(await statusOf(elsewhere)).toBe("LIVE");

      // Back from ARCHIVED is allowed (events stay archived: each comes back on its own).
      const back = await setStatus(organizer.id, "DRAFT");
      expect(back.status).toBe(200);
      expect(one.parse(await back.json()).data.status).toBe("DRAFT");
      expect(await statusOf(live)).toBe("ARCHIVED");
    });

    it("keeps one organizer that is not archived: archiving the last one is 409", async () => {
      const owner = await registerOwner(api);
      const first = await createOrganizer(api, owner.token);
      const second = await createOrganizer(api, owner.token, { name: "Second" });
      const setStatus = (id: number, status: string) =>
        api.request(`/api/organizers/${id}/status`, send("PUT", owner.token, { status }));
      expect((await setStatus(first.id, "ARCHIVED")).status).toBe(200);
      const refused = await setStatus(second.id, "ARCHIVED");
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        message: "You cannot archive the last organizer of your account that is not archived.",
      });
      const [stored] = await api.db.select().from(organizers).where(eq(organizers.id, second.id));
      expect(stored?.status).toBe("DRAFT");
      // Archiving one already archived changes nothing and is fine.
      expect((await setStatus(first.id, "ARCHIVED")).status).toBe(200);
    });

    it("refuses unknown statuses (422) and accounts that are not verified (422)", async () => {
      const owner = await registerOwner(api);
      const organizer = await createOrganizer(api, owner.token);
      const path = `/api/organizers/${organizer.id}/status`;
      const bad = await api.request(path, send("PUT", owner.token, { status: "PAUSED" }));
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        status: ["Status must be one of: DRAFT, LIVE, ARCHIVED."],
      });

      // Self-hosted accounts are verified at registration; one that is not cannot change status.
      await api.db.update(accounts).set({ accountVerifiedAt: null }).where(eq(accounts.id, owner.account.id));
      const unverified = await api.request(path, send("PUT", owner.token, { status: "LIVE" }));
      expect(unverified.status).toBe(422);
      expect(((await unverified.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        status: ["Confirm your email address before changing the status of an organiser."],
      });
      const [stored] = await api.db.select().from(organizers).where(eq(organizers.id, organizer.id));
      expect(stored?.status).toBe("DRAFT");
    });
  });

  describe("deletion", () => {
    it("deletes an organizer without events (admins), which then is gone everywhere", async () => {
      const owner = await registerOwner(api);
      const keep = await createOrganizer(api, owner.token);
      const organizer = await createOrganizer(api, owner.token, { name: "Temporary" });
      // A deleted event does not hold the organizer back.
      await insertEvent(api, { accountId: owner.account.id, organizerId: organizer.id, deleted: true });
      const status = await api.request(
        `/api/organizers/${organizer.id}/deletion-status`,
        send("GET", owner.token),
      );
      expect(status.status).toBe(200);
      expect(z.object({ data: deletionStatusSchema }).parse(await status.json()).data).toEqual({
        can_delete: true,
        reason: null,
      });

      const response = await api.request(`/api/organizers/${organizer.id}`, send("DELETE", owner.token));
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
      const [row] = await api.db.select().from(organizers).where(eq(organizers.id, organizer.id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect((await api.request(`/api/organizers/${organizer.id}`, send("GET", owner.token))).status).toBe(
        404,
      );
      expect((await api.request(`/api/organizers/${organizer.id}`, send("DELETE", owner.token))).status).toBe(
        404,
      );
      const list = many.parse(await (await api.request("/api/organizers", send("GET", owner.token))).json());
      expect(list.data.map((entry) => entry.id)).toEqual([keep.id]);
    });

    it("refuses (409) while the organizer has events, and for the account's last organizer", async () => {
      const owner = await registerOwner(api);
      const only = await createOrganizer(api, owner.token);
      const lastStatus = await api.request(
        `/api/organizers/${only.id}/deletion-status`,
        send("GET", owner.token),
      );
      expect((await lastStatus.json()) as unknown).toEqual({
        data: { can_delete: false, reason: "You cannot delete the last organizer of your account." },
      });
      const last = await api.request(`/api/organizers/${only.id}`, send("DELETE", owner.token));
      expect(last.status).toBe(409);
      expect(await last.json()).toEqual({ message: "You cannot delete the last organizer of your account." });

      const busy = await createOrganizer(api, owner.token, { name: "Busy" });
      await insertEvent(api, { accountId: owner.account.id, organizerId: busy.id, status: "ARCHIVED" });
      const reason = "This organizer still has events. Delete its events first, then the organizer.";
      const busyStatus = await api.request(
        `/api/organizers/${busy.id}/deletion-status`,
        send("GET", owner.token),
      );
      expect(await busyStatus.json()).toEqual({ data: { can_delete: false, reason } });
      const refused = await api.request(`/api/organizers/${busy.id}`, send("DELETE", owner.token));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ message: reason });
      const rows = await api.db
        .select()
        .from(organizers)
        .where(and(eq(organizers.accountId, owner.account.id)));
      expect(rows.every((row) => row.deletedAt === null)).toBe(true);
    });
  });

  describe("the ORGANIZER role (organizers are its work; deleting one is an ADMIN's)", () => {
    it("may create, edit, set the status and settings of organizers, but not delete them", async () => {
      const owner = await registerOwner(api);
      const member = await addMember(api, owner.account.id, { role: "ORGANIZER" });
      const token = await loginToken(api, member.email);
      const mine = await createOrganizer(api, token);
      const other = await createOrganizer(api, owner.token, { name: "Owner's" });

      expect(
        (
          await api.request(
            `/api/organizers/${other.id}`,
            send("POST", token, organizerBody({ name: "Edited" })),
          )
        ).status,
      ).toBe(200);
      expect(
        (await api.request(`/api/organizers/${mine.id}/status`, send("PUT", token, { status: "LIVE" })))
          .status,
      ).toBe(200);
      expect(
        (await api.request(`/api/organizers/${mine.id}/settings`, send("PATCH", token, { seo_title: "Hi" })))
          .status,
      ).toBe(200);
      expect((await api.request(`/api/organizers/${mine.id}/stats`, send("GET", token))).status).toBe(200);
      expect(
        (await api.request(`/api/organizers/${mine.id}/deletion-status`, send("GET", token))).status,
      ).toBe(200);

      const refused = await api.request(`/api/organizers/${mine.id}`, send("DELETE", token));
      expect(refused.status).toBe(403);
      const [row] = await api.db.select().from(organizers).where(eq(organizers.id, mine.id));
      expect(row?.deletedAt).toBeNull();
    });
  });
});

import { publicOrganizerSchema } from "@varco/domain";
import { and, eq, ne } from "drizzle-orm";
import nodemailer from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { images, mailOutbox, organizers } from "../../db/schema";
import { addMember, loginToken, registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import type { MailTransport, OutgoingMail } from "../mail/transport";
import { deliverDueMail } from "../mail/worker";
import { createOrganizer, type organizerBody, send } from "./organizerFixtures";

const publicEnvelope = z.object({ data: publicOrganizerSchema });

// One trusted proxy: the tests choose the client address with X-Forwarded-For.
const api = useTestApp({ env: { TRUSTED_PROXY_COUNT: "1" } });

let ipCounter = 0;
/** A client address no other test uses, so rate limits do not leak between tests. */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

async function liveOrganizer(token: string, overrides: Parameters<typeof organizerBody>[0] = {}) {
  const organizer = await createOrganizer(api, token, overrides);
  const response = await api.request(
    `/api/organizers/${organizer.id}/status`,
    send("PUT", token, { status: "LIVE" }),
  );
  expect(response.status).toBe(200);
  return organizer;
}

describe("GET /public/organizers/:id", () => {
  it("shows a LIVE organizer to anyone, without its email, phone or homepage password", async () => {
    const owner = await registerOwner(api);
    const organizer = await liveOrganizer(owner.token, {
      email: "private-inbox@teatro.example",
      phone: "+39 555 0101",
    });
    const settings = await api.request(
      `/api/organizers/${organizer.id}/settings`,
      send("PATCH", owner.token, {
        homepage_password: "sesamo-segreto",
        homepage_visibility: "PASSWORD_PROTECTED",
        instagram_handle: "teatro",
        seo_title: "Teatro",
      }),
    );
    expect(settings.status).toBe(200);
    await api.db.insert(images).values({
      accountId: owner.account.id,
      entityType: "ORGANIZER",
      entityId: organizer.id,
      type: "ORGANIZER_COVER",
      storageKey: "2b4e7d2c-6a4f-4a55-9d1e-8f1c2b3a4d5e.jpg",
      fileName: "cover.jpg",
      mimeType: "image/jpeg",
      size: 4321,
      width: 1200,
      height: 400,
    });

    // The page is protected: its password opens it, and is still not in the answer.
    const response = await api.request(
      `/api/public/organizers/${organizer.id}`,
      send("GET", undefined, undefined, { "x-homepage-password": "sesamo-segreto" }),
    );
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toContain("private-inbox@teatro.example");
    expect(raw).not.toContain("555 0101");
    expect(raw).not.toContain("sesamo-segreto");
    expect(raw).not.toContain("homepage_password");
    const { data } = publicEnvelope.parse(JSON.parse(raw));
    expect(data).toMatchObject({
      id: organizer.id,
      name: "Teatro Sociale",
      slug: "teatro-sociale",
      status: "LIVE",
      website: "https://teatro.example",
      images: [expect.objectContaining({ type: "ORGANIZER_COVER", file_name: "cover.jpg" })],
      settings: expect.objectContaining({
        homepage_visibility: "PASSWORD_PROTECTED",
        social_media_handles: { instagram: "teatro" },
        seo_title: "Teatro",
      }),
    });
    expect(Object.keys(data)).not.toContain("email");
    expect(Object.keys(data)).not.toContain("phone");
  });

  it("answers 404 with an empty body for organizers that are not LIVE, deleted or unknown", async () => {
    const owner = await registerOwner(api);
    const draft = await createOrganizer(api, owner.token);
    const archived = await liveOrganizer(owner.token, { name: "Archived" });
    await createOrganizer(api, owner.token, { name: "Keeps the account going" });
    expect(
      (
        await api.request(
          `/api/organizers/${archived.id}/status`,
          send("PUT", owner.token, { status: "ARCHIVED" }),
        )
      ).status,
    ).toBe(200);
    const deleted = await liveOrganizer(owner.token, { name: "Deleted" });
    await api.db.update(organizers).set({ deletedAt: new Date() }).where(eq(organizers.id, deleted.id));

    for (const id of [draft.id, archived.id, deleted.id, 999999999]) {
      const response = await api.request(`/api/public/organizers/${id}`);
      expect(response.status, `organizer ${id}`).toBe(404);
      expect(await response.text()).toBe("");
    }
    expect((await api.request("/api/public/organizers/not-a-number")).status).toBe(404);
  });

  it("shows any status to signed-in members of the owning account, and only to them", async () => {
    const owner = await registerOwner(api);
    const draft = await createOrganizer(api, owner.token);
    const member = await addMember(api, owner.account.id, { role: "ORGANIZER" });
    const memberToken = await loginToken(api, member.email);
    const stranger = await registerOwner(api);
    const path = `/api/public/organizers/${draft.id}`;

    for (const token of [owner.token, memberToken]) {
      const response = await api.request(path, send("GET", token));
      expect(response.status).toBe(200);
      const raw = await response.text();
      expect(raw).not.toContain("biglietteria@teatro.example");
      expect(publicEnvelope.parse(JSON.parse(raw)).data.status).toBe("DRAFT");
    }
    const strangers = await api.request(path, send("GET", stranger.token));
    expect(strangers.status).toBe(404);
    expect(await strangers.text()).toBe("");
    // A token that names no session is no error here: the visitor is simply anonymous.
    const forged = await api.request(path, send("GET", "forged-token-value"));
    expect(forged.status).toBe(404);
  });
});

describe("a PASSWORD_PROTECTED organizer homepage", () => {
  // Spaces and letters beyond ASCII: the header carries it percent-encoded.
  const password = "Sesamo apriti, è il 2030";
  const header = (text: string) => ({ "x-homepage-password": encodeURIComponent(text) });

  async function protectedOrganizer(homepagePassword: string | null = password) {
    const owner = await registerOwner(api);
    const organizer = await liveOrganizer(owner.token, { name: "Circolo Riservato" });
    const patched = await api.request(
      `/api/organizers/${organizer.id}/settings`,
      send("PATCH", owner.token, {
        homepage_visibility: "PASSWORD_PROTECTED",
        ...(homepagePassword === null ? {} : { homepage_password: homepagePassword }),
        seo_title: "Riservato",
      }),
    );
    expect(patched.status).toBe(200);
    const created = await api.request(
      "/api/events",
      send("POST", owner.token, {
        title: "Serata privata",
        start_date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        organizer_id: organizer.id,
      }),
    );
    expect(created.status).toBe(200);
    const event = ((await created.json()) as { data: { id: number } }).data;
    expect(
      (await api.request(`/api/events/${event.id}/status`, send("PUT", owner.token, { status: "LIVE" })))
        .status,
    ).toBe(200);
    return { owner, organizer, event };
  }

  const read = (path: string, headers: Record<string, string> = {}, token?: string) =>
    api.request(path, send("GET", token, undefined, { "x-forwarded-for": freshIp(), ...headers }));
  const unlock = (id: number, body: unknown, ip = freshIp()) =>
    api.request(
      `/api/public/organizers/${id}/homepage-password`,
      send("POST", undefined, body, { "x-forwarded-for": ip }),
    );

  it("reveals nothing to an anonymous reader: not the page, not its events, not the organizer on an event's page", async () => {
    const { organizer, event } = await protectedOrganizer();
    for (const path of [
      `/api/public/organizers/${organizer.id}`,
      `/api/public/organizers/${organizer.id}/events`,
    ]) {
      const response = await read(path);
      expect(response.status, path).toBe(403);
      const raw = await response.text();
      expect(JSON.parse(raw)).toEqual({ message: "This organizer's page needs its password." });
      expect(raw).not.toContain("Circolo");
      expect(raw).not.toContain("Serata");
    }
    // The event itself is public; who organises it is not.
    const eventPage = await read(`/api/public/events/${event.id}`);
    expect(eventPage.status).toBe(200);
    const raw = await eventPage.text();
    expect(raw).toContain("Serata privata");
    expect(raw).not.toContain("Circolo");
    expect(raw).not.toContain("Riservato");
    expect((JSON.parse(raw) as { data: Record<string, unknown> }).data.organizer).toBeUndefined();
    const list = await (await read("/api/public/events?query=Serata")).text();
    expect(list).not.toContain("Circolo");
  });

  it("opens with the right password in X-Homepage-Password; a wrong one is refused", async () => {
    const { organizer, event } = await protectedOrganizer();
    const withPassword = header(password);
    const page = await read(`/api/public/organizers/${organizer.id}`, withPassword);
    expect(page.status).toBe(200);
    expect(publicEnvelope.parse(await page.json()).data.name).toBe("Circolo Riservato");
    const events = await read(`/api/public/organizers/${organizer.id}/events`, withPassword);
    expect(events.status).toBe(200);
    expect(((await events.json()) as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([
      event.id,
    ]);
    for (const wrong of [
      header("sesamo apriti, è il 2030"),
      header(`${password} `),
      header("x".repeat(5000)),
    ]) {
      const response = await read(`/api/public/organizers/${organizer.id}`, wrong);
      expect(response.status).toBe(403);
    }
    // Not percent-encoding: refused, not a server error.
    expect(
      (await read(`/api/public/organizers/${organizer.id}`, { "x-homepage-password": "%E0%A4%A" })).status,
    ).toBe(403);
  });

  it("checks a password at POST /public/organizers/:id/homepage-password: 204 when right, 422 naming the field when not", async () => {
    const { organizer } = await protectedOrganizer();
    expect((await unlock(organizer.id, { password })).status).toBe(204);
    const wrong = await unlock(organizer.id, { password: "nope" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: "That password is not right.",
      errors: { password: ["That password is not right."] },
      codes: { password: [{ code: "homepage_password_wrong" }] },
    });
    const missing = await unlock(organizer.id, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(((await missing.json()) as { errors: object }).errors)).toEqual(["password"]);
    // Unknown or draft organizers are not there at all.
    expect((await unlock(999_999_999, { password })).status).toBe(404);
    // A public page needs no password: any answer opens it.
    const open = await liveOrganizer((await registerOwner(api)).token);
    expect((await unlock(open.id, { password: "anything" })).status).toBe(204);
  });

  it("keeps its contact form behind the password too: 403 without it, sent with it", async () => {
    const { organizer } = await protectedOrganizer();
    const message = { name: "Eve", email: "eve@visitor.example", message: "Two seats, please." };
    const contact = (headers: Record<string, string>) =>
      api.request(
        `/api/public/organizers/${organizer.id}/contact`,
        send("POST", undefined, message, { "x-forwarded-for": freshIp(), ...headers }),
      );
    const queued = () =>
      api.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toEmail, organizer.email), eq(mailOutbox.template, "organizer_contact")));
    const refused = await contact({});
    expect(refused.status).toBe(403);
    expect((await contact(header("not it"))).status).toBe(403);
    expect(await queued()).toHaveLength(0);
    expect((await contact(header(password))).status).toBe(200);
    expect(await queued()).toHaveLength(1);
  });

  it("lets the organizer's own account see the page without the password", async () => {
    const { owner, organizer } = await protectedOrganizer();
    expect((await read(`/api/public/organizers/${organizer.id}`, {}, owner.token)).status).toBe(200);
    expect((await read(`/api/public/organizers/${organizer.id}/events`, {}, owner.token)).status).toBe(200);
    const stranger = await registerOwner(api);
    expect((await read(`/api/public/organizers/${organizer.id}`, {}, stranger.token)).status).toBe(403);
  });

  it("stays closed when no password was ever set", async () => {
    const { organizer } = await protectedOrganizer(null);
    expect((await read(`/api/public/organizers/${organizer.id}`, { "x-homepage-password": "" })).status).toBe(
      403,
    );
    expect((await unlock(organizer.id, { password: "" })).status).toBe(422);
    expect((await unlock(organizer.id, { password: "null" })).status).toBe(422);
  });

  it("refuses one address after 10 wrong passwords in 15 minutes, the right one too: 429 with Retry-After", async () => {
    const { organizer } = await protectedOrganizer();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await unlock(organizer.id, { password: `guess ${attempt}` }, ip)).status).toBe(422);
    }
    for (let attempt = 5; attempt < 10; attempt++) {
      const guess = await api.request(
        `/api/public/organizers/${organizer.id}`,
        send("GET", undefined, undefined, {
          "x-forwarded-for": ip,
          "x-homepage-password": `guess ${attempt}`,
        }),
      );
      expect(guess.status).toBe(403);
    }
    const refused = await unlock(organizer.id, { password }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("900");
    const refusedRead = await api.request(
      `/api/public/organizers/${organizer.id}/events`,
      send("GET", undefined, undefined, { "x-forwarded-for": ip, ...header(password) }),
    );
    expect(refusedRead.status).toBe(429);
    // Another address is not held back.
    expect((await unlock(organizer.id, { password })).status).toBe(204);
  });
});

/** Captures what the worker sends, with the raw message nodemailer builds from it. */
function capturingTransport() {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const sent: { mail: OutgoingMail; raw: string }[] = [];
  const transport: MailTransport = {
    kind: "test",
    async send(mail) {
      const info = await builder.sendMail(mail);
      sent.push({ mail, raw: (info.message as Buffer).toString("utf8") });
    },
  };
  return { transport, sent };
}

describe("POST /public/organizers/:id/contact", () => {
  const contact = (id: number, body: unknown, ip = freshIp()) =>
    api.request(
      `/api/public/organizers/${id}/contact`,
      send("POST", undefined, body, { "x-forwarded-for": ip }),
    );
  const queuedFor = (email: string) =>
    api.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.template, "organizer_contact")));

  beforeEach(async () => {
    // Earlier tests' mail must not be delivered by this test's pass.
    await api.db.update(mailOutbox).set({ status: "SENT" }).where(ne(mailOutbox.status, "SENT"));
  });

  it("mails the visitor's message to the organizer, escaped, Reply-To the visitor, in the owner's language", async () => {
    const owner = await registerOwner(api, { locale: "it" });
    const organizer = await liveOrganizer(owner.token, {
      name: "Teatro <b>Sociale</b>",
      email: "inbox@teatro.example",
    });
    // The owner's own confirmation mail is not this test's business.
    await api.db.update(mailOutbox).set({ status: "SENT" }).where(ne(mailOutbox.status, "SENT"));
    const message = 'Hello!\n<script>alert("x")</script>\nTwo seats, please.';
    const response = await contact(organizer.id, {
      name: "Eve <img src=x onerror=alert(1)>",
      email: "eve@visitor.example",
      message,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Message sent successfully" });
    const [queued] = await queuedFor("inbox@teatro.example");
    expect(queued).toMatchObject({ accountId: owner.account.id, status: "PENDING" });

    const { transport, sent } = capturingTransport();
    expect(
      await deliverDueMail(api.db, transport, { appName: "Varco", from: "Varco <no-reply@varco.test>" }),
    ).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [delivered] = sent;
    if (!delivered) throw new Error("nothing delivered");
    const { mail, raw } = delivered;
    expect(mail.to).toBe("inbox@teatro.example");
    expect(mail.replyTo).toBe("eve@visitor.example");
    expect(raw).toMatch(/^Reply-To: eve@visitor\.example$/m);
    expect(mail.subject).toBe("Eve <img src=x onerror=alert(1)> ha scritto a Teatro <b>Sociale</b>");
    // The words arrive as written in the text part, and only as text in the HTML part.
    expect(mail.text).toContain(message);
    expect(mail.text).toContain("eve@visitor.example");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Sociale");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Eve &lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("Rispondi a questa email");
  });

  it("answers 404 for organizers that are not LIVE or not there, and queues nothing", async () => {
    const owner = await registerOwner(api);
    const draft = await createOrganizer(api, owner.token, { email: "draft-inbox@teatro.example" });
    const body = { name: "Eve", email: "eve@visitor.example", message: "Hi" };
    expect((await contact(draft.id, body)).status).toBe(404);
    expect((await contact(999999999, body)).status).toBe(404);
    // Signed in or not: the contact form is for public pages only.
    const signedIn = await api.request(
      `/api/public/organizers/${draft.id}/contact`,
      send("POST", owner.token, body, { "x-forwarded-for": freshIp() }),
    );
    expect(signedIn.status).toBe(404);
    expect(await queuedFor("draft-inbox@teatro.example")).toHaveLength(0);
  });

  it("refuses bad bodies with 422 per field and queues nothing", async () => {
    const owner = await registerOwner(api);
    const organizer = await liveOrganizer(owner.token, { email: "strict-inbox@teatro.example" });
    const response = await contact(organizer.id, {
      name: " ",
      email: "not-an-email",
      message: "x".repeat(5001),
    });
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name"]);
    expect((await contact(organizer.id, {})).status).toBe(422);
    expect(await queuedFor("strict-inbox@teatro.example")).toHaveLength(0);
  });

  it("lets one address send 5 messages an hour to one organizer, then 429 with Retry-After", async () => {
    const owner = await registerOwner(api);
    const organizer = await liveOrganizer(owner.token, { email: "busy-inbox@teatro.example" });
    const other = await liveOrganizer(owner.token, { name: "Other", email: "other-inbox@teatro.example" });
    const ip = freshIp();
    const body = { name: "Eve", email: "eve@visitor.example", message: "Hi" };
    for (let i = 0; i < 5; i++) expect((await contact(organizer.id, body, ip)).status).toBe(200);
    const refused = await contact(organizer.id, body, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await refused.json()).toEqual({ message: "Too Many Attempts." });
    expect(await queuedFor("busy-inbox@teatro.example")).toHaveLength(5);

    // Another address, or another organizer, is not held back.
    expect((await contact(organizer.id, body, freshIp())).status).toBe(200);
    expect((await contact(other.id, body, ip)).status).toBe(200);
  });

  it("lets one organizer receive 30 messages an hour from everyone, then 429 whatever the address", async () => {
    const owner = await registerOwner(api);
    const organizer = await liveOrganizer(owner.token, { email: "flooded-inbox@teatro.example" });
    const other = await liveOrganizer(owner.token, { name: "Quiet", email: "quiet-inbox@teatro.example" });
    const body = { name: "Eve", email: "eve@visitor.example", message: "Hi" };
    for (let i = 0; i < 30; i++) expect((await contact(organizer.id, body)).status).toBe(200);
    const refused = await contact(organizer.id, body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await queuedFor("flooded-inbox@teatro.example")).toHaveLength(30);
    // Another organizer is not held back.
    expect((await contact(other.id, body)).status).toBe(200);
  });

  it("lets one address send 20 messages a day in all, then 429 with Retry-After", async () => {
    const owner = await registerOwner(api);
    const ip = freshIp();
    const body = { name: "Eve", email: "eve@visitor.example", message: "Hi" };
    const targets = [];
    for (let i = 0; i < 5; i++) targets.push(await liveOrganizer(owner.token, { name: `Org ${i}` }));
    for (const target of targets.slice(0, 5)) {
      for (let i = 0; i < 4; i++) expect((await contact(target.id, body, ip)).status).toBe(200);
    }
    const fresh = await liveOrganizer(owner.token, { name: "Fresh" });
    const refused = await contact(fresh.id, body, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(24 * 60 * 60));
    expect((await contact(fresh.id, body, freshIp())).status).toBe(200);
  });
});

import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { duplicableEventParts, type Image, imageSchema, isApiError, maxImageBytes } from "@varco/domain";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../app";
import type { Database } from "../../db/connect";
import { events, images, organizers } from "../../db/schema";
import { shortIdOf } from "../../db/shortId";
import { createLogger } from "../../logger";
import { registerOwner } from "../../test/accounts";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { clientFor } from "../events/testFixtures";
import { uploadImage } from "./service";
import { importLocalUploads } from "./storage";
import { storedImages } from "./storedImages";
import { gifImage, jpegImage, pngImage, webpImage } from "./testImages";

const dataDir = mkdtempSync(join(tmpdir(), "varco-images-test-"));
const uploadsDir = join(dataDir, "uploads");
const api = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const imageEnvelope = z.object({ data: imageSchema });
const imageList = z.object({ data: z.array(imageSchema) });
const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

interface Tenant {
  accountId: number;
  token: string;
  organizerId: number;
  eventId: number;
}

async function createOrganizer(accountId: number): Promise<number> {
  const [organizer] = await api.db
    .insert(organizers)
    .values({
      accountId,
      name: "Teatro Verdi",
      email: "box@verdi.example",
      timezone: "Europe/Rome",
      currency: "EUR",
      slug: `verdi-${randomUUID().slice(0, 8)}`,
    })
    .returning();
  if (!organizer) throw new Error("organizer insert returned nothing");
  return organizer.id;
}

async function createEvent(accountId: number, organizerId: number): Promise<number> {
  const [event] = await api.db
    .insert(events)
    .values({
      accountId,
      organizerId,
      shortId: shortIdOf("evt"),
      title: "La traviata",
      slug: "la-traviata",
      startDate: new Date(Date.now() + 86_400_000),
      currency: "EUR",
      timezone: "Europe/Rome",
    })
    .returning();
  if (!event) throw new Error("event insert returned nothing");
  return event.id;
}

async function createTenant(): Promise<Tenant> {
  const owner = await registerOwner(api);
  const organizerId = await createOrganizer(owner.account.id);
  const eventId = await createEvent(owner.account.id, organizerId);
  return { accountId: owner.account.id, token: owner.token, organizerId, eventId };
}

function imageForm(
  file: Uint8Array<ArrayBuffer> | string,
  fileName: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  // The client's declared type is a lie on purpose: the server must not believe it.
  form.append("image", new Blob([file], { type: "image/png" }), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function send(path: string, token: string, init: RequestInit = {}): Promise<Response> {
  return api.request(path, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
}

async function upload(path: string, token: string, form: FormData): Promise<Response> {
  return send(path, token, { method: "POST", body: form });
}

/** The tenant's `POST events/{id}/images` of one file. */
function uploadToEvent(
  eventId: number,
  file: Uint8Array<ArrayBuffer> | string,
  fileName: string,
  fields: Record<string, string> = {},
): Promise<Response> {
  return upload(`/api/events/${eventId}/images`, tenant.token, imageForm(file, fileName, fields));
}

/** The tenant's `POST /images` of one file. */
function uploadToAccount(
  file: Uint8Array<ArrayBuffer> | string,
  fileName: string,
  fields: Record<string, string> = {},
): Promise<Response> {
  return upload("/api/images", tenant.token, imageForm(file, fileName, fields));
}

async function uploaded(response: Response): Promise<Image> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return imageEnvelope.parse(JSON.parse(text)).data;
}

async function imageErrors(response: Response): Promise<Record<string, string[]>> {
  const text = await response.text();
  expect(response.status, text).toBe(422);
  return errorBody.parse(JSON.parse(text)).errors ?? {};
}

const stored = () => storedImages(api.database.connection, dataDir);
const storedFiles = () => stored().keys();
const keyOf = (image: Image) => new URL(image.url).pathname.split("/").pop() as string;

let tenant: Tenant;
let intruder: Tenant;

beforeAll(async () => {
  tenant = await createTenant();
  intruder = await createTenant();
});

// Encoded once for the table below (describe's callback cannot wait).
const [coverJpeg, coverWebp, coverGif] = await Promise.all([
  jpegImage(800, 400),
  webpImage(1000, 500),
  gifImage(640, 60),
]);

describe("POST /events/{id}/images", () => {
  it.each([
    ["PNG", pngImage(1200, 630), "cover.png", "image/png", /\.png$/],
    ["JPEG", coverJpeg, "cover.jpeg", "image/jpeg", /\.jpg$/],
    ["WebP", coverWebp, "cover.webp", "image/webp", /\.webp$/],
    ["GIF", coverGif, "cover.gif", "image/gif", /\.gif$/],
  ])("takes a %s cover, with its real size and type", async (_name, bytes, fileName, mimeType, extension) => {
    const image = await uploaded(await uploadToEvent(tenant.eventId, bytes, fileName));
    expect(image).toMatchObject({
      type: "EVENT_COVER",
      file_name: fileName,
      mime_type: mimeType,
    });
    // Stored re-encoded without its metadata: the size is the stored file's.
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(image.size).toBe((await stored().bytes(keyOf(image)))?.byteLength);
    expect(image.url).toMatch(new RegExp(`^${testAppUrl}/api/uploads/[0-9a-f-]{36}`));
    expect(image.url).toMatch(extension);
    expect(await storedFiles()).toContain(keyOf(image));
  });

  it("reports the width and height read from the file", async () => {
    const png = await uploaded(await uploadToEvent(tenant.eventId, pngImage(601, 51), "a.png"));
    expect([png.width, png.height]).toEqual([601, 51]);
    const webp = await uploaded(await uploadToEvent(tenant.eventId, await webpImage(1280, 720), "b"));
    expect([webp.width, webp.height]).toEqual([1280, 720]);
    // A phone photo stored sideways with "rotate" in its EXIF is as tall as it is shown.
    const turned = await uploaded(
      await uploadToEvent(tenant.eventId, await jpegImage(800, 1000, { orientation: 6 }), "c.jpg", {
        type: "TICKET_LOGO",
      }),
    );
    expect([turned.width, turned.height]).toEqual([1000, 800]);
  });

  it("replaces the event's cover: one cover, one ticket logo, the old files gone", async () => {
    const eventId = await createEvent(tenant.accountId, tenant.organizerId);
    const path = `/api/events/${eventId}/images`;
    const first = await uploaded(await uploadToEvent(eventId, pngImage(600, 50), "first.png"));
    const logo = await uploaded(
      await uploadToEvent(eventId, pngImage(100, 100), "logo.png", { type: "TICKET_LOGO" }),
    );
    const second = await uploaded(await uploadToEvent(eventId, await jpegImage(900, 300), "second.jpg"));

    const list = imageList.parse(await (await send(path, tenant.token)).json()).data;
    expect(list.map((image) => [image.id, image.type]).sort()).toEqual(
      [
        [logo.id, "TICKET_LOGO"],
        [second.id, "EVENT_COVER"],
      ].sort(),
    );
    expect(await storedFiles()).not.toContain(keyOf(first));
    expect(await storedFiles()).toContain(keyOf(second));
    expect((await api.request(new URL(first.url).pathname)).status).toBe(404);
    const [oldRow] = await api.db.select().from(images).where(eq(images.id, first.id));
    expect(oldRow?.deletedAt).toBeInstanceOf(Date);
  });

  it("lets two covers uploaded at once leave exactly one", async () => {
    const eventId = await createEvent(tenant.accountId, tenant.organizerId);
    const path = `/api/events/${eventId}/images`;
    const responses = await Promise.all(
      [1, 2, 3].map((n) => uploadToEvent(eventId, pngImage(600 + n, 50), `${n}.png`)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    const live = imageList.parse(await (await send(path, tenant.token)).json()).data;
    expect(live).toHaveLength(1);
  });

  it("refuses an image smaller than its type allows, saying the minimum", async () => {
    const errors = await imageErrors(await uploadToEvent(tenant.eventId, pngImage(599, 50), "small.png"));
    expect(errors).toEqual({ image: ["The image must be at least 600 × 50 pixels; this one is 599 × 50."] });
    const logo = await imageErrors(
      await uploadToEvent(tenant.eventId, await gifImage(100, 99), "logo.gif", { type: "TICKET_LOGO" }),
    );
    expect(logo.image).toEqual(["The image must be at least 100 × 100 pixels; this one is 100 × 99."]);
  });

  it("refuses an image larger than 4000×4000 pixels", async () => {
    const errors = await imageErrors(
      await uploadToEvent(tenant.eventId, await webpImage(4001, 600), "wide.webp"),
    );
    expect(errors.image).toEqual(["The image must be at most 4000 × 4000 pixels; this one is 4001 × 600."]);
  });

  it.each([
    ["an SVG named .png", '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>', "cover.png"],
    ["an HTML page named .png", "<!doctype html><script>alert(document.cookie)</script>", "cover.png"],
    ["a text file", "just some words", "notes.png"],
    ["a PDF", "%PDF-1.7\n1 0 obj", "cover.jpg"],
  ])("refuses %s, whatever the name and declared type", async (_what, content, fileName) => {
    const before = await storedFiles();
    const errors = await imageErrors(await uploadToEvent(tenant.eventId, content, fileName));
    expect(errors).toEqual({ image: ["The image must be a PNG, JPEG, WebP or GIF file."] });
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a file that starts like an image but cannot be read", async () => {
    const truncated = pngImage(800, 600).subarray(0, 12);
    const errors = await imageErrors(await uploadToEvent(tenant.eventId, truncated, "broken.png"));
    expect(errors.image).toEqual(["The image could not be read: the file is damaged or incomplete."]);
  });

  it("refuses a file of 5 MB + 1 byte with a clear message, and a larger body with 413", async () => {
    const png = pngImage(800, 600);
    const tooBig = new Uint8Array(maxImageBytes + 1);
    tooBig.set(png);
    const errors = await imageErrors(await uploadToEvent(tenant.eventId, tooBig, "huge.png"));
    expect(errors.image).toEqual(["The file must be at most 5 MB."]);

    const wayTooBig = new Uint8Array(maxImageBytes + 200 * 1024);
    wayTooBig.set(png);
    const response = await uploadToEvent(tenant.eventId, wayTooBig, "x.png");
    expect(response.status).toBe(413);

    // Exactly 5 MB is still fine.
    const atLimit = new Uint8Array(maxImageBytes);
    atLimit.set(png);
    const image = await uploaded(await uploadToEvent(tenant.eventId, atLimit, "max.png"));
    // Stored re-encoded: the padding after the picture is not kept.
    expect(image.size).toBeLessThan(maxImageBytes);
  });

  it("refuses an unknown type, a missing file and a JSON body, writing nothing", async () => {
    const before = await storedFiles();
    const count = await api.db.$count(images);
    expect(
      await imageErrors(
        await uploadToEvent(tenant.eventId, pngImage(700, 70), "a.png", { type: "ORGANIZER_LOGO" }),
      ),
    ).toEqual({ type: ["Type must be one of: EVENT_COVER, TICKET_LOGO."] });
    const noFile = new FormData();
    noFile.append("type", "EVENT_COVER");
    expect(
      await imageErrors(await upload(`/api/events/${tenant.eventId}/images`, tenant.token, noFile)),
    ).toEqual({
      image: ["Image is required."],
    });
    const json = await send(`/api/events/${tenant.eventId}/images`, tenant.token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ image: "iVBORw0KGgo=" }),
    });
    expect(json.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect(await api.db.$count(images)).toBe(count);
  });

  it("keeps only the file's own name for display, never a path", async () => {
    const image = await uploaded(
      await uploadToEvent(tenant.eventId, pngImage(600, 50), "../../etc/pass\u0000wd.png"),
    );
    expect(image.file_name).toBe("passwd.png");
    expect(keyOf(image)).toMatch(/^[0-9a-f-]{36}\.png$/);
  });

  it("works through the domain's client (multipart `image` + `type`)", async () => {
    const client = clientFor(api, tenant.token);
    const file = new File([pngImage(200, 200)], "logo.png", { type: "image/png" });
    const image = await client.images.uploadForEvent(tenant.eventId, { image: file, type: "TICKET_LOGO" });
    expect(image).toMatchObject({ type: "TICKET_LOGO", width: 200, height: 200, file_name: "logo.png" });
    const all = await client.images.listForEvent(tenant.eventId);
    expect(all.map((one) => one.id)).toContain(image.id);
    await client.images.deleteFromEvent(tenant.eventId, image.id);

    const generic = await client.images.upload({ image: new File([await gifImage(60, 60)], "g.gif") });
    expect(generic).toMatchObject({ type: "GENERIC", mime_type: "image/gif" });
    const error = await client.images
      .upload({ image: new File(["hello"], "x.png"), type: "GENERIC" })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.errorsFor("image")).toEqual([
      "The image must be a PNG, JPEG, WebP or GIF file.",
    ]);
    expect(isApiError(error) && error.codesFor("image")).toEqual([{ code: "image_format" }]);
  });
});

describe("uploadImage", () => {
  it("removes the stored file when the row cannot be inserted", async () => {
    const before = await storedFiles();
    const failingDb = {
      transaction: async () => {
        throw new Error("insert failed");
      },
    } as unknown as Database;
    await expect(
      uploadImage(
        { db: failingDb, accountId: tenant.accountId },
        { files: stored().files, logger: createLogger(api.config, { write: () => {} }) },
        {
          type: "GENERIC",
          file: new File([pngImage(60, 60)], "a.png"),
        },
      ),
    ).rejects.toThrow("insert failed");
    expect(await storedFiles()).toEqual(before);
    const leftOver = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
    expect(leftOver.filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

describe("GET and DELETE /events/{id}/images", () => {
  it("lists only the event's live images", async () => {
    const eventId = await createEvent(tenant.accountId, tenant.organizerId);
    const path = `/api/events/${eventId}/images`;
    expect(imageList.parse(await (await send(path, tenant.token)).json()).data).toEqual([]);
    const cover = await uploaded(await uploadToEvent(eventId, pngImage(600, 50), "c.png"));
    const listed = imageList.parse(await (await send(path, tenant.token)).json()).data;
    expect(listed).toEqual([cover]);
  });

  it("deletes an image: 204, the row soft-deleted, the file gone, no longer served", async () => {
    const eventId = await createEvent(tenant.accountId, tenant.organizerId);
    const path = `/api/events/${eventId}/images`;
    const cover = await uploaded(await uploadToEvent(eventId, pngImage(600, 50), "c.png"));
    expect((await api.request(new URL(cover.url).pathname)).status).toBe(200);

    const deleted = await send(`${path}/${cover.id}`, tenant.token, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe("");
    expect(await storedFiles()).not.toContain(keyOf(cover));
    expect((await api.request(new URL(cover.url).pathname)).status).toBe(404);
    expect(imageList.parse(await (await send(path, tenant.token)).json()).data).toEqual([]);
    const [row] = await api.db.select().from(images).where(eq(images.id, cover.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    expect((await send(`${path}/${cover.id}`, tenant.token, { method: "DELETE" })).status).toBe(404);
  });

  it("does not delete another event's image through this event", async () => {
    const otherEvent = await createEvent(tenant.accountId, tenant.organizerId);
    const cover = await uploaded(await uploadToEvent(otherEvent, pngImage(600, 50), "c.png"));
    const response = await send(`/api/events/${tenant.eventId}/images/${cover.id}`, tenant.token, {
      method: "DELETE",
    });
    expect(response.status).toBe(404);
    expect(await storedFiles()).toContain(keyOf(cover));
  });

  it("answers 404 for a deleted event", async () => {
    const eventId = await createEvent(tenant.accountId, tenant.organizerId);
    await api.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, eventId));
    expect((await send(`/api/events/${eventId}/images`, tenant.token)).status).toBe(404);
    const response = await uploadToEvent(eventId, pngImage(600, 50), "c.png");
    expect(response.status).toBe(404);
  });
});

describe("POST and DELETE /images", () => {
  it("uploads a generic image of the account, with no entity", async () => {
    const image = await uploaded(await uploadToAccount(pngImage(50, 50), "g.png"));
    expect(image.type).toBe("GENERIC");
    const [row] = await api.db.select().from(images).where(eq(images.id, image.id));
    expect(row).toMatchObject({ accountId: tenant.accountId, entityType: null, entityId: null });
    expect(await imageErrors(await uploadToAccount(pngImage(49, 50), "g.png"))).toEqual({
      image: ["The image must be at least 50 × 50 pixels; this one is 49 × 50."],
    });
  });

  it("keeps one logo and one cover per organizer", async () => {
    const organizerId = await createOrganizer(tenant.accountId);
    const fields = (type: string) => ({ image_type: type, entity_id: String(organizerId) });
    const logo1 = await uploaded(
      await uploadToAccount(pngImage(100, 100), "l1.png", fields("ORGANIZER_LOGO")),
    );
    const cover = await uploaded(
      await uploadToAccount(pngImage(600, 50), "c.png", fields("ORGANIZER_COVER")),
    );
    const logo2 = await uploaded(
      await uploadToAccount(await webpImage(300, 300), "l2.webp", fields("ORGANIZER_LOGO")),
    );
    const live = await api.db
      .select({ id: images.id, type: images.type, deletedAt: images.deletedAt })
      .from(images)
      .where(and(eq(images.entityType, "ORGANIZER"), eq(images.entityId, organizerId)));
    expect(
      live
        .filter((row) => row.deletedAt === null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([cover.id, logo2.id].sort());
    expect(live.find((row) => row.id === logo1.id)?.deletedAt).toBeInstanceOf(Date);
    expect(await storedFiles()).not.toContain(keyOf(logo1));
  });

  it("attaches an event cover through entity_id, replacing the event's cover", async () => {
    const eventId = await createEvent(tenant.accountId, tenant.organizerId);
    const first = await uploaded(await uploadToEvent(eventId, pngImage(600, 50), "a.png"));
    const second = await uploaded(
      await uploadToAccount(pngImage(700, 50), "b.png", {
        image_type: "EVENT_COVER",
        entity_id: String(eventId),
      }),
    );
    const list = imageList.parse(
      await (await send(`/api/events/${eventId}/images`, tenant.token)).json(),
    ).data;
    expect(list.map((image) => image.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
  });

  it("refuses a type without its entity, or an entity of the wrong kind", async () => {
    expect(
      await imageErrors(await uploadToAccount(pngImage(600, 50), "a.png", { image_type: "EVENT_COVER" })),
    ).toEqual({
      entity_id: ["Say which event this image belongs to."],
    });
    // An organizer id given as an event's: no such event in the account.
    const organizerOnly = await createOrganizer(tenant.accountId);
    const response = await uploadToAccount(pngImage(600, 50), "a.png", {
      image_type: "EVENT_COVER",
      entity_id: String(organizerOnly + 100000),
    });
    expect(response.status).toBe(404);
  });

  it("deletes an image of the account by id", async () => {
    const image = await uploaded(await uploadToAccount(await gifImage(64, 64), "g.gif"));
    expect((await send(`/api/images/${image.id}`, tenant.token, { method: "DELETE" })).status).toBe(204);
    expect(await storedFiles()).not.toContain(keyOf(image));
    expect((await send(`/api/images/${image.id}`, tenant.token, { method: "DELETE" })).status).toBe(404);
    expect((await send("/api/images/abc", tenant.token, { method: "DELETE" })).status).toBe(404);
  });
});

describe("another account", () => {
  it("gets 404 on every route, like an unknown id, and changes nothing", async () => {
    const cover = await uploaded(await uploadToEvent(tenant.eventId, pngImage(600, 50), "mine.png"));
    const logo = await uploaded(
      await uploadToAccount(pngImage(100, 100), "logo.png", {
        image_type: "ORGANIZER_LOGO",
        entity_id: String(tenant.organizerId),
      }),
    );
    const filesBefore = await storedFiles();
    const rowsBefore = await api.db.select().from(images);
    const attempts: [string, Promise<Response>][] = [
      ["list", send(`/api/events/${tenant.eventId}/images`, intruder.token)],
      [
        "upload to event",
        upload(`/api/events/${tenant.eventId}/images`, intruder.token, imageForm(pngImage(600, 50), "x.png")),
      ],
      // Refused before the body is even read: a JSON body would otherwise answer 415.
      [
        "upload to event, JSON",
        send(`/api/events/${tenant.eventId}/images`, intruder.token, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
      ],
      [
        "delete through event",
        send(`/api/events/${tenant.eventId}/images/${cover.id}`, intruder.token, { method: "DELETE" }),
      ],
      [
        "delete through own event",
        send(`/api/events/${intruder.eventId}/images/${cover.id}`, intruder.token, { method: "DELETE" }),
      ],
      ["delete", send(`/api/images/${logo.id}`, intruder.token, { method: "DELETE" })],
      [
        "upload for organizer",
        upload(
          "/api/images",
          intruder.token,
          imageForm(pngImage(100, 100), "x.png", {
            image_type: "ORGANIZER_LOGO",
            entity_id: String(tenant.organizerId),
          }),
        ),
      ],
      [
        "upload for event",
        upload(
          "/api/images",
          intruder.token,
          imageForm(pngImage(600, 50), "x.png", {
            image_type: "EVENT_COVER",
            entity_id: String(tenant.eventId),
          }),
        ),
      ],
    ];
    for (const [what, pending] of attempts) {
      const response = await pending;
      const body = await response.text();
      expect([what, response.status, body]).toEqual([
        what,
        404,
        JSON.stringify({ message: "Resource not found" }),
      ]);
    }
    // The same answers as for ids that exist nowhere.
    expect((await send("/api/events/999999999/images", intruder.token)).status).toBe(404);
    expect((await send("/api/images/999999999", intruder.token, { method: "DELETE" })).status).toBe(404);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await api.db.select().from(images)).toEqual(rowsBefore);
  });

  it("and nobody signed in gets 401", async () => {
    const anonymous = [
      await api.request(`/api/events/${tenant.eventId}/images`),
      await api.request(`/api/events/${tenant.eventId}/images`, {
        method: "POST",
        body: imageForm(pngImage(600, 50), "a.png"),
      }),
      await api.request("/api/images", { method: "POST", body: imageForm(pngImage(600, 50), "a.png") }),
      await api.request("/api/images/1", { method: "DELETE" }),
    ];
    expect(anonymous.map((response) => response.status)).toEqual([401, 401, 401, 401]);
  });
});

describe("GET /api/uploads/{key}", () => {
  it("serves the file, anonymously, with safe headers", async () => {
    const bytes = pngImage(640, 64);
    const image = await uploaded(await uploadToEvent(tenant.eventId, bytes, "served.png"));
    const response = await api.request(new URL(image.url).pathname);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(image.size),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
      "content-disposition": "inline",
      "cross-origin-resource-policy": "same-site",
    });
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect(
      Buffer.from(await response.arrayBuffer()).equals(
        (await stored().bytes(keyOf(image))) ?? Buffer.alloc(0),
      ),
    ).toBe(true);

    const head = await api.request(new URL(image.url).pathname, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
  });

  it("serves with the type read from the bytes, not the one the client claimed", async () => {
    const image = await uploaded(await uploadToEvent(tenant.eventId, await gifImage(700, 100), "fake.png"));
    const response = await api.request(new URL(image.url).pathname);
    expect(response.headers.get("content-type")).toBe("image/gif");
    expect(image.url).toMatch(/\.gif$/);
  });

  it.each([
    "/api/uploads/..%2F..%2Fpackage.json",
    "/api/uploads/%2e%2e%2f%2e%2e%2fpglite",
    "/api/uploads/..%5C..%5Cpackage.json",
    "/api/uploads/../../package.json",
    "/api/uploads/.%2e/.%2e/etc/passwd",
    "/api/uploads/00000000-0000-0000-0000-000000000000.png",
    "/api/uploads/00000000-0000-0000-0000-000000000000.svg",
    "/api/uploads/00000000-0000-0000-0000-000000000000.png%00.html",
    "/api/uploads/.hidden.tmp",
    "/api/uploads/",
  ])("answers 404 to %s", async (path) => {
    const response = await api.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers 404 to a real key of a deleted image, and to a row whose file is missing", async () => {
    const image = await uploaded(await uploadToEvent(tenant.eventId, pngImage(600, 50), "x.png"));
    await stored().files.remove([keyOf(image)]);
    expect((await api.request(new URL(image.url).pathname)).status).toBe(404);
    expect(api.logs.some((line) => line.msg === "an image's file is missing")).toBe(true);
  });

  it("stops serving the images of a deleted event or organizer; a generic image stays", async () => {
    const organizerId = await createOrganizer(tenant.accountId);
    const eventId = await createEvent(tenant.accountId, organizerId);
    const cover = await uploaded(await uploadToEvent(eventId, pngImage(800, 80), "gone.png"));
    const logo = await uploaded(
      await uploadToAccount(pngImage(100, 100), "logo.png", {
        image_type: "ORGANIZER_LOGO",
        entity_id: String(organizerId),
      }),
    );
    const generic = await uploaded(
      await uploadToAccount(pngImage(100, 100), "free.png", { image_type: "GENERIC" }),
    );
    const status = async (image: Image) => (await api.request(new URL(image.url).pathname)).status;
    expect([await status(cover), await status(logo), await status(generic)]).toEqual([200, 200, 200]);

    await api.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, eventId));
    expect([await status(cover), await status(logo), await status(generic)]).toEqual([404, 200, 200]);
    await api.db.update(organizers).set({ deletedAt: new Date() }).where(eq(organizers.id, organizerId));
    expect([await status(cover), await status(logo), await status(generic)]).toEqual([404, 404, 200]);
  });

  it("is documented as a file answer", async () => {
    const document = (await (await api.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const operation = document.paths["/uploads/{key}"]?.get;
    expect(Object.keys(operation?.responses["200"]?.content ?? {}).sort()).toEqual([
      "image/avif",
      "image/gif",
      "image/jpeg",
      "image/png",
      "image/webp",
    ]);
    const upload = document.paths["/events/{event_id}/images"]?.post as unknown as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(["multipart/form-data"]);
  });
});

describe("what an upload becomes", () => {
  const path = () => `/api/events/${tenant.eventId}/images`;
  const fetchBytes = async (url: string) => {
    const response = await api.request(new URL(url).pathname);
    expect(response.status, url).toBe(200);
    return { type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("drops a phone photo's EXIF (camera, GPS position) and stores it upright", async () => {
    const photo = await jpegImage(800, 1000, { orientation: 6, gps: true });
    expect(Buffer.from(photo).includes("Phone maker")).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await uploaded(await uploadToEvent(tenant.eventId, photo, "phone.jpg"));
    const { bytes } = await fetchBytes(image.url);
    const stored = await sharp(bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation ?? 1).toBe(1);
    expect([stored.width, stored.height]).toEqual([1000, 800]);
    expect(bytes.includes("Phone maker")).toBe(false);
    // The copies are as clean.
    for (const variant of image.variants ?? []) {
      const copy = await sharp((await fetchBytes(variant.url)).bytes).metadata();
      expect(copy.exif, variant.url).toBeUndefined();
    }
  });

  it("makes AVIF and WebP copies at the widths below the picture's and its own, each served with its type", async () => {
    const image = await uploaded(await uploadToEvent(tenant.eventId, pngImage(2000, 1000), "wide.png"));
    expect(image.avg_colour).toMatch(/^#[0-9a-f]{6}$/);
    const variants = image.variants ?? [];
    expect(variants.map((variant) => [variant.width, variant.height, variant.mime_type])).toEqual([
      [480, 240, "image/avif"],
      [480, 240, "image/webp"],
      [960, 480, "image/avif"],
      [960, 480, "image/webp"],
      [1600, 800, "image/avif"],
      [1600, 800, "image/webp"],
      // Its own width too (the picture is narrower than the widest copy made).
      [2000, 1000, "image/avif"],
      [2000, 1000, "image/webp"],
    ]);
    for (const variant of variants) {
      const { type, bytes } = await fetchBytes(variant.url);
      expect(type).toBe(variant.mime_type);
      const decoded = await sharp(bytes).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual([
        variant.mime_type === "image/avif" ? "heif" : "webp",
        variant.width,
        variant.height,
      ]);
    }
    // A small logo gets its copies at its own width.
    const logo = await uploaded(
      await uploadToEvent(tenant.eventId, pngImage(200, 200), "logo.png", { type: "TICKET_LOGO" }),
    );
    expect(logo.variants?.map((variant) => variant.width)).toEqual([200, 200]);
  });

  it("removes the copies with their image, and serves no key it does not list", async () => {
    const image = await uploaded(await uploadToEvent(tenant.eventId, pngImage(1000, 500), "gone.png"));
    const keys = [image.url, ...(image.variants ?? []).map((variant) => variant.url)].map(
      (url) => new URL(url).pathname.split("/").pop() as string,
    );
    // The file and its copies at 480, 960 and its own 1000 pixels, in two formats.
    expect(keys).toHaveLength(7);
    for (const key of keys) expect(await storedFiles()).toContain(key);
    const uuid = keys[0]?.split(".")[0];
    expect((await api.request(`/api/uploads/${uuid}-123w.webp`)).status).toBe(404);

    expect((await send(`${path()}/${image.id}`, tenant.token, { method: "DELETE" })).status).toBe(204);
    for (const key of keys) {
      expect(await storedFiles()).not.toContain(key);
      expect((await api.request(`/api/uploads/${key}`)).status, key).toBe(404);
    }
  });

  it("refuses a file whose headers read but whose picture does not decode, storing nothing", async () => {
    const damaged = pngImage(800, 600);
    // The IDAT chunk's compressed rows, overwritten: the size still reads, the pixels do not.
    damaged.fill(0xa5, 41, damaged.length - 12);
    const before = await storedFiles();
    const errors = await imageErrors(await uploadToEvent(tenant.eventId, damaged, "damaged.png"));
    expect(errors.image).toEqual(["The image could not be read: the file is damaged or incomplete."]);
    expect(await storedFiles()).toEqual(before);
  });
});

describe("images on every instance", () => {
  const keysOf = (image: Image) =>
    [image.url, ...(image.variants ?? []).map((variant) => variant.url)].map(
      (url) => new URL(url).pathname.split("/").pop() as string,
    );
  const coverOf = async (response: Response): Promise<Image> => {
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const cover = (JSON.parse(text) as { data: { images?: Image[] } }).data.images?.find(
      (image) => image.type === "EVENT_COVER",
    );
    if (!cover) throw new Error(`no cover in ${text}`);
    return cover;
  };
  const duplicateWithCover = (request: (path: string, init?: RequestInit) => Promise<Response>) =>
    request(`/api/events/${tenant.eventId}/duplicate`, {
      method: "POST",
      headers: { authorization: `Bearer ${tenant.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: "La traviata, replica",
        start_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        ...Object.fromEntries(
          duplicableEventParts.map((part) => [part, part === "duplicate_event_cover_image"]),
        ),
      }),
    });

  it("gives a duplicated event's cover copies of its own, served after the source's cover is deleted", async () => {
    const source = await uploaded(await uploadToEvent(tenant.eventId, pngImage(1000, 500), "source.png"));
    const copy = await coverOf(await duplicateWithCover(api.request));
    const keys = keysOf(copy);
    expect(keys).toHaveLength(keysOf(source).length);
    for (const key of keys) expect(keysOf(source)).not.toContain(key);

    expect(
      (await send(`/api/events/${tenant.eventId}/images/${source.id}`, tenant.token, { method: "DELETE" }))
        .status,
    ).toBe(204);
    for (const key of keys) expect((await api.request(`/api/uploads/${key}`)).status, key).toBe(200);
  });

  // A second instance: its own DATA_DIR, the same database. The embedded database is one
  // process's (its images are that process's files), so this is a PostgreSQL server's case.
  it.skipIf(inject("testDatabase").kind !== "postgres")(
    "serves, through another instance on the same PostgreSQL, the images uploaded and duplicated through one",
    async () => {
      const otherDir = mkdtempSync(join(tmpdir(), "varco-images-other-"));
      try {
        const other = createApp({
          config: { ...api.config, DATA_DIR: otherDir },
          database: api.database.connection,
          logger: createLogger(api.config, { write: () => {} }),
        });
        const otherRequest = async (path: string, init?: RequestInit) =>
          other.request(new URL(path, testAppUrl), init);

        const image = await uploaded(await uploadToEvent(tenant.eventId, pngImage(1000, 500), "shared.png"));
        for (const key of keysOf(image)) {
          const served = await otherRequest(`/api/uploads/${key}`);
          expect(served.status, key).toBe(200);
          expect(
            Buffer.from(await served.arrayBuffer()).equals((await stored().bytes(key)) ?? Buffer.alloc(0)),
          ).toBe(true);
        }

        // Duplicated through the other instance, the cover comes along and this one serves it.
        const copy = await coverOf(await duplicateWithCover(otherRequest));
        for (const key of keysOf(copy))
          expect((await api.request(`/api/uploads/${key}`)).status, key).toBe(200);
      } finally {
        rmSync(otherDir, { recursive: true, force: true });
      }
    },
  );
});

describe("images an earlier Varco stored as files", () => {
  it.skipIf(inject("testDatabase").kind !== "postgres")(
    "are copied into the PostgreSQL server at start, once, and served by every instance",
    async () => {
      const image = await uploaded(await uploadToEvent(tenant.eventId, pngImage(640, 320), "older.png"));
      const key = keyOf(image);
      const bytes = (await stored().bytes(key)) ?? Buffer.alloc(0);
      // As an earlier version left it: the file in DATA_DIR/uploads, no row in the database.
      await stored().files.remove([key]);
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(join(uploadsDir, key), bytes);
      expect((await api.request(`/api/uploads/${key}`)).status).toBe(404);

      const logger = createLogger(api.config, { write: () => {} });
      expect(await importLocalUploads(api.database.connection, api.config, logger)).toBe(1);
      expect(await importLocalUploads(api.database.connection, api.config, logger)).toBe(0);
      const served = await api.request(`/api/uploads/${key}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    },
  );
});

import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { duplicableEventParts, type Image, imageSchema } from "@varco/domain";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { events, imageFiles } from "../../db/schema";
import { createLogger } from "../../logger";
import { registerOwner } from "../../test/accounts";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { createEventVia, daysFromNow, insertOrganizer } from "../events/testFixtures";
import { importLocalUploads } from "./storage";
import { pngImage } from "./testImages";

/**
 * Images in an S3-compatible bucket (`UPLOADS_URL`), whatever the database, against a local S3
 * stand-in (s3rver: S3's REST API on a loopback port; it refuses an access key it does not know,
 * but does not check a Signature V4 itself). Nothing else S3-compatible runs here.
 */
const bucket = "varco-images";
const standInDir = mkdtempSync(join(tmpdir(), "varco-s3rver-"));
const standIn = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: standInDir,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await standIn.run();
const endpoint = `http://127.0.0.1:${port}`;
// s3rver's own key pair: a request naming another key is refused (403), as S3 would.
const keys = { UPLOADS_ACCESS_KEY_ID: "S3RVER", UPLOADS_SECRET_ACCESS_KEY: "S3RVER" };
// A folder inside the bucket, as an operator sharing one bucket would set.
const folder = "varco";

const dataDir = mkdtempSync(join(tmpdir(), "varco-bucket-test-"));
const api = useTestApp({
  env: { DATA_DIR: dataDir, UPLOADS_URL: `${endpoint}/${bucket}/${folder}/`, ...keys },
});
afterAll(async () => {
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(standInDir, { recursive: true, force: true });
});

const s3 = new AwsClient({
  accessKeyId: keys.UPLOADS_ACCESS_KEY_ID,
  secretAccessKey: keys.UPLOADS_SECRET_ACCESS_KEY,
  service: "s3",
  region: "us-east-1",
});

/** The keys of the objects in the bucket's folder, as S3 lists them (ListObjectsV2). */
async function bucketKeys(): Promise<string[]> {
  const listed = await s3.fetch(`${endpoint}/${bucket}?list-type=2&prefix=${folder}/&max-keys=1000`);
  expect(listed.status).toBe(200);
  return [...(await listed.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map(([, key]) =>
    (key as string).slice(folder.length + 1),
  );
}

/** An object's bytes as the bucket holds them. */
async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.fetch(`${endpoint}/${bucket}/${folder}/${key}`);
  expect(object.status, key).toBe(200);
  return Buffer.from(await object.arrayBuffer());
}

const imageEnvelope = z.object({ data: imageSchema });
const keysOf = (image: Image) =>
  [image.url, ...(image.variants ?? []).map((variant) => variant.url)].map(
    (url) => new URL(url).pathname.split("/").pop() as string,
  );

async function ownerWithEvent() {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id, {
    slug: `verdi-${randomUUID().slice(0, 8)}`,
  });
  const event = await createEventVia(api, owner.token, {
    title: "La traviata",
    start_date: daysFromNow(10),
    organizer_id: organizer.id,
  });
  return { token: owner.token, eventId: event.id };
}

function uploadCover(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  { token, eventId }: { token: string; eventId: number },
): Promise<Response> {
  const form = new FormData();
  form.append("image", new Blob([pngImage(1000, 500)], { type: "image/png" }), "cover.png");
  return request(`/api/events/${eventId}/images`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function uploaded(response: Response): Promise<Image> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return imageEnvelope.parse(JSON.parse(text)).data;
}

function duplicateWithCover(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  { token, eventId }: { token: string; eventId: number },
): Promise<Response> {
  return request(`/api/events/${eventId}/duplicate`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      title: "La traviata, replica",
      start_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      ...Object.fromEntries(
        duplicableEventParts.map((part) => [part, part === "duplicate_event_cover_image"]),
      ),
    }),
  });
}

/** An app on the same database whose bucket settings are `env`'s (another instance, say). */
function appWith(env: Record<string, string>) {
  const config = loadConfig({ APP_URL: testAppUrl, DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: "0", ...env });
  const lines: string[] = [];
  const app = createApp({
    config,
    database: api.database.connection,
    logger: createLogger(config, { write: (line: string) => lines.push(line) }),
  });
  return {
    lines,
    request: async (path: string, init?: RequestInit) => app.request(new URL(path, testAppUrl), init),
  };
}

/** A loopback port nothing listens on: a bucket that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

describe("images in a bucket (UPLOADS_URL)", () => {
  it("stores an upload in the bucket and serves it from there, against a local S3 stand-in", async () => {
    const tenant = await ownerWithEvent();
    const image = await uploaded(await uploadCover(api.request, tenant));
    const inBucket = await bucketKeys();
    expect(keysOf(image).length).toBeGreaterThan(1);
    for (const key of keysOf(image)) {
      expect(inBucket).toContain(key);
      const served = await api.request(`/api/uploads/${key}`);
      expect(served.status, key).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.equals(await objectBytes(key)), key).toBe(true);
      expect(served.headers.get("content-length")).toBe(String(bytes.byteLength));
      const head = await api.request(`/api/uploads/${key}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    }
    // Nowhere else: neither the uploads folder nor the database's image files.
    const uploadsDir = join(dataDir, "uploads");
    expect(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []).toEqual([]);
    if (api.database.connection.kind === "postgres")
      expect(await api.db.select({ key: imageFiles.storageKey }).from(imageFiles)).toEqual([]);
  });

  it("serves what one instance stored through another with the same bucket, against a local S3 stand-in", async () => {
    const tenant = await ownerWithEvent();
    const image = await uploaded(await uploadCover(api.request, tenant));
    // Its own DATA_DIR, as another host's instance would have.
    const otherDir = mkdtempSync(join(tmpdir(), "varco-bucket-other-"));
    try {
      const other = appWith({ DATA_DIR: otherDir, UPLOADS_URL: `${endpoint}/${bucket}/${folder}`, ...keys });
      for (const key of keysOf(image)) {
        const served = await other.request(`/api/uploads/${key}`);
        expect(served.status, key).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(await objectBytes(key)), key).toBe(true);
      }
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("copies a duplicated event's cover inside the bucket, kept after the source's is deleted, against a local S3 stand-in", async () => {
    const tenant = await ownerWithEvent();
    const source = await uploaded(await uploadCover(api.request, tenant));
    const response = await duplicateWithCover(api.request, tenant);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    const copy = (JSON.parse(text) as { data: { images?: Image[] } }).data.images?.find(
      (image) => image.type === "EVENT_COVER",
    );
    if (!copy) throw new Error(`no cover in ${text}`);
    expect(keysOf(copy)).toHaveLength(keysOf(source).length);
    const inBucket = await bucketKeys();
    for (const [index, key] of keysOf(copy).entries()) {
      expect(keysOf(source)).not.toContain(key);
      expect(inBucket).toContain(key);
      expect((await objectBytes(key)).equals(await objectBytes(keysOf(source)[index] as string))).toBe(true);
    }

    const deleted = await api.request(`/api/events/${tenant.eventId}/images/${source.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${tenant.token}` },
    });
    expect(deleted.status).toBe(204);
    for (const key of keysOf(copy)) expect((await api.request(`/api/uploads/${key}`)).status, key).toBe(200);
  });

  it("removes a deleted image's objects from the bucket, against a local S3 stand-in", async () => {
    const tenant = await ownerWithEvent();
    const image = await uploaded(await uploadCover(api.request, tenant));
    for (const key of keysOf(image)) expect(await bucketKeys()).toContain(key);
    const deleted = await api.request(`/api/images/${image.id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${tenant.token}` },
    });
    expect(deleted.status).toBe(204);
    const inBucket = await bucketKeys();
    for (const key of keysOf(image)) {
      expect(inBucket).not.toContain(key);
      expect((await api.request(`/api/uploads/${key}`)).status).toBe(404);
    }
  });

  it("answers 503 with a plain message, no stack and no key, when the bucket is down, against a local S3 stand-in", async () => {
    const tenant = await ownerWithEvent();
    const image = await uploaded(await uploadCover(api.request, tenant));
    const secret = `secret-${randomUUID()}`;
    const down = appWith({
      UPLOADS_URL: `http://127.0.0.1:${await closedPort()}/${bucket}/${folder}`,
      UPLOADS_ACCESS_KEY_ID: "S3RVER",
      UPLOADS_SECRET_ACCESS_KEY: secret,
    });
    const eventsBefore = await api.db.$count(events);
    const answers = [
      await uploadCover(down.request, tenant),
      await down.request(`/api/uploads/${keysOf(image)[0]}`),
      await duplicateWithCover(down.request, tenant),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        message: "The image storage could not be reached. Please try again.",
      });
    }
    // The log says what failed, never the secret key.
    expect(down.lines.join("\n")).toContain("images' bucket failed");
    expect(down.lines.join("\n")).not.toContain(secret);
    // Nothing half-made: the duplicate rolled back (no new event), the image is served as before.
    expect(await api.db.$count(events)).toBe(eventsBefore);
    expect((await api.request(`/api/uploads/${keysOf(image)[0]}`)).status).toBe(200);
  });

  it("copies images stored before UPLOADS_URL was set into the bucket at start, once, against a local S3 stand-in", async () => {
    const logger = createLogger(api.config, { write: () => {} });
    const fileKey = `${randomUUID()}.png`;
    await mkdir(join(dataDir, "uploads"), { recursive: true });
    await writeFile(join(dataDir, "uploads", fileKey), "bytes of an earlier upload");
    const rowKey = `${randomUUID()}-480w.webp`;
    const postgres = api.database.connection.kind === "postgres";
    if (postgres)
      await api.db.insert(imageFiles).values({ storageKey: rowKey, bytes: Buffer.from("a row's bytes") });

    // A bucket that is down at start leaves the instance starting, and the images where they were.
    const down = `http://127.0.0.1:${await closedPort()}/${bucket}`;
    expect(
      await importLocalUploads(api.database.connection, { ...api.config, UPLOADS_URL: down }, logger),
    ).toBe(0);

    expect(await importLocalUploads(api.database.connection, api.config, logger)).toBe(postgres ? 2 : 1);
    expect((await objectBytes(fileKey)).toString()).toBe("bytes of an earlier upload");
    if (postgres) expect((await objectBytes(rowKey)).toString()).toBe("a row's bytes");
    expect(await importLocalUploads(api.database.connection, api.config, logger)).toBe(0);
  });

  it("answers 502 when the bucket refuses the key or does not exist, against a local S3 stand-in", async () => {
    const tenant = await ownerWithEvent();
    const refused = appWith({
      UPLOADS_URL: `${endpoint}/${bucket}/${folder}`,
      UPLOADS_ACCESS_KEY_ID: "NOT-A-KEY-OF-THE-BUCKET",
      UPLOADS_SECRET_ACCESS_KEY: "S3RVER",
    });
    const before = await bucketKeys();
    const answer = await uploadCover(refused.request, tenant);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      message: "The image storage refused the request. Please try again later.",
    });
    expect(await bucketKeys()).toEqual(before);

    // A bucket that does not exist is a refusal too, not an image that is gone (404).
    const image = await uploaded(await uploadCover(api.request, tenant));
    const missing = appWith({ UPLOADS_URL: `${endpoint}/no-such-bucket`, ...keys });
    expect((await missing.request(`/api/uploads/${keysOf(image)[0]}`)).status).toBe(502);
  });
});

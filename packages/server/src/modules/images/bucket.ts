import { AwsClient } from "aws4fetch";
import type { ServerConfig } from "../../config";
import { errorBodySchema } from "../../http/route";
import { assertStorageKey, type ImageFiles } from "./storage";

/** What a bucket store needs of the configuration (set together: `config.ts` checks it). */
export type BucketConfig = Pick<
  ServerConfig,
  "UPLOADS_URL" | "UPLOADS_ACCESS_KEY_ID" | "UPLOADS_SECRET_ACCESS_KEY" | "UPLOADS_REGION"
>;

const storageMessages = {
  unreachable: "The image storage could not be reached. Please try again.",
  refused: "The image storage refused the request. Please try again later.",
} as const;

/**
 * A call to the bucket failed: 503 when it could not be reached or was busy (a network error, a
 * timeout, a 5xx or a 429), 502 when it refused (a wrong key, a missing bucket). The message names
 * no address and no key; the log keeps what the bucket said (`details`).
 */
export class ImageStorageError extends Error {
  override readonly name = "ImageStorageError";
  readonly status: 502 | 503;

  constructor(
    kind: keyof typeof storageMessages,
    /** What the log keeps: the call and what the bucket said, never the key. */
    readonly details: Record<string, unknown>,
  ) {
    super(storageMessages[kind]);
    this.status = kind === "unreachable" ? 503 : 502;
  }
}

/** The answers of a route that reads or writes images, when they are in a bucket that fails. */
export const storageFailure = { 502: errorBodySchema, 503: errorBodySchema } as const;

/** How long one call to the bucket may take (a 5 MB upload included), and how often a busy one is retried. */
const callTimeoutMs = 30_000;
const retries = 2;

/** A bucket's store, which can also list what it holds. */
export interface BucketImageFiles extends ImageFiles {
  /** The keys of every object under `UPLOADS_URL` (its folder's, when it names one). */
  keys(): Promise<Set<string>>;
}

const stores = new WeakMap<Partial<BucketConfig>, BucketImageFiles>();

/** The bucket's store when the configuration names one (`UPLOADS_URL`), made once per configuration. */
export function bucketImageFilesOf(config: Partial<BucketConfig>): BucketImageFiles | undefined {
  const { UPLOADS_URL } = config;
  if (!UPLOADS_URL) return undefined;
  let store = stores.get(config);
  if (!store) {
    store = bucketImageFiles({ ...config, UPLOADS_URL });
    stores.set(config, store);
  }
  return store;
}

/**
 * Objects of an S3-compatible bucket, one per key, under `UPLOADS_URL` (path style: the bucket is
 * its path's first part, a folder may follow). Requests are signed with AWS Signature V4; a copy
 * is the bucket's own (`x-amz-copy-source`), its bytes never pass through here. A PUT replaces an
 * object whole, so a reader never sees part of one. There is no transaction to join: `within` is
 * the store itself, and a caller whose rows roll back removes what it wrote (as with files).
 */
export function bucketImageFiles(config: Partial<BucketConfig> & { UPLOADS_URL: string }): BucketImageFiles {
  const client = new AwsClient({
    accessKeyId: config.UPLOADS_ACCESS_KEY_ID ?? "",
    secretAccessKey: config.UPLOADS_SECRET_ACCESS_KEY ?? "",
    service: "s3",
    region: config.UPLOADS_REGION ?? "us-east-1",
    // aws4fetch retries 5xx and 429 itself, with a growing pause: a few times, not for minutes.
    retries,
  });
  const base = config.UPLOADS_URL;
  const urlOf = (storageKey: string) => {
    assertStorageKey(storageKey);
    return `${base}/${storageKey}`;
  };

  /**
   * One signed call; a network failure, or no answer within `callTimeoutMs`, is the bucket being
   * unreachable. The clock stops at the answer's headers: a GET's body is streamed at the client's pace.
   */
  async function call(operation: string, url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error("no answer in time")), callTimeoutMs);
    try {
      return await client.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      throw new ImageStorageError("unreachable", { operation, cause: (error as Error).message });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The bucket's error code in an answer's body (`NoSuchKey`, `AccessDenied`…). */
  const codeIn = (said: string) => /<Code>([^<]*)<\/Code>/.exec(said)?.[1];

  /** The failure of an answer that is not a success (its body read for the bucket's error code). */
  async function failure(operation: string, response: Response, said?: string): Promise<ImageStorageError> {
    const code = codeIn(said ?? (await response.text().catch(() => "")));
    const busy = response.status >= 500 || response.status === 429;
    return new ImageStorageError(busy ? "unreachable" : "refused", {
      operation,
      status: response.status,
      code,
    });
  }

  /**
   * Whether a 404 means the object is missing (undefined, false: the caller's answer) rather than
   * the bucket (a refusal: a wrong `UPLOADS_URL` must not look like images that are gone).
   */
  async function missingObject(operation: string, response: Response): Promise<boolean> {
    if (response.status !== 404) return false;
    const said = await response.text().catch(() => "");
    if (codeIn(said) === "NoSuchBucket") throw await failure(operation, response, said);
    return true;
  }

  const files: BucketImageFiles = {
    async keys() {
      const keys = new Set<string>();
      const folder = new URL(base).pathname.split("/").slice(2).join("/");
      const prefix = folder === "" ? "" : `${folder}/`;
      const listing = new URL(base);
      listing.pathname = `/${new URL(base).pathname.split("/")[1]}`;
      let token: string | undefined;
      do {
        listing.search = new URLSearchParams({
          "list-type": "2",
          prefix,
          ...(token ? { "continuation-token": token } : {}),
        }).toString();
        const response = await call("list", listing.href, { method: "GET" });
        if (!response.ok) throw await failure("list", response);
        const said = await response.text();
        for (const [, key] of said.matchAll(/<Key>([^<]+)<\/Key>/g))
          keys.add((key as string).slice(prefix.length));
        token = /<IsTruncated>true<\/IsTruncated>/.test(said)
          ? /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(said)?.[1]
          : undefined;
      } while (token);
      return keys;
    },
    async write(storageKey, bytes) {
      const response = await call("write", urlOf(storageKey), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "content-type": "application/octet-stream" },
      });
      if (!response.ok) throw await failure("write", response);
      await response.body?.cancel();
    },
    async read(storageKey) {
      const response = await call("read", urlOf(storageKey), { method: "GET" });
      if (await missingObject("read", response)) return undefined;
      if (!response.ok || !response.body) throw await failure("read", response);
      const body = response.body;
      return {
        size: Number(response.headers.get("content-length") ?? 0),
        stream: () => body,
        close: () => body.cancel(),
      };
    },
    async copy(from, to) {
      const source = new URL(urlOf(from)).pathname;
      const response = await call("copy", urlOf(to), {
        method: "PUT",
        headers: { "x-amz-copy-source": source },
      });
      if (await missingObject("copy", response)) return false;
      if (!response.ok) throw await failure("copy", response);
      // A copy may fail after its 200 has been sent: the body is then an <Error>, not a result.
      const said = await response.text();
      if (said.includes("<Error>"))
        throw new ImageStorageError("unreachable", { operation: "copy", code: codeIn(said) });
      return true;
    },
    async remove(storageKeys) {
      await Promise.all(
        storageKeys.map(async (storageKey) => {
          const response = await call("remove", urlOf(storageKey), { method: "DELETE" });
          // Removing a missing object is no error (S3 answers 204 anyway; some servers 404).
          if (!response.ok && response.status !== 404) throw await failure("remove", response);
          await response.body?.cancel();
        }),
      );
    },
    within: () => files,
  };
  return files;
}

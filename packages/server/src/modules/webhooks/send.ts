import { createHmac, randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { SafeTarget } from "./safeAddress";

/**
 * One POST to a webhook, signed twice (docs/decisions/0020-webhook-delivery.md):
 *
 * - Standard Webhooks: `webhook-id`, `webhook-timestamp` (Unix seconds) and
 *   `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the bytes the
 *   secret's base64 part decodes to (the secret is `whsec_<base64>`, the format those libraries read);
 * - Hi.Events: `Signature: <hex HMAC-SHA256 of the body>`, keyed with the whole secret string as
 *   it is shown (`whsec_` included), and `X-Webhook-Source`.
 *
 * Redirects are not followed (a 3xx is a failed attempt); the connection goes to the address the
 * guard checked (safeAddress.ts), never to a name resolved again.
 */

const secretPrefix = "whsec_";

/** A new signing secret: `whsec_` and 24 random bytes in base64 (32 characters). */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(24).toString("base64")}`;
}

/** The Standard Webhooks signature of one message. */
export function standardSignature(
  secret: string,
  messageId: string,
  timestamp: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(secretPrefix.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${messageId}.${timestamp}.${body}`).digest("base64")}`;
}

/** The Hi.Events signature of one body. */
export function hiEventsSignature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export interface OutgoingMessage {
  /** `webhook-id`: the same on every attempt at one event. */
  messageId: string;
  body: string;
}

/** What one attempt came to: the status (0 without an answer), the start of the body, the time. */
export interface AttemptResult {
  responseCode: number;
  responseBody: string | null;
  durationMs: number;
}

export interface SendOptions {
  secret: string;
  /** `X-Webhook-Source`. */
  source: string;
  timeoutMs: number;
}

/** The longest response body kept, in characters. */
export const responseExcerptLength = 1000;

async function excerptOf(response: IncomingMessage): Promise<string> {
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of response) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    if (text.length >= responseExcerptLength) break;
  }
  response.destroy();
  return text.slice(0, responseExcerptLength);
}

/** Sends one message to a checked target; never throws (a failure is code 0 and its reason). */
export async function sendWebhook(
  target: SafeTarget,
  message: OutgoingMessage,
  options: SendOptions,
): Promise<AttemptResult> {
  const started = performance.now();
  // A header holds printable ASCII only: an installation's name in other letters is left out.
  const source = options.source.replace(/[^\x20-\x7e]/g, "").trim() || "Varco";
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "content-type": "application/json",
    "user-agent": `${source.replaceAll(" ", "-")}-Webhooks`,
    "webhook-id": message.messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": standardSignature(options.secret, message.messageId, timestamp, message.body),
    signature: hiEventsSignature(options.secret, message.body),
    "x-webhook-source": source,
    "content-length": String(Buffer.byteLength(message.body)),
  };
  // The checked address, whatever the name resolves to now.
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  let timer: NodeJS.Timeout | undefined;
  const finish = (responseCode: number, responseBody: string | null): AttemptResult => {
    clearTimeout(timer);
    return { responseCode, responseBody, durationMs: Math.round(performance.now() - started) };
  };
  return new Promise<AttemptResult>((resolve) => {
    const answer = (response: IncomingMessage) =>
      excerptOf(response).then(
        (body) => resolve(finish(response.statusCode ?? 0, body)),
        (error: Error) => resolve(finish(response.statusCode ?? 0, error.message)),
      );
    let request: ReturnType<typeof send>;
    try {
      request = send(target.url, { method: "POST", headers, lookup, agent: false }, answer);
    } catch (error) {
      // A request node refuses to make is an attempt without an answer, like any other.
      resolve(finish(0, (error as Error).message.slice(0, responseExcerptLength)));
      return;
    }
    timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    request.on("error", (error) => resolve(finish(0, error.message.slice(0, responseExcerptLength))));
    request.end(message.body);
  });
}

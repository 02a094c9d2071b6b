import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/connect";
import { mailOutbox } from "../db/schema";
import { smtpTransport } from "../modules/mail/transport";
import { deliverDueMail } from "../modules/mail/worker";
import { testAppUrl } from "./testApp";

/** One MIME part: its headers (names lower-cased), its decoded body and its parts. */
interface MimePart {
  headers: Map<string, string>;
  body: Buffer;
  parts: MimePart[];
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < soft.length; index++) {
    const hex = soft.slice(index + 1, index + 3);
    if (soft[index] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(soft[index] as string, "utf8"));
  }
  return Buffer.from(bytes);
}

/** Enough of RFC 2045/2046/2047 to read what nodemailer sends. */
function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const content = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const sections = content.split(`--${boundary}`).slice(1, -1);
    return {
      headers,
      body: Buffer.alloc(0),
      parts: sections.map((section) => parseMime(section.replace(/^\r\n/, ""))),
    };
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(content.replace(/\s/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(content)
        : Buffer.from(content, "utf8");
  return { headers, body, parts: [] };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

/** An RFC 2047 header value, decoded. */
function headerText(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")).toString("utf8"),
    );
}

/** A mail as its reader sees it: Intl's thin and no-break spaces read as plain spaces. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; type: string; cid: string | undefined; content: Buffer }[];
}

function mailOf(to: string, raw: string): ReceivedMail {
  const root = parseMime(raw);
  const all = leaves(root);
  const body = (type: string) =>
    all
      .find(
        (part) =>
          part.headers.get("content-type")?.startsWith(type) && !part.headers.has("content-disposition"),
      )
      ?.body.toString("utf8")
      .replace(/[\u00a0\u2009\u202f]/g, " ")
      .replace(/\r\n/g, "\n") ?? "";
  return {
    to,
    subject: headerText(root.headers.get("subject") ?? ""),
    text: body("text/plain"),
    html: body("text/html"),
    attachments: all
      .filter((part) => part.headers.has("content-disposition"))
      .map((part) => ({
        filename: /filename="?([^";]+)"?/.exec(part.headers.get("content-disposition") ?? "")?.[1] ?? "",
        type: part.headers.get("content-type") ?? "",
        cid: part.headers.get("content-id")?.replace(/[<>]/g, ""),
        content: part.body,
      })),
  };
}

export interface SmtpMailbox {
  /** Every mail received since it started (or since `clear`), oldest first. */
  received: ReceivedMail[];
  clear(): void;
  /** Runs the mail worker once against this server; what it received is returned. */
  deliver(db: Database): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, handing each message it receives, whole, to `receive`. */
export async function listenForSmtp(
  receive: (envelope: SMTPServerEnvelope, raw: string) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        receive(session.envelope, Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP server on a free local port, keeping what it receives. */
export async function startSmtpMailbox(): Promise<SmtpMailbox> {
  const received: ReceivedMail[] = [];
  const server = await listenForSmtp((envelope, raw) => {
    for (const recipient of envelope.rcptTo) received.push(mailOf(recipient.address, raw));
  });
  return {
    received,
    clear: () => {
      received.length = 0;
    },
    async deliver(db) {
      const transport = smtpTransport(server.url);
      try {
        const report = await deliverDueMail(db, transport, {
          appName: "Varco",
          appUrl: testAppUrl,
          from: "Varco <no-reply@varco.test>",
        });
        if (report.failed + report.retried > 0) {
          const errors = await db.select({ error: mailOutbox.lastError }).from(mailOutbox);
          throw new Error(`a mail could not be delivered: ${errors.map((row) => row.error).join("; ")}`);
        }
      } finally {
        transport.close?.();
      }
      return received;
    },
    close: server.close,
  };
}

/**
 * For a test file or a describe: a mailbox started before its tests and closed after them. Use it
 * inside a test or hook, after its beforeAll ran.
 */
export function useSmtpMailbox(): SmtpMailbox {
  let current: SmtpMailbox | undefined;
  beforeAll(async () => {
    current = await startSmtpMailbox();
  });
  afterAll(async () => current?.close());
  const ready = (): SmtpMailbox => {
    if (!current) throw new Error("useSmtpMailbox(): use it inside a test or hook, after its beforeAll ran");
    return current;
  };
  return {
    get received() {
      return ready().received;
    },
    clear: () => ready().clear(),
    deliver: (db) => ready().deliver(db),
    close: () => ready().close(),
  };
}

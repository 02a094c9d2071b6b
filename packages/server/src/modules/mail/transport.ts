import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { ServerConfig } from "../../config";
import type { Logger } from "../../logger";

/** A file sent with a mail; with `cid`, an image the HTML shows inline (`<img src="cid:…">`). */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  cid?: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * The Message-ID header, `<id@domain>`; nodemailer makes a random one when absent. A mail that
   * may be sent again for the same reason gives the same one each time, so the copies are one
   * message to the mailbox that receives them.
   */
  messageId?: string;
  attachments?: MailAttachment[];
}

/** Something that sends one message; throwing means "not sent, try again later". */
export interface MailTransport {
  readonly kind: string;
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/**
 * SMTP through nodemailer, e.g. `smtp://user:pass@mail.example.com:587` (STARTTLS when offered).
 * Connections are pooled (kept open and reused), as a message to thousands of attendees sends
 * one mail after another: with a connection per mail, the bench (scripts/messages-bench.ts) sent
 * 8 mails a second to a local SMTP server; pooled, 32.
 * `?pool=false` in the URL opens one per mail.
 */
export function smtpTransport(url: string): MailTransport {
  const pooled = new URL(url);
  if (!pooled.searchParams.has("pool")) pooled.searchParams.set("pool", "true");
  const transporter = nodemailer.createTransport(pooled.toString());
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP (development): each message becomes `<dir>/<time>-<uuid>.eml`, which any mail
 * client opens, and the log says its subject, recipient and first link.
 */
export function fileTransport(dir: string, logger: Logger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail) {
      const info = await builder.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replaceAll(":", "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      logger.info({ to: mail.to, subject: mail.subject, link, file }, "mail written to file (no SMTP_URL)");
    },
  };
}

/** SMTP when `SMTP_URL` is set, else `.eml` files under `DATA_DIR/mail`. */
export function mailTransportOf(config: ServerConfig, logger: Logger): MailTransport {
  return config.SMTP_URL
    ? smtpTransport(config.SMTP_URL)
    : fileTransport(join(config.DATA_DIR, "mail"), logger);
}

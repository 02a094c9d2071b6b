import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "./fixtures";

/**
 * The mail outbox of the plain deployment, as delivered: with no SMTP server the mail worker writes
 * each message to `DATA_DIR/mail` as an `.eml` file (`VARCO_E2E_MAIL_DIR`). `nextMailTo` waits for one.
 */

/** One message the plain deployment sent, as far as a test reads it. */
export interface SentMail {
  to: string;
  subject: string;
  /** Headers and bodies with quoted-printable and encoded words undone, as UTF-8. */
  text: string;
}

/** Quoted-printable (soft breaks and =XX bytes) back to UTF-8 text. */
function unquote(raw: string): string {
  const bytes: number[] = [];
  const joined = raw.replace(/=\r?\n/gu, "");
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-F]{2}$/u.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index] ?? ""));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A header's value with its folded lines joined and RFC 2047 words decoded. */
function headerOf(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "imu").exec(raw);
  const folded = (match?.[1] ?? "").replace(/\r?\n[ \t]/gu, " ");
  return folded
    .replace(/\?=\s+=\?/gu, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/giu, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : unquote(text.replaceAll("_", " ")),
    );
}

/** Every mail the plain deployment has written to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const dir = process.env.VARCO_E2E_MAIL_DIR;
  if (!dir)
    throw new Error("VARCO_E2E_MAIL_DIR is not set: run through playwright.config.ts (global setup).");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith(".eml"))
    .sort();
  const mails: SentMail[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file), "utf8");
    const to = headerOf(raw, "To");
    if (to.toLowerCase().includes(address.toLowerCase()))
      mails.push({ to, subject: headerOf(raw, "Subject"), text: unquote(raw) });
  }
  return mails;
}

/**
 * The newest mail to `address` (whose text matches `matching`, when given), waiting for the mail
 * worker to send it. Other mails to the same address may arrive before or after it (a registration's
 * confirmation is sent in the background): `matching` picks the one a test waits for.
 */
export async function nextMailTo(
  address: string,
  { after = 0, matching }: { after?: number; matching?: RegExp } = {},
): Promise<SentMail> {
  const wanted = async () =>
    (await mailsTo(address)).filter((mail) => matching === undefined || matching.test(mail.text));
  await expect
    .poll(async () => (await wanted()).length, { message: `a mail to ${address}`, timeout: 20_000 })
    .toBeGreaterThan(after);
  return (await wanted()).at(-1) as SentMail;
}

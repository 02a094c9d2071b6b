import { createHmac, timingSafeEqual } from "node:crypto";
import type { UserLocale } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/connect";
import { accountUsers, users } from "../../db/schema";
import { existingKey, storedKey } from "../tickets/ticketCode";

/**
 * A download link that needs no session: Hi.Events' screens open an export's `download_url` in a
 * new tab, where neither their bearer token nor a cookie of another site goes. The link carries
 * who asked, for which event, until when, and a mac by a key of the deployment's own (every
 * instance checks it alike); it opens for as long as that user is still an active member of the
 * account, in their language.
 */

/** How long a link works: long enough to click, short enough that a forwarded one soon dies. */
export const downloadLinkMinutes = 15;

export interface DownloadGrant {
  accountId: number;
  userId: number;
  eventId: number;
}

const keyName = "download_link";

const macOf = (key: Buffer, message: string) =>
  createHmac("sha256", key).update(message).digest().subarray(0, 16).toString("base64url");

/** `<account>.<user>.<event>.<expires, unix seconds>.<mac>`. */
export async function signDownload(db: Executor, grant: DownloadGrant, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + downloadLinkMinutes * 60;
  const message = `${grant.accountId}.${grant.userId}.${grant.eventId}.${expires}`;
  return `${message}.${macOf(await storedKey(db, keyName), message)}`;
}

/**
 * What a link grants, or null when it is altered, expired, or its user is no longer an active
 * member of the account.
 */
export async function readDownload(
  db: Executor,
  token: string,
  now: Date,
): Promise<(DownloadGrant & { locale: UserLocale }) | null> {
  const parts = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/u.exec(token);
  if (!parts) return null;
  const [, account, user, event, expires, mac] = parts as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // No key yet: no link was ever signed, so this one is made up.
  const key = await existingKey(db, keyName);
  if (!key) return null;
  const expected = Buffer.from(macOf(key, `${account}.${user}.${event}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  const [member] = await db
    .select({ locale: users.locale })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(
        eq(accountUsers.accountId, Number(account)),
        eq(accountUsers.userId, Number(user)),
        eq(accountUsers.status, "ACTIVE"),
        isNull(accountUsers.deletedAt),
        isNull(users.deletedAt),
      ),
    );
  if (!member) return null;
  return { accountId: Number(account), userId: Number(user), eventId: Number(event), locale: member.locale };
}

import type { ContactOrganizerBody, PublicOrganizer } from "@varco/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { accountUsers, organizers, users } from "../../db/schema";
import type { AuthContext } from "../../http/appEnv";
import { HttpError } from "../../http/httpError";
import { dailyLimit, hitEach, hourlyLimit, RateLimited, type RateLimits } from "../../http/rateLimit";
import { queueMail } from "../mail/outbox";
import { type HomepageReader, type HomepageRefusal, homepageAccess } from "./homepageAccess";
import { publicOrganizerResource } from "./organizerResource";
import { organizerImages, settingsRowOf } from "./service";

/**
 * `GET public/organizers/{id}`: a LIVE organizer for anyone; any status for a signed-in member of
 * the owning account (a preview). Undefined otherwise, which the route answers 404 like an unknown
 * id. A PASSWORD_PROTECTED page is refused without its password (`homepageAccess`). Built by
 * `publicOrganizerResource`: never the email, phone or homepage password.
 */
export async function publicOrganizer(
  db: Database,
  organizerId: number,
  reader: HomepageReader,
  appUrl: string,
): Promise<PublicOrganizer | HomepageRefusal | undefined> {
  const found = await readableOrganizer(db, organizerId, reader);
  if (!found || "refused" in found) return found;
  const { row, settings } = found;
  const imagesOf = await organizerImages(db, row.accountId, [row.id], appUrl);
  return publicOrganizerResource(row, { images: imagesOf.get(row.id) ?? [], settings });
}

/** A signed-in member of the owning account, or a platform superadmin: they may preview what is not public. */
function mayPreview(viewer: AuthContext | undefined, accountId: number): boolean {
  return (
    viewer !== undefined &&
    (viewer.membership.accountId === accountId || viewer.membership.role === "SUPERADMIN")
  );
}

/**
 * The organizer whose public page this reader may see, with its settings; a refusal when the
 * page is protected and the password is missing or wrong; undefined when it is not there for
 * this reader (unknown, deleted, or not LIVE for anyone outside its account).
 */
export async function readableOrganizer(db: Database, organizerId: number, reader: HomepageReader) {
  const [row] = await db
    .select()
    .from(organizers)
    .where(and(eq(organizers.id, organizerId), isNull(organizers.deletedAt)));
  if (!row) return undefined;
  const isMember = mayPreview(reader.viewer, row.accountId);
  if (row.status !== "LIVE" && !isMember) return undefined;
  const settings = await settingsRowOf(db, row.id);
  const refusal = isMember ? undefined : await homepageAccess(row, settings, reader);
  return refusal ?? { row, settings };
}

/** Visitors' messages: a few to one organizer per hour, and not many more to all of them per day. */
export const contactPerOrganizerLimit = hourlyLimit("organizer-contact:ip-organizer", 5);
export const contactPerDayLimit = dailyLimit("organizer-contact:ip", 20);
/**
 * Messages to one organizer from everyone: a flood spread over many addresses, each under its own
 * limits, still stops filling one inbox. Far above what a public page's visitors write in an hour.
 */
export const contactToOrganizerLimit = hourlyLimit("organizer-contact:organizer", 30);

export type ContactOutcome = { sent: true } | { sent: false; retryAfterSeconds: number };

/**
 * `POST public/organizers/{id}/contact`: queues the visitor's message to the organizer's email
 * (`organizer_contact`, Reply-To the visitor), in the language of the account owner, unless the
 * organizer is not LIVE (404) or the client's address or the organizer is over a limit (refused,
 * with the wait).
 */
export async function contactOrganizer(
  db: Database,
  organizerId: number,
  body: ContactOrganizerBody,
  clientAddress: string | undefined,
  rateLimits: RateLimits,
): Promise<ContactOutcome> {
  const [organizer] = await db
    .select()
    .from(organizers)
    .where(and(eq(organizers.id, organizerId), eq(organizers.status, "LIVE"), isNull(organizers.deletedAt)));
  if (!organizer) throw HttpError.notFound();

  const address = clientAddress ?? "unknown";
  try {
    // The client's own limits first: one address over them spends nothing of the organizer's.
    await hitEach(rateLimits, [
      [contactPerDayLimit, address],
      [contactPerOrganizerLimit, `${address}|${organizer.id}`],
      [contactToOrganizerLimit, String(organizer.id)],
    ]);
  } catch (error) {
    if (error instanceof RateLimited) return { sent: false, retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }

  const [owner] = await db
    .select({ locale: users.locale })
    .from(accountUsers)
    .innerJoin(users, and(eq(users.id, accountUsers.userId), isNull(users.deletedAt)))
    .where(
      and(
        eq(accountUsers.accountId, organizer.accountId),
        eq(accountUsers.isAccountOwner, true),
        isNull(accountUsers.deletedAt),
      ),
    );
  await queueMail(db, {
    accountId: organizer.accountId,
    to: organizer.email,
    template: "organizer_contact",
    payload: {
      organizer_name: organizer.name,
      // One line: the name goes into the subject.
      sender_name: body.name.replace(/\s+/g, " ").trim(),
      sender_email: body.email,
      message: body.message,
      reply_to: body.email,
      locale: owner?.locale ?? "en",
    },
  });
  return { sent: true };
}

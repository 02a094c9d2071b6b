import { and, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { events, images, organizers } from "../../db/schema";
import type { ImageOwner, ImageRow } from "./service";
import { imageUuidOf, storageExtensions } from "./storage";

/** Joins an image to its owner row of this table, when the image is of that kind. */
function ownerJoin(table: typeof events | typeof organizers, entityType: ImageOwner["entityType"]) {
  return and(
    eq(images.entityType, entityType),
    eq(table.id, images.entityId),
    eq(table.accountId, images.accountId),
  );
}

/**
 * The live image stored under this key, or whose copy it is, whoever's it is (files are public), or undefined. An
 * image of an event or organizer lives as long as that entity: once it is deleted, its images
 * are no longer served (a generic image has no entity and stays).
 */
export async function findServableImage(db: Database, key: string): Promise<ImageRow | undefined> {
  // A copy's key names its image by the UUID they share.
  const uuid = imageUuidOf(key);
  if (uuid === undefined) return undefined;
  const [found] = await db
    .select({ image: images })
    .from(images)
    .leftJoin(events, ownerJoin(events, "EVENT"))
    .leftJoin(organizers, ownerJoin(organizers, "ORGANIZER"))
    .where(
      and(
        inArray(
          images.storageKey,
          storageExtensions.map((extension) => `${uuid}.${extension}`),
        ),
        isNull(images.deletedAt),
        or(
          isNull(images.entityType),
          and(eq(images.entityType, "EVENT"), isNotNull(events.id), isNull(events.deletedAt)),
          and(eq(images.entityType, "ORGANIZER"), isNotNull(organizers.id), isNull(organizers.deletedAt)),
        ),
      ),
    );
  return found?.image;
}

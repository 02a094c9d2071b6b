import type { EventSettings } from "@varco/domain";
import { eq } from "drizzle-orm";
import { eventSettings, events } from "../../db/schema";
import { HttpError } from "../../http/httpError";
import type { Caller } from "../auth/caller";
import { isImageOf } from "../images/service";
import { type EventSettingsUpdate, eventSettingsResource, updatedEventSettings } from "./eventSettings";
import { findEvent, liveEventOf } from "./service";

/** `GET events/{id}/settings`: saved values over the defaults (an event without a row reads the defaults). */
export async function getEventSettings({ db, accountId }: Caller, eventId: number): Promise<EventSettings> {
  const event = await findEvent(db, accountId, eventId);
  const [row] = await db
    .select({ values: eventSettings.values })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, event.id));
  return eventSettingsResource(row?.values);
}

/**
 * `PUT`/`PATCH events/{id}/settings`: the change is merged into the saved settings under a row
 * lock, so two saves at once each keep the other's fields.
 */
export async function updateEventSettings(
  { db, accountId }: Caller,
  eventId: number,
  body: EventSettingsUpdate,
): Promise<EventSettings> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(liveEventOf(accountId, eventId));
    if (!event) throw HttpError.notFound();
    const logo = body.ticket_design_settings?.logo_image_id;
    // Checked, not locked: an image deleted meanwhile leaves an id of no live image, as deleting the logo later does.
    if (
      logo != null &&
      !(await isImageOf(tx, accountId, { entityType: "EVENT", entityId: event.id }, logo))
    ) {
      throw HttpError.unprocessable({
        "ticket_design_settings.logo_image_id": [{ code: "logo_not_of_event" }],
      });
    }
    await tx.insert(eventSettings).values({ eventId: event.id, values: {} }).onConflictDoNothing();
    const [row] = await tx
      .select({ values: eventSettings.values })
      .from(eventSettings)
      .where(eq(eventSettings.eventId, event.id))
      .for("update");
    const settings = updatedEventSettings(eventSettingsResource(row?.values), body);
    await tx.update(eventSettings).set({ values: settings }).where(eq(eventSettings.eventId, event.id));
    return settings;
  });
}

import { eventSettingsSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { images } from "../../db/schema";
import { registerOwner } from "../../test/accounts";
import { useTestApp } from "../../test/testApp";
import { authed, createEventVia, daysFromNow, errorsOf, insertImage, insertOrganizer } from "./testFixtures";

const api = useTestApp();
const settingsEnvelope = z.object({ data: eventSettingsSchema });

async function ownerWithEvent() {
  const owner = await registerOwner(api);
  const organizer = await insertOrganizer(api, owner.account.id);
  const event = await createEventVia(api, owner.token, {
    title: "Tosca",
    start_date: daysFromNow(10),
    organizer_id: organizer.id,
  });
  const logo = await insertImage(api, {
    accountId: owner.account.id,
    entityType: "EVENT",
    entityId: event.id,
    type: "TICKET_LOGO",
  });
  return { ...owner, organizer, event, logo };
}

const logoBody = (id: number | null) => ({ ticket_design_settings: { logo_image_id: id } });
const logoOf = async (token: string, eventId: number) =>
  settingsEnvelope.parse(await (await api.request(`/api/events/${eventId}/settings`, authed(token))).json())
    .data.ticket_design_settings?.logo_image_id;

describe("event settings naming an image: ticket_design_settings.logo_image_id", () => {
  it("takes an image of the event itself, and none", async () => {
    const { token, event, logo } = await ownerWithEvent();
    for (const method of ["PATCH", "PUT"]) {
      const response = await api.request(
        `/api/events/${event.id}/settings`,
        authed(token, method, logoBody(logo.id)),
      );
      expect(response.status).toBe(200);
      expect(await logoOf(token, event.id)).toBe(logo.id);
    }
    const cleared = await api.request(
      `/api/events/${event.id}/settings`,
      authed(token, "PATCH", logoBody(null)),
    );
    expect(cleared.status).toBe(200);
    expect(await logoOf(token, event.id)).toBeNull();
  });

  it("answers 422 naming the field for another account's image, another event's, a deleted one or none at all", async () => {
    const { token, event, account, organizer, logo } = await ownerWithEvent();
    const stranger = await ownerWithEvent();
    const sibling = await createEventVia(api, token, {
      title: "Turandot",
      start_date: daysFromNow(20),
      organizer_id: organizer.id,
    });
    const siblingLogo = await insertImage(api, {
      accountId: account.id,
      entityType: "EVENT",
      entityId: sibling.id,
      type: "TICKET_LOGO",
    });
    const organizerLogo = await insertImage(api, {
      accountId: account.id,
      entityType: "ORGANIZER",
      entityId: organizer.id,
      type: "ORGANIZER_LOGO",
    });
    const deleted = await insertImage(api, {
      accountId: account.id,
      entityType: "EVENT",
      entityId: event.id,
      type: "TICKET_LOGO",
    });
    await api.db.update(images).set({ deletedAt: new Date() }).where(eq(images.id, deleted.id));

    await api.request(`/api/events/${event.id}/settings`, authed(token, "PATCH", logoBody(logo.id)));
    for (const id of [stranger.logo.id, siblingLogo.id, organizerLogo.id, deleted.id, 999_999_999]) {
      for (const method of ["PATCH", "PUT"]) {
        const response = await api.request(
          `/api/events/${event.id}/settings`,
          authed(token, method, logoBody(id)),
        );
        expect(response.status, `image ${id} by ${method}`).toBe(422);
        expect(await errorsOf(response)).toEqual({
          "ticket_design_settings.logo_image_id": ["The logo must be one of this event's images."],
        });
      }
    }
    // Nothing was written: the event keeps its own logo.
    expect(await logoOf(token, event.id)).toBe(logo.id);
  });
});

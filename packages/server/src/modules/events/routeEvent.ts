import type { Context } from "hono";
import type { AppEnv } from "../../http/appEnv";
import type { WallClockZone } from "../../http/route";
import { type Caller, callerOf } from "../auth/caller";
import type { EventRow } from "./eventResource";
import { findEvent } from "./service";

/**
 * What a route on one of the account's events starts from (its stats, its exports, its reports):
 * the caller, and the event the path names, 404 for another account's as for one that does not exist.
 */
export async function callerAndEvent(
  c: Context<AppEnv>,
  eventId: number,
): Promise<{ caller: Caller; event: EventRow }> {
  const caller = callerOf(c);
  return { caller, event: await findEvent(caller.db, caller.accountId, eventId) };
}

/** Dates without an offset in a body are wall-clock times of the event's time zone. */
export const eventWallClockZone: WallClockZone<{ event_id: number }> = async ({ params }, c) =>
  (await callerAndEvent(c, params.event_id)).event.timezone;

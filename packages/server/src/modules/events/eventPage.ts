import type { Paginated } from "@varco/domain";
import { type ListDefinition, type ListQuery, pageOf } from "../../http/listQuery";
import type { Caller } from "../auth/caller";
import type { EventRow } from "./eventResource";
import { findEvent } from "./service";

/** A list request on an event's rows: the list's definition, its parsed query and the page's URL. */
export interface EventPageRequest {
  definition: ListDefinition;
  list: ListQuery;
  url: URL;
}

/**
 * One page of the rows of one of the caller's events (its orders, products, promo codes…), 404 for
 * another account's event: `read` answers the page's rows for the event and how many match in
 * all, and the page carries the list's `meta` and links.
 */
export async function eventPage<Row>(
  caller: Caller,
  eventId: number,
  { definition, list, url }: EventPageRequest,
  read: (event: EventRow) => Promise<{ rows: Row[]; total: number }>,
): Promise<Paginated<Row>> {
  const event = await findEvent(caller.db, caller.accountId, eventId);
  return pageOf(definition, list, { ...(await read(event)), url });
}

import type { WebhookEventType } from "@varco/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "./connect";
import type { activityEntities } from "./schema";

/** One change, as the activity log keeps it (docs/decisions/0006-event-log.md). */
export interface Activity {
  type: WebhookEventType;
  /** The event the entities belong to (for an event, itself); its account is the log's tenant. */
  eventId: number;
  entity: (typeof activityEntities)[number];
  entityIds: readonly number[];
}

/**
 * Records what happened, one row per entity, in the caller's transaction: the rows commit with the
 * change or not at all. Call it after the write that makes the change, and only when that write
 * moved something (a guarded update that changed no row records nothing).
 */
export async function recordActivity(
  tx: Executor,
  { type, eventId, entity, entityIds }: Activity,
): Promise<void> {
  if (entityIds.length === 0) return;
  const ids = sql.join(
    entityIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into activity_log (type, account_id, event_id, entity, entity_id)
    select ${type}, e.account_id, e.id, ${entity}, ids.id
    from events e, unnest(array[${ids}]::bigint[]) with ordinality as ids(id, position)
    where e.id = ${eventId}
    order by ids.position
  `);
}

import type { MessageType } from "@varco/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect";

/**
 * Who a message reaches (docs/rules/messages.md), as SQL: one row per lower-cased address, with the
 * name its greeting uses and the language of its frame (the order's). Every id is filtered to the
 * event, so an id of another event reaches no one.
 */
export interface Audience {
  eventId: number;
  type: MessageType;
  attendeeIds: readonly number[] | null;
  productIds: readonly number[] | null;
  orderId: number | null;
  orderStatuses: readonly string[] | null;
  isTest: boolean;
  sendCopyToSender: boolean;
  sender: { email: string; name: string; locale: string };
}

const listOf = (values: readonly (number | string)[]) =>
  values.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

/** The people of the message's type, before de-duplication (`rank` 1: after the sender's copy). */
function peopleOf(audience: Audience): SQL {
  const attendeeRows = (where: SQL) => sql`
    select a.email, a.first_name as name, o.locale, 1 as rank, a.id as tiebreak
    from attendees a join orders o on o.id = a.order_id
    where a.event_id = ${audience.eventId} and a.deleted_at is null and ${where}`;
  const buyerRows = (where: SQL) => sql`
    select o.email, o.first_name as name, o.locale, 1 as rank, o.id as tiebreak
    from orders o
    where o.event_id = ${audience.eventId} and o.email is not null and ${where}`;
  switch (audience.type) {
    case "INDIVIDUAL_ATTENDEES":
      // Picked one by one: whatever their status.
      return attendeeRows(sql`a.id in ${listOf(audience.attendeeIds ?? [])}`);
    case "TICKET_HOLDERS":
      return attendeeRows(sql`a.status = 'ACTIVE' and a.product_id in ${listOf(audience.productIds ?? [])}`);
    case "ALL_ATTENDEES":
      return attendeeRows(sql`a.status = 'ACTIVE'`);
    case "ORDER_OWNER":
      return buyerRows(sql`o.id = ${audience.orderId ?? 0}`);
    case "ORDER_OWNERS_WITH_PRODUCT":
      return buyerRows(sql`o.status in ${listOf(audience.orderStatuses ?? ["COMPLETED"])}
        and exists (select 1 from order_items i where i.order_id = o.id
          and i.product_id in ${listOf(audience.productIds ?? [])})`);
  }
}

/**
 * The de-duplicated recipients: `email`, `name`, `locale`. A test goes to the sender alone,
 * whatever the type; a copy to the sender adds them once (their row wins over a ticket of theirs).
 */
export function audienceSql(audience: Audience): SQL {
  const { sender } = audience;
  const senderRow = sql`select ${sender.email}::text as email, ${sender.name}::text as name, ${sender.locale}::text as locale, 0 as rank, 0::bigint as tiebreak`;
  const everyone = audience.isTest
    ? senderRow
    : audience.sendCopyToSender
      ? sql`${senderRow} union all ${peopleOf(audience)}`
      : peopleOf(audience);
  return sql`
    select distinct on (lower(trim(p.email))) lower(trim(p.email)) as email, p.name, p.locale
    from (${everyone}) p
    where p.email is not null and trim(p.email) <> ''
    order by lower(trim(p.email)), p.rank, p.tiebreak`;
}

/** How many distinct addresses the message would reach now. */
export async function countAudience(db: Executor, audience: Audience): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::integer as n from (${audienceSql(audience)}) r`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

import { describe, expect, it } from "vitest";
import { parseListQuery } from "../../http/listQuery";
import { countingDatabase } from "../../test/countingDatabase";
import { testAppUrl, useTestApp } from "../../test/testApp";
import { listEventOrders, orderList } from "./service";
import { type SalesEvent, salesEvent, soldOrder } from "./testFixtures";

const api = useTestApp();

async function queriesToList(event: SalesEvent): Promise<{ rows: number; queries: number }> {
  const { db, queries } = countingDatabase(api);
  const page = await listEventOrders(
    { db, accountId: event.account.id, userId: event.userId, appUrl: testAppUrl, now: new Date() },
    event.event.id,
    parseListQuery(orderList, new URLSearchParams("per_page=50")),
    new URL(`${testAppUrl}/api/events/${event.event.id}/orders`),
  );
  return { rows: page.data.length, queries: queries.length };
}

describe("a page of orders", () => {
  it("costs the same queries for 2 orders as for 12, items, attendees and invoices included", async () => {
    const few = await salesEvent(api, "Few orders");
    for (let index = 0; index < 2; index++) await soldOrder(api, few, { tickets: 2, programmes: 1 });
    const many = await salesEvent(api, "Many orders");
    for (let index = 0; index < 12; index++) await soldOrder(api, many, { tickets: 2, programmes: 1 });

    const small = await queriesToList(few);
    const large = await queriesToList(many);
    expect(small.rows).toBe(2);
    expect(large.rows).toBe(12);
    // The event, the count, the page, its items, its attendees, their invoices.
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(6);
  });
});

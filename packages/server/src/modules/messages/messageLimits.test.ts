import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/testApp";
import { postAs, type SalesEvent, salesEvent, soldOrder } from "../orders/testFixtures";

const api = useTestApp({ env: { MESSAGES_PER_DAY: "2", MESSAGE_RECIPIENTS_PER_DAY: "4" } });

const text = { subject: "Doors open at 19:00", message: "<p>See you there.</p>" };

async function send(sale: SalesEvent, body: Record<string, unknown>) {
  return api.request(`/api/events/${sale.event.id}/messages`, postAs(sale.token, { ...text, ...body }));
}

async function buyers(sale: SalesEvent, emails: string[]) {
  const ids: number[] = [];
  for (const email of emails) {
    const { order } = await soldOrder(api, sale, {
      tickets: 1,
      buyer: { firstName: "A", lastName: "B", email },
    });
    ids.push(order.id);
  }
  return ids;
}

describe("the daily limits of an account", () => {
  it("refuses past the recipients and the messages of the day with 429 and a reason; tests count toward neither", async () => {
    const sale = await salesEvent(api);
    const [first, second, third] = await buyers(sale, [
      "a@example.com",
      "b@example.com",
      "c@example.com",
      "d@example.com",
      "e@example.com",
    ]);
    const everyBuyer = {
      message_type: "ORDER_OWNERS_WITH_PRODUCT",
      product_ids: [sale.product.id],
      order_statuses: ["COMPLETED"],
    };
    const toBuyerOf = (orderId: number | undefined) => ({ message_type: "ORDER_OWNER", order_id: orderId });
    // Five buyers: more than the four recipients of a day.
    const tooMany = await send(sale, everyBuyer);
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toMatchObject({
      code: "message_recipients_daily_limit",
      message:
        "This message would reach more people than your account may write to in a day. Choose fewer recipients or try again later.",
    });
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(sale, { ...everyBuyer, is_test: true })).status).toBe(200);

    expect((await send(sale, toBuyerOf(first))).status).toBe(200);
    expect((await send(sale, toBuyerOf(second))).status).toBe(200);
    // Two messages today: a third is refused, whoever it is for; a test still goes.
    const third_ = await send(sale, toBuyerOf(third));
    expect(third_.status).toBe(429);
    expect(await third_.json()).toMatchObject({ code: "message_daily_limit" });
    expect(Number(third_.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect((await send(sale, { ...toBuyerOf(third), is_test: true })).status).toBe(200);

    // Another account has budgets of its own.
    const other = await salesEvent(api, "Another night");
    const [theirs] = await buyers(other, ["z@example.com"]);
    expect((await send(other, toBuyerOf(theirs))).status).toBe(200);
  });
});

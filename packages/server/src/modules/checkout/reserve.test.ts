import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { useTestApp } from "../../test/testApp";
import { insertCategory, insertProduct, insertTaxOrFee, liveEvent } from "../storefront/testFixtures";
import { asSession, line, newSession, reserve } from "./testFixtures";

const api = useTestApp();

async function eventWithCategory() {
  const owner = await liveEvent(api);
  const category = await insertCategory(api, owner.event.id, { name: "Tickets", sortOrder: 1 });
  return { ...owner, category };
}

describe("reserving a cart", () => {
  it("answers 201 with the order priced on the server, sets the session cookie, and reads back", async () => {
    const { event, category, account } = await eventWithCategory();
    const vat = await insertTaxOrFee(api, account.id, {
      name: "IVA",
      type: "TAX",
      calculationType: "PERCENTAGE",
      rate: 22,
    });
    const fee = await insertTaxOrFee(api, account.id, {
      name: "Booking fee",
      type: "FEE",
      calculationType: "FIXED",
      rate: 1.5,
    });
    const { product, prices } = await insertProduct(api, {
      eventId: event.id,
      categoryId: category.id,
      title: "Stalls",
      prices: [{ price: 2500 }],
      taxAndFeeIds: [vat.id, fee.id],
    });
    const session = newSession();
    const response = await reserve(api, event.id, [line(product.id, prices[0]!.id, 2)], {
      session,
      headers: { "accept-language": "it-IT,it;q=0.9" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("set-cookie")).toContain(`session_identifier=${session}`);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).not.toHaveProperty("id");
    expect(data).toMatchObject({
      status: "RESERVED",
      currency: "EUR",
      locale: "it",
      // 2 × 25.00, + 2 × 1.50 fee, + 22 % of 53.00 = 11.66
      total_before_additions: 50,
      total_fee: 3,
      total_tax: 11.66,
      total_gross: 64.66,
      is_payment_required: true,
      is_expired: false,
      session_identifier: session,
      order_items: [
        {
          product_id: product.id,
          product_price_id: prices[0]!.id,
          item_name: "Stalls",
          quantity: 2,
          price: 25,
          total_gross: 64.66,
          product_type: "TICKET",
        },
      ],
      taxes_and_fees_rollup: {
        taxes: [{ name: "IVA", value: 11.66 }],
        fees: [{ name: "Booking fee", value: 3 }],
      },
    });
    const reservedUntil = Date.parse(String(data.reserved_until));
    expect(reservedUntil - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(reservedUntil - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const read = await api.request(
      `/api/public/events/${event.id}/order/${String(data.short_id)}?include=event`,
      asSession(session),
    );
    expect(read.status).toBe(200);
    const readBack = (await read.json()) as { data: Record<string, unknown> & { event?: { id: number } } };
    expect(readBack.data.short_id).toBe(data.short_id);
    expect(readBack.data.event?.id).toBe(event.id);

    // Another browser may not read a reservation.
    const stranger = await api.request(
      `/api/public/events/${event.id}/order/${String(data.short_id)}`,
      asSession(newSession()),
    );
    expect(stranger.status).toBe(403);
    const [row] = await api.db
      .select()
      .from(orders)
      .where(eq(orders.shortId, String(data.short_id)));
    expect(row?.totalGross).toBe(6466);
  });
});

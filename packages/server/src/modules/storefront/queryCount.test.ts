import { describe, expect, it } from "vitest";
import { insertFixedFee, insertPercentageTax } from "../../test/catalogue";
import { countingDatabase } from "../../test/countingDatabase";
import { useTestApp } from "../../test/testApp";
import { publicEvent } from "../events/publicService";
import { publicCatalogueByEvent } from "./catalogueLoader";
import { insertCapacity, insertCategory, insertProduct, liveEvent } from "./testFixtures";

const api = useTestApp();

/** An event selling `count` products spread over `categories` categories, each with a tax, a fee and shared capacity. */
async function eventSelling(count: number, categories: number) {
  const owner = await liveEvent(api);
  const vat = await insertPercentageTax(api, owner.account.id, "VAT", 22);
  const fee = await insertFixedFee(api, owner.account.id, "Fee", 1);
  const categoryRows = [];
  for (let index = 0; index < categories; index++) {
    categoryRows.push(
      await insertCategory(api, owner.event.id, { name: `Category ${index}`, sortOrder: index }),
    );
  }
  const productIds: number[] = [];
  for (let index = 0; index < count; index++) {
    const category = categoryRows[index % categories];
    if (!category) throw new Error("no category");
    const { product } = await insertProduct(api, {
      eventId: owner.event.id,
      categoryId: category.id,
      title: `Product ${index}`,
      sortOrder: index,
      priceType: index % 2 === 0 ? "PAID" : "TIERED",
      prices:
        index % 2 === 0
          ? [{ price: 1000 + index }]
          : [
              { label: "A", price: 1000, initialQuantityAvailable: 10 },
              { label: "B", price: 2000 },
            ],
      taxAndFeeIds: [vat.id, fee.id],
    });
    productIds.push(product.id);
  }
  await insertCapacity(api, { eventId: owner.event.id, capacity: 1000, productIds });
  return owner;
}

describe("reading a public event's catalogue", () => {
  it("issues the same number of queries for 1 product as for 30 products in 3 categories", async () => {
    const one = await eventSelling(1, 1);
    const thirty = await eventSelling(30, 3);
    const view = { appUrl: api.config.APP_URL, now: new Date() };

    const counted = async ({ event: { id: eventId }, account }: typeof one) => {
      const { db, queries } = countingDatabase(api);
      const event = await publicEvent(db, eventId, undefined, view);
      const catalogue = countingDatabase(api);
      const byEvent = await publicCatalogueByEvent(
        catalogue.db,
        [{ id: eventId, accountId: account.id, currency: "EUR" }],
        { now: view.now },
      );
      return {
        products: event?.product_categories?.flatMap((category) => category.products ?? []).length,
        eventQueries: queries.length,
        catalogueQueries: catalogue.queries.length,
        catalogueProducts: byEvent.get(eventId)?.flatMap((category) => category.products ?? []),
      };
    };
    const small = await counted(one);
    const large = await counted(thirty);
    expect(small.products).toBe(1);
    expect(large.products).toBe(30);
    expect(large.catalogueProducts).toHaveLength(30);
    expect(large.catalogueProducts?.[0]?.taxes).toHaveLength(2);
    // Categories, products and capacity (with its products); then prices, and taxes with their
    // links; then the units live reservations hold.
    expect(small.catalogueQueries).toBe(6);
    expect(large.catalogueQueries).toBe(small.catalogueQueries);
    expect(large.eventQueries).toBe(small.eventQueries);
    console.info(
      `public event read: ${small.eventQueries} queries, of which the catalogue ${small.catalogueQueries}`,
    );
  });
});

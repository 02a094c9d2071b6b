import { type Product, type ProductCategory, paginatedSchema, publicEventSchema } from "@varco/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { productCategories, products } from "../../db/schema";
import { addMember, loginToken } from "../../test/accounts";
import {
  eventWithCategory,
  insertFixedFee,
  insertPercentageTax,
  type ProductValues,
} from "../../test/catalogue";
import { useTestApp } from "../../test/testApp";
import { authed, setEventStatus } from "../events/testFixtures";
import { hoursFromNow, insertCapacity, insertCategory } from "./testFixtures";

const api = useTestApp();
const envelope = z.object({ data: publicEventSchema });
const page = paginatedSchema(publicEventSchema);

/** `GET public/events/{id}`'s categories, as anyone (or `init`'s member) reads them. */
async function catalogueOf(eventId: number, query = "", init?: RequestInit): Promise<ProductCategory[]> {
  const response = await api.request(`/api/public/events/${eventId}${query}`, init);
  expect(response.status).toBe(200);
  const { data } = envelope.parse(await response.json());
  expect(data.product_categories).toBeDefined();
  return data.product_categories ?? [];
}

function productsOf(categories: readonly ProductCategory[]): Product[] {
  return categories.flatMap((category) => category.products ?? []);
}

/** The public product with this id, or undefined when the page does not show it. */
async function shownProduct(eventId: number, productId: number, query = "") {
  return productsOf(await catalogueOf(eventId, query)).find((product) => product.id === productId);
}

type Flags = Pick<
  Product,
  "is_before_sale_start_date" | "is_after_sale_end_date" | "is_sold_out" | "is_available"
>;
const flagsOf = (product: Partial<Flags> | undefined): Flags | undefined =>
  product && {
    is_before_sale_start_date: product.is_before_sale_start_date ?? false,
    is_after_sale_end_date: product.is_after_sale_end_date ?? false,
    is_sold_out: product.is_sold_out ?? false,
    is_available: product.is_available ?? false,
  };
const state = (name: "before" | "after" | "sold_out" | "available"): Flags => ({
  is_before_sale_start_date: name === "before",
  is_after_sale_end_date: name === "after",
  is_sold_out: name === "sold_out",
  is_available: name === "available",
});

type AddProduct = Awaited<ReturnType<typeof eventWithCategory>>["addProduct"];
type Added = Awaited<ReturnType<AddProduct>>;

/** The products, added one after the other: each comes after the one before on the page. */
async function addInOrder<Rows extends ProductValues[]>(
  addProduct: AddProduct,
  rows: [...Rows],
): Promise<{ [Row in keyof Rows]: Added }> {
  const added: Added[] = [];
  for (const [index, values] of rows.entries())
    added.push(await addProduct({ ...values, sortOrder: index + 1 }));
  return added as { [Row in keyof Rows]: Added };
}

describe("the public event's catalogue: price types", () => {
  it("shows each price type as a buyer reads it", async () => {
    const { event, category, addProduct } = await eventWithCategory(api);
    const [paid, free, donation, tiered] = await addInOrder(addProduct, [
      { title: "Stalls", description: "<p>Row A to K</p>", prices: [{ price: 2500 }] },
      { title: "Open rehearsal", priceType: "FREE", prices: [{ price: 0 }] },
      {
        title: "Friends of the theatre",
        priceType: "DONATION",
        productType: "GENERAL",
        prices: [{ price: 500 }],
      },
      {
        title: "Balcony",
        priceType: "TIERED",
        prices: [
          { label: "Early bird", price: 2000 },
          { label: "Standard", price: 3050 },
        ],
      },
    ]);

    const [shown] = (await catalogueOf(event.id)).filter((row) => row.id === category.id);
    expect(shown).toEqual({
      id: category.id,
      name: "Tickets",
      description: null,
      is_hidden: false,
      order: 1,
      no_products_message: null,
      products: expect.any(Array),
    });
    const byTitle = new Map(shown?.products?.map((product) => [product.title, product]));
    expect([...byTitle.keys()]).toEqual(["Stalls", "Open rehearsal", "Friends of the theatre", "Balcony"]);

    const price = paid.prices[0];
    // The product and its one price both say so.
    const onSaleNow = { sale_start_date: null, sale_end_date: null, ...state("available") };
    expect(byTitle.get("Stalls")).toEqual({
      id: paid.product.id,
      title: "Stalls",
      type: "PAID",
      product_type: "TICKET",
      description: "<p>Row A to K</p>",
      event_id: event.id,
      product_category_id: category.id,
      start_collapsed: false,
      is_highlighted: false,
      highlight_message: null,
      waitlist_enabled: false,
      ...onSaleNow,
      min_per_order: 1,
      max_per_order: 10,
      price: 25,
      taxes: [],
      prices: [
        {
          id: price?.id,
          label: null,
          price: 25,
          ...onSaleNow,
          price_including_taxes_and_fees: 25,
          tax_total: 0,
          fee_total: 0,
          price_before_discount: null,
          is_discounted: false,
        },
      ],
    });
    expect(byTitle.get("Open rehearsal")).toMatchObject({
      id: free.product.id,
      type: "FREE",
      price: 0,
      prices: [{ price: 0, price_including_taxes_and_fees: 0 }],
    });
    // A donation's price is the least a buyer may give.
    expect(byTitle.get("Friends of the theatre")).toMatchObject({
      id: donation.product.id,
      type: "DONATION",
      product_type: "GENERAL",
      price: 5,
      prices: [{ price: 5 }],
    });
    // A tiered product has no single price: each tier has its own.
    const balcony = byTitle.get("Balcony");
    expect(balcony).not.toHaveProperty("price");
    expect(balcony?.prices?.map((tier) => [tier.id, tier.label, tier.price])).toEqual([
      [tiered.prices[0]?.id, "Early bird", 20],
      [tiered.prices[1]?.id, "Standard", 30.5],
    ]);
  });
});

describe("the public event's catalogue: taxes and fees of one unit", () => {
  /** What one unit costs: its price, its fees, its taxes, and all of them together. */
  const unitTotals = (unit: NonNullable<Product["prices"]>[number] | undefined) =>
    unit && [unit.price, unit.fee_total, unit.tax_total, unit.price_including_taxes_and_fees];

  it("adds fees, then taxes on price and fees; a FREE product carries none; inactive ones are neither charged nor listed", async () => {
    const { event, account, addProduct } = await eventWithCategory(api);
    const vat = await insertPercentageTax(api, account.id, "VAT", 22);
    const booking = await insertFixedFee(api, account.id, "Booking fee", 1);
    const retired = await insertFixedFee(api, account.id, "Old levy", 3, { isActive: false });
    const taxAndFeeIds = [vat.id, booking.id, retired.id];
    const paid = await addProduct({ prices: [{ price: 2500 }], taxAndFeeIds });
    const free = await addProduct({ priceType: "FREE", prices: [{ price: 0 }], taxAndFeeIds });
    const tiered = await addProduct({
      priceType: "TIERED",
      prices: [
        { label: "Child", price: 1000 },
        { label: "Adult", price: 1999 },
      ],
      taxAndFeeIds,
    });

    const shownPaid = await shownProduct(event.id, paid.product.id);
    expect(unitTotals(shownPaid?.prices?.[0])).toEqual([25, 1, 5.72, 31.72]);
    expect(shownPaid?.taxes?.map((item) => [item.name, item.type, item.rate])).toEqual([
      ["VAT", "TAX", 22],
      ["Booking fee", "FEE", 1],
    ]);
    const shownFree = await shownProduct(event.id, free.product.id);
    expect(unitTotals(shownFree?.prices?.[0])).toEqual([0, 0, 0, 0]);
    // Each tier on its own: 10.00 + 1.00 fee + 22% of 11.00; 19.99 + 1.00 + 22% of 20.99 (4.6178 → 4.62).
    const shownTiered = await shownProduct(event.id, tiered.product.id);
    expect(
      shownTiered?.prices?.map((tier) => [
        tier.fee_total,
        tier.tax_total,
        tier.price_including_taxes_and_fees,
      ]),
    ).toEqual([
      [1, 2.42, 13.42],
      [1, 4.62, 25.61],
    ]);
  });

  it("does not charge a tax or fee that was deleted", async () => {
    const { event, account, addProduct } = await eventWithCategory(api);
    const gone = await insertFixedFee(api, account.id, "Deleted levy", 2, { deletedAt: new Date() });
    const paid = await addProduct({ taxAndFeeIds: [gone.id] });
    const shown = await shownProduct(event.id, paid.product.id);
    expect(shown?.taxes).toEqual([]);
    expect(shown?.prices?.[0]?.price_including_taxes_and_fees).toBe(25);
  });
});

describe("the public event's catalogue: what a buyer can do now", () => {
  it.each([
    ["on sale", {}, [{ price: 2500, initialQuantityAvailable: 10, quantitySold: 3 }], "available"],
    ["not yet on sale", { saleStartDate: hoursFromNow(2) }, [{ price: 2500 }], "before"],
    [
      "sale ended",
      { saleStartDate: hoursFromNow(-4), saleEndDate: hoursFromNow(-2) },
      [{ price: 2500 }],
      "after",
    ],
    ["its price's window not open yet", {}, [{ price: 2500, saleStartDate: hoursFromNow(1) }], "before"],
    [
      "sold out: quantity sold = initial quantity",
      {},
      [{ price: 2500, initialQuantityAvailable: 40, quantitySold: 40 }],
      "sold_out",
    ],
    // Ended and sold out: the buyer reads that the sale ended.
    [
      "ended and sold out",
      { saleEndDate: hoursFromNow(-1) },
      [{ price: 2500, initialQuantityAvailable: 1, quantitySold: 1 }],
      "after",
    ],
  ] as const)("%s", async (_name, productValues, prices, expected) => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product } = await addProduct({ ...productValues, prices: [...prices] });
    const shown = await shownProduct(event.id, product.id);
    expect(flagsOf(shown)).toEqual(state(expected));
    expect(flagsOf(shown?.prices?.[0])).toEqual(state(expected));
  });

  it("sells out two products together when the ACTIVE capacity they share is full; an INACTIVE one is ignored", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const stalls = await addProduct({ title: "Stalls" });
    const boxes = await addProduct({
      title: "Boxes",
      prices: [{ price: 9000, initialQuantityAvailable: 20, quantitySold: 2 }],
    });
    const balcony = await addProduct({ title: "Balcony" });
    const sharedIds = [stalls.product.id, boxes.product.id];
    await insertCapacity(api, { eventId: event.id, capacity: 120, usedCapacity: 120, productIds: sharedIds });
    await insertCapacity(api, {
      eventId: event.id,
      name: "Closed gallery",
      capacity: 5,
      usedCapacity: 5,
      status: "INACTIVE",
      productIds: [balcony.product.id],
    });
    const shown = productsOf(await catalogueOf(event.id));
    const flagsByTitle = Object.fromEntries(shown.map((product) => [product.title, flagsOf(product)]));
    expect(flagsByTitle).toEqual({
      Stalls: state("sold_out"),
      Boxes: state("sold_out"),
      Balcony: state("available"),
    });
    expect(shown.map((product) => product.max_per_order)).toEqual([0, 0, 10]);
  });

  it("offers at most what is left in one order: configured maximum (10 when unset) bounded by stock and shared capacity", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const cases = [
      {
        title: "Unset, plenty left",
        maxPerOrder: null,
        minPerOrder: null,
        prices: [{ price: 100 }],
        max: 10,
        min: 1,
      },
      { title: "Four at most", maxPerOrder: 4, minPerOrder: 2, prices: [{ price: 100 }], max: 4, min: 2 },
      {
        title: "Three left",
        maxPerOrder: 8,
        minPerOrder: null,
        prices: [{ price: 100, initialQuantityAvailable: 10, quantitySold: 7 }],
        max: 3,
        min: 1,
      },
      {
        title: "Tiers add up",
        priceType: "TIERED" as const,
        maxPerOrder: null,
        minPerOrder: null,
        prices: [
          { label: "A", price: 100, initialQuantityAvailable: 2 },
          { label: "B", price: 100, initialQuantityAvailable: 3 },
        ],
        max: 5,
        min: 1,
      },
      {
        title: "Shared hall nearly full",
        maxPerOrder: 20,
        minPerOrder: null,
        prices: [{ price: 100 }],
        max: 6,
        min: 1,
      },
    ];
    const ids = new Map<string, number>();
    for (const [index, { title, max: _max, min: _min, ...values }] of cases.entries()) {
      const { product } = await addProduct({ title, sortOrder: index, ...values });
      ids.set(title, product.id);
    }
    await insertCapacity(api, {
      eventId: event.id,
      capacity: 50,
      usedCapacity: 44,
      productIds: [ids.get("Shared hall nearly full") ?? 0],
    });
    const shown = productsOf(await catalogueOf(event.id));
    expect(shown.map((product) => [product.title, product.min_per_order, product.max_per_order])).toEqual(
      cases.map((row) => [row.title, row.min, row.max]),
    );
  });
});

describe("the public event's catalogue: what stays off the page", () => {
  it.each([
    ["hidden", { isHidden: true }, [{ price: 2500 }], false],
    ["promo-only (no promo code given)", { isHiddenWithoutPromoCode: true }, [{ price: 2500 }], false],
    [
      "hidden before the sale, before it",
      { hideBeforeSaleStartDate: true, saleStartDate: hoursFromNow(3) },
      [{ price: 2500 }],
      false,
    ],
    [
      "hidden before the sale, once it started",
      { hideBeforeSaleStartDate: true, saleStartDate: hoursFromNow(-3) },
      [{ price: 2500 }],
      true,
    ],
    [
      "hidden after the sale, after it",
      { hideAfterSaleEndDate: true, saleEndDate: hoursFromNow(-1) },
      [{ price: 2500 }],
      false,
    ],
    [
      "hidden after the sale, while on sale",
      { hideAfterSaleEndDate: true, saleEndDate: hoursFromNow(5) },
      [{ price: 2500 }],
      true,
    ],
    [
      "hidden when sold out, sold out",
      { hideWhenSoldOut: true },
      [{ price: 2500, initialQuantityAvailable: 5, quantitySold: 5 }],
      false,
    ],
    [
      "hidden when sold out, one left",
      { hideWhenSoldOut: true },
      [{ price: 2500, initialQuantityAvailable: 5, quantitySold: 4 }],
      true,
    ],
    ["its only price hidden", {}, [{ price: 2500, isHidden: true }], false],
  ] as const)("%s", async (_name, productValues, prices, shown) => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product } = await addProduct({ ...productValues, prices: [...prices] });
    expect((await shownProduct(event.id, product.id)) !== undefined).toBe(shown);
  });

  it("keeps a promo-only product hidden when the promo_code given is not one of the event's", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product } = await addProduct({ isHiddenWithoutPromoCode: true });
    expect(await shownProduct(event.id, product.id, "?promo_code=FRIENDS")).toBeUndefined();
  });

  it("hides a product sold out through shared capacity when it says so", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const { product } = await addProduct({ hideWhenSoldOut: true });
    await insertCapacity(api, {
      eventId: event.id,
      capacity: 10,
      usedCapacity: 10,
      productIds: [product.id],
    });
    expect(await shownProduct(event.id, product.id)).toBeUndefined();
  });

  it("filters a tiered product's prices one by one, and drops it when none is left", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const tiered = await addProduct({
      priceType: "TIERED",
      hideWhenSoldOut: true,
      hideBeforeSaleStartDate: true,
      prices: [
        { label: "Secret", price: 1000, isHidden: true },
        { label: "Early bird", price: 1500, initialQuantityAvailable: 50, quantitySold: 50 },
        { label: "Standard", price: 2500 },
        { label: "Last minute", price: 3500, saleStartDate: hoursFromNow(24) },
      ],
    });
    const shown = await shownProduct(event.id, tiered.product.id);
    expect(shown?.prices?.map((tier) => tier.label)).toEqual(["Standard"]);
    expect(flagsOf(shown)).toEqual(state("available"));

    const allGone = await addProduct({
      priceType: "TIERED",
      hideWhenSoldOut: true,
      prices: [
        { label: "Early bird", price: 1500, initialQuantityAvailable: 1, quantitySold: 1 },
        { label: "Standard", price: 2500, isHidden: true },
      ],
    });
    expect(await shownProduct(event.id, allGone.product.id)).toBeUndefined();

    // Without the flags, a tier that is not on sale stays on the page and says why.
    const told = await addProduct({
      priceType: "TIERED",
      prices: [
        { label: "Early bird", price: 1500, initialQuantityAvailable: 1, quantitySold: 1 },
        { label: "Last minute", price: 3500, saleStartDate: hoursFromNow(24) },
      ],
    });
    const toldShown = await shownProduct(event.id, told.product.id);
    expect(toldShown?.prices?.map((tier) => [tier.label, flagsOf(tier)])).toEqual([
      ["Early bird", state("sold_out")],
      ["Last minute", state("before")],
    ]);
    // The product reads as coming later rather than gone.
    expect(flagsOf(toldShown)).toEqual(state("before"));
  });

  it("leaves out hidden and deleted categories with their products, deleted products and prices; keeps the order", async () => {
    const { event, category, addProduct } = await eventWithCategory(api);
    const hiddenCategory = await insertCategory(api, event.id, {
      name: "Staff",
      isHidden: true,
      sortOrder: 0,
    });
    const deletedCategory = await insertCategory(api, event.id, { name: "Old", deletedAt: new Date() });
    const merch = await insertCategory(api, event.id, {
      name: "Merchandise",
      sortOrder: 2,
      description: "Take something home",
      noProductsMessage: "Nothing yet",
    });
    const staff = await addProduct({ categoryId: hiddenCategory.id, title: "Crew" });
    await addProduct({ categoryId: deletedCategory.id, title: "Old" });
    await addProduct({ title: "Second", sortOrder: 2 });
    await addProduct({ title: "First", sortOrder: 1 });
    await addProduct({ title: "Withdrawn", deletedAt: new Date() });
    const tiered = await addProduct({
      title: "Third",
      sortOrder: 3,
      priceType: "TIERED",
      prices: [
        { label: "Gone", price: 100, deletedAt: new Date() },
        { label: "Kept", price: 200 },
      ],
    });

    const categories = await catalogueOf(event.id);
    const names = categories.map((row) => row.name);
    expect(names).not.toContain("Staff");
    expect(names).not.toContain("Old");
    expect(categories.filter((row) => row.id === category.id || row.id === merch.id)).toMatchObject([
      { name: "Tickets", products: [{ title: "First" }, { title: "Second" }, { title: "Third" }] },
      {
        name: "Merchandise",
        description: "Take something home",
        no_products_message: "Nothing yet",
        is_hidden: false,
        products: [],
      },
    ]);
    expect(productsOf(categories).map((product) => product.id)).not.toContain(staff.product.id);
    expect((await shownProduct(event.id, tiered.product.id))?.prices?.map((tier) => tier.label)).toEqual([
      "Kept",
    ]);
  });
});

describe("the public event's catalogue: quantities", () => {
  it("tells what is left only when the organiser shows it, counting shared capacity", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const shownCount = await addProduct({
      title: "Counted",
      showQuantityRemaining: true,
      prices: [{ price: 2500, initialQuantityAvailable: 10, quantitySold: 3 }],
    });
    const capped = await addProduct({
      title: "Capped",
      showQuantityRemaining: true,
      prices: [{ price: 2500, initialQuantityAvailable: 100 }],
    });
    await insertCapacity(api, {
      eventId: event.id,
      capacity: 30,
      usedCapacity: 26,
      productIds: [capped.product.id],
    });
    const silent = await addProduct({
      title: "Silent",
      prices: [{ price: 2500, initialQuantityAvailable: 10, quantitySold: 3 }],
    });

    const counted = await shownProduct(event.id, shownCount.product.id);
    expect(counted?.quantity_available).toBe(7);
    expect(counted?.prices?.[0]?.quantity_remaining).toBe(7);
    const cappedShown = await shownProduct(event.id, capped.product.id);
    expect(cappedShown?.quantity_available).toBe(4);
    expect(cappedShown?.prices?.[0]?.quantity_remaining).toBe(4);
    const silentShown = await shownProduct(event.id, silent.product.id);
    expect(silentShown).not.toHaveProperty("quantity_available");
    expect(silentShown?.prices?.[0]).not.toHaveProperty("quantity_remaining");
    // What the page never tells a buyer.
    for (const product of [counted, cappedShown, silentShown]) {
      for (const secret of [
        "quantity_sold",
        "initial_quantity_available",
        "is_hidden",
        "order",
        "taxes_and_fees",
      ]) {
        expect(product).not.toHaveProperty(secret);
      }
    }
  });
});

describe("who reads the catalogue", () => {
  it("shows a member's preview of an unpublished event what the public will see: hidden products stay hidden", async () => {
    const { event, account, token, addProduct } = await eventWithCategory(api);
    const visible = await addProduct({ title: "Visible" });
    await addProduct({ title: "Hidden", isHidden: true });
    const publicView = await catalogueOf(event.id);
    await setEventStatus(api, token, event.id, "DRAFT");
    const member = await addMember(api, account.id, { role: "ORGANIZER" });
    for (const signedIn of [token, await loginToken(api, member.email)]) {
      const preview = await catalogueOf(event.id, "", authed(signedIn));
      expect(preview).toEqual(publicView);
      expect(productsOf(preview).map((product) => product.id)).toEqual([visible.product.id]);
    }
  });

  it("leaves products out of the public lists, which stay cheap", async () => {
    const { event, organizer, addProduct } = await eventWithCategory(api);
    await addProduct();
    for (const path of ["/api/public/events?per_page=100", `/api/public/organizers/${organizer.id}/events`]) {
      const response = await api.request(path);
      expect(response.status).toBe(200);
      const listed = page.parse(await response.json()).data.find((row) => row.id === event.id);
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty("product_categories");
    }
  });

  it("moves a product between categories and hides a whole category at once", async () => {
    const { event, addProduct } = await eventWithCategory(api);
    const other = await insertCategory(api, event.id, { name: "Extras", sortOrder: 5 });
    const { product } = await addProduct();
    await api.db.update(products).set({ productCategoryId: other.id }).where(eq(products.id, product.id));
    expect((await shownProduct(event.id, product.id))?.product_category_id).toBe(other.id);
    await api.db.update(productCategories).set({ isHidden: true }).where(eq(productCategories.id, other.id));
    expect(await shownProduct(event.id, product.id)).toBeUndefined();
  });
});

import {
  type AvailabilityContext,
  type CartProduct,
  type createOrderSchema,
  currencyMinorDigits,
  exactMinorUnits,
  type OrderLine,
  orderTotals,
  type PromoCodeTerms,
  type QuantityProblem,
  type Reason,
  reservationExpiresAt,
  type TaxAndFee,
  validateQuantities,
} from "@varco/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Executor, Transaction } from "../../db/connect";
import {
  capacityAssignmentProducts,
  capacityAssignments,
  eventSettings,
  events,
  orderItems,
  orders,
  productCategories,
  products,
  taxesAndFees,
} from "../../db/schema";
import { randomText } from "../../db/shortId";
import type { AuthContext } from "../../http/appEnv";
import { type FieldRefusals, HttpError } from "../../http/httpError";
import { moneyOf } from "../../http/money";
import { activeAffiliateId } from "../affiliates/service";
import {
  activeCapacityRows,
  livePricesOf,
  sharedCapacitiesOf,
  taxesAndFeesCharged,
} from "../products/catalogueReads";
import { type PriceRow, type ProductRow, stockedProductOf } from "../products/productPricing";
import { type PromoCodeGuesser, spendGuess } from "../promoCodes/guessLimit";
import { findPromoCode } from "../promoCodes/promoCodeLookup";
import { liveReservationSql } from "../sales/liveReservation";
import { countUnits, heldUnits, lockEventStock, type UnitCountIds, type UnitCounts } from "../sales/stock";
import { linkOfferOrder, takeUpOffer } from "../sales/waitlistHold";
import { taxAndFeeResource } from "../taxesAndFees/taxAndFeeResource";
import type { OrderRow } from "./buyerOrder";

export type ReserveBody = z.output<typeof createOrderSchema>;

export interface ReserveInput {
  eventId: number;
  body: ReserveBody;
  /** SHA-256 hex of the buyer's checkout session. */
  sessionHash: string;
  /** A signed-in caller: a member of the owning account may buy while the event is not live. */
  viewer: AuthContext | undefined;
  locale: string;
  /** Who tries the order's promo code: it counts as a guess (`lookUpGuess`). */
  guesser: PromoCodeGuesser;
  now: Date;
  /**
   * The waitlist entry whose offer this reservation takes up (docs/rules/waitlist.md): its unit is
   * the one reserved, and the reservation lasts as long as the offer.
   */
  waitlistEntryId?: number | undefined;
}

const shortIdAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const publicIdAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The buyer's capability (`o_` and 13 random letters and digits, ~77 bits): never guessable. */
export function newOrderShortId(): string {
  return `o_${randomText(shortIdAlphabet, 13)}`;
}

/** The order number people read out (`O-` and 7 letters and digits without look-alikes). */
export function newOrderPublicId(): string {
  return `O-${randomText(publicIdAlphabet, 7)}`;
}

/** A product of the request, merged: each price once, its quantities added up. */
interface WantedProduct {
  index: number;
  productId: number;
  lines: { index: number; priceId: number; quantity: number; price: number | string | null }[];
}

/**
 * The body's products with repeats merged (the same product twice, the same price twice), so a
 * cart cannot pass the per-price checks twice with half the units each. Field paths name the first
 * place each was given.
 */
function mergedProducts(body: ReserveBody): WantedProduct[] {
  const byProduct = new Map<number, WantedProduct>();
  body.products.forEach((given, index) => {
    const wanted = byProduct.get(given.product_id) ?? { index, productId: given.product_id, lines: [] };
    byProduct.set(given.product_id, wanted);
    given.quantities.forEach((line, lineIndex) => {
      const same = wanted.lines.find((candidate) => candidate.priceId === line.price_id);
      if (same) {
        same.quantity += line.quantity;
        same.price ??= line.price ?? null;
      } else {
        wanted.lines.push({
          index: lineIndex,
          priceId: line.price_id,
          quantity: line.quantity,
          price: line.price ?? null,
        });
      }
    });
  });
  return [...byProduct.values()];
}

/** The event row the reservation is made for, with its order timeout. */
async function eventForSale(tx: Executor, eventId: number) {
  const [found] = await tx
    .select({ event: events, settings: eventSettings.values })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)));
  return found;
}

/** The event's `order_timeout_in_minutes`, when its settings name one. */
function timeoutMinutesOf(settings: unknown): number | null {
  const value = (settings as { order_timeout_in_minutes?: unknown } | null)?.order_timeout_in_minutes;
  return typeof value === "number" ? value : null;
}

/**
 * What the cart names: products of the event, their prices, taxes and ACTIVE capacity assignments.
 * Read before the stock lock (none of it is stock); `stockNow` reads the counts under it.
 */
async function catalogueOf(db: Database, eventId: number, productIds: number[]) {
  // Not in a transaction: the four reads go out together on the pool.
  const [productRows, priceRows, taxRows, capacityRows] = await Promise.all([
    db
      .select({ product: products, categoryHidden: productCategories.isHidden })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.id, products.productCategoryId))
      .where(
        and(
          eq(products.eventId, eventId),
          inArray(products.id, productIds),
          isNull(products.deletedAt),
          isNull(productCategories.deletedAt),
        ),
      ),
    livePricesOf(db, productIds),
    // Only the event's own account's taxes and fees are charged on its products.
    taxesAndFeesCharged(
      db,
      productIds,
      eq(taxesAndFees.accountId, sql`(select account_id from events where id = ${eventId})`),
    ),
    // Every ACTIVE assignment holding a wanted product, with all the products it holds.
    activeCapacityRows(
      db,
      and(
        eq(capacityAssignments.eventId, eventId),
        inArray(
          capacityAssignments.id,
          db
            .select({ id: capacityAssignmentProducts.capacityAssignmentId })
            .from(capacityAssignmentProducts)
            .where(inArray(capacityAssignmentProducts.productId, productIds)),
        ),
      ),
    ),
  ]);
  return { productRows, priceRows, taxRows, capacities: sharedCapacitiesOf(capacityRows) };
}

/**
 * Units sold now, by price and by capacity assignment (the sum of its live products' prices, as
 * the capacity's used count is defined), in one query. Read under the stock lock.
 */
function stockNow(tx: Transaction, ids: UnitCountIds): Promise<UnitCounts> {
  return countUnits(
    tx,
    ids,
    (prices, assignments) => sql`
    select 'price' as kind, pp.id, pp.quantity_sold as units
      from product_prices pp where pp.id in (${prices})
    union all
    select 'capacity' as kind, cap.capacity_assignment_id as id, coalesce(sum(pp.quantity_sold), 0) as units
      from capacity_assignment_products cap
      join products p on p.id = cap.product_id and p.deleted_at is null
      join product_prices pp on pp.product_id = p.id and pp.deleted_at is null
      where cap.capacity_assignment_id in (${assignments})
      group by cap.capacity_assignment_id
  `,
  );
}

type Catalogue = Awaited<ReturnType<typeof catalogueOf>>;

/** The catalogue by product, prices by product, and each product's taxes and fees as the rules read them. */
function cartOf(catalogue: Catalogue) {
  const productById = new Map(catalogue.productRows.map((row) => [row.product.id, row]));
  const pricesOf = new Map<number, PriceRow[]>();
  for (const price of catalogue.priceRows) {
    pricesOf.set(price.productId, [...(pricesOf.get(price.productId) ?? []), price]);
  }
  const taxesOf = new Map<number, TaxAndFee[]>();
  for (const { productId, taxAndFee } of catalogue.taxRows) {
    taxesOf.set(productId, [...(taxesOf.get(productId) ?? []), taxAndFeeResource(taxAndFee)]);
  }
  return { productById, pricesOf, taxesOf, capacities: catalogue.capacities };
}

/**
 * Everything wrong with the cart given units sold and held now (docs/rules/availability.md), as
 * the 422's fields and reasons; empty when it may be reserved.
 */
function cartRefusals(
  { productById, pricesOf, capacities }: ReturnType<typeof cartOf>,
  wanted: readonly WantedProduct[],
  {
    sold,
    held,
    promoTerms,
    now,
    currency,
    eventEnd,
  }: {
    sold: UnitCounts;
    held: UnitCounts;
    promoTerms: PromoCodeTerms | null;
    now: Date;
    currency: string;
    eventEnd: Date | null;
  },
): [string, Reason][] {
  const context: AvailabilityContext = {
    now,
    capacityAssignments: capacities.map((assignment) => ({
      ...assignment,
      used_capacity: sold.byCapacityAssignmentId[assignment.id] ?? 0,
    })),
    reservedByPriceId: held.byPriceId,
    reservedByCapacityAssignmentId: held.byCapacityAssignmentId,
    promoCode: promoTerms,
  };
  const cart: CartProduct[] = wanted.map((item) => {
    const { product: row, categoryHidden } = productById.get(item.productId) as {
      product: ProductRow;
      categoryHidden: boolean;
    };
    const prices = (pricesOf.get(row.id) ?? []).map((price) => ({
      ...price,
      quantitySold: sold.byPriceId[price.id] ?? 0,
    }));
    const stocked = stockedProductOf(row, prices, row.maxPerOrder, eventEnd);
    return {
      product: {
        ...stocked,
        // A product of a hidden category is not offered (the public page leaves it out too).
        is_hidden: Boolean(stocked.is_hidden) || categoryHidden,
        prices: (stocked.prices ?? []).map((price, index) => ({
          ...price,
          price: moneyOf(prices[index]?.price ?? 0, currency),
        })),
      },
      quantities: item.lines.map((line) => ({
        price_id: line.priceId,
        quantity: line.quantity,
        price: line.price,
      })),
    };
  });
  // A chosen amount (a donation) finer than the currency's minor unit would be rounded: refused.
  const inexact = wanted.flatMap((item) =>
    item.lines
      .filter((line) => line.price != null && exactMinorUnits(line.price, currency) === null)
      .map((line): [string, Reason] => [
        `products.${item.index}.quantities.${line.index}.price`,
        { code: "too_many_decimals", label: "Amount", max: currencyMinorDigits(currency) },
      ]),
  );
  return [
    ...inexact,
    ...validateQuantities(cart, context).map((problem) => refusalOf(problem, wanted, currency)),
  ];
}

/** The session's live cart of the event: its RESERVED order whose reservation still runs. */
function liveCartOf(eventId: number, sessionHash: string, now: Date) {
  return and(
    eq(orders.eventId, eventId),
    eq(orders.sessionHash, sessionHash),
    liveReservationSql("orders", now),
  );
}

/**
 * The cart's refusals on one read-only snapshot of units sold and held, without the stock lock;
 * none when the session holds a live cart of the event (reserving releases it first, so the
 * snapshot would count it against its own session).
 */
async function snapshotRefusals(
  db: Database,
  {
    eventId,
    sessionHash,
    stockIds,
    now,
  }: {
    eventId: number;
    sessionHash: string;
    stockIds: { priceIds: number[]; capacityAssignmentIds: number[] };
    now: Date;
  },
  judge: (sold: UnitCounts, held: UnitCounts) => [string, Reason][],
): Promise<[string, Reason][]> {
  return db.transaction(
    async (tx) => {
      const [ownCart] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(liveCartOf(eventId, sessionHash, now))
        .limit(1);
      if (ownCart) return [];
      const sold = await stockNow(tx, stockIds);
      const held = await heldUnits(tx, { ...stockIds, now });
      return judge(sold, held);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** A domain problem as the 422's field and reason. */
function refusalOf(
  problem: QuantityProblem,
  wanted: readonly WantedProduct[],
  currency: string,
): [string, Reason] {
  const product = "productId" in problem ? wanted.find((w) => w.productId === problem.productId) : undefined;
  const at = product ? `products.${product.index}` : "products";
  const lineAt = (priceId: number) => {
    const line = product?.lines.find((candidate) => candidate.priceId === priceId);
    return line ? `${at}.quantities.${line.index}` : at;
  };
  switch (problem.code) {
    case "nothing_selected":
      return ["products", { code: "no_products_selected" }];
    case "invalid_quantity":
    case "unknown_price":
      return [`${lineAt(problem.priceId)}.price_id`, { code: "price_unknown" }];
    case "not_available":
      return [at, { code: "product_not_on_sale" }];
    case "sold_out":
      return [at, { code: "product_sold_out" }];
    case "exceeds_remaining":
      return [
        at,
        problem.remaining > 0
          ? { code: "quantity_exceeds_remaining", remaining: problem.remaining }
          : { code: "product_sold_out" },
      ];
    case "below_minimum":
      return [at, { code: "quantity_below_minimum", minimum: problem.minimum }];
    case "above_maximum":
      return [at, { code: "quantity_above_maximum", maximum: problem.maximum }];
    case "below_donation_minimum":
      return [
        `${lineAt(problem.priceId)}.price`,
        { code: "donation_below_minimum", minimum: Number(problem.minimum), currency },
      ];
    case "above_donation_maximum":
      return [
        `${lineAt(problem.priceId)}.price`,
        { code: "donation_too_large", maximum: Number(problem.maximum), currency },
      ];
    case "capacity_exceeded":
      return [
        "products",
        problem.remaining > 0
          ? { code: "capacity_exceeded", remaining: problem.remaining }
          : { code: "product_sold_out" },
      ];
  }
}

function refuse(refusals: readonly [string, Reason][]): never {
  const byField: FieldRefusals = {};
  for (const [field, reason] of refusals) {
    const list = byField[field] ?? [];
    if (!list.some((known) => known.code === reason.code)) list.push(reason);
    byField[field] = list;
  }
  throw HttpError.unprocessable(byField);
}

/**
 * `POST public/events/{id}/order`: reserves a cart for a checkout session (docs/rules/reservation.md).
 * One transaction under the event's stock lock: the session's previous live cart is abandoned, the
 * promo code and every availability rule are checked against stock less live holds, the lines are
 * priced, and the order is written RESERVED until the event's timeout. Answers the new order's row.
 */
export async function reserveOrder(db: Database, input: ReserveInput): Promise<OrderRow> {
  const { eventId, body, sessionHash, viewer, locale, guesser, now, waitlistEntryId } = input;
  const wanted = mergedProducts(body);
  const productIds = wanted.map((product) => product.productId);

  const [found, catalogue] = await Promise.all([
    eventForSale(db, eventId),
    catalogueOf(db, eventId, productIds),
  ]);
  if (!found) throw HttpError.notFound("Event not found");
  const { event } = found;
  const preview = viewer !== undefined && viewer.membership.accountId === event.accountId;
  if (event.status !== "LIVE" && !preview) throw HttpError.forbidden("This event is not live.");
  const currency = event.currency;
  const cart = cartOf(catalogue);
  const unknown = productIds.find((id) => !cart.productById.has(id));
  if (unknown !== undefined) throw HttpError.notFound("Product not found");
  const { productById, pricesOf, taxesOf } = cart;
  const stockIds = {
    priceIds: catalogue.priceRows.map((row) => row.id),
    capacityAssignmentIds: catalogue.capacities.map((assignment) => assignment.id),
  };
  const promoGiven = body.promo_code != null && body.promo_code.trim() !== "";
  if (!promoGiven && waitlistEntryId === undefined) {
    // A cart the stock already refuses is refused without waiting for the lock, so a crowd turned
    // away from a sold-out event does not queue behind the buyers still getting seats. Read in one
    // snapshot, which was true at an instant; the locked path below decides every cart it lets by.
    const early = await snapshotRefusals(db, { eventId, sessionHash, stockIds, now }, (sold, held) =>
      cartRefusals(cart, wanted, { sold, held, promoTerms: null, now, currency, eventEnd: event.endDate }),
    );
    if (early.length > 0) refuse(early);
  }

  // The code is a guess like any other (guessLimit.ts): counted before the lock, so the counting
  // never holds the event's stock up, and given back once the code turns out to exist.
  const guess = promoGiven ? await spendGuess(guesser, eventId) : undefined;
  let promoExists = false;
  const reserving = db.transaction(async (tx) => {
    if (!(await lockEventStock(tx, eventId))) throw HttpError.notFound("Event not found");

    // One open cart per session: the previous live one gives its units back now.
    // Safe under the event's stock lock (lockEventStock).
    await tx
      .update(orders)
      .set({ status: "ABANDONED", updatedAt: now })
      .where(liveCartOf(eventId, sessionHash, now));

    let promo: Awaited<ReturnType<typeof findPromoCode>> = null;
    if (promoGiven && body.promo_code != null) {
      // Counted under the lock: two buyers cannot both take a code's last use.
      promo = await findPromoCode(tx, { eventId, code: body.promo_code, currency, now });
      promoExists = promo !== null;
      if (!promo) refuse([["promo_code", { code: "promo_code_unknown" }]]);
      if (!promo.usable) {
        refuse([
          [
            "promo_code",
            { code: promo.validity === "expired" ? "promo_code_expired" : "promo_code_used_up" },
          ],
        ]);
      }
    }
    const promoTerms: PromoCodeTerms | null = promo?.terms ?? null;
    const offer =
      waitlistEntryId === undefined
        ? undefined
        : await takeUpOffer(tx, { eventId, entryId: waitlistEntryId, now });

    // Units sold, read under the lock: nothing can sell or return units until this transaction ends.
    const sold = await stockNow(tx, stockIds);
    const held = await heldUnits(tx, {
      ...stockIds,
      now,
      // An offer's unit was counted free with nobody waiting holding one: so is its reservation.
      waitlist: { waiting: waitlistEntryId === undefined, exceptEntryId: waitlistEntryId },
    });
    const refusals = cartRefusals(cart, wanted, {
      sold,
      held,
      promoTerms,
      now,
      currency,
      eventEnd: event.endDate,
    });
    if (refusals.length > 0) refuse(refusals);

    const lines: (OrderLine & { row: ProductRow; price: PriceRow })[] = [];
    for (const item of wanted) {
      const { product: row } = productById.get(item.productId) as { product: ProductRow };
      const prices = pricesOf.get(row.id) ?? [];
      for (const line of item.lines) {
        if (line.quantity === 0) continue;
        const price = prices.find((candidate) => candidate.id === line.priceId) as PriceRow;
        lines.push({
          row,
          price,
          product: {
            id: row.id,
            type: row.priceType,
            prices: prices.map((candidate) => ({
              id: candidate.id,
              price: moneyOf(candidate.price, currency),
            })),
            taxes_and_fees: taxesOf.get(row.id) ?? [],
          },
          priceId: line.priceId,
          quantity: line.quantity,
          donationAmount: row.priceType === "DONATION" ? line.price : null,
        });
      }
    }
    const totals = orderTotals({ currency, lines, promoCode: promoTerms });
    const rollupOf = (taxes: typeof totals.rollup.taxes, fees: typeof totals.rollup.fees) => ({
      taxes: taxes.map(({ name, rate, calculation_type, value }) => ({
        name,
        rate,
        type: calculation_type,
        value,
      })),
      fees: fees.map(({ name, rate, calculation_type, value }) => ({
        name,
        rate,
        type: calculation_type,
        value,
      })),
    });

    // Credited only to an ACTIVE affiliate of this event; an unknown or inactive code is no refusal.
    const affiliateId = await activeAffiliateId(tx, eventId, body.affiliate_code);
    const reservedUntil = offer?.until ?? reservationExpiresAt(now, timeoutMinutesOf(found.settings));
    // Safe under the event's stock lock (lockEventStock): the units checked above are held from here.
    const [order] = await tx
      .insert(orders)
      .values({
        eventId,
        shortId: newOrderShortId(),
        publicId: newOrderPublicId(),
        sessionHash,
        status: "RESERVED",
        currency,
        locale,
        promoCodeId: promo?.row.id ?? null,
        promoCode: promo?.row.code ?? null,
        affiliateId,
        reservedUntil,
        totalBeforeAdditions: totals.totalBeforeAdditions,
        totalTax: totals.taxes,
        totalFee: totals.fees,
        totalGross: totals.total,
        taxesAndFeesRollup: rollupOf(totals.rollup.taxes, totals.rollup.fees),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error("order insert returned nothing");
    if (waitlistEntryId !== undefined) await linkOfferOrder(tx, waitlistEntryId, order.id);
    // Safe under the event's stock lock (lockEventStock): the order's units, counted as held from here.
    await tx.insert(orderItems).values(
      lines.map((line, index) => {
        const total = totals.lines[index];
        if (!total) throw new Error("a line without its total");
        const tiered = line.row.priceType === "TIERED" && line.price.label;
        return {
          orderId: order.id,
          productId: line.row.id,
          productPriceId: line.price.id,
          itemName: tiered ? `${line.row.title} - ${line.price.label}` : line.row.title,
          productType: line.row.productType,
          quantity: line.quantity,
          price: total.unitPrice,
          priceBeforeDiscount: total.discount > 0 ? total.unitPriceBeforeDiscount : null,
          totalBeforeAdditions: total.totalBeforeAdditions,
          totalTax: total.totalTax,
          totalServiceFee: total.totalFee,
          totalGross: total.totalGross,
          taxesAndFeesRollup: {
            taxes: total.taxes.map(({ name, rate, calculation_type, amount }) => ({
              name,
              rate,
              type: calculation_type,
              value: amount,
            })),
            fees: total.fees.map(({ name, rate, calculation_type, amount }) => ({
              name,
              rate,
              type: calculation_type,
              value: amount,
            })),
          },
        };
      }),
    );
    return order;
  });
  // Once the transaction has ended and its connection is free: a code that exists gives its guess back.
  return reserving.finally(async () => {
    if (promoExists) await guess?.giveBack();
  });
}

/** Units the event's live reservations hold in all: what the race tests and the bench count as sold. */
export async function reservedUnits(db: Database, eventId: number, now = new Date()): Promise<number> {
  const rows = await db.execute<{ units: string | number | null }>(sql`
    select coalesce(sum(oi.quantity), 0) as units from order_items oi join orders o on o.id = oi.order_id
    where o.event_id = ${eventId} and ${liveReservationSql("o", now)}`);
  return Number(rows.rows[0]?.units ?? 0);
}

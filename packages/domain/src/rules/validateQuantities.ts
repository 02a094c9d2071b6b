import { compareAmounts, type DecimalAmount } from "./minorUnits";
import {
  type AvailabilityContext,
  activeAssignmentsOf,
  productAvailability,
  type SaleStatus,
  type StockedProduct,
} from "./productAvailability";

/** A product in the cart with the units wanted of each of its prices (the reserve body's shape). */
export type CartProduct = {
  product: StockedProduct;
  quantities: ReadonlyArray<{
    price_id: number;
    quantity: number;
    /** DONATION: what the buyer offers per unit, in major units. */
    price?: DecimalAmount | null;
  }>;
};

export type QuantityProblem =
  | { code: "nothing_selected" }
  | { code: "invalid_quantity"; productId: number; priceId: number }
  | { code: "unknown_price"; productId: number; priceId: number }
  /** Hidden, not yet on sale, or sale ended. */
  | { code: "not_available"; productId: number; priceId?: number; status: SaleStatus }
  | { code: "sold_out"; productId: number; priceId?: number }
  | { code: "exceeds_remaining"; productId: number; priceId: number; remaining: number }
  | { code: "below_minimum"; productId: number; minimum: number }
  | { code: "above_maximum"; productId: number; maximum: number }
  | { code: "below_donation_minimum"; productId: number; priceId: number; minimum: DecimalAmount }
  | { code: "above_donation_maximum"; productId: number; priceId: number; maximum: DecimalAmount }
  | { code: "capacity_exceeded"; capacityAssignmentId: number; remaining: number };

/**
 * The most a buyer may give for one unit of a donation, in the event's currency: what one card
 * payment can carry (eight digits of minor units), far above any gift, so an amount past it is
 * refused as too large rather than failing later at the payment.
 */
export const maxDonationAmount = 999_999.99;

/**
 * What is wrong with the amount a buyer offers for one unit of a donation: less than the price set
 * as its minimum, or more than one payment can carry.
 */
function donationProblems(
  where: { productId: number; priceId: number },
  offered: DecimalAmount,
  minimum: DecimalAmount | null | undefined,
): QuantityProblem[] {
  const found: QuantityProblem[] = [];
  if (minimum != null && compareAmounts(offered, minimum) < 0) {
    found.push({ code: "below_donation_minimum", ...where, minimum });
  }
  if (compareAmounts(offered, maxDonationAmount) > 0) {
    found.push({ code: "above_donation_maximum", ...where, maximum: maxDonationAmount });
  }
  return found;
}

/**
 * Everything wrong with a cart before it may be reserved (docs/rules/availability.md): visibility
 * and sale windows are enforced here too, not only by hiding products in the page.
 * An empty list means the cart can be reserved. Products with no units wanted are not checked.
 */
export function validateQuantities(
  cart: readonly CartProduct[],
  context: AvailabilityContext,
): QuantityProblem[] {
  const problems: QuantityProblem[] = [];
  const wantedByProduct = new Map<number, number>();

  for (const { product, quantities } of cart) {
    const availability = productAvailability(product, context);
    let wanted = 0;
    for (const line of quantities) {
      const priceId = line.price_id;
      if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
        problems.push({ code: "invalid_quantity", productId: product.id, priceId });
        continue;
      }
      if (line.quantity === 0) continue;
      const price = product.prices?.find((candidate) => candidate.id === priceId);
      const priceAvailability = availability.prices.find((candidate) => candidate.priceId === priceId);
      if (!price || !priceAvailability) {
        problems.push({ code: "unknown_price", productId: product.id, priceId });
        continue;
      }
      wanted += line.quantity;
      if (priceAvailability.status === "sold_out") {
        problems.push({ code: "sold_out", productId: product.id, priceId });
      } else if (priceAvailability.status !== "available") {
        problems.push({
          code: "not_available",
          productId: product.id,
          priceId,
          status: priceAvailability.status,
        });
      } else if (priceAvailability.remaining !== null && line.quantity > priceAvailability.remaining) {
        problems.push({
          code: "exceeds_remaining",
          productId: product.id,
          priceId,
          remaining: priceAvailability.remaining,
        });
      }
      if (product.type === "DONATION" && line.price != null) {
        problems.push(...donationProblems({ productId: product.id, priceId }, line.price, price.price));
      }
    }
    if (wanted === 0) continue;
    wantedByProduct.set(product.id, (wantedByProduct.get(product.id) ?? 0) + wanted);
    if (availability.status !== "available") continue; // already reported per price
    if (wanted < availability.minPerOrder) {
      problems.push({ code: "below_minimum", productId: product.id, minimum: availability.minPerOrder });
    }
    // Wanting more than is left is reported per price or per capacity; this is the configured maximum.
    if (wanted > availability.maxPerOrder && wanted <= (availability.remaining ?? Number.POSITIVE_INFINITY)) {
      problems.push({ code: "above_maximum", productId: product.id, maximum: availability.maxPerOrder });
    }
  }

  if (wantedByProduct.size === 0 && problems.length === 0) return [{ code: "nothing_selected" }];
  problems.push(...capacityProblems(wantedByProduct, context));
  return problems;
}

/** Products sharing a capacity must fit in it together, not just one by one. */
function capacityProblems(
  wantedByProduct: ReadonlyMap<number, number>,
  context: AvailabilityContext,
): QuantityProblem[] {
  const problems: QuantityProblem[] = [];
  const seen = new Set<number>();
  for (const productId of wantedByProduct.keys()) {
    for (const assignment of activeAssignmentsOf(productId, context.capacityAssignments)) {
      if (seen.has(assignment.id) || assignment.capacity == null) continue;
      seen.add(assignment.id);
      const wanted = [...wantedByProduct].reduce(
        (sum, [id, quantity]) => (activeAssignmentsOf(id, [assignment]).length > 0 ? sum + quantity : sum),
        0,
      );
      const reserved = context.reservedByCapacityAssignmentId?.[assignment.id] ?? 0;
      const remaining = Math.max(0, assignment.capacity - (assignment.used_capacity ?? 0) - reserved);
      if (wanted > remaining)
        problems.push({ code: "capacity_exceeded", capacityAssignmentId: assignment.id, remaining });
    }
  }
  return problems;
}

type Identified = { id: number | string };

/** The part of an event that holds its products: categories, each with a list of products. */
export type EventWithProductCategories<P extends Identified> = {
  product_categories?: ReadonlyArray<{ products?: readonly P[] | null }> | null;
};

/**
 * The product with this id, looked up across every category of the event (products live in categories).
 * Ids are compared as text because ids from a URL arrive as strings.
 */
export function findProduct<P extends Identified>(
  event: EventWithProductCategories<P> | null | undefined,
  productId: number | string,
): P | undefined {
  const wanted = String(productId);
  for (const category of event?.product_categories ?? []) {
    const found = category.products?.find((product) => String(product.id) === wanted);
    if (found) return found;
  }
  return undefined;
}

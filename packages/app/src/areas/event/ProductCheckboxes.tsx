import type { Product } from "@varco/domain";
import { Checkbox, CheckboxGroup, type CheckboxGroupProps } from "@varco/ui";

/**
 * The event's products to choose among (what a capacity shares, a promo code applies to, a
 * question is asked for), one checkbox each; a product's value is its id as a string.
 */
export function ProductCheckboxes({
  products,
  ...group
}: Omit<CheckboxGroupProps, "children"> & { products: readonly Product[] }) {
  return (
    <CheckboxGroup {...group}>
      {products.map((product) => (
        <Checkbox key={product.id} value={String(product.id)}>
          {product.title}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

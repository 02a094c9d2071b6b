import { useLingui } from "@lingui/react/macro";
import type { Event, Product, ProductCategory, SortProductsBody } from "@varco/domain";
import {
  useDeleteProduct,
  useDeleteProductCategory,
  useProductCategories,
  useSortProducts,
} from "@varco/domain/swr";
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Inline,
  Modal,
  PlusIcon,
  SortableList,
  Stack,
  Text,
  TicketIcon,
} from "@varco/ui";
import { useState } from "react";
import { failureMessage } from "../../forms/fieldErrors";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { ListHeading } from "../../shell/EditableTable";
import { DeleteConfirm } from "../../shell/ListDialogs";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { CategoryDialog } from "./CategoryDialog";
import { useEventArea } from "./eventArea";
import { ProductDialog } from "./ProductDialog";
import { productStateOf, stateTones, useMoney, useProductWords } from "./productWords";
import { useSavedOrder } from "./useSavedOrder";

/** The sort body for categories in this order, each with its products in theirs (every one once). */
export function sortBodyOf(categories: readonly ProductCategory[]): SortProductsBody {
  return {
    sorted_categories: categories.map((category) => ({
      product_category_id: category.id,
      sorted_products: (category.products ?? []).map((product, order) => ({ id: product.id, order })),
    })),
  };
}

type Editing =
  | { kind: "category"; category: ProductCategory | null }
  | { kind: "product"; product: Product | null; categoryId: number };

type Deleting = { kind: "category"; category: ProductCategory } | { kind: "product"; product: Product };

/**
 * `/manage/event/:eventId/products`: the event's categories, each with its products (price, state,
 * what is sold), their order (by drag or keyboard), and the dialogs that add, change and delete them.
 */
export function ProductsScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  const title = t`Tickets and products`;
  usePageTitle(`${title} · ${event.title}`);
  const categories = useProductCategories(event.id);
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <Stack gap="lg" padding="lg">
      <ListHeading
        title={title}
        addLabel={t`Add a category`}
        addVariant="outline"
        onAdd={() => setEditing({ kind: "category", category: null })}
      />
      <QueryView
        query={categories}
        loadingLabel={t`Loading the products`}
        failure={t`The products could not be loaded.`}
        rowHeight={160}
      >
        {(loaded) => <Categories event={event} categories={loaded} onEdit={setEditing} />}
      </QueryView>

      {editing?.kind === "category" ? (
        <CategoryDialog eventId={event.id} existing={editing.category} onDone={() => setEditing(null)} />
      ) : null}
      {editing?.kind === "product" ? (
        <ProductDialog
          event={event}
          categories={categories.data ?? []}
          categoryId={editing.categoryId}
          existing={editing.product}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

interface CategoriesProps {
  event: Event;
  categories: ProductCategory[];
  onEdit: (editing: Editing) => void;
}

function Categories({ event, categories: saved, onEdit }: CategoriesProps) {
  const { t, i18n } = useLingui();
  const sort = useSortProducts();
  const removeProduct = useDeleteProduct();
  const removeCategory = useDeleteProductCategory();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [isReordering, setReordering] = useState(false);
  const changed = t`The order could not be saved: the products changed in the meantime. Here they are as they are now.`;
  const { items: categories, save } = useSavedOrder(
    saved,
    (next) => sort.trigger(event.id, sortBodyOf(next)),
    { 409: changed },
  );
  const productCount = categories.reduce((sum, category) => sum + (category.products?.length ?? 0), 0);
  const first = categories[0];
  // The server says why a deletion is refused: a category that still holds products or is the
  // last one (422 with its reason), a product that has been sold (409).
  const sold = t`This product has been sold, so it cannot be deleted. Hide it instead.`;

  const reorderProducts = (category: ProductCategory, products: Product[]) =>
    save(categories.map((each) => (each.id === category.id ? { ...each, products } : each)));

  return (
    <Stack gap="lg">
      {productCount === 0 && first ? (
        <EmptyState
          icon={<TicketIcon size={28} />}
          title={t`No tickets yet`}
          description={t`Add the first ticket to start selling: a price, how many there are and when they are on sale.`}
          action={
            <Button
              iconStart={<PlusIcon size={16} />}
              onPress={() => onEdit({ kind: "product", product: null, categoryId: first.id })}
            >
              {t`Add a ticket`}
            </Button>
          }
        />
      ) : null}
      {categories.length > 1 ? (
        <Inline justify="end">
          <Button variant="subtle" onPress={() => setReordering(true)}>
            {t`Reorder categories`}
          </Button>
        </Inline>
      ) : null}
      {categories.map((category) => (
        <CategorySection
          key={category.id}
          event={event}
          category={category}
          onEdit={onEdit}
          onDelete={setDeleting}
          isSaving={sort.isMutating}
          onReorder={(products) => void reorderProducts(category, products)}
        />
      ))}

      <Modal isOpen={isReordering} onOpenChange={setReordering}>
        <ReorderCategories
          categories={categories}
          isSaving={sort.isMutating}
          onReorder={(next) => void save(next)}
        />
      </Modal>

      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        nameOf={(item) => (item.kind === "product" ? item.product.title : item.category.name)}
        title={deleting?.kind === "category" ? t`Delete this category?` : t`Delete this product?`}
        message={(name) =>
          deleting?.kind === "category"
            ? t`${{ name }} will be deleted. A category that still holds products cannot be deleted.`
            : t`${{ name }} will be deleted. A product that has been sold cannot be deleted.`
        }
        remove={(item) =>
          item.kind === "product"
            ? removeProduct.trigger(event.id, item.product.id)
            : removeCategory.trigger(event.id, item.category.id)
        }
        failure={(error) => failureMessage(error, i18n, { statuses: { 409: sold } })}
      />
    </Stack>
  );
}

function ReorderCategories({
  categories,
  isSaving,
  onReorder,
}: {
  categories: ProductCategory[];
  isSaving: boolean;
  onReorder: (next: ProductCategory[]) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Reorder categories`}
      description={t`Drag a category, or focus its handle and press Enter, the arrow keys, then Enter.`}
      footer={({ close }) => <Button onPress={close}>{t`Done`}</Button>}
    >
      <SortableList
        aria-label={t`Categories`}
        items={categories}
        textValueOf={(category) => category.name}
        onReorder={onReorder}
        isDisabled={isSaving}
      >
        {(category) => <Text weight="medium">{category.name}</Text>}
      </SortableList>
    </Dialog>
  );
}

interface CategorySectionProps {
  event: Event;
  category: ProductCategory;
  onEdit: (editing: Editing) => void;
  onDelete: (deleting: Deleting) => void;
  /** A new order is on its way to the server: no other move until it is saved. */
  isSaving: boolean;
  onReorder: (products: Product[]) => void;
}

function CategorySection({ event, category, onEdit, onDelete, isSaving, onReorder }: CategorySectionProps) {
  const { t } = useLingui();
  const name = category.name;
  const products = category.products ?? [];
  return (
    <Card
      title={name}
      titleLevel={2}
      description={category.description ?? undefined}
      actions={
        <EditAndDelete
          name={name}
          onEdit={() => onEdit({ kind: "category", category })}
          onDelete={() => onDelete({ kind: "category", category })}
        >
          <Button
            size="sm"
            iconStart={<PlusIcon size={14} />}
            aria-label={t`Add a product to ${name}`}
            onPress={() => onEdit({ kind: "product", product: null, categoryId: category.id })}
          >
            {t`Add a product`}
          </Button>
        </EditAndDelete>
      }
    >
      <Stack gap="md">
        {category.is_hidden ? (
          <Inline>
            <Badge tone="neutral">{t`Hidden category`}</Badge>
          </Inline>
        ) : null}
        <SortableList
          aria-label={t`Products of ${name}`}
          items={products}
          textValueOf={(product) => product.title}
          onReorder={onReorder}
          isDisabled={isSaving}
          renderEmptyState={() => (
            <Text tone="muted">{category.no_products_message || t`No products in this category yet.`}</Text>
          )}
        >
          {(product) => (
            <ProductRow
              event={event}
              product={product}
              onEdit={() => onEdit({ kind: "product", product, categoryId: category.id })}
              onDelete={() => onDelete({ kind: "product", product })}
            />
          )}
        </SortableList>
      </Stack>
    </Card>
  );
}

interface ProductRowProps {
  event: Event;
  product: Product;
  onEdit: () => void;
  onDelete: () => void;
}

function ProductRow({ event, product, onEdit, onDelete }: ProductRowProps) {
  const { t } = useLingui();
  const words = useProductWords();
  const money = useMoney(event.currency);
  const state = productStateOf(product);
  const title = product.title;
  const sold = product.quantity_sold ?? 0;
  const total = product.initial_quantity_available;
  const prices = product.prices ?? [];
  const single = product.price ?? prices[0]?.price ?? 0;
  const minimum = money(single);

  const priceText =
    product.type === "FREE"
      ? words.priceType.FREE
      : product.type === "DONATION"
        ? t`Minimum ${minimum}`
        : product.type === "PAID"
          ? money(single)
          : null;

  return (
    <Inline gap="md" align="center" justify="between" wrap>
      <Stack gap="xs">
        <Inline gap="sm" align="center" wrap>
          <Text weight="medium">{title}</Text>
          <Badge tone={stateTones[state]} dot>
            {words.state[state]}
          </Badge>
          <Badge tone="secondary">{words.priceType[product.type]}</Badge>
          {product.product_type === "GENERAL" ? <Badge tone="info">{words.productType.GENERAL}</Badge> : null}
        </Inline>
        {priceText ? (
          <Text size="sm">{priceText}</Text>
        ) : (
          <Stack as="ul" gap="none">
            {prices.map((price) => {
              const label = price.label ?? "";
              const amount = money(price.price);
              return (
                <li key={price.id}>
                  <Text size="sm">
                    {t`${label}: ${amount}`}
                    {price.is_hidden ? ` · ${words.state.hidden}` : ""}
                    {price.is_sold_out ? ` · ${words.state.sold_out}` : ""}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
        <Text size="sm" tone="muted">
          {total == null ? t`Sold: ${sold} (no limit)` : t`Sold: ${sold} of ${total}`}
        </Text>
      </Stack>
      <EditAndDelete name={title} onEdit={onEdit} onDelete={onDelete} />
    </Inline>
  );
}

export { ProductsScreen as Component };

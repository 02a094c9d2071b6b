import { type DateValue, toCalendarDate, toCalendarDateTime } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type FilterFields,
  maxPerPage,
  type Order,
  type OrderStatus,
  type Product,
  type SortDirection,
} from "@varco/domain";
import { useExportOrders, useOrders, useProductCategories, usePromoCodes } from "@varco/domain/swr";
import type { SortDescriptor } from "@varco/ui";
import {
  Box,
  Button,
  Cell,
  Column,
  DateRangePicker,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Row,
  SearchField,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { buyerNameOf, OrderStatusBadge, useSaleFormats } from "../../format/orderWords";
import { instantOfWallClock, usableTimeZone } from "../../format/zonedTime";
import { failureMessage } from "../../forms/fieldErrors";
import { QueryFailure, readFailed } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { saveFile } from "../../shell/saveFile";
import { useEventArea } from "./eventArea";
import { OrderDrawer } from "./OrderDrawer";

const perPage = 20;
const all = "all";

/** The orders' statuses an organiser filters by (reserved and abandoned carts are never listed). */
const listedStatuses = [
  "COMPLETED",
  "AWAITING_OFFLINE_PAYMENT",
  "CANCELLED",
] as const satisfies OrderStatus[];

type DayRange = { start: DateValue; end: DateValue } | null;

/** The file name the download gets: the server's spreadsheet kind, else CSV. */
export function exportFileName(base: string, blob: Blob) {
  return blob.type.includes("spreadsheet") ? `${base}.xlsx` : `${base}.csv`;
}

/** The filters as the list's `filter_fields`: days are whole days in the event's time zone. */
function filtersOf(
  status: string,
  days: DayRange,
  product: string,
  promoCode: string,
  zone: string,
): FilterFields {
  const filters: FilterFields = {};
  if (status !== all) filters.status = { eq: status };
  if (days) {
    filters.created_at = {
      gte: instantOfWallClock(toCalendarDateTime(toCalendarDate(days.start)), zone) ?? undefined,
      lt:
        instantOfWallClock(toCalendarDateTime(toCalendarDate(days.end).add({ days: 1 })), zone) ?? undefined,
    };
  }
  if (product !== all) filters.product_id = { eq: Number(product) };
  if (promoCode !== all) filters.promo_code = { eq: promoCode };
  return filters;
}

/**
 * `/manage/event/:eventId/orders`: the event's orders, searched, filtered (status, day, product,
 * promo code), sorted and paged; one opens in a drawer with its details and actions (`?order=id`).
 */
export function OrdersScreen() {
  const { t, i18n } = useLingui();
  const { event } = useEventArea();
  const title = t`Orders`;
  usePageTitle(`${title} · ${event.title}`);
  const zone = usableTimeZone(event.timezone);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<string>(all);
  const [days, setDays] = useState<DayRange>(null);
  const [product, setProduct] = useState<string>(all);
  const [promoCode, setPromoCode] = useState<string>(all);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortDescriptor>({ column: "created_at", direction: "descending" });
  const orders = useOrders(event.id, {
    page,
    per_page: perPage,
    query: query.trim() || undefined,
    sort_by: String(sort.column),
    sort_direction: (sort.direction === "ascending" ? "asc" : "desc") satisfies SortDirection,
    filter_fields: filtersOf(status, days, product, promoCode, zone),
  });
  const categories = useProductCategories(event.id);
  const codes = usePromoCodes(event.id, { per_page: maxPerPage });
  const exportOrders = useExportOrders();
  const products: Product[] = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const format = useSaleFormats(event);
  const words = useStatusChoices();
  const openId = Number(params.get("order")) || undefined;
  const open = (order: Order) => setParams({ order: String(order.id) });
  const close = () => setParams({});
  const filtered =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };

  const download = async () => {
    try {
      const file = await exportOrders.trigger(event.id);
      saveFile(file, exportFileName("orders", file));
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };

  return (
    <Stack gap="lg" padding="lg">
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={1}>{title}</Heading>
        <Button variant="outline" onPress={download} isPending={exportOrders.isMutating}>
          {t`Export as CSV`}
        </Button>
      </Inline>
      <Inline
        as="form"
        role="search"
        gap="md"
        align="end"
        wrap
        aria-label={t`Find orders`}
        onSubmit={(event) => event.preventDefault()}
      >
        <Box grow minWidth="xs">
          <SearchField
            label={t`Search orders`}
            description={t`Name, email address or order number.`}
            value={query}
            onChange={filtered(setQuery)}
          />
        </Box>
        <Box minWidth="xxs">
          <Select
            label={t`Status`}
            items={[
              { id: all, label: t`All statuses` },
              ...listedStatuses.map((id) => ({ id, label: words[id] })),
            ]}
            selectedKey={status}
            onSelectionChange={(key) => filtered(setStatus)(String(key))}
          />
        </Box>
        <Box minWidth="xxs">
          <DateRangePicker
            label={t`Placed between`}
            value={days}
            onChange={(range) => filtered(setDays)(range)}
          />
        </Box>
        <Box minWidth="xxs">
          <Select
            label={t`Product`}
            items={[
              { id: all, label: t`All products` },
              ...products.map((item) => ({ id: String(item.id), label: item.title })),
            ]}
            selectedKey={product}
            onSelectionChange={(key) => filtered(setProduct)(String(key))}
          />
        </Box>
        <Box minWidth="xxs">
          <Select
            label={t`Promo code`}
            items={[
              { id: all, label: t`Any or none` },
              ...(codes.data?.data ?? []).map((code) => ({ id: code.code, label: code.code })),
            ]}
            selectedKey={promoCode}
            onSelectionChange={(key) => filtered(setPromoCode)(String(key))}
          />
        </Box>
      </Inline>
      {readFailed(orders) ? (
        <QueryFailure query={orders} failure={t`The orders could not be loaded.`} />
      ) : (
        <Stack gap="md">
          <Table
            aria-label={title}
            isLoading={!orders.data}
            loadingLabel={t`Loading orders`}
            sortDescriptor={sort}
            // Enter on a row (or a click anywhere on it) opens the order, as its button does.
            onRowAction={(key) => setParams({ order: String(key) })}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          >
            <TableHeader>
              <Column id="public_id" isRowHeader allowsSorting>
                {t`Order`}
              </Column>
              <Column id="first_name" allowsSorting>
                {t`Buyer`}
              </Column>
              <Column id="email" allowsSorting>
                {t`Email`}
              </Column>
              <Column id="total_gross" allowsSorting>
                {t`Total`}
              </Column>
              <Column id="status">{t`Status`}</Column>
              <Column id="created_at" allowsSorting>
                {t`Placed`}
              </Column>
            </TableHeader>
            <TableBody
              items={orders.data?.data ?? []}
              dependencies={[format]}
              renderEmptyState={() => (
                <EmptyState
                  size="sm"
                  titleLevel="none"
                  title={t`No orders found`}
                  description={t`Orders appear here once buyers complete their checkout.`}
                />
              )}
            >
              {(order) => (
                <Row id={order.id ?? order.public_id}>
                  <Cell>
                    <Button variant="subtle" size="sm" onPress={() => open(order)}>
                      {order.public_id}
                    </Button>
                  </Cell>
                  <Cell>{buyerNameOf(order)}</Cell>
                  <Cell>{order.email ?? ""}</Cell>
                  <Cell>{format.money(order.total_gross, order.currency)}</Cell>
                  <Cell>
                    <OrderStatusBadge order={order} />
                  </Cell>
                  <Cell>{order.created_at ? format.moment(order.created_at) : ""}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
          {orders.data && (orders.data.meta.total ?? 0) > perPage ? (
            <Pagination
              page={page}
              total={orders.data.meta.total}
              perPage={perPage}
              onPageChange={setPage}
              showSummary
            />
          ) : null}
        </Stack>
      )}
      {openId === undefined ? null : <OrderDrawer event={event} orderId={openId} onClose={close} />}
    </Stack>
  );
}

/** The statuses an organiser filters by, in their words. */
function useStatusChoices(): Record<(typeof listedStatuses)[number], string> {
  const { t } = useLingui();
  return {
    COMPLETED: t`Completed`,
    AWAITING_OFFLINE_PAYMENT: t`Awaiting offline payment`,
    CANCELLED: t`Cancelled`,
  };
}

export { OrdersScreen as Component };

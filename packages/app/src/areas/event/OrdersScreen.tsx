import { type DateValue, toCalendarDate, toCalendarDateTime } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import { type FilterFields, maxPerPage, type Order, type OrderStatus, type Product } from "@varco/domain";
import { useExportOrders, useOrders, useProductCategories, usePromoCodes } from "@varco/domain/swr";
import { Box, Cell, DateRangePicker } from "@varco/ui";
import { useState } from "react";
import { buyerNameOf, OrderStatusBadge, useSaleFormats } from "../../format/orderWords";
import { instantOfWallClock, usableTimeZone } from "../../format/zonedTime";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEventArea } from "./eventArea";
import {
  allChoices as all,
  ListFilter,
  ListScreenFrame,
  ProductFilter,
  StatusFilter,
} from "./ListScreenFrame";
import { OrderDrawer } from "./OrderDrawer";
import { useExportDownload, useListScreen } from "./useListScreen";

/** The orders' statuses an organiser filters by (reserved and abandoned carts are never listed). */
const listedStatuses = [
  "COMPLETED",
  "AWAITING_OFFLINE_PAYMENT",
  "CANCELLED",
] as const satisfies OrderStatus[];

type DayRange = { start: DateValue; end: DateValue } | null;

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
  const { t } = useLingui();
  const { event } = useEventArea();
  const title = t`Orders`;
  usePageTitle(`${title} · ${event.title}`);
  const zone = usableTimeZone(event.timezone);
  const list = useListScreen("order");
  const [status, setStatus] = useState<string>(all);
  const [days, setDays] = useState<DayRange>(null);
  const [product, setProduct] = useState<string>(all);
  const [promoCode, setPromoCode] = useState<string>(all);
  const orders = useOrders(event.id, list.listParams(filtersOf(status, days, product, promoCode, zone)));
  const categories = useProductCategories(event.id);
  const codes = usePromoCodes(event.id, { per_page: maxPerPage });
  const exporting = useExportDownload(useExportOrders(), event, "orders");
  const products: Product[] = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const format = useSaleFormats(event);
  const words = useStatusChoices();

  return (
    <ListScreenFrame
      title={title}
      list={list}
      exporting={exporting}
      find={{
        name: t`Find orders`,
        label: t`Search orders`,
        description: t`Name, email address or order number.`,
      }}
      filters={
        <>
          <StatusFilter
            choices={listedStatuses.map((id) => ({ id, label: words[id] }))}
            selected={status}
            onChange={list.filtered(setStatus)}
          />
          <Box minWidth="xxs">
            <DateRangePicker
              label={t`Placed between`}
              value={days}
              onChange={(range) => list.filtered(setDays)(range)}
            />
          </Box>
          <ProductFilter products={products} selected={product} onChange={list.filtered(setProduct)} />
          <ListFilter
            label={t`Promo code`}
            allLabel={t`Any or none`}
            choices={(codes.data?.data ?? []).map((code) => ({ id: code.code, label: code.code }))}
            selected={promoCode}
            onChange={list.filtered(setPromoCode)}
          />
        </>
      }
      read={orders}
      failure={t`The orders could not be loaded.`}
      loadingLabel={t`Loading orders`}
      columns={[
        { id: "public_id", label: t`Order`, sorts: true },
        { id: "first_name", label: t`Buyer`, sorts: true },
        { id: "email", label: t`Email`, sorts: true },
        { id: "total_gross", label: t`Total`, sorts: true },
        { id: "status", label: t`Status` },
        { id: "created_at", label: t`Placed`, sorts: true },
      ]}
      dependencies={[format]}
      empty={{
        title: t`No orders found`,
        description: t`Orders appear here once buyers complete their checkout.`,
      }}
      row={(order: Order) => ({
        id: order.id ?? order.public_id,
        name: order.public_id,
        cells: (
          <>
            <Cell>{buyerNameOf(order)}</Cell>
            <Cell>{order.email ?? ""}</Cell>
            <Cell>{format.money(order.total_gross, order.currency)}</Cell>
            <Cell>
              <OrderStatusBadge order={order} />
            </Cell>
            <Cell>{order.created_at ? format.moment(order.created_at) : ""}</Cell>
          </>
        ),
      })}
    >
      {list.openId === undefined ? null : (
        <OrderDrawer event={event} orderId={list.openId} onClose={list.close} />
      )}
    </ListScreenFrame>
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

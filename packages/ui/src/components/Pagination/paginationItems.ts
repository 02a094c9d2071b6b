/** One slot of a pagination bar: a page number or a gap standing for two or more pages. */
export type PaginationItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The pages to offer: always the first, the last, and the current page with its neighbours. A gap
 * of one page shows that page (an ellipsis would take the same room); longer gaps become "…".
 * Page 5 of 10 → 1 … 4 5 6 … 10.
 */
export function paginationItems(page: number, totalPages: number): PaginationItem[] {
  const last = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const anchors = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((candidate) => candidate >= 1 && candidate <= last)
    .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const anchor of anchors) {
    const gap = anchor - previous - 1;
    if (gap === 1) items.push(anchor - 1);
    else if (gap > 1) items.push(anchor <= current ? "ellipsis-start" : "ellipsis-end");
    items.push(anchor);
    previous = anchor;
  }
  return items;
}

/** Number of pages for `total` items shown `perPage` at a time; at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

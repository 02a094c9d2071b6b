export { DEFAULT_PER_PAGE, Pagination, type PaginationProps } from "./Pagination";
export { type PaginationItem, pageCount, paginationItems } from "./paginationItems";

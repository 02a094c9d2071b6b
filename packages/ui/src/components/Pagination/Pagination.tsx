import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef } from "react";
import { useNumberFormatter } from "react-aria";
import { Button } from "react-aria-components";
import { cx } from "../../classNames";
import { format, useUiStrings } from "../../i18n/strings";
import {
  directionIcon,
  ellipsis,
  list,
  pageButton,
  pagination,
  summary as summaryClass,
} from "./Pagination.css";
import { pageCount, paginationItems } from "./paginationItems";

export type PaginationProps = Omit<ComponentPropsWithRef<"nav">, "children"> & {
  /** The current page, from 1. */
  page: number;
  /** Number of pages. Alternatively give `total` (and `perPage`). */
  totalPages?: number;
  /** Number of items across all pages; gives the page count and the summary. */
  total?: number;
  /** Items per page when counting from `total`. */
  perPage?: number;
  onPageChange?: (page: number) => void;
  /** Shows which items are on screen ("21–40 of 95"); needs `total`. */
  showSummary?: boolean;
  isDisabled?: boolean;
  /** Overrides of the built-in words (by default in the locale). */
  previousPageLabel?: string;
  nextPageLabel?: string;
  pageLabel?: (page: string) => string;
  summaryLabel?: (range: { start: string; end: string; total: string }) => ReactNode;
};

export const DEFAULT_PER_PAGE = 20;

/**
 * Moves through pages of a list: previous and next, the first and last page, and the pages around
 * the current one. A `nav` landmark named "Pagination" in the locale (override with `aria-label`).
 */
export function Pagination({
  page,
  totalPages,
  total,
  perPage = DEFAULT_PER_PAGE,
  onPageChange,
  showSummary = false,
  isDisabled = false,
  previousPageLabel,
  nextPageLabel,
  pageLabel,
  summaryLabel,
  "aria-label": ariaLabel,
  className,
  ...rest
}: PaginationProps) {
  const strings = useUiStrings();
  const numbers = useNumberFormatter();
  const lastPage =
    totalPages !== undefined ? Math.max(1, Math.floor(totalPages)) : pageCount(total ?? 0, perPage);
  const current = Math.min(Math.max(1, Math.floor(page)), lastPage);
  const nameOfPage = (n: number) =>
    pageLabel ? pageLabel(numbers.format(n)) : format(strings.page, { page: numbers.format(n) });

  // Previous and next disable themselves at the ends; keep the keyboard user's place by moving
  // focus to the current page instead of losing it to the document.
  const currentRef = useRef<HTMLButtonElement>(null);
  const refocusCurrent = useRef(false);
  // Runs after every render: the flag is only set by a press that reaches the first or last page.
  useEffect(() => {
    if (!refocusCurrent.current) return;
    refocusCurrent.current = false;
    currentRef.current?.focus();
  });

  const goTo = (target: number, fromEdgeButton = false) => {
    if (target < 1 || target > lastPage || target === current) return;
    if (fromEdgeButton && (target === 1 || target === lastPage)) refocusCurrent.current = true;
    onPageChange?.(target);
  };

  const range =
    total !== undefined
      ? {
          start: total === 0 ? 0 : (current - 1) * perPage + 1,
          end: Math.min(current * perPage, Math.max(0, total)),
          total: Math.max(0, total),
        }
      : null;
  const formattedRange = range
    ? {
        start: numbers.format(range.start),
        end: numbers.format(range.end),
        total: numbers.format(range.total),
      }
    : null;

  return (
    <nav {...rest} aria-label={ariaLabel ?? strings.pagination} className={cx(pagination, className)}>
      {showSummary && formattedRange ? (
        <p className={summaryClass}>
          {summaryLabel ? summaryLabel(formattedRange) : format(strings.paginationSummary, formattedRange)}
        </p>
      ) : null}
      <ul className={list}>
        <li>
          <Button
            className={pageButton}
            aria-label={previousPageLabel ?? strings.previousPage}
            isDisabled={isDisabled || current <= 1}
            onPress={() => goTo(current - 1, true)}
          >
            <span className={directionIcon} aria-hidden>
              <ChevronLeft size={16} />
            </span>
          </Button>
        </li>
        {paginationItems(current, lastPage).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Button
                ref={item === current ? currentRef : undefined}
                className={pageButton}
                aria-label={nameOfPage(item)}
                aria-current={item === current ? "page" : undefined}
                isDisabled={isDisabled}
                onPress={() => goTo(item)}
              >
                {numbers.format(item)}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden className={ellipsis}>
              …
            </li>
          ),
        )}
        <li>
          <Button
            className={pageButton}
            aria-label={nextPageLabel ?? strings.nextPage}
            isDisabled={isDisabled || current >= lastPage}
            onPress={() => goTo(current + 1, true)}
          >
            <span className={directionIcon} aria-hidden>
              <ChevronRight size={16} />
            </span>
          </Button>
        </li>
      </ul>
    </nav>
  );
}

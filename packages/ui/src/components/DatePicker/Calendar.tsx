import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode, Ref } from "react";
import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  composeRenderProps,
  type DateValue,
  Heading,
  Text,
  useLocale,
} from "react-aria-components";
import { cx } from "../../classNames";
import { fieldButton } from "../Field";
import { calendar, cell, errorText, grid, header, heading, rangeCell, weekday } from "./Calendar.css";

/**
 * The month title between the previous and next buttons. react-aria names the buttons ("Previous",
 * "Next", localized) and fills the heading; the arrows turn round in right-to-left locales.
 */
export function CalendarHeader() {
  const { direction } = useLocale();
  const [PreviousIcon, NextIcon] =
    direction === "rtl" ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <div className={header}>
      <Button slot="previous" className={fieldButton}>
        <PreviousIcon size={18} aria-hidden />
      </Button>
      <Heading className={heading} />
      <Button slot="next" className={fieldButton}>
        <NextIcon size={18} aria-hidden />
      </Button>
    </div>
  );
}

/** The grid of days of the visible month, with weekday names; `range` styles range selection. */
export function CalendarDays({ range = false }: { range?: boolean }) {
  return (
    <CalendarGrid className={grid}>
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={range ? `${cell} ${rangeCell}` : cell} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** Shown under the grid when the calendar is invalid (e.g. an unavailable day is selected). */
export function CalendarError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="errorMessage" className={errorText}>
      {children}
    </Text>
  );
}

export type CalendarProps<T extends DateValue = DateValue> = Omit<AriaCalendarProps<T>, "children"> & {
  ref?: Ref<HTMLDivElement>;
  /** Shown when `isInvalid`. */
  errorMessage?: ReactNode;
};

/**
 * A month grid to pick one day. Arrows move by day and week, Page Up/Down by month, Enter selects;
 * `minValue`, `maxValue` and `isDateUnavailable` limit the choice. Values are `@internationalized/date`
 * objects (e.g. `parseDate("2026-03-14")`).
 */
export function Calendar<T extends DateValue = DateValue>({
  errorMessage,
  className,
  ...rest
}: CalendarProps<T>) {
  return (
    <AriaCalendar<T> {...rest} className={composeRenderProps(className, (custom) => cx(calendar, custom))}>
      <CalendarHeader />
      <CalendarDays />
      <CalendarError>{errorMessage}</CalendarError>
    </AriaCalendar>
  );
}

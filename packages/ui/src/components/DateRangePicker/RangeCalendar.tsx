import type { ReactNode, Ref } from "react";
import {
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
  composeRenderProps,
  type DateValue,
} from "react-aria-components";
import { cx } from "../../classNames";
import { CalendarDays, CalendarError, CalendarHeader } from "../DatePicker/Calendar";
import { calendar } from "../DatePicker/Calendar.css";

export type RangeCalendarProps<T extends DateValue = DateValue> = Omit<
  AriaRangeCalendarProps<T>,
  "children"
> & {
  ref?: Ref<HTMLDivElement>;
  /** Shown when `isInvalid` (e.g. the range spans an unavailable day). */
  errorMessage?: ReactNode;
};

/**
 * A month grid to pick a range: the first choice is the start, the second the end. The days between
 * form a subtle band; the start and end are solid and rounded on their outer side.
 */
export function RangeCalendar<T extends DateValue = DateValue>({
  errorMessage,
  className,
  ...rest
}: RangeCalendarProps<T>) {
  return (
    <AriaRangeCalendar<T>
      {...rest}
      className={composeRenderProps(className, (custom) => cx(calendar, custom))}
    >
      <CalendarHeader />
      <CalendarDays range />
      <CalendarError>{errorMessage}</CalendarError>
    </AriaRangeCalendar>
  );
}

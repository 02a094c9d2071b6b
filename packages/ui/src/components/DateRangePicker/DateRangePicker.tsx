import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from "react-aria-components";
import { CalendarPopover } from "../DatePicker/CalendarPopover";
import { DateSegments } from "../DatePicker/DateSegments";
import { type FieldProps, fieldClassName, splitFieldChrome } from "../Field";
import type { PopoverPlacement } from "../Popover";
import { rangeDash } from "./DateRangePicker.css";
import { RangeCalendar } from "./RangeCalendar";

export type DateRangePickerProps<T extends DateValue = DateValue> = FieldProps<
  AriaDateRangePickerProps<T>
> & {
  /** Where the calendar opens. */
  placement?: PopoverPlacement;
};

/**
 * A start and an end date, typed into segments or picked on a range calendar. `onChange` receives
 * `{ start, end }` as `@internationalized/date` values (or null when cleared).
 */
export function DateRangePicker<T extends DateValue = DateValue>(props: DateRangePickerProps<T>) {
  const [chrome, { placement = "bottom end", className, ...rest }] = splitFieldChrome(props);
  return (
    <AriaDateRangePicker<T> {...rest} className={fieldClassName(className)}>
      <CalendarPopover
        {...chrome}
        isRequired={rest.isRequired}
        placement={placement}
        calendar={<RangeCalendar />}
      >
        <DateSegments slot="start" />
        <span aria-hidden className={rangeDash}>
          –
        </span>
        <DateSegments slot="end" />
      </CalendarPopover>
    </AriaDateRangePicker>
  );
}

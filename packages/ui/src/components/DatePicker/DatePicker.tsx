import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from "react-aria-components";
import { type FieldProps, fieldClassName, splitFieldChrome } from "../Field";
import type { PopoverPlacement } from "../Popover";
import { Calendar } from "./Calendar";
import { CalendarPopover } from "./CalendarPopover";
import { DateSegments } from "./DateSegments";

export type DatePickerProps<T extends DateValue = DateValue> = FieldProps<AriaDatePickerProps<T>> & {
  /** Where the calendar opens. */
  placement?: PopoverPlacement;
};

/**
 * A date typed into locale-ordered segments or picked from a calendar popover. `granularity`
 * ("day", "hour", "minute"…) adds time segments for a date and time. Values are
 * `@internationalized/date` objects; `onChange` receives one (or null when cleared).
 */
export function DatePicker<T extends DateValue = DateValue>(props: DatePickerProps<T>) {
  const [chrome, { placement = "bottom end", className, ...rest }] = splitFieldChrome(props);
  return (
    <AriaDatePicker<T> {...rest} className={fieldClassName(className)}>
      <CalendarPopover {...chrome} isRequired={rest.isRequired} placement={placement} calendar={<Calendar />}>
        <DateSegments />
      </CalendarPopover>
    </AriaDatePicker>
  );
}

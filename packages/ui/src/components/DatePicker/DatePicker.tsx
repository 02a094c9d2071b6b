import { CalendarDays } from "lucide-react";
import type { Ref } from "react";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  composeRenderProps,
  type DateValue,
  Group,
} from "react-aria-components";
import { cx } from "../../classNames";
import {
  type FieldChromeProps,
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  field,
  fieldButton,
  inputBox,
} from "../Field";
import { PopoverDialog, type PopoverPlacement } from "../Popover";
import { Calendar } from "./Calendar";
import { calendarButton, pickerGroup } from "./DatePicker.css";
import { DateSegments } from "./DateSegments";

export type DatePickerProps<T extends DateValue = DateValue> = Omit<AriaDatePickerProps<T>, "children"> &
  FieldChromeProps & {
    ref?: Ref<HTMLDivElement>;
    /** Where the calendar opens. */
    placement?: PopoverPlacement;
  };

/**
 * A date typed into locale-ordered segments or picked from a calendar popover. `granularity`
 * ("day", "hour", "minute"…) adds time segments for a date and time. Values are
 * `@internationalized/date` objects; `onChange` receives one (or null when cleared).
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  placement = "bottom end",
  className,
  ...rest
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker<T> {...rest} className={composeRenderProps(className, (custom) => cx(field, custom))}>
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={cx(inputBox, pickerGroup)}>
        <DateSegments />
        {/* react-aria names this button ("Calendar", localized). */}
        <Button className={cx(fieldButton, calendarButton)}>
          <CalendarDays size={18} aria-hidden />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <PopoverDialog placement={placement}>
        <Calendar />
      </PopoverDialog>
    </AriaDatePicker>
  );
}

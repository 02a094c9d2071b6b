import { CalendarDays } from "lucide-react";
import type { Ref } from "react";
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  composeRenderProps,
  type DateValue,
  Group,
} from "react-aria-components";
import { cx } from "../../classNames";
import { calendarButton, pickerGroup } from "../DatePicker/DatePicker.css";
import { DateSegments } from "../DatePicker/DateSegments";
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
import { rangeDash } from "./DateRangePicker.css";
import { RangeCalendar } from "./RangeCalendar";

export type DateRangePickerProps<T extends DateValue = DateValue> = Omit<
  AriaDateRangePickerProps<T>,
  "children"
> &
  FieldChromeProps & {
    ref?: Ref<HTMLDivElement>;
    /** Where the calendar opens. */
    placement?: PopoverPlacement;
  };

/**
 * A start and an end date, typed into segments or picked on a range calendar. `onChange` receives
 * `{ start, end }` as `@internationalized/date` values (or null when cleared).
 */
export function DateRangePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  placement = "bottom end",
  className,
  ...rest
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker<T>
      {...rest}
      className={composeRenderProps(className, (custom) => cx(field, custom))}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Group className={cx(inputBox, pickerGroup)}>
        <DateSegments slot="start" />
        <span aria-hidden className={rangeDash}>
          –
        </span>
        <DateSegments slot="end" />
        {/* react-aria names this button ("Calendar", localized). */}
        <Button className={cx(fieldButton, calendarButton)}>
          <CalendarDays size={18} aria-hidden />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <PopoverDialog placement={placement}>
        <RangeCalendar />
      </PopoverDialog>
    </AriaDateRangePicker>
  );
}

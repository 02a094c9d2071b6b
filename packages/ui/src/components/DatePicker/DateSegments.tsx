import { DateInput, DateSegment } from "react-aria-components";
import { cx } from "../../classNames";
import { dateInput, segment } from "./DatePicker.css";

/**
 * The editable parts of a date or time (day, month, year, hour…), in the locale's order. Typing digits
 * fills a segment and moves on; arrows step the value. Shared by DatePicker, DateRangePicker and
 * TimeField.
 */
export function DateSegments({ slot, className }: { slot?: "start" | "end"; className?: string }) {
  return (
    <DateInput slot={slot} className={cx(dateInput, className)}>
      {(part) => <DateSegment segment={part} className={segment} />}
    </DateInput>
  );
}

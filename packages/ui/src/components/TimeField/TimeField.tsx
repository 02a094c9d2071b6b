import {
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from "react-aria-components";
import { cx } from "../../classNames";
import { DateSegments } from "../DatePicker/DateSegments";
import { FieldFrame, type FieldProps, fieldClassName, inputBox, splitFieldChrome } from "../Field";
import { timeInput } from "./TimeField.css";

export type TimeFieldProps<T extends TimeValue = TimeValue> = FieldProps<AriaTimeFieldProps<T>>;

/**
 * A time of day typed into hour and minute segments (and AM/PM where the locale uses it).
 * `hourCycle` (12 or 24) overrides the locale; `granularity` can add seconds. Values are
 * `@internationalized/date` `Time` objects (e.g. `new Time(19, 30)` or `parseTime("19:30")`).
 */
export function TimeField<T extends TimeValue = TimeValue>(props: TimeFieldProps<T>) {
  const [chrome, { className, ...rest }] = splitFieldChrome(props);
  return (
    <AriaTimeField<T> {...rest} className={fieldClassName(className)}>
      <FieldFrame {...chrome} isRequired={rest.isRequired}>
        <DateSegments className={cx(inputBox, timeInput)} />
      </FieldFrame>
    </AriaTimeField>
  );
}

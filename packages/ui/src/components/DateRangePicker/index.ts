export { DateRangePicker, type DateRangePickerProps } from "./DateRangePicker";
export { RangeCalendar, type RangeCalendarProps } from "./RangeCalendar";

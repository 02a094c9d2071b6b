export { Calendar, type CalendarProps } from "./Calendar";
export { DatePicker, type DatePickerProps } from "./DatePicker";

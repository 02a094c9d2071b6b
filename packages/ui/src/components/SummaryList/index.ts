export { SummaryList, type SummaryListProps, type SummaryRow } from "./SummaryList";

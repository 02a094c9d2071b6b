// The sheet shares the ticket page's chunk: only what is drawn of the ticket differs.
export { TicketPrintScreen as Component } from "./TicketScreen";

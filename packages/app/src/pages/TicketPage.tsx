import type { Order, PublicEvent, PublicTicket } from "@varco/domain";
import { OrderPrint, TicketDetails, TicketPrint } from "../areas/tickets/TicketView";
import { type PageAddress, PublicPageFrame } from "./PageFrame";

export type TicketPageProps =
  | { view: "ticket"; address: PageAddress; ticket: PublicTicket; event: PublicEvent }
  | { view: "ticketPrint"; ticket: PublicTicket; event: PublicEvent }
  | { view: "orderPrint"; order: Order; event: PublicEvent };

/**
 * /product/{eventId}/{attendeeShortId} (a ticket), its /print, and /order/{eventId}/{orderShortId}/print
 * (every ticket of an order), drawn by the server: light, and printable before any script runs.
 */
export function Page(props: TicketPageProps) {
  switch (props.view) {
    case "ticket":
      return (
        <PublicPageFrame address={props.address}>
          <TicketDetails ticket={props.ticket} event={props.event} />
        </PublicPageFrame>
      );
    case "ticketPrint":
      return <TicketPrint ticket={props.ticket} event={props.event} />;
    case "orderPrint":
      return <OrderPrint order={props.order} event={props.event} />;
  }
}

import type { Order, PublicEvent } from "@varco/domain";
import { CheckoutSummary } from "../areas/checkout/CheckoutSummary";
import { type PageAddress, PublicPageFrame } from "./PageFrame";

export type CheckoutPageProps = {
  view: "summary";
  address: PageAddress;
  eventId: number;
  shortId: string;
  order: Order;
  event: PublicEvent;
};

/**
 * /checkout/{eventId}/{orderShortId}/summary once the order left RESERVED (bought, awaiting an
 * offline payment, or closed), drawn by the server: the buyer's confirmation, light. A RESERVED
 * order's steps are the app's (they need its forms).
 */
export function Page(props: CheckoutPageProps) {
  return (
    <PublicPageFrame address={props.address}>
      <CheckoutSummary
        order={props.order}
        event={props.event}
        eventId={props.eventId}
        shortId={props.shortId}
      />
    </PublicPageFrame>
  );
}

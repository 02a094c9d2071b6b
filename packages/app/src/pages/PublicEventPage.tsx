import type { PublicEvent } from "@varco/domain";
import { EventDetails } from "../areas/public/EventDetails";
import { type PageAddress, PublicPageFrame } from "./PageFrame";

export interface PublicEventPageProps {
  address: PageAddress;
  event: PublicEvent;
  /** The address carried a promo code that is not valid. */
  promoRefused: boolean;
}

/** /e/{id}/{slug}, /event/{id}/{slug} and the organiser's /event/{id}/preview, drawn by the server. */
export function Page({ address, event, promoRefused }: PublicEventPageProps) {
  return (
    <PublicPageFrame address={address}>
      <EventDetails event={event} promoRefused={promoRefused} />
    </PublicPageFrame>
  );
}

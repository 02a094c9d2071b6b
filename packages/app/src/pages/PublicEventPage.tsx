import type { PublicEvent } from "@varco/domain";
import { EventDetails } from "../areas/public/EventDetails";
import { DesignOf } from "../areas/public/PageDesign";
import { type PageAddress, PublicPageFrame } from "./PageFrame";

export interface PublicEventPageProps {
  address: PageAddress;
  event: PublicEvent;
  /** The address carried a promo code that is not valid. */
  promoRefused: boolean;
  /** The promo code in effect (the server said it is valid). */
  promoCode?: string | null;
}

/** /e/{id}/{slug}, /event/{id}/{slug} and the organiser's /event/{id}/preview, drawn by the server. */
export function Page({ address, event, promoRefused, promoCode = null }: PublicEventPageProps) {
  return (
    <DesignOf subject={event}>
      <PublicPageFrame address={address}>
        <EventDetails event={event} promoRefused={promoRefused} promoCode={promoCode} />
      </PublicPageFrame>
    </DesignOf>
  );
}

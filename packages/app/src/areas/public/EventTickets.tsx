import { useLingui } from "@lingui/react/macro";
import type { ApiClient, Order, PublicEvent } from "@varco/domain";
import { Text } from "@varco/ui";
import type { ComponentType } from "react";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import type { PromoCodeFieldProps } from "./PromoCodeField";
import { TicketSelector } from "./TicketSelector";
import { hasPublicProducts, shownCategories } from "./ticketSelection";

export interface EventTicketsProps {
  event: PublicEvent;
  /** The promo code in effect (checked with the server before the event was read with it). */
  promoCode: string | null;
  /** The app's API client where the app runs; a page the server drew has none. */
  client?: ApiClient | null | undefined;
  onPromoApplied: (event: PublicEvent, code: string) => void;
  /** The reserve button's words, when not the usual ones. */
  continueLabel?: string | undefined;
  /** Where the buyer goes with the reserved order, when not the checkout's details step. */
  onReserved?: ((order: Order) => void) | undefined;
  PromoField: ComponentType<PromoCodeFieldProps>;
}

/** An event's tickets on sale, to choose from; else, in a sentence, why there are none. */
export function EventTickets({ event, promoCode, client = null, ...selector }: EventTicketsProps) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const categories = shownCategories(event);
  if (event.lifecycle_status !== "ENDED" && event.status !== "PAUSED" && hasPublicProducts(categories))
    return (
      <TicketSelector
        event={event}
        categories={categories}
        locale={bcp47}
        promoCode={promoCode}
        client={client}
        {...selector}
      />
    );
  return (
    <Text as="p" tone="muted">
      {event.lifecycle_status === "ENDED"
        ? t`This event has ended.`
        : event.status === "PAUSED"
          ? t`Ticket sales for this event are paused.`
          : t`Tickets for this event will be on sale here soon.`}
    </Text>
  );
}

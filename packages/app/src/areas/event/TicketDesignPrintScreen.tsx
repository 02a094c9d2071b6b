import { useLingui } from "@lingui/react/macro";
import { useCurrentUser } from "@varco/domain/swr";
import { useAdoptUserLocale } from "../../i18n/LocaleProvider";
import { TicketSheets } from "../tickets/TicketView";
import { EventOfAddress } from "./eventArea";
import { sampleOrder, sampleTicket } from "./ticketSample";

/**
 * `/manage/event/:eventId/ticket-designer/print`: a sample ticket on its sheet in the saved design,
 * as the print pages draw it, without the organiser's navigation around it (it would be printed).
 */
export function TicketDesignPrintScreen() {
  const { t } = useLingui();
  // Signed-in screens speak the organiser's language; a sign-in is asked for by the call itself.
  useAdoptUserLocale(useCurrentUser().data?.locale);
  return (
    <EventOfAddress>
      {(loaded) => (
        <TicketSheets
          event={{ ...loaded, organizer: undefined }}
          tickets={[sampleTicket({ holder: t`Sample attendee`, product: t`Admission` })]}
          order={sampleOrder}
          backTo={{
            href: `/manage/event/${loaded.id}/ticket-designer`,
            label: t`Back to the ticket designer`,
          }}
        />
      )}
    </EventOfAddress>
  );
}

export { TicketDesignPrintScreen as Component };

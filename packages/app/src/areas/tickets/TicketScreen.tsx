import { useLingui } from "@lingui/react/macro";
import { usePublicAttendee } from "@varco/domain/swr";
import { useParams } from "react-router-dom";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath } from "../public/PublicPage";
import { PublicRead } from "../public/PublicRead";
import { TicketDetails, TicketPrint } from "./TicketView";

/** /product/{eventId}/{attendeeShortId}: a buyer's ticket, from the link in its mail. */
export function TicketScreen() {
  return <TicketOfAddress print={false} />;
}

/** /product/{eventId}/{attendeeShortId}/print: one ticket on a sheet of paper. */
export function TicketPrintScreen() {
  return <TicketOfAddress print />;
}

/** The ticket of the address: its page, or its sheet to print. */
function TicketOfAddress({ print }: { print: boolean }) {
  const { t } = useLingui();
  const { eventId, attendeeShortId } = useParams();
  const id = idFromPath(eventId);
  const ticket = usePublicAttendee(id ?? undefined, attendeeShortId);

  if (id === null) return <PublicFailure error={null} />;
  // Not found (or of another event) is the public not-found page, as for an event.
  return (
    <PublicRead
      query={ticket}
      loadingLabel={t`Loading the ticket`}
      failure={t`The ticket could not be loaded.`}
      lines={6}
      framed={!print}
    >
      {(found) =>
        !found.event ? (
          <PublicFailure error={null} />
        ) : print ? (
          <TicketPrint ticket={found} event={found.event} />
        ) : (
          <TicketDetails ticket={found} event={found.event} />
        )
      }
    </PublicRead>
  );
}

export { TicketScreen as Component };

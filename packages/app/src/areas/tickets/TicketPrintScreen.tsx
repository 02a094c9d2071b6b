import { useLingui } from "@lingui/react/macro";
import { usePublicAttendee } from "@varco/domain/swr";
import { Box, SkeletonText } from "@varco/ui";
import { useParams } from "react-router-dom";
import { QueryView } from "../../shell/QueryView";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath } from "../public/PublicPage";
import { TicketPrint } from "./TicketView";

/** /product/{eventId}/{attendeeShortId}/print: one ticket on a sheet of paper. */
export function TicketPrintScreen() {
  const { t } = useLingui();
  const { eventId, attendeeShortId } = useParams();
  const id = idFromPath(eventId);
  const ticket = usePublicAttendee(id ?? undefined, attendeeShortId);

  if (id === null) return <PublicFailure error={null} />;
  if (ticket.error) return <PublicFailure error={ticket.error} />;
  return (
    <QueryView
      query={ticket}
      loadingLabel={t`Loading the ticket`}
      failure={t`The ticket could not be loaded.`}
      placeholder={
        <Box as="main" padding="lg">
          <SkeletonText lines={6} />
        </Box>
      }
    >
      {(found) =>
        found.event ? <TicketPrint ticket={found} event={found.event} /> : <PublicFailure error={null} />
      }
    </QueryView>
  );
}

export { TicketPrintScreen as Component };

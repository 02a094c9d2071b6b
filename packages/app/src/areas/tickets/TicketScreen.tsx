import { useLingui } from "@lingui/react/macro";
import { usePublicAttendee } from "@varco/domain/swr";
import { SkeletonText } from "@varco/ui";
import { useLocation, useParams } from "react-router-dom";
import { DeferredLocaleSwitcher } from "../../shell/DeferredLocaleSwitcher";
import { QueryView } from "../../shell/QueryView";
import { PublicFailure } from "../public/PublicFailure";
import { idFromPath, PublicPage } from "../public/PublicPage";
import { TicketDetails } from "./TicketView";

/** /product/{eventId}/{attendeeShortId}: a buyer's ticket, from the link in its mail. */
export function TicketScreen() {
  const { t } = useLingui();
  const { eventId, attendeeShortId } = useParams();
  const { pathname } = useLocation();
  const id = idFromPath(eventId);
  const ticket = usePublicAttendee(id ?? undefined, attendeeShortId);

  if (id === null) return <PublicFailure error={null} />;
  // Not found (or of another event) is the public not-found page, as for an event.
  if (ticket.error) return <PublicFailure error={ticket.error} />;
  return (
    <PublicPage pathname={pathname} languageSwitch={<DeferredLocaleSwitcher />}>
      <QueryView
        query={ticket}
        loadingLabel={t`Loading the ticket`}
        failure={t`The ticket could not be loaded.`}
        placeholder={<SkeletonText lines={6} />}
      >
        {(found) =>
          found.event ? <TicketDetails ticket={found} event={found.event} /> : <PublicFailure error={null} />
        }
      </QueryView>
    </PublicPage>
  );
}

export { TicketScreen as Component };

import type { PublicOrganizerEventsView } from "@varco/domain";
import { useState } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { PublicFailure } from "./PublicFailure";
import { PublicOrganizerContent } from "./PublicOrganizerContent";
import { idFromPath } from "./PublicPage";
import { PublicScreenFrame } from "./PublicRead";

/** /events/{organizerId}/{slug}: an organiser's upcoming events. */
export function PublicOrganizerScreen() {
  return <PublicOrganizerView view="upcoming" preview={false} />;
}

/** /events/{organizerId}/{slug}/past-events. */
export function PublicOrganizerPastEventsScreen() {
  return <PublicOrganizerView view="past" preview={false} />;
}

/** /organizer/{organizerId}/preview: the page for its organiser, whatever the slug. */
export function PublicOrganizerPreviewScreen() {
  return <PublicOrganizerView view="upcoming" preview />;
}

/** The page where the app runs (reached from the app's own links): the address read by the router. */
function PublicOrganizerView({ view, preview }: { view: PublicOrganizerEventsView; preview: boolean }) {
  const { organizerId, organizerSlug } = useParams();
  const { search, hash } = useLocation();
  const id = idFromPath(organizerId);
  // One "now" per visit, so the past-events query keeps one cache key.
  const [now] = useState(() => new Date());
  if (id === null) return <PublicFailure error={null} />;
  return (
    <PublicOrganizerContent
      organizerId={id}
      view={view}
      now={now}
      frame={(content) => <PublicScreenFrame>{content}</PublicScreenFrame>}
      failure={(error) => <PublicFailure error={error} />}
      wrongSlug={(found, base) =>
        !preview && organizerSlug !== found.slug ? (
          <Navigate to={`${base}${view === "past" ? "/past-events" : ""}${search}${hash}`} replace />
        ) : null
      }
    />
  );
}

export { PublicOrganizerScreen as Component };

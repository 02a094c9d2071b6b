import { Navigate } from "react-router-dom";
import { useEventArea } from "./eventArea";

/**
 * `/manage/event/:eventId`: a DRAFT event whose getting-started page is not hidden opens on that
 * checklist (there is nothing to measure yet); every other event opens on its dashboard.
 */
export function EventIndexRedirect() {
  const { event } = useEventArea();
  const gettingStarted = event.status === "DRAFT" && event.settings?.hide_getting_started_page !== true;
  return <Navigate to={gettingStarted ? "getting-started" : "dashboard"} replace />;
}

export { EventIndexRedirect as Component };

import { useOrganizerEvents } from "@varco/domain/swr";
import { EventsList, useEventsAddress } from "../../events/EventsList";
import { ResultScreen } from "../../shell/ErrorScreen";
import { organizerPath, useOrganizerArea } from "./OrganizerLayout";

/** /manage/organizer/{organizerId}/events/{eventsState?}: the organiser's events. */
export function OrganizerEventsScreen() {
  const { organizer } = useOrganizerArea();
  const address = useEventsAddress();
  const events = useOrganizerEvents(organizer.id, address.params);
  const { view } = address;
  if (view === null) return <ResultScreen variant="notFound" />;
  return (
    <EventsList
      address={{ ...address, view }}
      basePath={organizerPath(organizer.id, "events")}
      events={events}
    />
  );
}

export { OrganizerEventsScreen as Component };

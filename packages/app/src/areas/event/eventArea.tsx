import { useLingui } from "@lingui/react/macro";
import type { Event, User } from "@varco/domain";
import { useEvent } from "@varco/domain/swr";
import type { ReactNode } from "react";
import { useOutletContext, useParams } from "react-router-dom";
import { ResultScreen } from "../../shell/ErrorScreen";
import { QueryView, readNow } from "../../shell/QueryView";

/** What the event area's layout knows and gives each of its screens. */
export interface EventArea {
  user: User;
  event: Event;
}

export function useEventArea(): EventArea {
  return useOutletContext<EventArea>();
}

/** The event of the address (`/manage/event/:eventId/…`), or undefined for a malformed id. */
export function useEventId(): number | undefined {
  const { eventId } = useParams();
  const id = Number(eventId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The event's cover image, if it has one. */
export function coverOf(event: Event) {
  return event.images?.find((image) => image.type === "EVENT_COVER");
}

/** Where the public sees the event: its page once live, the preview before. */
export function publicAddressOf(event: Event): string {
  return event.status === "LIVE" ? `/event/${event.id}/${event.slug}` : `/event/${event.id}/preview`;
}

/**
 * The address to send buyers: the public page on the deployment's own origin (`frontendUrl`, the
 * address the reseller publishes, which may differ from the one the organiser is using).
 */
export function shareableAddressOf(event: Event, frontendUrl: string | null, origin: string): string {
  return new URL(`/event/${event.id}/${encodeURIComponent(event.slug)}`, frontendUrl ?? origin).href;
}

/** The event of the address, loaded: its screen, or the not-found, loading or failure one. */
export function EventOfAddress({ children }: { children: (event: Event) => ReactNode }) {
  const { t } = useLingui();
  const eventId = useEventId();
  const event = readNow(useEvent(eventId));
  if (eventId === undefined) return <ResultScreen variant="notFound" />;
  return (
    <QueryView
      query={event}
      loadingLabel={t`Loading the event`}
      failure={t`The event could not be loaded.`}
      notFound={<ResultScreen variant="notFound" />}
      padding="lg"
      rowHeight={120}
    >
      {children}
    </QueryView>
  );
}

import { useLingui } from "@lingui/react/macro";
import type { PublicEvent } from "@varco/domain";
import { usePublicEvent } from "@varco/domain/swr";
import { Heading, SkeletonText, Stack, Text } from "@varco/ui";
import { Navigate, useLocation, useParams, useSearchParams } from "react-router-dom";
import { EventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { idFromPath, PublicFailure, PublicPage } from "./PublicPage";

/** /e/{eventId}/{slug} and /event/{eventId}/{slug}: an event as the public sees it. */
export function PublicEventScreen() {
  return <PublicEventView preview={false} />;
}

/** /event/{eventId}/preview: the same page for its organiser, whatever the slug. */
export function PublicEventPreviewScreen() {
  return <PublicEventView preview />;
}

function PublicEventView({ preview }: { preview: boolean }) {
  const { eventId, eventSlug } = useParams();
  const { pathname, search, hash } = useLocation();
  const [searchParams] = useSearchParams();
  const id = idFromPath(eventId);
  const event = usePublicEvent(id ?? undefined, searchParams.get("promo_code") ?? undefined);

  if (id === null) return <PublicFailure error={null} />;
  if (event.error) return <PublicFailure error={event.error} />;
  if (!event.data) return <LoadingEvent />;

  // A renamed event keeps its old links working: they lead to the current address (SPEC.md §2).
  if (!preview && eventSlug !== event.data.slug) {
    const prefix = pathname.startsWith("/e/") ? "/e" : "/event";
    return <Navigate to={`${prefix}/${id}/${encodeURIComponent(event.data.slug)}${search}${hash}`} replace />;
  }
  return <EventDetails event={event.data} />;
}

function LoadingEvent() {
  const { t } = useLingui();
  return (
    <PublicPage>
      <Stack gap="md" aria-busy="true" role="status" aria-label={t`Loading the event`}>
        <SkeletonText lines={1} lastLineWidth="60%" />
        <SkeletonText lines={4} />
      </Stack>
    </PublicPage>
  );
}

function EventDetails({ event }: { event: PublicEvent }) {
  const { bcp47 } = useLocaleControls();
  usePageTitle(event.title);
  const place = [event.location_details?.venue_name, event.location_details?.city].filter(Boolean).join(", ");
  return (
    <PublicPage>
      <Stack gap="md">
        <Heading level={1}>{event.title}</Heading>
        <Text as="p" size="lg">
          <EventDates event={event} locale={bcp47} />
        </Text>
        {place ? <Text as="p">{place}</Text> : null}
        {event.description_preview ? (
          <Text as="p" tone="muted">
            {event.description_preview}
          </Text>
        ) : null}
      </Stack>
    </PublicPage>
  );
}

import { useLingui } from "@lingui/react/macro";
import { type Event, isApiError } from "@varco/domain";
import { useEvent } from "@varco/domain/swr";
import { Button, Skeleton, Stack, Text } from "@varco/ui";
import { useParams } from "react-router-dom";
import { ResultScreen } from "../../shell/ErrorScreen";

/** The event of the address (`/manage/event/:eventId/…`), or undefined for a malformed id. */
export function useEventId(): number | undefined {
  const { eventId } = useParams();
  const id = Number(eventId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The event of the address, loaded once for the layout and every screen under it (SWR shares it). */
export function useCurrentEvent() {
  const eventId = useEventId();
  return { eventId, ...useEvent(eventId) };
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

/** Placeholders while the event loads, named for assistive technology. */
export function EventLoading() {
  const { t } = useLingui();
  return (
    <Stack gap="md" padding="lg" aria-busy="true" aria-label={t`Loading the event`} role="status">
      <Skeleton shape="text" width="40%" height={32} />
      <Skeleton shape="rect" height={120} />
      <Skeleton shape="rect" height={120} />
    </Stack>
  );
}

/**
 * A failed load: not found for an unknown (or another account's) event, or for no event id at all
 * (`error` undefined); any other failure offers a retry.
 */
export function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  if (error === undefined || (isApiError(error) && error.status === 404))
    return <ResultScreen variant="notFound" />;
  return (
    <Stack gap="sm" align="start" padding="lg" role="alert">
      <Text tone="danger">{t`The event could not be loaded.`}</Text>
      <Button variant="outline" onPress={onRetry}>
        {t`Try again`}
      </Button>
    </Stack>
  );
}

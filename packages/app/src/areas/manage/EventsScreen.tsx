import { useLingui } from "@lingui/react/macro";
import type { Event, EventStatus } from "@varco/domain";
import { useEvents } from "@varco/domain/swr";
import { Badge, type BadgeTone, Button, Card, EmptyState, Heading, Skeleton, Stack, Text } from "@varco/ui";
import { EventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageTitle } from "../../shell/RuntimeConfigContext";

const statusTones: Record<EventStatus, BadgeTone> = {
  DRAFT: "neutral",
  LIVE: "success",
  PAUSED: "warning",
  ARCHIVED: "neutral",
};

/** /manage/events: the account's events, newest work first. */
export function EventsScreen() {
  const { t } = useLingui();
  const title = t`Events`;
  usePageTitle(title);
  const events = useEvents();

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      {events.data ? (
        events.data.data.length === 0 ? (
          <EmptyState
            title={t`No events yet`}
            description={t`The events you create appear here, ready to be published.`}
          />
        ) : (
          <Stack as="ul" gap="md" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {events.data.data.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </Stack>
        )
      ) : events.error ? (
        <Stack gap="sm" align="start" role="alert">
          <Text tone="danger">{t`Your events could not be loaded.`}</Text>
          <Button variant="outline" onPress={() => void events.mutate()}>
            {t`Try again`}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t`Loading events`} role="status">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height={96} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function EventCard({ event }: { event: Event }) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const statusLabels: Record<EventStatus, string> = {
    DRAFT: t`Draft`,
    LIVE: t`Live`,
    PAUSED: t`Paused`,
    ARCHIVED: t`Archived`,
  };
  return (
    <Card
      title={event.title}
      titleLevel={2}
      description={<EventDates event={event} locale={bcp47} />}
      actions={
        <Badge tone={statusTones[event.status]} dot>
          {statusLabels[event.status]}
        </Badge>
      }
    />
  );
}

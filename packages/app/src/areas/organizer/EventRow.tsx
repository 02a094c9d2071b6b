import { useLingui } from "@lingui/react/macro";
import type { Event, EventStatus } from "@varco/domain";
import { Badge, type BadgeTone, Card, Link } from "@varco/ui";
import { EventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";

const tones: Record<EventStatus, BadgeTone> = {
  DRAFT: "neutral",
  LIVE: "success",
  PAUSED: "warning",
  ARCHIVED: "neutral",
};

/** An event's status as a coloured badge, in the interface's language. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useLingui();
  const labels: Record<EventStatus, string> = {
    DRAFT: t`Draft`,
    LIVE: t`Live`,
    PAUSED: t`Paused`,
    ARCHIVED: t`Archived`,
  };
  return (
    <Badge tone={tones[status]} dot>
      {labels[status]}
    </Badge>
  );
}

/** One event of an organiser's lists: its title (to its management pages), dates and status. */
export function EventRow({ event, headingLevel = 3 }: { event: Event; headingLevel?: 2 | 3 }) {
  const { bcp47 } = useLocaleControls();
  return (
    <Card
      title={
        <Link href={`/manage/event/${event.id}`} variant="standalone">
          {event.title}
        </Link>
      }
      titleLevel={headingLevel}
      description={<EventDates event={event} locale={bcp47} />}
      actions={<EventStatusBadge status={event.status} />}
    />
  );
}

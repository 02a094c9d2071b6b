import type { Event } from "@varco/domain";
import { Card, Inline, Link } from "@varco/ui";
import { EventDates } from "../format/EventDates";
import { EventStatusBadge } from "../format/EventStatusBadge";
import { useLocaleControls } from "../i18n/LocaleProvider";
import { EventActionsMenu } from "./EventActions";

/**
 * One event of a list: its title (to its management pages), dates and status; with `withActions`,
 * its menu (duplicate, delete).
 */
export function EventRow({
  event,
  headingLevel = 3,
  withActions = false,
}: {
  event: Event;
  headingLevel?: 2 | 3;
  withActions?: boolean;
}) {
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
      actions={
        withActions ? (
          <Inline gap="sm" align="center">
            <EventStatusBadge status={event.status} />
            <EventActionsMenu event={event} />
          </Inline>
        ) : (
          <EventStatusBadge status={event.status} />
        )
      }
    />
  );
}

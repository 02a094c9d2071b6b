import type { Event } from "@varco/domain";
import { Card, Link } from "@varco/ui";
import { EventDates } from "../format/EventDates";
import { EventStatusBadge } from "../format/EventStatusBadge";
import { useLocaleControls } from "../i18n/LocaleProvider";

/** One event of a list: its title (to its management pages), dates and status. */
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

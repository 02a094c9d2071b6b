import { useLingui } from "@lingui/react/macro";
import type { EventStatus } from "@varco/domain";
import { Badge, type BadgeTone } from "@varco/ui";

const eventStatusTones: Record<EventStatus, BadgeTone> = {
  DRAFT: "neutral",
  LIVE: "success",
  PAUSED: "warning",
  ARCHIVED: "neutral",
};

/** An event's status as a coloured badge, in the interface's language (every event list and page). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useLingui();
  const labels: Record<EventStatus, string> = {
    DRAFT: t`Draft`,
    LIVE: t`Live`,
    PAUSED: t`Paused`,
    ARCHIVED: t`Archived`,
  };
  return (
    <Badge tone={eventStatusTones[status]} dot>
      {labels[status]}
    </Badge>
  );
}

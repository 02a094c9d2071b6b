import { useOrganizerArea } from "../organizer/OrganizerLayout";
import { WebhooksScreen } from "./WebhooksScreen";

/**
 * `/manage/organizer/:organizerId/webhooks`: the webhooks that hear about every event of the
 * organiser, inside its frame (which names the page and titles the tab).
 */
export function OrganizerWebhooksScreen() {
  const { organizer } = useOrganizerArea();
  return <WebhooksScreen scope={{ organizerId: organizer.id }} nested />;
}

export { OrganizerWebhooksScreen as Component };

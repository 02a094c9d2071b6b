import { useLingui } from "@lingui/react/macro";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEventArea } from "../event/eventArea";
import { WebhooksScreen } from "./WebhooksScreen";

/** `/manage/event/:eventId/webhooks`: the webhooks that hear about this event only. */
export function EventWebhooksScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  usePageTitle(`${t`Webhooks`} · ${event.title}`);
  return <WebhooksScreen scope={{ eventId: event.id }} />;
}

export { EventWebhooksScreen as Component };

import { useLingui } from "@lingui/react/macro";
import { type Event, eventHomepageDesignSchema } from "@varco/domain";
import { usePublicEvent, useUpdateEventSettings } from "@varco/domain/swr";
import { Heading, SkeletonText, Stack } from "@varco/ui";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { HomepageDesigner, useHomepageDesignForm } from "../designer/HomepageDesigner";
import { EventDetails } from "../public/EventDetails";
import { DesignOf } from "../public/PageDesign";
import { PublicPage } from "../public/PublicPage";
import { publicAddressOf, useEventArea } from "./eventArea";

/**
 * `/manage/event/:eventId/homepage-designer`: the event page's colours, mode and background,
 * with the event's public page drawn beside them in the design on screen. Saved with
 * `PATCH events/{id}/settings`, the public page wears it (docs/rules/homepage-design.md).
 */
export function HomepageDesignerScreen() {
  const { event } = useEventArea();
  return <Designer key={event.id} event={event} />;
}

function Designer({ event }: { event: Event }) {
  const { t } = useLingui();
  usePageTitle(`${t`Homepage designer`} · ${event.title}`);
  const update = useUpdateEventSettings();
  const shown = usePublicEvent(event.id);
  const form = useHomepageDesignForm({
    page: "event",
    settings: event.settings,
    schema: eventHomepageDesignSchema,
    submit: (body) => update.trigger(event.id, body),
  });
  const address = publicAddressOf(event);
  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{t`Homepage designer`}</Heading>
      <HomepageDesigner
        page="event"
        form={form}
        coverHref={`/manage/event/${event.id}/settings#cover`}
        publicHref={address}
        preview={(settings) => (
          <QueryView
            query={shown}
            loadingLabel={t`Loading the event`}
            failure={t`The event could not be loaded.`}
            placeholder={<SkeletonText lines={6} />}
          >
            {(found) => (
              <DesignOf subject={{ settings, images: found.images }} fillsScreen={false}>
                <PublicPage pathname={address} languageSwitch={null}>
                  <EventDetails event={found} promoRefused={false} />
                </PublicPage>
              </DesignOf>
            )}
          </QueryView>
        )}
      />
    </Stack>
  );
}

export { HomepageDesignerScreen as Component };

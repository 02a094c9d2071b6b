import { useLingui } from "@lingui/react/macro";
import { type Organizer, organizerHomepageDesignSchema } from "@varco/domain";
import { useOrganizerSettings, useUpdateOrganizerSettings } from "@varco/domain/swr";
import { SkeletonText, Text } from "@varco/ui";
import { useState } from "react";
import { QueryView } from "../../shell/QueryView";
import { HomepageDesigner, useHomepageDesignForm } from "../designer/HomepageDesigner";
import { PublicOrganizerContent } from "../public/PublicOrganizerContent";
import { PublicPage } from "../public/PublicPage";
import { organizerPath, useOrganizerArea } from "./OrganizerLayout";

/**
 * `/manage/organizer/:organizerId/organizer-homepage-designer`: the organiser page's accent,
 * background and mode, with the organiser's public page drawn beside them in the design on
 * screen. Saved with `PATCH organizers/{id}/settings` (docs/rules/homepage-design.md).
 */
export function OrganizerHomepageDesignerScreen() {
  const { t } = useLingui();
  const { organizer } = useOrganizerArea();
  const settings = useOrganizerSettings(organizer.id);
  return (
    <QueryView
      query={settings}
      loadingLabel={t`Loading the organiser`}
      failure={t`The organiser's settings could not be loaded.`}
      placeholder={<SkeletonText lines={6} />}
    >
      {(saved) => <Designer key={organizer.id} organizer={organizer} settings={saved} />}
    </QueryView>
  );
}

function Designer({
  organizer,
  settings,
}: {
  organizer: Organizer;
  settings: NonNullable<Organizer["settings"]>;
}) {
  const { t } = useLingui();
  const save = useUpdateOrganizerSettings();
  // One "now" for the preview's list of events.
  const [now] = useState(() => new Date());
  const form = useHomepageDesignForm({
    page: "organizer",
    settings,
    schema: organizerHomepageDesignSchema,
    submit: (body) => save.trigger(organizer.id, body),
  });
  const address = `/organizer/${organizer.id}/preview`;
  return (
    <HomepageDesigner
      page="organizer"
      form={form}
      coverHref={organizerPath(organizer.id, "settings")}
      publicHref={address}
      preview={(design) => (
        <PublicOrganizerContent
          organizerId={organizer.id}
          view="upcoming"
          now={now}
          design={design}
          frame={(content) => (
            <PublicPage pathname={address} languageSwitch={null}>
              {content}
            </PublicPage>
          )}
          failure={() => (
            <Text as="p" tone="danger">
              {t`The organiser could not be loaded.`}
            </Text>
          )}
        />
      )}
    />
  );
}

export { OrganizerHomepageDesignerScreen as Component };

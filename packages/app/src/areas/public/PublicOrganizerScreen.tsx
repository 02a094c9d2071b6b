import { useLingui } from "@lingui/react/macro";
import {
  addressLines,
  isApiError,
  type PublicEvent,
  type PublicOrganizer,
  type PublicOrganizerEventsView,
  publicOrganizerEventsQuery,
} from "@varco/domain";
import { usePublicOrganizer, usePublicOrganizerEvents } from "@varco/domain/swr";
import {
  Avatar,
  Box,
  Card,
  CoverImage,
  EmptyState,
  Heading,
  Inline,
  Link,
  SkeletonText,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from "@varco/ui";
import { Fragment, useState } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { countryNameIn } from "../../format/countryName";
import { coverPicture, publicCoverSizes } from "../../format/coverPicture";
import { EventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { DeferredLocaleSwitcher } from "../../shell/DeferredLocaleSwitcher";
import { QueryView } from "../../shell/QueryView";
import {
  usePageDescription,
  usePageIndexing,
  usePageTitle,
  useRuntimeConfig,
} from "../../shell/RuntimeConfigContext";
import { HomepagePasswordForm, rememberedHomepagePassword } from "./HomepagePasswordForm";
import { OrganizerContactForm } from "./OrganizerContactForm";
import { PublicFailure } from "./PublicFailure";
import { idFromPath, PublicPage } from "./PublicPage";
import { safeWebAddress, socialProfiles } from "./socialLinks";

/** /events/{organizerId}/{slug}: an organiser's upcoming events. */
export function PublicOrganizerScreen() {
  return <PublicOrganizerView view="upcoming" preview={false} />;
}

/** /events/{organizerId}/{slug}/past-events. */
export function PublicOrganizerPastEventsScreen() {
  return <PublicOrganizerView view="past" preview={false} />;
}

/** /organizer/{organizerId}/preview: the page for its organiser, whatever the slug. */
export function PublicOrganizerPreviewScreen() {
  return <PublicOrganizerView view="upcoming" preview />;
}

function PublicOrganizerView({ view, preview }: { view: PublicOrganizerEventsView; preview: boolean }) {
  const { t } = useLingui();
  const { organizerId, organizerSlug } = useParams();
  const { pathname, search, hash } = useLocation();
  const id = idFromPath(organizerId);
  // A password-protected page: the one remembered for this visit, or the one just entered.
  const [password, setPassword] = useState(() => (id === null ? undefined : rememberedHomepagePassword(id)));
  const organizer = usePublicOrganizer(id ?? undefined, undefined, password);
  const locked = isApiError(organizer.error) && organizer.error.status === 403;

  if (id === null) return <PublicFailure error={null} />;
  if (locked) {
    return (
      <PublicPage pathname={pathname} languageSwitch={<DeferredLocaleSwitcher />}>
        <HomepagePasswordForm
          organizerId={id}
          onUnlocked={(given) => {
            setPassword(given);
          }}
        />
      </PublicPage>
    );
  }
  // A failed read is the page's own result (not found, or the error page), outside its frame.
  if (organizer.error) return <PublicFailure error={organizer.error} />;
  return (
    <PublicPage pathname={pathname} languageSwitch={<DeferredLocaleSwitcher />}>
      <QueryView
        query={organizer}
        loadingLabel={t`Loading`}
        failure={t`The organiser could not be loaded.`}
        placeholder={<SkeletonText lines={5} />}
      >
        {(found) => {
          const base = `/events/${id}/${encodeURIComponent(found.slug)}`;
          if (!preview && organizerSlug !== found.slug)
            return (
              <Navigate to={`${base}${view === "past" ? "/past-events" : ""}${search}${hash}`} replace />
            );
          return <OrganizerPage organizer={found} view={view} base={base} password={password} />;
        }}
      </QueryView>
    </PublicPage>
  );
}

/** The first sentence-sized part of a text, for a search result's snippet. */
function snippetOf(text: string | null | undefined, length = 160): string {
  const flat = (text ?? "").replace(/\s+/gu, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

function imageOf(images: PublicOrganizer["images"], type: string) {
  return images?.filter((image) => image.type === type).at(-1);
}

function OrganizerPage({
  organizer,
  view,
  base,
  password,
}: {
  organizer: PublicOrganizer;
  view: PublicOrganizerEventsView;
  base: string;
  password: string | undefined;
}) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const settings = organizer.settings;
  usePageTitle(settings?.seo_title || organizer.name);
  usePageDescription(settings?.seo_description || snippetOf(organizer.description));
  usePageIndexing(settings?.allow_search_engine_indexing ?? true);
  const cover = coverPicture(imageOf(organizer.images, "ORGANIZER_COVER"), null);
  const logo = imageOf(organizer.images, "ORGANIZER_LOGO")?.url;
  const place = addressLines(settings?.location_details, countryNameIn(bcp47));
  const website = safeWebAddress(settings?.website_url) ?? safeWebAddress(organizer.website);
  const profiles = socialProfiles(settings?.social_media_handles);
  const isPublic = organizer.status === "LIVE";

  return (
    <Stack gap="xl">
      <Stack gap="lg">
        {cover ? <CoverImage {...cover} sizes={publicCoverSizes} alt="" radius="lg" maxHeight="md" /> : null}
        <Inline gap="md" align="center">
          <Avatar name={organizer.name} src={logo} size="xl" tone="primary" />
          <Box grow breakWords>
            <Heading level={1}>{organizer.name}</Heading>
          </Box>
        </Inline>
        {isPublic ? null : (
          <Text as="p" tone="muted" role="note">
            {t`This page is not public yet: only your team sees it. Publish the organiser to show it to everyone.`}
          </Text>
        )}
      </Stack>
      <Inline gap="xl" align="start" collapseBelow="md">
        <Box grow={2} width="full">
          <Stack gap="xl">
            {organizer.description ? (
              <Stack gap="sm" data-testid="organizer-description">
                <PlainText text={organizer.description} />
              </Stack>
            ) : null}
            <OrganizerEvents organizerId={organizer.id} view={view} base={base} password={password} />
          </Stack>
        </Box>
        <Box as="aside" grow width="full" aria-label={t`About the organiser`}>
          <Stack gap="lg">
            {website || profiles.length > 0 || place.length > 0 ? (
              <Card title={t`Find us`} titleLevel={2} padding="md">
                <Stack gap="md">
                  {place.length > 0 ? <Text as="p">{place.join(", ")}</Text> : null}
                  {website || profiles.length > 0 ? (
                    <Stack as="ul" gap="xs" aria-label={t`Links`}>
                      {website ? (
                        <li>
                          <Link href={website} isExternal variant="standalone">
                            {t`Website`}
                          </Link>
                        </li>
                      ) : null}
                      {profiles.map((profile) => (
                        <li key={profile.network}>
                          {profile.href ? (
                            <Link href={profile.href} isExternal variant="standalone">
                              {profile.name}
                            </Link>
                          ) : (
                            <Text>
                              {profile.name}: {profile.handle}
                            </Text>
                          )}
                        </li>
                      ))}
                    </Stack>
                  ) : null}
                </Stack>
              </Card>
            ) : null}
            {isPublic ? (
              <Card
                title={t`Contact the organiser`}
                titleLevel={2}
                padding="md"
                description={t`Questions about an event? Write here and the organiser will reply to your email.`}
              >
                <OrganizerContactForm
                  organizerId={organizer.id}
                  organizerName={organizer.name}
                  password={password}
                />
              </Card>
            ) : null}
          </Stack>
        </Box>
      </Inline>
    </Stack>
  );
}

/** Text as the organiser typed it: a blank line starts a paragraph, a line break stays one. */
function PlainText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, never reordered
        <Text as="p" key={index}>
          {paragraph.split("\n").map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph, never reordered
            <Fragment key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </>
  );
}

function OrganizerEvents({
  organizerId,
  view,
  base,
  password,
}: {
  organizerId: number;
  view: PublicOrganizerEventsView;
  base: string;
  password: string | undefined;
}) {
  const { t } = useLingui();
  // One "now" per visit, so the past-events query keeps one cache key.
  const [now] = useState(() => new Date());
  const events = usePublicOrganizerEvents(
    organizerId,
    publicOrganizerEventsQuery(view, now),
    undefined,
    password,
  );
  return (
    <Tabs selectedKey={view}>
      <TabList aria-label={t`Events of this organiser`}>
        <Tab id="upcoming" href={base}>
          {t`Upcoming events`}
        </Tab>
        <Tab id="past" href={`${base}/past-events`}>
          {t`Past events`}
        </Tab>
      </TabList>
      <TabPanel id={view}>
        <QueryView
          query={events}
          loadingLabel={t`Loading events`}
          failure={t`The events could not be loaded.`}
          placeholder={<SkeletonText lines={4} />}
        >
          {({ data: list }) =>
            list.length === 0 ? (
              <EmptyState
                title={view === "past" ? t`No past events` : t`No upcoming events`}
                description={view === "past" ? undefined : t`Come back soon: new events will appear here.`}
              />
            ) : (
              <Stack as="ul" gap="md">
                {list.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </Stack>
            )
          }
        </QueryView>
      </TabPanel>
    </Tabs>
  );
}

/** One event on the organiser's page: its cover (else the deployment's image), title, dates and town. */
function EventCard({ event }: { event: PublicEvent }) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const { defaultImageUrl } = useRuntimeConfig();
  const cover = coverPicture(
    event.images?.find((image) => image.type === "EVENT_COVER"),
    defaultImageUrl,
  );
  const town = event.location_details?.city;
  return (
    <Card
      title={event.title}
      titleLevel={2}
      href={`/event/${event.id}/${encodeURIComponent(event.slug)}`}
      padding="md"
      description={
        <>
          <EventDates event={event} locale={bcp47} />
          {town ? ` · ${town}` : null}
          {event.status === "PAUSED" ? ` · ${t`Sales paused`}` : null}
        </>
      }
    >
      {cover ? <CoverImage {...cover} sizes={publicCoverSizes} alt="" radius="md" maxHeight="sm" /> : null}
    </Card>
  );
}

export { PublicOrganizerScreen as Component };

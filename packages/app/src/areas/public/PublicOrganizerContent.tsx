import { useLingui } from "@lingui/react/macro";
import {
  addressLines,
  type HomepageDesignSettings,
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
  NavTabs,
  SkeletonText,
  Stack,
  Text,
} from "@varco/ui";
import { Fragment, type ReactNode, useEffect, useState } from "react";
import { countryNameIn } from "../../format/countryName";
import { coverPicture, publicCoverSizes, smallImageUrl } from "../../format/coverPicture";
import { EventDates } from "../../format/EventDates";
import { snippet } from "../../format/snippet";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { QueryView } from "../../shell/QueryView";
import {
  usePageDescription,
  usePageIndexing,
  usePagePreview,
  usePageTitle,
  useRuntimeConfig,
} from "../../shell/RuntimeConfigContext";
import { HomepagePasswordForm, rememberedHomepagePassword } from "./HomepagePasswordForm";
import { OrganizerContactForm } from "./OrganizerContactForm";
import { DesignOf } from "./PageDesign";
import { safeWebAddress, socialProfiles } from "./socialLinks";

export interface PublicOrganizerContentProps {
  organizerId: number;
  view: PublicOrganizerEventsView;
  /**
   * "Now" for the list of past events: one per visit, so the list keeps one cache key (the server
   * gives the one it used, so the browser reads the same list it drew).
   */
  now: Date;
  /** The frame around the page: the app's, or the one of a page the server drew. */
  frame: (content: ReactNode) => ReactNode;
  /** What to show when the organiser cannot be read (not found, or the error page). */
  failure: (error: unknown) => ReactNode;
  /** The server found the page protected: the password form, until a password is given. */
  locked?: boolean;
  /** What to show instead when the address's slug is not the organiser's (the app leads there). */
  wrongSlug?: (organizer: PublicOrganizer, base: string) => ReactNode | null;
  /** The design to wear instead of the saved one: the organiser homepage designer's, not saved yet. */
  design?: HomepageDesignSettings;
}

/**
 * An organiser's public page, by id: its picture, description, links, contact form and events,
 * or the password form of a protected page. Without the router: the app's screens and the page
 * the server draws both use it.
 */
export function PublicOrganizerContent({
  organizerId,
  view,
  now,
  frame,
  failure,
  locked: lockedOnServer = false,
  wrongSlug,
  design,
}: PublicOrganizerContentProps) {
  const { t } = useLingui();
  // A password-protected page: the one remembered for this visit (read once the page is up, so
  // the first drawing is the server's), or the one just entered.
  const [password, setPassword] = useState<string | undefined>(undefined);
  useEffect(() => {
    const remembered = rememberedHomepagePassword(organizerId);
    if (remembered !== undefined) setPassword(remembered);
  }, [organizerId]);
  // A page known to be protected is not asked for without its password.
  const waiting = lockedOnServer && password === undefined;
  const organizer = usePublicOrganizer(waiting ? undefined : organizerId, undefined, password);
  const locked = waiting || (isApiError(organizer.error) && organizer.error.status === 403);

  if (locked) {
    return frame(<HomepagePasswordForm organizerId={organizerId} onUnlocked={setPassword} />);
  }
  // A failed read is the page's own result (not found, or the error page), outside its frame.
  if (organizer.error) return failure(organizer.error);
  // The page wears the organiser's design from its first drawing (the server read the organiser).
  return (
    <DesignOf subject={design ? { ...organizer.data, settings: design } : organizer.data}>
      {frame(
        <QueryView
          query={organizer}
          loadingLabel={t`Loading`}
          failure={t`The organiser could not be loaded.`}
          placeholder={<SkeletonText lines={5} />}
        >
          {(found) => {
            const base = `/events/${organizerId}/${encodeURIComponent(found.slug)}`;
            return (
              wrongSlug?.(found, base) ?? (
                <OrganizerPage organizer={found} view={view} base={base} password={password} now={now} />
              )
            );
          }}
        </QueryView>,
      )}
    </DesignOf>
  );
}

function imageOf(images: PublicOrganizer["images"], type: string) {
  return images?.filter((image) => image.type === type).at(-1);
}

function OrganizerPage({
  organizer,
  view,
  base,
  password,
  now,
}: {
  organizer: PublicOrganizer;
  view: PublicOrganizerEventsView;
  base: string;
  password: string | undefined;
  now: Date;
}) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const settings = organizer.settings;
  usePageTitle(settings?.seo_title || organizer.name);
  usePageDescription(settings?.seo_description || snippet(organizer.description) || "");
  usePageIndexing(settings?.allow_search_engine_indexing ?? true);
  const cover = coverPicture(imageOf(organizer.images, "ORGANIZER_COVER"), null);
  const logo = smallImageUrl(imageOf(organizer.images, "ORGANIZER_LOGO"));
  const place = addressLines(settings?.location_details, countryNameIn(bcp47));
  const website = safeWebAddress(settings?.website_url) ?? safeWebAddress(organizer.website);
  const profiles = socialProfiles(settings?.social_media_handles);
  const isPublic = organizer.status === "LIVE";
  const preview = usePagePreview();

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
            <OrganizerEvents
              organizerId={organizer.id}
              view={view}
              base={base}
              password={password}
              now={now}
            />
          </Stack>
        </Box>
        {/* A preview lies inside a screen's main part, where a side landmark has no place. */}
        <Box
          as={preview ? "div" : "aside"}
          grow
          width="full"
          aria-label={preview ? undefined : t`About the organiser`}
        >
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
  now,
}: {
  organizerId: number;
  view: PublicOrganizerEventsView;
  base: string;
  password: string | undefined;
  now: Date;
}) {
  const { t } = useLingui();
  const events = usePublicOrganizerEvents(
    organizerId,
    publicOrganizerEventsQuery(view, now),
    undefined,
    password,
  );
  return (
    <Stack gap="md">
      {/* Each list is a page of its own: plain links, no script to take over. */}
      <NavTabs
        aria-label={t`Events of this organiser`}
        current={view === "past" ? `${base}/past-events` : base}
        tabs={[
          { href: base, label: t`Upcoming events` },
          { href: `${base}/past-events`, label: t`Past events` },
        ]}
      />
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
    </Stack>
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

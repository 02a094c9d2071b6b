import { useLingui } from "@lingui/react/macro";
import { isApiError, type PublicOrganizerEventsView, publicOrganizerEventsQuery } from "@varco/domain";
import { usePublicOrganizer, usePublicOrganizerEvents } from "@varco/domain/swr";
import { Card, EmptyState, Heading, Inline, Link, SkeletonText, Stack } from "@varco/ui";
import { useState } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { EventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { HomepagePasswordForm, rememberedHomepagePassword } from "./HomepagePasswordForm";
import { idFromPath, PublicFailure, PublicPage } from "./PublicPage";

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
  const { bcp47 } = useLocaleControls();
  const { organizerId, organizerSlug } = useParams();
  const { search, hash } = useLocation();
  const id = idFromPath(organizerId);
  // One "now" per visit, so the past-events query keeps one cache key.
  const [now] = useState(() => new Date());
  // A password-protected page: the one remembered for this visit, or the one just entered.
  const [password, setPassword] = useState(() => (id === null ? undefined : rememberedHomepagePassword(id)));
  const organizer = usePublicOrganizer(id ?? undefined, undefined, password);
  const locked = isApiError(organizer.error) && organizer.error.status === 403;
  const events = usePublicOrganizerEvents(
    locked ? undefined : (id ?? undefined),
    publicOrganizerEventsQuery(view, now),
    undefined,
    password,
  );
  usePageTitle(organizer.data?.name);

  if (id === null) return <PublicFailure error={null} />;
  if (locked) {
    return (
      <PublicPage>
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
    <PublicPage>
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
          return (
            <Stack gap="lg">
              <Heading level={1}>{found.name}</Heading>
              <Inline as="nav" gap="md" aria-label={t`Events of this organiser`}>
                <Link
                  href={base}
                  variant="standalone"
                  aria-current={view === "upcoming" ? "page" : undefined}
                >
                  {t`Upcoming events`}
                </Link>
                <Link
                  href={`${base}/past-events`}
                  variant="standalone"
                  aria-current={view === "past" ? "page" : undefined}
                >
                  {t`Past events`}
                </Link>
              </Inline>
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
                      description={
                        view === "past" ? undefined : t`Come back soon: new events will appear here.`
                      }
                    />
                  ) : (
                    <Stack as="ul" gap="md">
                      {list.map((event) => (
                        <li key={event.id}>
                          <Card
                            title={event.title}
                            titleLevel={2}
                            href={`/event/${event.id}/${encodeURIComponent(event.slug)}`}
                            description={<EventDates event={event} locale={bcp47} />}
                          />
                        </li>
                      ))}
                    </Stack>
                  )
                }
              </QueryView>
            </Stack>
          );
        }}
      </QueryView>
    </PublicPage>
  );
}

export { PublicOrganizerScreen as Component };

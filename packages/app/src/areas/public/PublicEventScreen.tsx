import { useLingui } from "@lingui/react/macro";
import { addressLines, type PublicEvent } from "@varco/domain";
import { usePublicEvent } from "@varco/domain/swr";
import { Avatar, Box, Card, CoverImage, Heading, Inline, Link, SkeletonText, Stack, Text } from "@varco/ui";
import { Navigate, useLocation, useParams, useSearchParams } from "react-router-dom";
import { countryNameIn } from "../../format/countryName";
import { coverPicture, publicCoverSizes } from "../../format/coverPicture";
import { EventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { QueryView } from "../../shell/QueryView";
import {
  usePageDescription,
  usePageIndexing,
  usePageTitle,
  useRuntimeConfig,
} from "../../shell/RuntimeConfigContext";
import { idFromPath, PublicFailure, PublicPage } from "./PublicPage";
import { checkPromoCode } from "./promoCode";

/** /e/{eventId}/{slug} and /event/{eventId}/{slug}: an event as the public sees it. */
export function PublicEventScreen() {
  return <PublicEventView preview={false} />;
}

/** /event/{eventId}/preview: the same page for its organiser, whatever the slug. */
export function PublicEventPreviewScreen() {
  return <PublicEventView preview />;
}

function PublicEventView({ preview }: { preview: boolean }) {
  const { t } = useLingui();
  const { eventId, eventSlug } = useParams();
  const { pathname, search, hash } = useLocation();
  const [searchParams] = useSearchParams();
  const id = idFromPath(eventId);
  // Checked before the event is asked for: a malformed code is never sent.
  const promo = checkPromoCode(searchParams.get("promo_code"));
  const event = usePublicEvent(id ?? undefined, promo.status === "valid" ? promo.code : undefined);

  if (id === null) return <PublicFailure error={null} />;
  // A failed read is the page's own result (not found, or the error page), outside its frame.
  if (event.error) return <PublicFailure error={event.error} />;
  const prefix = pathname.startsWith("/e/") ? "/e" : "/event";
  return (
    <PublicPage>
      <QueryView
        query={event}
        loadingLabel={t`Loading the event`}
        failure={t`The event could not be loaded.`}
        placeholder={
          <>
            <SkeletonText lines={1} lastLineWidth="60%" />
            <SkeletonText lines={4} />
          </>
        }
      >
        {(found) =>
          // A renamed event keeps its old links working: they lead to the current address.
          !preview && eventSlug !== found.slug ? (
            <Navigate to={`${prefix}/${id}/${encodeURIComponent(found.slug)}${search}${hash}`} replace />
          ) : (
            <EventDetails event={found} promoRefused={promo.status === "invalid"} />
          )
        }
      </QueryView>
    </PublicPage>
  );
}

function EventDetails({ event, promoRefused }: { event: PublicEvent; promoRefused: boolean }) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const { defaultImageUrl } = useRuntimeConfig();
  usePageTitle(event.settings?.seo_title || event.title);
  usePageDescription(event.settings?.seo_description || event.description_preview || "");
  usePageIndexing(event.settings?.allow_search_engine_indexing ?? true);
  // The event's cover, else the deployment's default image, else none.
  const cover = coverPicture(
    event.images?.find((image) => image.type === "EVENT_COVER"),
    defaultImageUrl,
  );
  const place = addressLines(event.location_details, countryNameIn(bcp47));
  const organizer = event.organizer;

  return (
    <Stack gap="lg">
      {cover ? <CoverImage {...cover} sizes={publicCoverSizes} alt="" radius="lg" /> : null}
      <Stack gap="sm">
        <Heading level={1}>{event.title}</Heading>
        {organizer ? <OrganizedBy organizer={organizer} /> : null}
      </Stack>
      {promoRefused ? (
        <Text as="p" tone="danger" role="status">
          {t`The promo code in this link is not valid, so it was not applied.`}
        </Text>
      ) : null}
      <Stack gap="md">
        <Stack gap="xxs">
          <Text as="p" size="sm" weight="bold" tone="muted">
            {t`When`}
          </Text>
          <Text as="p">
            <EventDates event={event} locale={bcp47} />
          </Text>
        </Stack>
        {place.length > 0 ? (
          <Stack gap="xxs">
            <Text as="p" size="sm" weight="bold" tone="muted">
              {t`Where`}
            </Text>
            <Text as="p">{place.join(", ")}</Text>
          </Stack>
        ) : null}
      </Stack>
      {event.description ? (
        <Card title={t`About this event`} titleLevel={2}>
          {/* Cleaned by the server on the way in (only an editor's markup survives). */}
          <Box
            data-testid="event-description"
            breakWords
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text the server sanitised (only safe tags survive)
            dangerouslySetInnerHTML={{ __html: event.description }}
          />
        </Card>
      ) : null}
      <Card title={t`Tickets`} titleLevel={2}>
        <Text as="p" tone="muted">
          {event.lifecycle_status === "ENDED"
            ? t`This event has ended.`
            : event.status === "PAUSED"
              ? t`Ticket sales for this event are paused.`
              : t`Tickets for this event will be on sale here soon.`}
        </Text>
      </Card>
    </Stack>
  );
}

/**
 * Who organises the event, with their logo. Their name links to their page only while that page
 * is public (a LIVE organiser): the server names a draft organiser to its own team only, and a
 * link there would be a dead end for anyone else.
 */
function OrganizedBy({ organizer }: { organizer: NonNullable<PublicEvent["organizer"]> }) {
  const { t } = useLingui();
  const logo = organizer.images?.filter((image) => image.type === "ORGANIZER_LOGO").at(-1)?.url;
  return (
    <Inline gap="sm" align="center">
      {logo ? <Avatar name={organizer.name} src={logo} size="sm" /> : null}
      <Text as="p" tone="muted">
        {t`Organised by`}{" "}
        {organizer.status === "LIVE" ? (
          <Link href={`/events/${organizer.id}/${encodeURIComponent(organizer.slug)}`}>{organizer.name}</Link>
        ) : (
          <Text weight="medium">{organizer.name}</Text>
        )}
      </Text>
    </Inline>
  );
}

export { PublicEventScreen as Component };

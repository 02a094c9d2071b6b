import { useLingui } from "@lingui/react/macro";
import { type ApiClient, addressLines, type PublicEvent } from "@varco/domain";
import { Avatar, Box, Card, CoverImage, Heading, Inline, Link, Stack, Text } from "@varco/ui";
import { useState } from "react";
import { countryNameIn } from "../../format/countryName";
import { coverPicture, publicCoverSizes, smallImageUrl } from "../../format/coverPicture";
import { EventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import {
  usePageDescription,
  usePageIndexing,
  usePageTitle,
  useRuntimeConfig,
} from "../../shell/RuntimeConfigContext";
import { EventTickets } from "./EventTickets";
import { PromoCodeField } from "./PromoCodeField";

/** What an event's public page shows of it, from the event as the public reads it. */
export function EventDetails({
  event: drawn,
  promoRefused,
  promoCode: drawnCode = null,
  client = null,
}: {
  event: PublicEvent;
  promoRefused: boolean;
  /** The promo code in effect (checked with the server before the event was read with it). */
  promoCode?: string | null;
  /** The app's API client where the app runs; a page the server drew has none. */
  client?: ApiClient | null;
}) {
  const { t } = useLingui();
  // A code applied on the page: the event as it reads with it, in place of the one drawn, while
  // the ticket selector (and what the buyer chose in it) stays.
  const [withCode, setWithCode] = useState<{ event: PublicEvent; code: string } | null>(null);
  const event = withCode?.event ?? drawn;
  const promoCode = withCode?.code ?? drawnCode;
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
      {promoRefused && !withCode ? (
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
        <EventTickets
          event={event}
          promoCode={promoCode}
          client={client}
          onPromoApplied={(found, code) => setWithCode({ event: found, code })}
          PromoField={PromoCodeField}
        />
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
  const logo = smallImageUrl(organizer.images?.filter((image) => image.type === "ORGANIZER_LOGO").at(-1));
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

import { useLingui } from "@lingui/react/macro";
import { useApiClient, usePromoCodeValidation, usePublicEvent } from "@varco/domain/swr";
import { Navigate, useLocation, useParams, useSearchParams } from "react-router-dom";
import { EventDetails } from "./EventDetails";
import { DesignOf } from "./PageDesign";
import { PublicFailure } from "./PublicFailure";
import { idFromPath } from "./PublicPage";
import { PublicRead } from "./PublicRead";
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
  const client = useApiClient();
  // Checked before the event is asked for: a malformed code is never sent, and the event is read
  // with a code only once the server said the code is valid (an invalid one is said so).
  const form = checkPromoCode(searchParams.get("promo_code"));
  const validation = usePromoCodeValidation(id ?? undefined, form.status === "valid" ? form.code : undefined);
  const checked = form.status !== "valid" || validation.data !== undefined || Boolean(validation.error);
  const promoCode = form.status === "valid" && validation.data?.valid ? form.code : null;
  const promoRefused = form.status === "invalid" || (form.status === "valid" && checked && !promoCode);
  const event = usePublicEvent(checked ? (id ?? undefined) : undefined, promoCode ?? undefined);

  if (id === null) return <PublicFailure error={null} />;
  const prefix = pathname.startsWith("/e/") ? "/e" : "/event";
  return (
    <DesignOf subject={event.data}>
      <PublicRead
        query={event}
        loadingLabel={t`Loading the event`}
        failure={t`The event could not be loaded.`}
        lines={4}
        titled
      >
        {(found) =>
          // A renamed event keeps its old links working: they lead to the current address.
          !preview && eventSlug !== found.slug ? (
            <Navigate to={`${prefix}/${id}/${encodeURIComponent(found.slug)}${search}${hash}`} replace />
          ) : (
            <EventDetails event={found} promoRefused={promoRefused} promoCode={promoCode} client={client} />
          )
        }
      </PublicRead>
    </DesignOf>
  );
}

export { PublicEventScreen as Component };

import { useLingui } from "@lingui/react/macro";
import type { PublicEvent, WidgetOptions } from "@varco/domain";
import { Heading, NativeButton, Stack, Text } from "@varco/ui";
import { useState } from "react";
import { eventPagePath } from "../areas/checkout/checkoutArea";
import { EventTickets } from "../areas/public/EventTickets";
import { PromoCodeOnRequest } from "../areas/public/PromoCodeOnRequest";
import { WidgetFrame } from "../areas/public/WidgetFrame";
import type { WidgetLook } from "../areas/public/widgetLook";
import { widgetCheckoutPath } from "../areas/public/widgetPaths";
import { EventDates } from "../format/EventDates";
import { useLocaleControls } from "../i18n/LocaleProvider";
import type { PageAddress } from "./PageFrame";

export interface WidgetPageProps {
  address: PageAddress;
  event: PublicEvent;
  /** What the embedding page asked for (read from the address by the server). */
  options: WidgetOptions;
  /** Its colours: the event's design and the options, worked out by the server. */
  look: WidgetLook;
}

/**
 * `/widget/{eventId}`, drawn by the server inside another site's frame: the event's tickets to
 * choose, then the checkout's steps in the same frame (`/widget/{eventId}/checkout/…`); or, as a
 * `button` widget, one button that opens the event's page.
 */
export function Page({ address, event, options, look }: WidgetPageProps) {
  return (
    <WidgetFrame options={options} look={look} label={event.title} pathname={address.pathname}>
      {options.widgetType === "button" ? (
        <BuyButton event={event} options={options} />
      ) : (
        <Tickets event={event} options={options} address={address} />
      )}
    </WidgetFrame>
  );
}

function Tickets({
  event: drawn,
  options,
  address,
}: {
  event: PublicEvent;
  options: WidgetOptions;
  address: PageAddress;
}) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const [withCode, setWithCode] = useState<{ event: PublicEvent; code: string } | null>(null);
  const event = withCode?.event ?? drawn;
  return (
    <Stack gap="lg">
      <Stack gap="xxs">
        <Heading level={1} size="lg">
          {event.title}
        </Heading>
        <Text as="p" tone="muted">
          <EventDates event={event} locale={bcp47} />
        </Text>
      </Stack>
      <Heading level={2} size="md">
        {t`Tickets`}
      </Heading>
      <EventTickets
        event={event}
        promoCode={withCode?.code ?? null}
        onPromoApplied={(found, code) => setWithCode({ event: found, code })}
        continueLabel={options.continueButtonText}
        PromoField={PromoCodeOnRequest}
        // The checkout goes on inside the frame, its session in the address.
        onReserved={(order) =>
          window.location.assign(
            widgetCheckoutPath(event.id, order.short_id, "details", address.search, order.session_identifier),
          )
        }
      />
    </Stack>
  );
}

/** A button widget: a form, so that it opens the event's page in a new tab even without scripts. */
function BuyButton({ event, options }: { event: PublicEvent; options: WidgetOptions }) {
  const { t } = useLingui();
  return (
    <form action={eventPagePath(event)} method="get" target="_blank" rel="noopener">
      <NativeButton type="submit" size="lg" fullWidth>
        {options.continueButtonText ?? t`Buy tickets`}
      </NativeButton>
    </form>
  );
}

import { useLingui } from "@lingui/react/macro";
import {
  type Attendee,
  addressLines,
  type Order,
  type PublicEvent,
  type PublicTicket,
  type TicketDesignSettings,
  type TicketLayoutType,
} from "@varco/domain";
import { Box, Heading, Inline, Link, NativeButton, Stack, SummaryList, Text } from "@varco/ui";
import type { CSSProperties, ReactNode } from "react";
import { countryNameIn } from "../../format/countryName";
import { formatEventDates } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageIndexing, usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { type CalendarEntry, googleCalendarUrl, icsFileName, icsOf } from "./eventCalendar";
import { holderName, priceLabelOf, standingOf, svgDataUrl, type TicketStanding } from "./ticketFacts";
import "./tickets.css";

/** What one ticket shows: the attendee, what it bought, its order's state. */
export type TicketOfOrder = Pick<
  Attendee,
  "short_id" | "public_id" | "status" | "first_name" | "last_name" | "product_id" | "product_price_id"
> &
  Pick<PublicTicket, "product" | "product_price" | "qr_code_svg">;

export interface TicketOrder {
  public_id: string;
  status: string;
}

/** /product/{eventId}/{attendeeShortId}: one ticket, its QR code and what to do with it. */
export function TicketDetails({ ticket, event }: { ticket: PublicTicket; event: PublicEvent }) {
  const { t } = useLingui();
  const standing = standingOf(ticket, ticket.order);
  const publicId = ticket.public_id;
  const title = event.title;
  usePageTitle(t`Ticket ${publicId} · ${title}`);
  // A ticket's address is its holder's business: never listed.
  usePageIndexing(false);
  return (
    <Stack gap="lg">
      <DesignedTicket design={ticketDesignOf(event)}>
        <Stack gap="xs">
          <Text as="p" tone="muted" weight="medium">
            {t`Your ticket`}
          </Text>
          <Heading level={1}>{event.title}</Heading>
        </Stack>
        <TicketBody ticket={ticket} order={ticket.order} event={event} standing={standing} />
      </DesignedTicket>
      <TicketActions ticket={ticket} event={event} />
    </Stack>
  );
}

/** How the organiser dressed the event's tickets: an accent colour, a logo, a footer, a layout. */
export interface TicketDesign {
  accent: string | null;
  logoUrl: string | null;
  footer: string | null;
  layout: TicketLayoutType;
}

/**
 * The design the ticket wears: the event's saved one, or `settings` (the designer's unsaved
 * values); none when the organiser switched it off. The logo is one of the event's own images.
 */
export function ticketDesignOf(
  event: Pick<PublicEvent, "settings" | "images">,
  settings: TicketDesignSettings | null | undefined = event.settings?.ticket_design_settings,
): TicketDesign | null {
  if (!settings || settings.enabled === false) return null;
  const logo =
    settings.logo_image_id == null
      ? undefined
      : event.images?.find((image) => image.id === settings.logo_image_id);
  return {
    accent: settings.accent_color || null,
    logoUrl: logo?.url ?? null,
    footer: settings.footer_text?.trim() || null,
    layout: settings.layout_type ?? "default",
  };
}

/** The ticket in its design: the accent on its edge, the logo above, the footer below. */
export function DesignedTicket({ design, children }: { design: TicketDesign | null; children: ReactNode }) {
  if (!design) return <Stack gap="md">{children}</Stack>;
  const style = design.accent ? ({ "--varco-ticket-accent": design.accent } as CSSProperties) : undefined;
  return (
    <div className="varco-ticket-design" data-layout={design.layout} style={style}>
      <Stack gap="md">
        {/* The event's title names the ticket next to it: the logo only decorates. */}
        {design.logoUrl ? <img className="varco-ticket-logo" src={design.logoUrl} alt="" /> : null}
        {children}
        {design.footer ? <p className="varco-ticket-footer">{design.footer}</p> : null}
      </Stack>
    </div>
  );
}

/** A ticket as its page and its sheet show it: with its order, its event and where it stands. */
export interface ShownTicket {
  ticket: TicketOfOrder;
  order: TicketOrder | undefined;
  event: PublicEvent;
  standing: TicketStanding;
}

/** The status line, the QR code (when the ticket admits or may) and the ticket's facts. */
export function TicketBody({ ticket, order, event, standing }: ShownTicket) {
  const { t } = useLingui();
  const publicId = ticket.public_id;
  return (
    <Stack gap="md" className="varco-ticket-body">
      <StandingNotice standing={standing} />
      {ticket.qr_code_svg && standing !== "cancelled" ? (
        <img
          className="varco-ticket-qr"
          src={svgDataUrl(ticket.qr_code_svg)}
          alt={t`QR code of ticket ${publicId}`}
          width={256}
          height={256}
        />
      ) : null}
      <TicketFactsList ticket={ticket} order={order} event={event} standing={standing} />
    </Stack>
  );
}

function StandingNotice({ standing }: { standing: TicketStanding }) {
  const { t } = useLingui();
  if (standing === "valid") return null;
  const sentence =
    standing === "cancelled"
      ? t`This ticket has been cancelled. It is not valid for entry.`
      : standing === "awaitingOfflinePayment"
        ? t`This order is awaiting payment. The ticket is valid once the organiser has received the payment.`
        : t`This ticket has not been paid for. It is not valid for entry.`;
  return (
    <Box padding="md" radius="md" border="default" background="sunken">
      <Text as="p" weight="bold" tone={standing === "cancelled" ? "danger" : "default"}>
        {sentence}
      </Text>
    </Box>
  );
}

/** The ticket's state in one word (plain text: the ticket pages stay light). */
function StandingWord({ standing }: { standing: TicketStanding }) {
  const { t } = useLingui();
  if (standing === "cancelled")
    return (
      <Text weight="bold" tone="danger">
        {t`Cancelled`}
      </Text>
    );
  if (standing === "valid")
    return (
      <Text weight="bold" tone="success">
        {t`Valid`}
      </Text>
    );
  return <Text weight="bold">{t`Awaiting payment`}</Text>;
}

function TicketFactsList({ ticket, order, event, standing }: ShownTicket) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const place = placeOf(event, bcp47, t`Online event`);
  const label = priceLabelOf(ticket, event);
  const product = ticket.product?.title ?? "";
  const zone = event.timezone;
  return (
    <SummaryList
      rows={[
        {
          key: "when",
          label: t`When`,
          value: (
            <Stack gap="xxs">
              <time dateTime={event.start_date}>{formatEventDates(event, bcp47)}</time>
              <Text size="sm" tone="muted">{t`Time zone: ${zone}`}</Text>
            </Stack>
          ),
        },
        ...(place ? [{ key: "where", label: t`Where`, value: place }] : []),
        { key: "name", label: t`Name`, value: holderName(ticket) },
        {
          key: "product",
          label: t`Ticket`,
          value: label ? `${product} – ${label}` : product,
        },
        { key: "ticket", label: t`Ticket number`, value: ticket.public_id },
        ...(order ? [{ key: "order", label: t`Order number`, value: order.public_id }] : []),
        { key: "status", label: t`Status`, value: <StandingWord standing={standing} /> },
      ]}
    />
  );
}

/** Where the event happens, on one line: the venue and address, or that it is online. */
function placeOf(event: PublicEvent, locale: string, online: string): string {
  if (event.settings?.is_online_event) return online;
  return addressLines(event.location_details ?? event.settings?.location_details, countryNameIn(locale)).join(
    ", ",
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "varco";
  }
}

/** The event as a calendar entry. */
export function calendarEntryOf(event: PublicEvent, place: string, eventUrl: string): CalendarEntry {
  return {
    // As the ticket mail's calendar file names it: importing both keeps one entry.
    uid: `event-${event.id}@${hostOf(eventUrl)}`,
    title: event.title,
    start: event.start_date,
    end: event.end_date,
    location: place,
    // A link back to the event, when the deployment's address is known (never a bare path).
    description: /^https?:/u.test(eventUrl) ? eventUrl : "",
    url: eventUrl,
  };
}

/** Print, add to a calendar (an .ics file made here, or Google Calendar). */
function TicketActions({ ticket, event }: { ticket: PublicTicket; event: PublicEvent }) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const { frontendUrl } = useRuntimeConfig();
  const eventPath = `/event/${event.id}/${encodeURIComponent(event.slug)}`;
  const entryOf = (origin: string) =>
    calendarEntryOf(event, placeOf(event, bcp47, t`Online event`), `${origin}${eventPath}`);
  const download = () => {
    const origin = frontendUrl ?? window.location.origin;
    const blob = new Blob([icsOf(entryOf(origin))], { type: "text/calendar;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = icsFileName(event);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <Inline gap="sm" className="varco-ticket-screen-only">
      <Link variant="standalone" href={`/product/${event.id}/${encodeURIComponent(ticket.short_id)}/print`}>
        {t`Print ticket`}
      </Link>
      <NativeButton onClick={download}>{t`Add to calendar (.ics)`}</NativeButton>
      <Link
        variant="standalone"
        isExternal
        href={googleCalendarUrl(entryOf(frontendUrl ?? ""), event.timezone)}
      >
        {t`Add to Google Calendar`}
      </Link>
    </Inline>
  );
}

/**
 * The print pages: every ticket on a sheet of its own, and before them, on screen only, a heading,
 * a print button and the way back. Printing starts only when asked (the button or the browser's own).
 */
export function TicketSheets({
  event,
  tickets,
  order,
  backTo,
}: {
  event: PublicEvent;
  tickets: TicketOfOrder[];
  order: TicketOrder | undefined;
  backTo: { href: string; label: string };
}) {
  const { t } = useLingui();
  const count = tickets.length;
  const title = event.title;
  usePageTitle(t`Print tickets · ${title}`);
  usePageIndexing(false);
  const design = ticketDesignOf(event);
  return (
    <Box as="main" paddingX="md" paddingY="lg" width="full" maxWidth="xl" marginX="auto">
      <Stack gap="lg">
        <Stack gap="sm" className="varco-ticket-screen-only">
          <Heading level={1}>{t`Tickets for ${title}`}</Heading>
          <Text as="p" tone="muted">
            {count === 1 ? t`One ticket, one page.` : t`${count} tickets, one per page.`}
          </Text>
          <Inline gap="md">
            <NativeButton onClick={() => window.print()}>{t`Print`}</NativeButton>
            <Link variant="standalone" href={backTo.href}>
              {backTo.label}
            </Link>
          </Inline>
        </Stack>
        <Box as="ul" aria-label={t`Tickets`}>
          {tickets.map((ticket) => (
            <li key={ticket.short_id} className="varco-ticket-sheet">
              <Box paddingY="lg">
                <DesignedTicket design={design}>
                  <Heading level={2}>{event.title}</Heading>
                  <TicketBody
                    ticket={ticket}
                    order={order}
                    event={event}
                    standing={standingOf(ticket, order)}
                  />
                </DesignedTicket>
              </Box>
            </li>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}

/** One ticket on its sheet, with the way back to its page. */
export function TicketPrint({ ticket, event }: { ticket: PublicTicket; event: PublicEvent }) {
  const { t } = useLingui();
  return (
    <TicketSheets
      event={event}
      tickets={[ticket]}
      order={ticket.order}
      backTo={{
        href: `/product/${event.id}/${encodeURIComponent(ticket.short_id)}`,
        label: t`Back to the ticket`,
      }}
    />
  );
}

/** The public order with the event it was read with (`?include=event`). */
export type OrderWithEvent = Order & { event?: PublicEvent };

/** Every ticket of an order, each on its own sheet, with the way back to the event. */
export function OrderPrint({ order, event }: { order: Order; event: PublicEvent }) {
  const { t } = useLingui();
  return (
    <TicketSheets
      event={event}
      tickets={order.attendees ?? []}
      order={order}
      backTo={{
        href: `/event/${event.id}/${encodeURIComponent(event.slug)}`,
        label: t`Back to the event`,
      }}
    />
  );
}

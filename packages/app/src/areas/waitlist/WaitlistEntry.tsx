import { useLingui } from "@lingui/react/macro";
import { isApiError, type PublicEvent, type PublicWaitlistEntry } from "@varco/domain";
import { Heading, Inline, Link, NativeButton, Stack, Text } from "@varco/ui";
import { useEffect, useRef, useState } from "react";
import { knownTimeZone, plainSpaces } from "../../format/EventDates";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import type { PageAddress } from "../../pages/PageFrame";
import { useGo } from "../../shell/navigation";
import { useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { checkoutPath, eventPagePath } from "../checkout/checkoutArea";

/** What the entry page shows of the event: its name, its page, and the time zone its times are in. */
export type WaitlistEvent = Pick<PublicEvent, "id" | "slug" | "title" | "timezone">;

export interface WaitlistEntryProps {
  address: PageAddress;
  /** The secret token of the entry's address (`/waitlist/{eventId}/{token}`), from the person's mails. */
  token: string;
  entry: PublicWaitlistEntry;
  event: WaitlistEvent;
}

/**
 * A waitlist entry's own page, as its person reaches it from their mails: where they stand in the
 * line and what they can do there. Waiting: how many are ahead, and leaving the list. Offered: until
 * when the ticket is held, completing the purchase (the ordinary checkout, with the held order) or
 * giving the ticket to the next person. Then a line for each way the entry ended.
 */
export function WaitlistEntryView({ address, token, entry, event }: WaitlistEntryProps) {
  const { t, i18n } = useLingui();
  const { bcp47 } = useLocaleControls();
  const { apiUrlClient } = useRuntimeConfig();
  const go = useGo();
  // The page again, drawn with the entry as it now stands.
  const again = () => go(`${address.pathname}${address.search}`);
  // The question before leaving the list (or declining the offer) is on screen.
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const eventId = event.id;
  const eventTitle = event.title;
  const { product_title: product, price_label: label, status } = entry;
  const ticket = label ? t`${product} – ${label}` : product;

  // A write refused because the entry moved on meanwhile (the offer expired, the entry closed):
  // drawn again, the page says where it stands now. Anything else is said in the visitor's words.
  const run = async (write: () => Promise<void>) => {
    setPending(true);
    setProblem(null);
    try {
      await write();
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        again();
        return;
      }
      const [{ loadServerReasons }, { failureMessage }] = await Promise.all([
        import("../../forms/reasonWords"),
        import("../../forms/fieldErrors"),
      ]);
      await loadServerReasons(i18n);
      setPending(false);
      setProblem(failureMessage(error, i18n));
    }
  };
  const claim = () =>
    run(async () => {
      const { claimOffer } = await import("./waitlistCalls");
      const { order_short_id: shortId } = await claimOffer(apiUrlClient, eventId, token);
      go(checkoutPath(eventId, shortId, "details"));
    });
  const leave = () =>
    run(async () => {
      const { leaveWaitlist } = await import("./waitlistCalls");
      await leaveWaitlist(apiUrlClient, eventId, token);
      again();
    });

  const offered = status === "OFFERED";
  const until = entry.offer_expires_at
    ? plainSpaces(
        // Named with its zone: the person may read it far from the event.
        new Intl.DateTimeFormat(bcp47, {
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZoneName: "short",
          timeZone: knownTimeZone(event.timezone),
        }).format(new Date(entry.offer_expires_at)),
      )
    : "";
  const ahead = entry.waiting_ahead;
  const what: Record<PublicWaitlistEntry["status"], string> = {
    WAITING: t`You are on the waitlist for ${ticket} of ${eventTitle}.`,
    OFFERED: t`A ticket is held for you until ${until}: ${ticket} of ${eventTitle}.`,
    PURCHASED: t`Thank you: you bought your ticket for ${eventTitle} from the waitlist. It was sent to you by email.`,
    OFFER_EXPIRED: t`The offer of a ticket for ${eventTitle} has expired, and the ticket went to the next person in line.`,
    CANCELLED: t`You left the waitlist for ${ticket} of ${eventTitle}.`,
  };

  return (
    <Stack gap="lg" align="start">
      <Stack gap="xs">
        <Heading level={1}>
          {offered ? t`A ticket is waiting for you` : t`Your place on the waitlist`}
        </Heading>
        <Text as="p">{what[status]}</Text>
        {status === "WAITING" ? (
          <Text as="p" tone="muted">
            {ahead === 0
              ? t`Nobody is ahead of you: the next ticket that frees up is offered to you.`
              : ahead === 1
                ? t`One person is ahead of you.`
                : t`${ahead} people are ahead of you.`}
          </Text>
        ) : null}
      </Stack>
      {problem ? (
        <Text as="p" tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}
      {status === "WAITING" || offered ? (
        asking ? (
          <Stack gap="sm">
            <Text as="p" weight="medium" tabIndex={-1} ref={question}>
              {offered
                ? t`Give this ticket to the next person in line? You cannot take it back.`
                : t`Leave the waitlist? You lose your place in line.`}
            </Text>
            <Inline gap="sm" wrap>
              <NativeButton disabled={pending} aria-busy={pending} onClick={() => void leave()}>
                {offered ? t`Yes, give it away` : t`Yes, leave the waitlist`}
              </NativeButton>
              <NativeButton variant="outline" disabled={pending} onClick={() => setAsking(false)}>
                {offered ? t`No, keep the offer` : t`No, keep my place`}
              </NativeButton>
            </Inline>
          </Stack>
        ) : (
          <Inline gap="sm" wrap>
            {offered ? (
              <NativeButton size="lg" disabled={pending} aria-busy={pending} onClick={() => void claim()}>
                {t`Complete your purchase`}
              </NativeButton>
            ) : null}
            <NativeButton variant="outline" disabled={pending} onClick={() => setAsking(true)}>
              {offered ? t`No thanks, give it to the next person` : t`Leave the waitlist`}
            </NativeButton>
          </Inline>
        )
      ) : null}
      <Link href={eventPagePath(event)} variant="standalone">
        {t`Go to the event's page`}
      </Link>
    </Stack>
  );
}

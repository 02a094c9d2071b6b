import { useLingui } from "@lingui/react/macro";
import { wireInstant } from "@varco/domain";
import { Heading, Stack, Text } from "@varco/ui";
import { useEffect, useState } from "react";

/** The moments worth telling a screen reader about: with 5 and with 1 minute left (in seconds). */
const announcedAt = [300, 60];

/** Seconds left until `until` (never below 0). */
function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The time left to finish the order, visible every second; read out only with 5 and 1 minute
 * left (a live region that spoke every second would drown the form). Calls `onExpired` once.
 */
export function ReservationCountdown({
  reservedUntil,
  onExpired,
  startedAt,
}: {
  reservedUntil: string | null | undefined;
  onExpired: () => void;
  /**
   * The moment to count from at first (epoch ms): a page the server drew passes the moment it was
   * drawn, so the browser takes over the same text before ticking on. Now, by default.
   */
  startedAt?: number | undefined;
}) {
  const { t } = useLingui();
  const until = wireInstant(reservedUntil);
  const [now, setNow] = useState(() => startedAt ?? Date.now());
  const left = until === null ? null : secondsLeft(until, now);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  useEffect(() => {
    if (left === null) return;
    if (left === 0) onExpired();
    const minutes = left / 60;
    if (announcedAt.includes(left))
      setAnnouncement(
        minutes === 1
          ? t`One minute left to complete your order.`
          : t`${minutes} minutes left to complete your order.`,
      );
    // Only the moment it reaches a mark matters.
  }, [left, onExpired, t]);

  if (left === null) return null;
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, "0");
  const clock = `${minutes}:${seconds}`;
  return (
    <>
      <Text as="p" weight="medium" tone={left <= 60 ? "danger" : undefined}>
        {t`Your tickets are held for ${clock} more.`}
      </Text>
      <Text as="p" role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </Text>
    </>
  );
}

/** The top of a checkout step with the order still held: its title, the event, the time left. */
export function CheckoutStepHeading({
  title,
  eventTitle,
  reservedUntil,
  onExpired,
  startedAt,
}: {
  title: string;
  eventTitle: string;
  reservedUntil: string | null | undefined;
  onExpired: () => void;
  startedAt?: number | undefined;
}) {
  return (
    <Stack gap="xs">
      <Heading level={1}>{title}</Heading>
      <Text as="p" tone="muted">
        {eventTitle}
      </Text>
      <ReservationCountdown reservedUntil={reservedUntil} onExpired={onExpired} startedAt={startedAt} />
    </Stack>
  );
}

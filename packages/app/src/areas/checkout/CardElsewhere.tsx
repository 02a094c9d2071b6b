import { useLingui } from "@lingui/react/macro";
import { Link, Stack, Text } from "@varco/ui";
import { useEffect, useState } from "react";

/** How often the widget asks whether the card payment made in the other tab went through. */
const paymentCheckMs = 3000;

/**
 * Card payment from inside the widget: in a tab of its own (`href`), where the bank's check can
 * run; meanwhile the widget asks after the order (`hasMovedOn`) and moves on once it is paid.
 */
export function CardElsewhere({
  href,
  hasMovedOn,
  onMovedOn,
}: {
  href: string;
  hasMovedOn: () => Promise<boolean>;
  onMovedOn: () => void;
}) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const timer = window.setInterval(async () => {
      try {
        if (await hasMovedOn()) onMovedOn();
      } catch {
        // Asked again at the next turn.
      }
    }, paymentCheckMs);
    return () => window.clearInterval(timer);
  }, [opened, hasMovedOn, onMovedOn]);
  return (
    <Stack gap="sm" align="start">
      <Link href={href} isExternal variant="standalone" onPress={() => setOpened(true)}>
        {t`Pay by card in a new tab`}
      </Link>
      <Text as="p" tone="muted" role="status">
        {opened
          ? t`Waiting for your payment in the other tab… This page moves on by itself once it is done.`
          : t`Your bank may ask you to confirm the payment: that works best in a tab of its own.`}
      </Text>
    </Stack>
  );
}

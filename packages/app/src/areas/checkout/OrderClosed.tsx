import { useLingui } from "@lingui/react/macro";
import { Heading, Link, Stack, Text } from "@varco/ui";
import { type CheckoutArea, eventPagePath } from "./checkoutArea";

/**
 * An order that can no longer be completed: its time ran out, or it was given up. `back`: where
 * to choose tickets again when not the event's page (the widget's first step, in its frame).
 */
export function OrderClosed({
  area,
  expired,
  back,
}: {
  area: Pick<CheckoutArea, "event">;
  expired: boolean;
  back?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="md" align="start">
      <Heading level={1}>{expired ? t`Your reservation has expired` : t`This order is closed`}</Heading>
      <Text as="p" role="alert">
        {expired
          ? t`The time to complete this order ran out and its tickets were released. You can choose them again on the event's page.`
          : t`This order can no longer be completed. You can start a new one on the event's page.`}
      </Text>
      <Link href={back ?? eventPagePath(area.event)} target={back ? "_self" : undefined} variant="standalone">
        {t`Back to the event`}
      </Link>
    </Stack>
  );
}

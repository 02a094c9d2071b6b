import { useLingui } from "@lingui/react/macro";
import { Badge, Card, Heading, InfoIcon, Inline, Link, Stack, Text } from "@varco/ui";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";

/**
 * /account/payment: how buyers can pay on this installation. Varco is self-hosted: card payments
 * depend on the key its operator configured; offline payment always works. There is no
 * card-provider account to connect from here yet, and the page says so.
 */
export function PaymentScreen() {
  const { t } = useLingui();
  const title = t`Payment`;
  usePageTitle(title);
  const { cardPaymentPublishableKey } = useRuntimeConfig();
  const cardConfigured = Boolean(cardPaymentPublishableKey?.trim());

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <Card
        title={t`Card payments`}
        titleLevel={2}
        actions={
          <Badge tone={cardConfigured ? "success" : "neutral"} dot>
            {cardConfigured ? t`Configured` : t`Not configured`}
          </Badge>
        }
      >
        <Text as="p">
          {cardConfigured
            ? t`A card-payment publishable key is configured for this installation: events can offer card payment.`
            : t`No card-payment publishable key is configured for this installation. The person who runs it can add one to its configuration.`}
        </Text>
      </Card>
      <Card
        title={t`Offline payment`}
        titleLevel={2}
        actions={
          <Badge tone="success" dot>
            {t`Available`}
          </Badge>
        }
      >
        <Stack gap="sm">
          <Text as="p">
            {t`Buyers can always pay offline, for example by bank transfer or at the door. Write how in the instructions of each event, or once for all new events:`}
          </Text>
          <Link href="/account/event-defaults" variant="standalone">
            {t`Event defaults`}
          </Link>
        </Stack>
      </Card>
      <Inline gap="sm" align="start" role="note">
        <InfoIcon size={18} aria-hidden />
        <Text as="p" tone="muted">
          {t`Connecting a Stripe account from this page is not available yet. Card payments use the key configured for the installation.`}
        </Text>
      </Inline>
    </Stack>
  );
}

export { PaymentScreen as Component };

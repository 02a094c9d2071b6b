import { useLingui } from "@lingui/react/macro";
import { useConnectStripe, useStripeConnectAccounts } from "@varco/domain/swr";
import { Badge, Button, Card, Heading, InfoIcon, Inline, Link, Stack, Text } from "@varco/ui";
import { useSearchParams } from "react-router-dom";
import { exits } from "../../shell/leaveFor";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { useAccountArea } from "./accountArea";

/**
 * The account's own Stripe account, when the installation connects accounts (Stripe Connect): its
 * standing as Stripe tells it, and the way to Stripe's onboarding, which comes back here. Nothing
 * when the installation does not connect accounts (the server answers 403) or for non-admins.
 */
function ConnectedStripeAccount() {
  const { t } = useLingui();
  const { account, isAdmin } = useAccountArea();
  const [params] = useSearchParams();
  const connected = useStripeConnectAccounts(isAdmin ? account.id : undefined, { shouldRetryOnError: false });
  const connect = useConnectStripe();
  const status = connected.data;
  if (!isAdmin || !status) return null;
  const ready = status.has_completed_setup;
  const started = status.primary_stripe_account_id !== null;

  const goToStripe = async () => {
    const answer = await connect.trigger(account.id, {});
    if (answer.connect_url) exits.leaveFor(answer.connect_url);
  };

  return (
    <Card
      title={t`Your Stripe account`}
      titleLevel={2}
      actions={
        <Badge tone={ready ? "success" : started ? "warning" : "neutral"} dot>
          {ready ? t`Connected` : started ? t`Setup not finished` : t`Not connected`}
        </Badge>
      }
    >
      <Stack gap="sm">
        <Text as="p">
          {ready
            ? t`Card payments of your events go straight to your Stripe account, and Stripe pays them out to you.`
            : t`Connect a Stripe account of your own: card payments of your events will be paid into it, and Stripe pays them out to you. Until then your events take no card payments.`}
        </Text>
        {params.has("is_return") && !ready ? (
          <Text as="p" tone="muted" role="status">
            {t`Stripe still needs some details before your account can take payments. Continue where you left off.`}
          </Text>
        ) : null}
        {params.has("is_refresh") && !ready ? (
          <Text as="p" tone="muted" role="status">
            {t`The link to Stripe has expired. Continue to get a new one.`}
          </Text>
        ) : null}
        {connect.error ? (
          <Text as="p" tone="danger" role="alert">
            {t`Stripe could not be reached. Please try again.`}
          </Text>
        ) : null}
        {ready ? null : (
          <Inline>
            <Button onPress={goToStripe} isPending={connect.isMutating}>
              {started ? t`Continue on Stripe` : t`Connect with Stripe`}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /account/payment: how buyers can pay on this installation. Card payments depend on the key its
 * operator configured and, when the installation connects accounts, on the account's own Stripe
 * account; offline payment always works.
 */
export function PaymentScreen() {
  const { t } = useLingui();
  const title = t`Payment`;
  usePageTitle(title);
  const { cardPaymentPublishableKey } = useRuntimeConfig();
  const cardConfigured = Boolean(cardPaymentPublishableKey?.trim());
  const { account, isAdmin } = useAccountArea();
  const connected = useStripeConnectAccounts(isAdmin ? account.id : undefined, { shouldRetryOnError: false });
  // The installation answers 403 when it does not connect accounts.
  const connectOff = connected.error?.status === 403;

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <ConnectedStripeAccount />
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
      {connectOff ? (
        <Inline gap="sm" align="start" role="note">
          <InfoIcon size={18} aria-hidden />
          <Text as="p" tone="muted">
            {t`This installation does not connect organisers' own Stripe accounts: card payments use the key configured for it.`}
          </Text>
        </Inline>
      ) : null}
    </Stack>
  );
}

export { PaymentScreen as Component };

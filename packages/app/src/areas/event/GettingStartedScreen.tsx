import { useLingui } from "@lingui/react/macro";
import type { Event } from "@varco/domain";
import { useProductCategories } from "@varco/domain/swr";
import { Card, CheckIcon, ClockIcon, CopyButton, Heading, Icon, Inline, Link, Stack, Text } from "@varco/ui";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { EventStatusActions } from "./EventStatusActions";
import { coverOf, shareableAddressOf, useEventArea } from "./eventArea";
import { hasText } from "./richText";

/** `/manage/event/:eventId/getting-started`: what is left before the event can go on sale. */
export function GettingStartedScreen() {
  const { event } = useEventArea();
  return <GettingStarted event={event} />;
}

function GettingStarted({ event }: { event: Event }) {
  const { t } = useLingui();
  usePageTitle(`${t`Getting started`} · ${event.title}`);
  const settings = `/manage/event/${event.id}/settings`;
  const { frontendUrl } = useRuntimeConfig();
  const categories = useProductCategories(event.id);
  const products = (categories.data ?? []).flatMap((category) => category.products ?? []);
  const hasProduct = products.length > 0;
  // Free tickets need no way to pay; anything else does (offline payment only with its instructions).
  const sellsForMoney = products.some((product) => product.type !== "FREE");
  const canTakeMoney = (event.settings?.payment_providers ?? []).length > 0;
  const located = Boolean(event.location_details?.address_line_1) || event.settings?.is_online_event === true;
  const steps = [
    { id: "created", title: t`Create the event`, done: true },
    {
      id: "cover",
      title: t`Add a cover image`,
      done: coverOf(event) !== undefined,
      href: `${settings}#cover`,
      action: t`Upload a cover image`,
    },
    {
      id: "details",
      title: t`Describe the event and say where it happens`,
      done: hasText(event.description) && located,
      href: `${settings}#details`,
      action: t`Edit the details`,
    },
    {
      id: "ticket",
      title: t`Add a ticket`,
      done: hasProduct,
      href: `/manage/event/${event.id}/products`,
      action: t`Add tickets`,
    },
    {
      id: "payment",
      title: t`Choose how buyers pay`,
      done: canTakeMoney || (hasProduct && !sellsForMoney),
      href: `${settings}#checkout`,
      action: t`Write the offline payment instructions`,
    },
    {
      id: "publish",
      title: t`Publish the event`,
      done: event.status === "LIVE",
    },
  ];
  const remaining = steps.filter((step) => !step.done).length;
  const title = event.title;

  return (
    <Stack gap="lg" padding="lg">
      <Stack gap="xs">
        <Heading level={1}>{t`Getting started`}</Heading>
        <Text tone="muted">
          {remaining === 0
            ? t`Everything is ready: your event is live.`
            : t`A few steps to get ${title} ready for sale.`}
        </Text>
      </Stack>
      <Card title={t`Checklist`} titleLevel={2}>
        <Stack as="ol" gap="md">
          {steps.map((step) => (
            <li key={step.id}>
              <Inline gap="sm" align="center" justify="between">
                {/* The mark stays beside its step, however long the step's words. */}
                <Inline gap="sm" align="center" wrap={false}>
                  <Icon
                    icon={step.done ? CheckIcon : ClockIcon}
                    label={step.done ? t`Done` : t`To do`}
                    size="md"
                  />
                  <Text weight={step.done ? "regular" : "medium"}>{step.title}</Text>
                </Inline>
                {step.done ? null : step.id === "publish" ? (
                  <EventStatusActions event={event} only={["LIVE"]} />
                ) : step.href ? (
                  <Link href={step.href} variant="standalone">
                    {step.action}
                  </Link>
                ) : null}
              </Inline>
            </li>
          ))}
        </Stack>
      </Card>
      {event.status === "LIVE" ? (
        <PublicAddress address={shareableAddressOf(event, frontendUrl, window.location.origin)} />
      ) : null}
    </Stack>
  );
}

/** Where buyers find the live event: the address to share, to open or to copy. */
function PublicAddress({ address }: { address: string }) {
  const { t } = useLingui();
  return (
    <Card title={t`Your event's public page`} titleLevel={2}>
      <Inline gap="sm" align="center" wrap>
        <Link href={address} target="_blank" variant="standalone">
          {address}
        </Link>
        <CopyButton value={address} label={t`Copy the link`} />
      </Inline>
    </Card>
  );
}

export { GettingStartedScreen as Component };
